import {
  dueSameColour,
  FORBIDDEN_X,
  forcedBreaks,
  runAfter,
  xPenalty,
  type ColourState,
} from '../colourBalance';
import { PENALTY_SCALES } from './params';
import type { Entrant, RoundContext } from './types';

/** The colour balance tier of an even game (see PENALTY_SCALES.colourBalance). */
export function colourBalanceValue(a: ColourState, b: ColourState): number {
  return PENALTY_SCALES.colourBalance.ruleBreak * forcedBreaks(a, b) + classValue(a, b);
}

/** The X and Y part of the value: it depends only on the colour classes of the two. */
export function classValue(a: ColourState, b: ColourState): number {
  const { x, dueSame } = PENALTY_SCALES.colourBalance;
  return x * (xPenalty(a, b) ?? FORBIDDEN_X) + (dueSameColour(a, b) ? dueSame : 0);
}

/**
 * Least and largest X and Y part over the pairs the players could form (by colour class: the
 * colour-difference class and the last colour). Every perfect matching has the same number of
 * pairs, so the tier subtracts the field's least value from every pair (cost.ts) and its
 * scale need only cover the spread: with one class (round 1) the tier costs nothing.
 */
export function classRange(members: readonly ColourState[]): { least: number; most: number } {
  const classes = new Map<string, { state: ColourState; count: number }>();
  for (const s of members) {
    const key = `${Math.max(-2, Math.min(2, s.difference))}${s.last ?? ''}`;
    const found = classes.get(key);
    if (found) found.count++;
    else classes.set(key, { state: s, count: 1 });
  }
  const list = [...classes.values()];
  let least = Infinity;
  let most = 0;
  list.forEach((p, i) => {
    list.forEach((q, j) => {
      if (j < i || (i === j && p.count < 2)) return;
      const value = classValue(p.state, q.state);
      least = Math.min(least, value);
      most = Math.max(most, value);
    });
  });
  return { least: Number.isFinite(least) ? least : 0, most };
}

/**
 * The most the colour balance tier can total over a matching of `members`, each pair's value
 * lowered by `least` (the field's least X and Y part): the spread of X and Y per pair, plus
 * (unless `withBreaks` is false, for the colourPreference tier) ruleBreak for each break; only
 * a player one game from a break (colour difference ±2, or a run of two) can break, at most
 * twice (±3 and a run of 3).
 */
export function colourBalanceBound(
  members: readonly ColourState[],
  least: number,
  withBreaks = true,
): number {
  const { ruleBreak } = PENALTY_SCALES.colourBalance;
  const near = members.filter(
    (s) => Math.abs(s.difference) >= 2 || (s.last !== null && runAfter(s, s.last) >= 3),
  ).length;
  const spread = Math.max(0, classRange(members).most - least);
  return Math.floor(members.length / 2) * spread + (withBreaks ? 2 * ruleBreak * near : 0);
}

/**
 * For the candidate graphs: a pair whose colours fit, on opposite sides of the colour balance
 * or one of them at 0 (not both: X ranks that pair below one with a player off balance), and
 * not forced into a rule break.
 */
export function coloursFit(ctx: RoundContext, a: Entrant, b: Entrant): boolean {
  if (!ctx.colourBalanceActive) return true;
  const product = a.colours.difference * b.colours.difference;
  const bothLevel = a.colours.difference === 0 && b.colours.difference === 0;
  return product <= 0 && !bothLevel && forcedBreaks(a.colours, b.colours) === 0;
}

/**
 * What the colour balance tier reads of a player, when it is weighed: the colour-difference
 * class (X), the last colour (Y) and whether a run of that colour reaches two.
 */
export function colourSide(ctx: RoundContext, e: Entrant): string {
  if (!ctx.colourBalanceActive) return '';
  const { difference, last } = e.colours;
  const run = last !== null && runAfter(e.colours, last) >= 3 ? '2' : '';
  return `/${Math.max(-2, Math.min(2, difference))}${last?.[0] ?? ''}${run}`;
}

/**
 * Whether a matching of `members` (mate[i] = partner's position) has no more pairs whose colours
 * do not fit (coloursFit) than the colour differences force: players above and below 0 pair
 * across or with a player at 0, players at 0 with one off balance; so at least
 * ⌈(|above − below| − level) / 2⌉ and ⌈(level − above − below) / 2⌉ pairs cannot fit.
 */
export function fewestMisfits(
  ctx: RoundContext,
  members: readonly Entrant[],
  mate: readonly number[],
): boolean {
  if (!ctx.colourBalanceActive) return true;
  let above = 0;
  let below = 0;
  let level = 0;
  for (const e of members) {
    if (e.colours.difference > 0) above++;
    else if (e.colours.difference < 0) below++;
    else level++;
  }
  const forced = Math.ceil(Math.max(0, Math.abs(above - below) - level, level - above - below) / 2);
  let misfits = 0;
  mate.forEach((j, i) => {
    if (i < j && !coloursFit(ctx, members[i], members[j])) misfits++;
  });
  return misfits <= forced;
}
