import { matchingCost, minWeightPerfectMatching, type CostEdge } from '../matching';
import type { Candidates } from './candidates';
import { CANDIDATES } from './params';
import { WeightOverflow } from './refusals';
import type { CandidateGraph } from './types';

/**
 * Matches on a sparse candidate graph. `candidates(widen)` builds the graph for a widening
 * factor (Infinity: every allowed pair); a wider graph holds every edge of a narrower one.
 * The graph is widened (×CANDIDATES.widen) while it has no perfect matching, and also while
 * the matching found on it is not settled (it breaks a rule, or uses an opponent at the
 * graph's edge, where a wider choice might do better) and widening still lowers its cost by
 * at least `significant`, as long as the wider graph keeps within CANDIDATES.edgeBudget
 * (`candidates` is then given that budget as `limit`, and may stop building once past it).
 * `settled(widen)(mate)` gives the factor to widen by next: 1 when the matching is settled,
 * CANDIDATES.widen or a smaller step otherwise.
 * With `middleStep`, a wider graph past the budget is not the end: the geometric middle of the
 * step (4 → 5 for a step of 2, 4 → 8 for 4) is tried once instead, when it is a wider graph.
 * Null: not even the complete graph has a perfect matching, or a graph has none and
 * `stopWhenInfeasible()` says the caller would rather loosen something else first.
 */
export function matchWidening(
  n: number,
  candidates: (widen: number, limit: number) => Candidates,
  graph: CandidateGraph,
  settled: (widen: number) => (mate: readonly number[]) => number,
  options: Widening = {},
): number[] | null {
  const { significant = 1, stopWhenInfeasible = () => false, middleStep = false } = options;
  if (n === 0) return [];
  let widen = graph === 'complete' ? Infinity : 1;
  let best: { mate: number[]; cost: number; widen: number } | null = null;
  let lastStep = false;
  for (;;) {
    // Widening only to improve a valid pairing stops at the edge budget.
    const limit = best ? CANDIDATES.edgeBudget * n : Infinity;
    const { edges, complete } = candidates(widen, limit);
    if (best && edges.length > limit) {
      const middle = Math.floor(Math.sqrt(best.widen * (Number.isFinite(widen) ? widen : n)));
      if (!middleStep || lastStep || middle <= best.widen) return best.mate;
      widen = middle;
      lastStep = true;
      continue;
    }
    const mate = exactMatching(n, edges);
    let step: number = CANDIDATES.widen;
    if (mate) {
      const cost = matchingCost(mate, edges);
      if (best && best.cost - cost < significant) return cost < best.cost ? mate : best.mate;
      best = { mate, cost, widen };
      if (complete || lastStep) return mate;
      step = settled(widen)(mate);
      if (step <= 1) return mate;
    } else if (lastStep && best) {
      return best.mate;
    } else if (complete || stopWhenInfeasible()) {
      return null;
    }
    widen = widen > n ? Infinity : widen * step;
  }
}

export interface Widening {
  /** The least gain in cost that makes a wider graph worth its time. */
  significant?: number;
  /** Whether to give up (null) on a graph with no perfect matching. */
  stopWhenInfeasible?: () => boolean;
  /** A graph past the budget is replaced once by the middle of the step (see matchWidening). */
  middleStep?: boolean;
}

/** The matching, or a PairingError when the penalties would not stay exact integers. */
export function exactMatching(n: number, edges: CostEdge[]): number[] | null {
  try {
    return minWeightPerfectMatching(n, edges);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new WeightOverflow();
  }
}
