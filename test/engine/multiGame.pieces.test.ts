import blossom from 'edmonds-blossom-fixed';
import { describe, expect, it } from 'vitest';
import { matchPieces } from '../../src/engine/multiGame/bMatching';
import { seededRandom } from '../../src/engine/random';

type Edge = [number, number, number];

/** Heaviest matching weight by trying every matching (small graphs only). */
function bruteForce(n: number, edges: readonly Edge[]): number {
  const go = (from: number, used: number): number => {
    let best = 0;
    for (let k = from; k < edges.length; k++) {
      const [u, v, w] = edges[k];
      if (used & (1 << u) || used & (1 << v)) continue;
      best = Math.max(best, w + go(k + 1, used | (1 << u) | (1 << v)));
    }
    return best;
  };
  return n > 0 ? go(0, 0) : 0;
}

/** The matching's weight; fails the test if mate is not a matching on the given edges. */
function weightOf(n: number, edges: readonly Edge[], mate: readonly number[]): number {
  expect(mate.length).toBe(n);
  let total = 0;
  for (let v = 0; v < n; v++) {
    if (mate[v] < 0) continue;
    expect(mate[mate[v]]).toBe(v);
    const e = edges.find(([a, b]) => (a === v && b === mate[v]) || (b === v && a === mate[v]));
    expect(e).toBeDefined();
    if (v < mate[v]) total += e![2];
  }
  return total;
}

function randomGraph(random: ReturnType<typeof seededRandom>, maxVertices: number) {
  const n = 2 + random.int(maxVertices - 1);
  const density = 0.2 + 0.8 * random.next();
  const top = [1, 3, 10, 1000][random.int(4)];
  const edges: Edge[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++)
      if (random.next() < density) edges.push([i, j, 1 + random.int(top)]);
  }
  return { n, edges };
}

describe('matchPieces', () => {
  it('matches each connected piece on its own and counts vertices × edges per piece', () => {
    // Piece 1: path 0–1–2–3 (5, 8, 5); piece 2: triangle 4–5–6 (2, 3, 4); vertex 7 alone.
    const edges: Edge[] = [
      [4, 5, 2],
      [0, 1, 5],
      [5, 6, 3],
      [1, 2, 8],
      [4, 6, 4],
      [2, 3, 5],
    ];
    const meter = { work: 0 };
    expect(matchPieces(8, edges, meter)).toEqual([1, 0, 3, 2, 6, -1, 4, -1]);
    expect(meter.work).toBe(4 * 3 + 3 * 3);
  });

  it('weighs as much as the heaviest matching of the whole graph (brute force), pieces or not', () => {
    const random = seededRandom(2026);
    for (let trial = 0; trial < 300; trial++) {
      // Two random graphs side by side, so most trials have at least two pieces.
      const left = randomGraph(random, 7);
      const right = randomGraph(random, 6);
      const n = left.n + right.n;
      const edges: Edge[] = [
        ...left.edges,
        ...right.edges.map(([u, v, w]): Edge => [u + left.n, v + left.n, w]),
      ];
      const mate = matchPieces(n, edges);
      expect(weightOf(n, edges, mate)).toBe(bruteForce(n, edges));
      // One matching of the whole graph (its mate array stops at the last vertex with an edge).
      const solved = blossom(edges, false);
      const whole = Array.from({ length: n }, (_, v) => solved[v] ?? -1);
      expect(weightOf(n, edges, mate)).toBe(weightOf(n, edges, whole));
    }
  });
});
