import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchingCost, minWeightPerfectMatching, type CostEdge } from '../../src/engine/matching';
import { seededRandom } from '../../src/engine/random';

/** Cheapest perfect matching cost by trying every matching; null when there is none. */
function bruteForce(n: number, edges: readonly CostEdge[]): number | null {
  const cost = new Map<number, number>();
  for (const [a, b, c] of edges) {
    const key = Math.min(a, b) * n + Math.max(a, b);
    const prev = cost.get(key);
    if (prev === undefined || c < prev) cost.set(key, c);
  }
  const used = new Array<boolean>(n).fill(false);
  let best: number | null = null;
  const go = (total: number): void => {
    let v = 0;
    while (v < n && used[v]) v++;
    if (v === n) {
      if (best === null || total < best) best = total;
      return;
    }
    used[v] = true;
    for (let w = v + 1; w < n; w++) {
      const c = cost.get(v * n + w);
      if (used[w] || c === undefined) continue;
      used[w] = true;
      go(total + c);
      used[w] = false;
    }
    used[v] = false;
  };
  go(0);
  return best;
}

function checkAgainstBruteForce(n: number, edges: CostEdge[]): void {
  const mate = minWeightPerfectMatching(n, edges);
  const expected = bruteForce(n, edges);
  if (expected === null) {
    expect(mate).toBeNull();
    return;
  }
  expect(mate).not.toBeNull();
  for (let v = 0; v < n; v++) expect(mate![mate![v]]).toBe(v);
  expect(matchingCost(mate!, edges)).toBe(expected);
}

function randomGraph(seed: number, n: number, density: number, maxCost: number): CostEdge[] {
  const rnd = seededRandom(seed);
  const edges: CostEdge[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (rnd.next() < density) edges.push([i, j, rnd.int(maxCost + 1)]);
    }
  }
  return edges;
}

describe('minWeightPerfectMatching', () => {
  it('pairs the only possible way', () => {
    expect(minWeightPerfectMatching(2, [[0, 1, 5]])).toEqual([1, 0]);
    expect(minWeightPerfectMatching(0, [])).toEqual([]);
  });

  it('prefers the cheaper of two perfect matchings', () => {
    const edges: CostEdge[] = [
      [0, 1, 10],
      [2, 3, 10],
      [0, 2, 1],
      [1, 3, 1],
    ];
    expect(minWeightPerfectMatching(4, edges)).toEqual([2, 3, 0, 1]);
  });

  it('returns null for odd counts, isolated vertices and blocked graphs', () => {
    expect(minWeightPerfectMatching(3, [[0, 1, 1]])).toBeNull();
    expect(minWeightPerfectMatching(4, [[0, 1, 1]])).toBeNull();
    // A star: vertex 0 is everyone's only neighbour.
    expect(
      minWeightPerfectMatching(4, [
        [0, 1, 1],
        [0, 2, 1],
        [0, 3, 1],
      ]),
    ).toBeNull();
    // Two triangles joined by nothing.
    const triangles: CostEdge[] = [
      [0, 1, 0],
      [1, 2, 0],
      [0, 2, 0],
      [3, 4, 0],
      [4, 5, 0],
      [3, 5, 0],
    ];
    expect(minWeightPerfectMatching(6, triangles)).toBeNull();
  });

  it('prefers a perfect matching over a heavier partial one', () => {
    // Maximising weight alone would take the single cheap-cost middle edge 1–2.
    const edges: CostEdge[] = [
      [0, 1, 100],
      [1, 2, 0],
      [2, 3, 100],
    ];
    expect(minWeightPerfectMatching(4, edges)).toEqual([1, 0, 3, 2]);
  });

  it('keeps the cheapest of parallel edges', () => {
    const edges: CostEdge[] = [
      [0, 1, 9],
      [1, 0, 2],
      [2, 3, 4],
    ];
    const mate = minWeightPerfectMatching(4, edges)!;
    expect(matchingCost(mate, edges)).toBe(6);
  });

  it('rejects bad edges and costs too far apart for exact weights', () => {
    expect(() => minWeightPerfectMatching(2, [[0, 2, 1]])).toThrow(RangeError);
    expect(() => minWeightPerfectMatching(2, [[1, 1, 1]])).toThrow(RangeError);
    expect(() => minWeightPerfectMatching(2, [[0, 1, 0.5]])).toThrow(RangeError);
    const huge = Math.floor(Number.MAX_SAFE_INTEGER / 4);
    expect(() =>
      minWeightPerfectMatching(4, [
        [0, 1, 0],
        [2, 3, huge],
      ]),
    ).toThrow(/2\^53/);
    const fits = Math.floor(Number.MAX_SAFE_INTEGER / 4) - 2;
    expect(
      minWeightPerfectMatching(4, [
        [0, 1, 0],
        [2, 3, fits],
        [0, 2, fits],
        [1, 3, 1],
      ]),
    ).toEqual([1, 0, 3, 2]);
  });

  it('agrees with brute force on seeded random graphs (n ≤ 10)', () => {
    for (let seed = 1; seed <= 1500; seed++) {
      const n = 2 * (1 + (seed % 5));
      const density = [0.3, 0.5, 0.8, 1][seed % 4];
      const maxCost = [1, 3, 20, 1000, 2 ** 40][seed % 5];
      checkAgainstBruteForce(n, randomGraph(seed, n, density, maxCost));
    }
  });

  it('agrees with brute force on generated graphs (fast-check)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 6 })
          .chain((half) =>
            fc.tuple(
              fc.constant(2 * half),
              fc.array(
                fc.tuple(
                  fc.integer({ min: 0, max: 2 * half - 1 }),
                  fc.integer({ min: 0, max: 2 * half - 1 }),
                  fc.integer({ min: 0, max: 50 }),
                ),
                { maxLength: 40 },
              ),
            ),
          ),
        ([n, raw]) => {
          const edges = raw.filter(([a, b]) => a !== b) as CostEdge[];
          checkAgainstBruteForce(n, edges);
        },
      ),
      { numRuns: 600, seed: 20240501 },
    );
  });

  it('agrees with brute force on graphs rich in odd cycles (blossoms)', () => {
    // Rings of triangles and pentagons force the solver to shrink and expand blossoms.
    for (let seed = 1; seed <= 300; seed++) {
      const rnd = seededRandom(seed * 7919);
      const n = 12;
      const edges: CostEdge[] = [];
      for (let v = 0; v < n; v++) {
        edges.push([v, (v + 1) % n, rnd.int(10)]);
        if (rnd.next() < 0.5) edges.push([v, (v + 3) % n, rnd.int(10)]);
        if (rnd.next() < 0.3) edges.push([v, (v + 5) % n, rnd.int(10)]);
      }
      checkAgainstBruteForce(n, edges);
    }
  });
});
