import type { PlayerHistory } from '../history';
import type { PlayerId } from '../types';

/**
 * AGA 2009 tiebreak 3, "face to face result (if applicable)". For a group of players still
 * tied, it applies only when every pair in the group met over the board (a game with a typed
 * result, double forfeits excluded). Each player then gets the points scored against the other
 * members of the group (summed when two met more than once); null when it does not apply.
 */
export function faceToFacePoints(
  group: readonly PlayerId[],
  histories: readonly PlayerHistory[],
): Map<PlayerId, number> | null {
  const members = new Set(group);
  const points = new Map<PlayerId, number>();
  for (const id of group) {
    const met = new Set<PlayerId>();
    let total = 0;
    for (const entry of histories[id].entries) {
      if (entry.kind !== 'game' || !members.has(entry.opponent)) continue;
      if (entry.points === null || entry.doubleForfeit) continue;
      met.add(entry.opponent);
      total += entry.points;
    }
    if (met.size !== group.length - 1) return null;
    points.set(id, total);
  }
  return points;
}
