import { candidateTriples, pairKey, type Field, type Triple } from './field';
import { solveRelaxation, type WorkMeter } from './bMatching';
import { weighTriples, type Weighted } from './objective';
import { addBoard, emptyRound, fitsRound, type RoundState } from './roundState';

/** Relaxations solved at most, per search, before the best pairing found so far is taken. */
export const NODE_LIMIT = 400;

/**
 * Matching work (see WorkMeter) per round after which no further relaxation is started: some
 * 10 to 20 seconds on two shared cores, far more than any field of 60 players needs. The first
 * relaxation always runs, and one started just below the limit runs to its end (a round of 301
 * players listing 8 games, 3 a round, stopped after some 25 seconds). Counted in units, not
 * seconds, so a round pairs the same everywhere.
 */
export const WORK_LIMIT = 500_000_000;

interface Budget extends WorkMeter {
  limit: number;
}

/**
 * What the TD is told when the 'optimal' method could not prove its round the best: the search
 * stopped at NODE_LIMIT or WORK_LIMIT, or the field was too large for exact sums and the
 * seed-order round was kept. Null when the round is proven best.
 */
export function searchNotice(search: { nodes: number; proven: boolean }): string | null {
  if (search.proven) return null;
  return search.nodes === 0
    ? 'Multi-game method Optimal: this field is too large for the exact search, so the round follows Seed order.'
    : `Multi-game method Optimal: the search stopped after ${search.nodes} ${search.nodes === 1 ? 'try' : 'tries'}; the round is the best pairing it found, not proven the best there is.`;
}

export interface OptimalResult {
  state: RoundState;
  nodes: number;
  proven: boolean;
}

const sumOf = (w: Weighted, chosen: readonly number[]): number =>
  chosen.reduce((s, i) => s + w.weights[i], 0);

/** Pairs given more than one board by a relaxation: [pair key, its boards heaviest first]. */
function conflicts(field: Field, w: Weighted, chosen: readonly number[]): number[][] {
  const byPair = new Map<number, number[]>();
  for (const i of chosen) {
    const t = w.triples[i];
    const key = pairKey(field.playerCount, t.a, t.b);
    const list = byPair.get(key) ?? [];
    list.push(i);
    byPair.set(key, list);
  }
  return [...byPair.values()]
    .filter((list) => list.length > 1)
    .map((list) => list.sort((x, y) => w.weights[y] - w.weights[x] || x - y));
}

/** A valid round from a relaxation: one board per pair (the heaviest), then greedy fill. */
function repair(
  field: Field,
  w: Weighted,
  chosen: readonly number[],
  allowed: boolean[],
): number[] {
  const state = emptyRound(field);
  const kept: number[] = [];
  const order = [...chosen].sort((x, y) => w.weights[y] - w.weights[x] || x - y);
  const rest = w.triples
    .map((_, i) => i)
    .filter((i) => allowed[i])
    .sort((x, y) => w.weights[y] - w.weights[x] || x - y);
  for (const i of [...order, ...rest]) {
    const t = w.triples[i];
    if (!fitsRound(field, state, t)) continue;
    addBoard(field, state, { ...t, widening: 0 });
    kept.push(i);
  }
  return kept;
}

interface SearchNode {
  forbidden: number[];
  /** The parent's relaxation value: no pairing below this node is heavier. */
  bound: number;
}

/**
 * Branch and bound over the relaxation of bMatching.ts. A relaxation that gives no pair two
 * boards is a valid round and optimal below its node. Otherwise take a pair with boards t1, t2
 * (heaviest first) and branch: t1 forbidden, or t2 forbidden; every valid round avoids one of
 * them, and neither child keeps the relaxation's answer. The relaxation's value bounds its node.
 * Depth first, the child that forbids the lighter board first (it keeps the heavier one, as the
 * repair does), which finds good rounds fast and prunes most of the tree; the incumbent starts
 * as the seed-order round (given as `start`) and improves with each node's repaired relaxation.
 */
