import type { Float, PlayerHistory } from '../history';
import { PENALTY_SCALES } from './params';
import type { Entrant } from './types';

/**
 * AGA 2009 criterion 3 holds except in the final round of a tournament of fewer than six
 * rounds and in the last two rounds of a longer one.
 */
export function floatRuleActive(rounds: number, roundNumber: number): boolean {
  return rounds < 6 ? roundNumber < rounds : roundNumber < rounds - 1;
}

/** The player's float in the round just before this one (null: even game, bye or absent). */
export function previousFloat(history: PlayerHistory, previousRoundIndex: number): Float | null {
  if (previousRoundIndex < 0) return null;
  const entry = history.entries[previousRoundIndex];
  return entry && entry.kind === 'game' ? entry.float : null;
}

/** Orders a pair across score groups as [higher score (floats down), lower (floats up)]. */
export function floatRoles(a: Entrant, b: Entrant): [Entrant, Entrant] | null {
  if (a.scoreUnits === b.scoreUnits) return null;
  return a.scoreUnits > b.scoreUnits ? [a, b] : [b, a];
}

/** Criterion 3 value of a pair: players who would float twice in a row the same way. */
export function floatTwiceValue(a: Entrant, b: Entrant): number {
  const roles = floatRoles(a, b);
  if (!roles) return 0;
  const [down, up] = roles;
  const per = PENALTY_SCALES.floatTwice.perPlayer;
  return (down.lastFloat === 'down' ? per : 0) + (up.lastFloat === 'up' ? per : 0);
}

/** Largest floater value of one pair, recent floats left out. */
export function maxFloaterValue(): number {
  const cap = PENALTY_SCALES.floater.cap;
  return cap * (cap + 1) + cap;
}

/**
 * Largest floater tier total over `crossPairs` pairs across groups among `members`
 * (floatersPairedFirst): recent floats count once per player who has one to repeat (so none in
 * round 3 of a Swiss, whose round 1 has no floats), at most two per pair. Counting two per pair
 * regardless made the weights of some fields of about 220 players too large to pair.
 */
export function floaterTierBound(
  members: readonly Entrant[],
  crossPairs: number,
  floatRuleActive: boolean,
): number {
  const order = maxFloaterValue();
  const repeaters = members.filter(
    (e) => e.earlierFloat !== null || (!floatRuleActive && e.lastFloat !== null),
  ).length;
  const recent = Math.min(2 * crossPairs, repeaters) * PENALTY_SCALES.floater.recent;
  return order * crossPairs + recent * (order + 1);
}

/**
 * FIDE Dutch system (C.04.3 C.12–C.15, which hold to the last round): a player should not float
 * the same way as in either of the two rounds before. Players of the pair who floated the same
 * way two rounds before, or in the previous round once AGA 2009 criterion 3 no longer holds.
 */
export function recentFloats(a: Entrant, b: Entrant, floatRuleActive: boolean): number {
  const roles = floatRoles(a, b);
  if (!roles) return 0;
  const [down, up] = roles;
  const again = (e: Entrant, way: Float) =>
    e.earlierFloat === way || (!floatRuleActive && e.lastFloat === way) ? 1 : 0;
  return again(down, 'down') + again(up, 'up');
}

/**
 * Floater choice: the up-floater should be the strongest of his group (AGA 2009), the
 * down-floater the weakest of his (2008 draft). See PENALTY_SCALES.floater.
 */
export function floaterValue(a: Entrant, b: Entrant): number {
  const roles = floatRoles(a, b);
  if (!roles) return 0;
  const cap = PENALTY_SCALES.floater.cap;
  const [u, d] = floaterRanks(roles, cap);
  return u * (cap + 1) + d;
}

/** u and d of PENALTY_SCALES.floater for a [down, up] pair, each capped. */
function floaterRanks([down, up]: [Entrant, Entrant], cap: number): [number, number] {
  return [Math.min(up.rankInGroup, cap), Math.min(down.groupSize - 1 - down.rankInGroup, cap)];
}

/** Stage 1's order of several floaters between two groups: see PENALTY_SCALES.proximity. */
export function floaterOrderValue(a: Entrant, b: Entrant): number {
  const roles = floatRoles(a, b);
  if (!roles) return 0;
  const [u, d] = floaterRanks(roles, PENALTY_SCALES.proximity.orderCap);
  return u * d;
}

/** What criterion 3 and the colour rule see of a player: previous float and barred colours. */
export function ruleStatus(e: Entrant): string {
  return `${e.lastFloat ?? '-'}/${e.barred.white ? 'w' : ''}${e.barred.black ? 'b' : ''}`;
}
