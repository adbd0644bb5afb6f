import type { ColourState } from './colourState';

/**
 * Kujansuu et al., Table 1: the penalty X of pairing two colour-difference classes, rows and
 * columns in the order cd = 2, 1, 0, −1, −2. null ('−' in the paper): not allowed, since one
 * of the two would reach a colour difference of ±3.
 */
export const X_MATRIX: ReadonlyArray<ReadonlyArray<number | null>> = [
  [null, 4, 3, 1, 0],
  [4, 6, 4, 2, 1],
  [3, 4, 5, 4, 3],
  [1, 2, 4, 6, 4],
  [0, 1, 3, 4, null],
];

/** Row of X for a colour difference; differences beyond ±2 count as ±2. */
function xRow(difference: number): number {
  return 2 - Math.max(-2, Math.min(2, difference));
}

export function xPenalty(a: ColourState, b: ColourState): number | null {
  return X_MATRIX[xRow(a.difference)][xRow(b.difference)];
}

/**
 * X of a pair at a level: the paper's value; a pair X forbids is null, or, when the last level
 * admits every unplayed opponent, worse than any other (twice the largest value).
 */
export const FORBIDDEN_X = 12;

export function colourPenalty(a: ColourState, b: ColourState, everyone: boolean): number | null {
  return xPenalty(a, b) ?? (everyone ? FORBIDDEN_X : null);
}

/**
 * Kujansuu et al., Table 2: the small penalty s when the two colour histories (the last two
 * rounds: BB, WW, BW, WB, B, W) end in the same colour, so that both are due the same colour.
 */
export function yPenalty(a: ColourState, b: ColourState, s: number): number {
  return a.last !== null && a.last === b.last ? s : 0;
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
