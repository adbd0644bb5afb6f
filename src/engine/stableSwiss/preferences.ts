import { dueSameColour, FORBIDDEN_X, xPenalty, type ColourState } from '../colourBalance';

export { FORBIDDEN_X } from '../colourBalance';

/**
 * X of a pair at a level: the paper's value; a pair X forbids is null, or, when the last level
 * admits every unplayed opponent, worse than any other (FORBIDDEN_X).
 */
export function colourPenalty(a: ColourState, b: ColourState, everyone: boolean): number | null {
  return xPenalty(a, b) ?? (everyone ? FORBIDDEN_X : null);
}

/** Kujansuu et al., Table 2: s when both players are due the same colour. */
function yPenalty(a: ColourState, b: ColourState, s: number): number {
  return dueSameColour(a, b) ? s : 0;
}

export interface PreferenceWeights {
  /** c: colours against scores, 0–10 (the paper's tests: 8.7). */
  c: number;
  /** s: the colour-history tie-break (the paper's tests: 0.0001). */
  s: number;
}

/**
 * Kujansuu et al.: f(p,r) = (10 − c)/6 · X[p,r] + c · sd(p,r)/ms + Y[p,r]; the sd term is left
 * out when ms = 0. Lower is preferred; null when X forbids the pair.
 */
export function preference(
  a: ColourState,
  b: ColourState,
  scoreDifference: number,
  maxDifference: number,
  weights: PreferenceWeights,
): number | null {
  const x = xPenalty(a, b);
  if (x === null) return null;
  const sd = maxDifference > 0 ? (weights.c * scoreDifference) / maxDifference : 0;
  return ((10 - weights.c) / 6) * x + sd + yPenalty(a, b, weights.s);
}
