/** Points as a TD writes them: ½ for half a point, else the number ("0", "1", "2.5"). */
export function formatPoints(points: number): string {
  return points === 0.5 ? '½' : String(points);
}
