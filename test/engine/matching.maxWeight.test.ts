import blossom from 'edmonds-blossom-fixed';
import { describe, expect, it } from 'vitest';
import { maxWeightMatching } from '../../src/engine/matching/maxWeightMatching';
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

describe('maxWeightMatching', () => {
  it('takes the two outer edges of a path of three, not the heavy middle one', () => {
    // 0–1 (5), 1–2 (8), 2–3 (5): 10 beats 8.
    expect(
      maxWeightMatching(4, [
        [0, 1, 5],
        [1, 2, 8],
        [2, 3, 5],
      ]),
    ).toEqual([1, 0, 3, 2]);
  });

  it('matches through odd cycles (blossoms) to reach the heaviest matching', () => {
    // Triangle 0–1–2 (10 each) with a tail on each corner (9 each): one triangle edge and
    // one tail make 19, the three tails 27.
    const edges: Edge[] = [
      [0, 1, 10],
      [1, 2, 10],
      [0, 2, 10],
      [0, 3, 9],
      [1, 5, 9],
      [2, 4, 9],
    ];
    expect(maxWeightMatching(6, edges)).toEqual([3, 5, 4, 0, 2, 1]);
  });

  it('leaves a vertex single rather than take a lighter heavier-sized matching', () => {
    // 0–1 (10) alone beats 0–2 (1) + 1–3 (1).
    expect(
      maxWeightMatching(4, [
        [0, 1, 10],
        [0, 2, 1],
        [1, 3, 1],
      ]),
    ).toEqual([1, 0, -1, -1]);
  });

  it('agrees with brute force on small random graphs', () => {
    const random = seededRandom(17);
    for (let k = 0; k < 300; k++) {
      const { n, edges } = randomGraph(random, 9);
      expect(weightOf(n, edges, maxWeightMatching(n, edges))).toBe(bruteForce(n, edges));
    }
  });

  it('agrees with the reference blossom solver on larger random graphs, ties included', () => {
    const random = seededRandom(23);
    for (let k = 0; k < 150; k++) {
      const { n, edges } = randomGraph(random, 60);
      // The reference numbers vertices up to the largest one on an edge.
      const mate = blossom(
        edges.map((e) => [...e] as Edge),
        false,
      );
      const expected = edges.reduce((sum, [u, v, w]) => sum + (mate[u] === v ? w : 0), 0);
      expect(weightOf(n, edges, maxWeightMatching(n, edges))).toBe(expected);
    }
  });
});

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
});
