import {
  dueSameColour,
  FORBIDDEN_X,
  forcedBreaks,
  runAfter,
  xPenalty,
  type ColourState,
} from '../colourBalance';
import { PENALTY_SCALES } from './params';

/** The colour balance tier of an even game (see PENALTY_SCALES.colourBalance). */
export function colourBalanceValue(a: ColourState, b: ColourState): number {
  const { ruleBreak, x, dueSame } = PENALTY_SCALES.colourBalance;
  return (
    ruleBreak * forcedBreaks(a, b) +
    x * (xPenalty(a, b) ?? FORBIDDEN_X) +
    (dueSameColour(a, b) ? dueSame : 0)
  );
}

/**
 * The most the colour balance tier can total over a matching of `members`: every pair at most
 * x · FORBIDDEN_X + dueSame, plus ruleBreak for each break, and only a player one game from a
 * break (colour difference ±2, or a run of two) can break, at most twice (±3 and a run of 3).
 */
export function colourBalanceBound(members: readonly ColourState[]): number {
  const { ruleBreak, x, dueSame } = PENALTY_SCALES.colourBalance;
  const near = members.filter(
    (s) => Math.abs(s.difference) >= 2 || (s.last !== null && runAfter(s, s.last) >= 3),
  ).length;
  return Math.floor(members.length / 2) * (x * FORBIDDEN_X + dueSame) + 2 * ruleBreak * near;
}