function search(
  field: Field,
  w: Weighted,
  start: readonly number[],
  nodeLimit: number,
  within: readonly boolean[],
  budget: Budget,
): { best: number[]; nodes: number; proven: boolean } {
  let best = [...start];
  let bestValue = sumOf(w, best);
  const queue: SearchNode[] = [{ forbidden: [], bound: Infinity }];
  let nodes = 0;
  while (queue.length > 0) {
    const node = queue.pop()!;
    if (node.bound <= bestValue) continue;
    const spent = budget.work >= budget.limit && budget.work > 0;
    if (nodes >= nodeLimit || spent) return { best, nodes, proven: false };
    nodes++;
    const allowed = [...within];
    for (const i of node.forbidden) allowed[i] = false;
    const chosen = solveRelaxation(
      w.triples,
      w.weights,
      allowed,
      field.perRound,
      w.maxWeight,
      budget,
    );
    const value = sumOf(w, chosen);
    if (value <= bestValue) continue;
    const clashes = conflicts(field, w, chosen);
    if (clashes.length === 0) {
      best = chosen;
      bestValue = value;
      continue;
    }
    const repaired = repair(field, w, chosen, allowed);
    const repairedValue = sumOf(w, repaired);
    if (repairedValue > bestValue) {
      best = repaired;
      bestValue = repairedValue;
    }
    const [t1, t2] = clashes[0];
    queue.push({ forbidden: [...node.forbidden, t1], bound: value });
    queue.push({ forbidden: [...node.forbidden, t2], bound: value });
  }
  return { best, nodes, proven: true };
}

/**
 * Every sum the search forms must stay an exact integer: the weight of a set of boards within
 * the round's limits, at most Weighted.maxBoards · maxWeight (the matching itself stays far below,
 * see bMatching.ts). Far larger fields than a multi-game event has (some 200 players with 20
 * games and 4 games a round) would pass 2^53: the method then keeps the seed-order round.
 */
function fitsExactly(w: Weighted): boolean {
  return (w.maxWeight + 1) * Math.max(w.maxBoards, 8) <= Number.MAX_SAFE_INTEGER;
}

/**
 * Search first among the boards on a game both players have among their top n (far fewer
 * boards, so each relaxation is cheaper). A round found best there that holds the most boards
 * any round can hold (Weighted.maxBoards) with every side preferred is best over all
 * candidates too: tiers 1 and 2 are then at their maxima, so any round as good uses only such
 * boards. Otherwise the search runs again over all candidates, starting from that round, with a
 * node limit of its own (a better start only prunes more).
 */
function searchNarrowFirst(
  field: Field,
  w: Weighted,
  start: readonly number[],
  nodeLimit: number,
  workLimit: number,
): { best: number[]; nodes: number; proven: boolean } {
  const budget: Budget = { work: 0, limit: workLimit };
  const all = w.triples.map(() => true);
  const preferredBoth = w.values.map((v) => v[1] === 2);
  if (preferredBoth.every(Boolean)) return search(field, w, start, nodeLimit, all, budget);
  const narrow = search(field, w, start, nodeLimit, preferredBoth, budget);
  const boards = narrow.best.length;
  const sides = narrow.best.reduce((s, i) => s + w.values[i][1], 0);
  if (narrow.proven && boards === w.maxBoards && sides === 2 * boards) return narrow;
  const wide = search(field, w, narrow.best, nodeLimit, all, budget);
  return { ...wide, nodes: narrow.nodes + wide.nodes };
}

const tripleKey = (t: Triple): string => `${t.a}|${t.b}|${t.game}`;

/**
 * The 'optimal' method: the round that is best on the tiers of objective.ts among all rounds
 * that keep every rule (proven when the search finishes within nodeLimit and workLimit).
 * Boards are listed in roster order of their players.
 */
export function pairOptimally(
  field: Field,
  seedRound: RoundState,
  nodeLimit = NODE_LIMIT,
  workLimit = WORK_LIMIT,
): OptimalResult {
  const weighted = weighTriples(field, candidateTriples(field));
  if (!fitsExactly(weighted)) return { state: seedRound, nodes: 0, proven: false };
  const index = new Map(weighted.triples.map((t, i) => [tripleKey(t), i]));
  const start = seedRound.boards.map((b) => {
    const i = index.get(tripleKey(b));
    if (i === undefined) throw new Error(`seed-order board ${tripleKey(b)} is not a candidate`);
    return i;
  });
  const { best, nodes, proven } = searchNarrowFirst(field, weighted, start, nodeLimit, workLimit);
  const state = emptyRound(field);
  const boards = best
    .map((i) => weighted.triples[i])
    .sort(
      (x, y) => x.a - y.a || x.b - y.b || field.games.indexOf(x.game) - field.games.indexOf(y.game),
    );
  for (const t of boards) {
    const worst = Math.max(field.rank[t.a].get(t.game) ?? 0, field.rank[t.b].get(t.game) ?? 0);
    addBoard(field, state, { ...t, widening: Math.max(0, worst - field.n) });
  }
  return { state, nodes, proven };
}
