import type { ColourState } from './state';

/**
 * Kujansuu et al., Table 1: the penalty X of pairing two colour-difference classes, rows and
 * columns in the order cd = 2, 1, 0, −1, −2. null ('−' in the paper): not allowed, since one
 * of the two would reach a colour difference of ±3.
 */
const X_MATRIX: ReadonlyArray<ReadonlyArray<number | null>> = [
  [null, 4, 3, 1, 0],
  [4, 6, 4, 2, 1],
  [3, 4, 5, 4, 3],
  [1, 2, 4, 6, 4],
  [0, 1, 3, 4, null],
];

/**
 * The value standing for a pair X forbids where such a pair must still be weighed: worse than
 * any allowed one (twice the largest value).
 */
export const FORBIDDEN_X = 12;

/** Row of X for a colour difference; differences beyond ±2 count as ±2. */
function xRow(difference: number): number {
  return 2 - Math.max(-2, Math.min(2, difference));
}

export function xPenalty(a: ColourState, b: ColourState): number | null {
  return X_MATRIX[xRow(a.difference)][xRow(b.difference)];
}

/**
 * Kujansuu et al., Table 2 (the matrix Y): its cells are set exactly where the two colour
 * histories of the last two rounds (BB, WW, BW, WB, B, W) end in the same colour, so that both
 * players are due the same colour.
 */
export function dueSameColour(a: ColourState, b: ColourState): boolean {
  return a.last !== null && a.last === b.last;
}
