import blossom from 'edmonds-blossom-fixed';

/** An edge [i, j, cost] between two of the n vertices, cost an integer. */
export type CostEdge = [number, number, number];

/**
 * Minimum-cost perfect matching on vertices 0 … n-1 over the given edges.
 * Returns mate (mate[v] is v's partner), or null when no perfect matching exists.
 *
 * The solver maximises weight, so each cost c becomes the weight (maxCost - c) + 1 ≥ 1 and the
 * solver runs with maxCardinality: every perfect matching has n/2 edges, so the heaviest one
 * of maximum size is the cheapest perfect one. Weights, the solver's doubled slacks and every
 * sum of weights over a matching must stay exact integers below 2^53: if the costs are too far
 * apart for that, this throws a RangeError instead of returning a silently rounded answer.
 */
export function minWeightPerfectMatching(n: number, edges: readonly CostEdge[]): number[] | null {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`vertex count ${n} is not a count`);
  if (n === 0) return [];
  if (n % 2 === 1) return null;

  const unique = cheapestEdges(n, edges);
  const degree = new Int32Array(n);
  let minCost = Infinity;
  let maxCost = -Infinity;
  for (const [i, j, c] of unique) {
    degree[i]++;
    degree[j]++;
    if (c < minCost) minCost = c;
    if (c > maxCost) maxCost = c;
  }
  for (let v = 0; v < n; v++) if (degree[v] === 0) return null;

  const maxWeight = maxCost - minCost + 1;
  // The matching's weight is at most n/2 · maxWeight; the solver's dual variables and
  // slacks stay within a few times maxWeight.
  if (maxWeight * Math.max(n / 2, 4) > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(
      `matching costs span ${maxWeight}: with ${n} vertices the weights would pass 2^53`,
    );
  }

  const weighted: Array<[number, number, number]> = unique.map(([i, j, c]) => [
    i,
    j,
    maxCost - c + 1,
  ]);
  const mate = blossom(weighted, true);
  const result: number[] = new Array<number>(n);
  for (let v = 0; v < n; v++) {
    const m = mate[v];
    if (m === undefined || m < 0) return null;
    result[v] = m;
  }
  for (let v = 0; v < n; v++) {
    if (result[result[v]] !== v) throw new Error(`matching solver returned an inconsistent mate`);
  }
  return result;
}

/** Validates the edges and keeps the cheapest of any parallel edges, in first-seen order. */
function cheapestEdges(n: number, edges: readonly CostEdge[]): CostEdge[] {
  const index = new Map<number, number>();
  const out: CostEdge[] = [];
  for (const edge of edges) {
    const [a, b, c] = edge;
    if (!Number.isInteger(a) || !Number.isInteger(b) || a < 0 || b < 0 || a >= n || b >= n) {
      throw new RangeError(`edge [${a}, ${b}] has a vertex outside 0…${n - 1}`);
    }
    if (a === b) throw new RangeError(`edge [${a}, ${b}] is a loop`);
    if (!Number.isSafeInteger(c))
      throw new RangeError(`edge [${a}, ${b}] cost ${c} is not a safe integer`);
    const i = Math.min(a, b);
    const j = Math.max(a, b);
    const key = i * n + j;
    const at = index.get(key);
    if (at === undefined) {
      index.set(key, out.length);
      out.push([i, j, c]);
    } else if (c < out[at][2]) {
      out[at] = [i, j, c];
    }
  }
  return out;
}

/** Sum of the costs of the matched edges (each counted once). */
export function matchingCost(mate: readonly number[], edges: readonly CostEdge[]): number {
  const cost = new Map<number, number>();
  const n = mate.length;
  for (const [a, b, c] of edges) {
    const key = Math.min(a, b) * n + Math.max(a, b);
    const prev = cost.get(key);
    if (prev === undefined || c < prev) cost.set(key, c);
  }
  let total = 0;
  for (let v = 0; v < n; v++) {
    const w = mate[v];
    if (v < w) {
      const c = cost.get(v * n + w);
      if (c === undefined) throw new RangeError(`pair ${v}–${w} is not an edge`);
      total += c;
    }
  }
  return total;
}

/**
 * A maximum-cardinality matching (all pairs equally good): mate[v], -1 when v stays single.
 * Used to name the players who cannot be paired.
 */
export function maxCardinalityMatching(
  n: number,
  pairs: ReadonlyArray<[number, number]>,
): number[] {
  const mate = new Array<number>(n).fill(-1);
  if (pairs.length === 0) return mate;
  const solved = blossom(
    pairs.map(([i, j]): [number, number, number] => [i, j, 1]),
    true,
  );
  for (let v = 0; v < n; v++) mate[v] = solved[v] ?? -1;
  return mate;
}
