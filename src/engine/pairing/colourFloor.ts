import { runAfter, type ColourState } from '../colourBalance';
import { colourBalanceValue } from './colourBalance';

/**
 * A lower bound on the colour balance tier's total (colourBalanceValue summed over the pairs)
 * over every perfect matching of players in these colour states, blocked pairs ignored. The
 * value of a pair depends only on the two colour classes (colour difference, last colour and
 * the run of it), so the bound is the least cost of a transport: each class sends its players
 * to the classes they meet, every pair counted from both sides (a class meets itself only with
 * two players or more); half that cost, rounded up, is the bound. It is usually the least
 * total itself.
 */
export function colourBalanceFloor(states: readonly ColourState[]): number {
  const classes = new Map<string, { state: ColourState; count: number }>();
  for (const s of states) {
    const last = s.last ?? '';
    const run = s.last ? Math.min(3, runAfter(s, s.last) - 1) : 0;
    const key = `${s.difference}/${last}/${run}`;
    const found = classes.get(key);
    if (found) found.count++;
    else classes.set(key, { state: s, count: 1 });
  }
  const list = [...classes.values()];
  const cost = list.map((a, i) =>
    list.map((b, j) => (i === j && a.count < 2 ? Infinity : colourBalanceValue(a.state, b.state))),
  );
  return Math.ceil(
    leastTransport(
      list.map((c) => c.count),
      cost,
    ) / 2,
  );
}

/**
 * Least cost of sending supply[i] from each source i to sinks that take supply[j] each, a unit
 * from i to j costing cost[i][j] (successive shortest paths; a few dozen classes at most).
 */
function leastTransport(supply: readonly number[], cost: readonly (readonly number[])[]): number {
  const k = supply.length;
  // Nodes: 0 source, 1..k sources' classes, k+1..2k sinks' classes, 2k+1 sink.
  const size = 2 * k + 2;
  const sink = size - 1;
  const capacity = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const weight = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (let i = 0; i < k; i++) {
    capacity[0][1 + i] = supply[i];
    capacity[1 + k + i][sink] = supply[i];
    for (let j = 0; j < k; j++) {
      if (!Number.isFinite(cost[i][j])) continue;
      capacity[1 + i][1 + k + j] = Infinity;
      weight[1 + i][1 + k + j] = cost[i][j];
      weight[1 + k + j][1 + i] = -cost[i][j];
    }
  }
  let total = 0;
  for (;;) {
    // Bellman-Ford over the residual graph (it holds negative costs).
    const distance = new Array<number>(size).fill(Infinity);
    const previous = new Array<number>(size).fill(-1);
    distance[0] = 0;
    for (let round = 0, changed = true; changed && round < size; round++) {
      changed = false;
      for (let u = 0; u < size; u++) {
        if (distance[u] === Infinity) continue;
        for (let v = 0; v < size; v++) {
          if (capacity[u][v] > 0 && distance[u] + weight[u][v] < distance[v]) {
            distance[v] = distance[u] + weight[u][v];
            previous[v] = u;
            changed = true;
          }
        }
      }
    }
    if (distance[sink] === Infinity) return total;
    let amount = Infinity;
    for (let v = sink; v !== 0; v = previous[v]) {
      amount = Math.min(amount, capacity[previous[v]][v]);
    }
    for (let v = sink; v !== 0; v = previous[v]) {
      capacity[previous[v]][v] -= amount;
      capacity[v][previous[v]] += amount;
    }
    total += amount * distance[sink];
  }
}
