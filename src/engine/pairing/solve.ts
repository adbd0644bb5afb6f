import { minWeightPerfectMatching } from '../matching';
import type { Candidates } from './candidates';
import { CANDIDATES } from './params';
import type { CandidateGraph } from './types';

/**
 * Matches on the sparse candidate graph, widening it (×CANDIDATES.widen) while it has no
 * perfect matching, up to the complete graph. `candidates(widen)` builds the graph for a
 * widening factor (Infinity: every allowed pair). Null: not even the complete graph has one.
 */
export function matchWidening(
  n: number,
  candidates: (widen: number) => Candidates,
  graph: CandidateGraph,
): number[] | null {
  if (n === 0) return [];
  let widen = graph === 'complete' ? Infinity : 1;
  for (;;) {
    const { edges, complete } = candidates(widen);
    const mate = minWeightPerfectMatching(n, edges);
    if (mate || complete) return mate;
    widen = widen > n ? Infinity : widen * CANDIDATES.widen;
  }
}
