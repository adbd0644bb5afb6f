import blossom from 'edmonds-blossom-fixed';
import type { PlayerId } from '../types';
import type { Triple } from './field';

/**
 * The round without "two players meet at most once per round": each player at most `perRound`
 * boards, each (player, game) at most once. Solved exactly as one maximum-weight matching:
 *
 * - a vertex (p, g) for every player p and game g of an allowed triple; the board (p, q, g) is the
 *   edge (p, g)–(q, g) with the triple's weight, so a player gets each game at most once;
 * - a player with d such vertices and d > perRound gets d − perRound blocker vertices, each joined
 *   to all d of them with weight maxWeight + 1. Leaving a blocker single never pays: it could take
 *   a (p, g) vertex that is free, or one on a board (losing at most maxWeight). So every maximum
 *   matching matches all blockers, at most perRound of p's vertices stay for boards, and the
 *   boards of the matching are a heaviest set within both limits: any such set leaves room for
 *   all blockers, and the blockers always add the same total.
 */
export function solveRelaxation(
  triples: readonly Triple[],
  weights: readonly number[],
  allowed: readonly boolean[],
  perRound: number,
  maxWeight: number,
): number[] {
  const vertex = new Map<string, number>();
  const ofPlayer = new Map<PlayerId, number[]>();
  const vertexOf = (id: PlayerId, game: string): number => {
    const key = `${id}|${game}`;
    let v = vertex.get(key);
    if (v === undefined) {
      v = vertex.size;
      vertex.set(key, v);
      const list = ofPlayer.get(id) ?? [];
      list.push(v);
      ofPlayer.set(id, list);
    }
    return v;
  };
  const edges: Array<[number, number, number]> = [];
  const boardEdge: number[] = [];
  triples.forEach((t, i) => {
    if (!allowed[i]) return;
    edges.push([vertexOf(t.a, t.game), vertexOf(t.b, t.game), weights[i]]);
    boardEdge.push(i);
  });
  if (edges.length === 0) return [];
  let next = vertex.size;
  const blockerWeight = maxWeight + 1;
  for (const own of ofPlayer.values()) {
    for (let k = 0; k < own.length - perRound; k++) {
      const blocker = next++;
      for (const v of own) edges.push([blocker, v, blockerWeight]);
    }
  }
  // A matching's weight is at most (vertices / 2) · blockerWeight; the solver doubles slacks.
  if (blockerWeight * Math.max(next, 8) > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`multi-game weights up to ${maxWeight} would pass 2^53`);
  }
  const mate = blossom(edges, false);
  const chosen: number[] = [];
  boardEdge.forEach((i, e) => {
    const [u, v] = edges[e];
    if (mate[u] === v) chosen.push(i);
  });
  return chosen;
}
