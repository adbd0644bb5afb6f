import type { PlayerHistory } from '../history';
import type { PlayerId } from '../types';
import { mutualResults } from './faceToFace';
import { splitBy } from './runs';

export interface DirectEncounterRanking {
  /** The group in order, best first; players still tied share a run. */
  runs: PlayerId[][];
  /** The points that ranked each player, against the others of the group it was ranked in. */
  values: Map<PlayerId, number>;
}

/**
 * Direct encounter as the FIDE Tie-Break Regulations (2023, article 6) define it, for a group
 * of players still tied. A game counts when it has a typed result (a forfeit too, a double
 * forfeit not). When every member met every other, the points each scored against the others
 * rank them. When some never met, a player goes first only if they stay alone at the top
 * whatever the missing games would have given: more points than any other member could reach
 * by winning every game they did not play. Then the same for second place, and so on; the
 * article is then applied again to the players left, among themselves.
 */
export function rankByDirectEncounter(
  group: readonly PlayerId[],
  histories: readonly PlayerHistory[],
): DirectEncounterRanking {
  const { points, unmet } = mutualResults(group, histories);
  const got = (id: PlayerId) => points.get(id) ?? 0;
  const values = new Map<PlayerId, number>();
  if (group.every((id) => unmet.get(id) === 0)) {
    group.forEach((id) => values.set(id, got(id)));
    return { runs: splitBy(group, got, true), values };
  }
  const runs: PlayerId[][] = [];
  let rest = [...group];
  // A missing game could give any member at most one more point.
  const best = (id: PlayerId) => got(id) + (unmet.get(id) ?? 0);
  for (;;) {
    const leader = rest.find((id) => rest.every((other) => other === id || got(id) > best(other)));
    if (leader === undefined) break;
    runs.push([leader]);
    values.set(leader, got(leader));
    rest = rest.filter((id) => id !== leader);
  }
  if (rest.length === group.length) return { runs: [rest], values };
  if (rest.length > 1) {
    const again = rankByDirectEncounter(rest, histories);
    runs.push(...again.runs);
    again.values.forEach((v, id) => values.set(id, v));
  }
  return { runs, values };
}
