/**
 * A sum of points or a tiebreak without floating-point crumbs (0.1 + 0.2 is 0.3, −0 is 0). Sums
 * of many halves stay exact; this guards fractions a TD awards, such as 0.1.
 */
export function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6 + 0;
}
