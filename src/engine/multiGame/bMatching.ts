import blossom from 'edmonds-blossom-fixed';
import type { PlayerId } from '../types';
import type { Triple } from './field';

type Edge = [number, number, number];

/**
 * Work done by the matchings, in vertices × edges of each piece matched: what one matching
 * costs, counted the same on every machine.
 */
export interface WorkMeter {
  work: number;
}

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
 *
 * The graph falls apart into pieces that share no vertex (games nobody links through a player
 * with more games than perRound, say); each piece is matched on its own, which gives the same
 * total and costs far less than one matching of the whole graph.
 */
export function solveRelaxation(
  triples: readonly Triple[],
  weights: readonly number[],
  allowed: readonly boolean[],
  perRound: number,
  maxWeight: number,
  meter?: WorkMeter,
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
  const edges: Edge[] = [];
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
  // The solver never adds weights up: it keeps vertex duals, blossom duals and slacks, all
  // integers within ±4 · blockerWeight (the duals start at the largest weight, never fall below
  // 0, and a matched edge stays tight, so a vertex's dual is at most twice its edge's weight).
  if (blockerWeight * 8 > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`multi-game weights up to ${maxWeight} would pass 2^53`);
  }
  const mate = matchPieces(next, edges, meter);
  const chosen: number[] = [];
  boardEdge.forEach((i, e) => {
    const [u, v] = edges[e];
    if (mate[u] === v) chosen.push(i);
  });
  return chosen;
}

/** Maximum-weight matching of each connected piece of the graph; mate[v] or -1. */
export function matchPieces(vertices: number, edges: readonly Edge[], meter?: WorkMeter): number[] {
  const root = Array.from({ length: vertices }, (_, v) => v);
  const find = (v: number): number => {
    while (root[v] !== v) {
      root[v] = root[root[v]];
      v = root[v];
    }
    return v;
  };
  for (const [u, v] of edges) {
    const ru = find(u);
    const rv = find(v);
    if (ru !== rv) root[Math.max(ru, rv)] = Math.min(ru, rv);
  }
  // Pieces in order of their lowest vertex, vertices renumbered from 0 within each piece.
  const pieceOf = new Map<number, { edges: Edge[]; local: Map<number, number>; back: number[] }>();
  const localOf = (piece: { local: Map<number, number>; back: number[] }, v: number): number => {
    let l = piece.local.get(v);
    if (l === undefined) {
      l = piece.back.length;
      piece.local.set(v, l);
      piece.back.push(v);
    }
    return l;
  };
  for (const [u, v, w] of edges) {
    const r = find(u);
    let piece = pieceOf.get(r);
    if (!piece) {
      piece = { edges: [], local: new Map(), back: [] };
      pieceOf.set(r, piece);
    }
    piece.edges.push([localOf(piece, u), localOf(piece, v), w]);
  }
  const mate = new Array<number>(vertices).fill(-1);
  for (const piece of pieceOf.values()) {
    if (meter) meter.work += piece.back.length * piece.edges.length;
    const local = blossom(piece.edges, false);
    local.forEach((m, l) => {
      if (m >= 0) mate[piece.back[l]] = piece.back[m];
    });
  }
  return mate;
}
