import type { PlayerHistory } from '../history';
import type { PlayerId } from '../types';

/**
 * Points each member of a group scored against the others (a game with a typed result, a
 * forfeit too, double forfeits excluded; summed when two met more than once), and how many of
 * the others each never met.
 */
export function mutualResults(group: readonly PlayerId[], histories: readonly PlayerHistory[]) {
  const members = new Set(group);
  const points = new Map<PlayerId, number>();
  const unmet = new Map<PlayerId, number>();
  for (const id of group) {
    const met = new Set<PlayerId>();
    let total = 0;
    for (const entry of histories[id].entries) {
      if (entry.kind !== 'game' || !members.has(entry.opponent)) continue;
      if (entry.points === null || entry.doubleForfeit) continue;
      met.add(entry.opponent);
      total += entry.points;
    }
    points.set(id, total);
    unmet.set(id, group.length - 1 - met.size);
  }
  return { points, unmet };
}

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
  const { points, unmet } = mutualResults(group, histories);
  return [...unmet.values()].every((n) => n === 0) ? points : null;
}
