import { floaterEdges } from './candidates';
import { orderFloaters } from './crossOrder';
import { pairCost, tierValue } from './cost';
import { CANDIDATES } from './params';
import { floaterScales, initialScoreBudget } from './scales';
import { matchWidening } from './solve';
import type { CandidateGraph, Entrant, RoundContext } from './types';

export interface CostedPair {
  a: Entrant;
  b: Entrant;
  cost: number;
}

export interface FloaterChoice {
  /** Pairs across score groups: final. */
  cross: CostedPair[];
  /** Pairs inside a score group: a valid pairing of those players for stage 2 to start from. */
  within: Array<[Entrant, Entrant]>;
}

/**
 * Stage 1: who floats. Matches the field on score difference, criterion 3, criterion 4 and
 * floater choice (PENALTY_SCALES).
 *
 * The floater tiers' scale rests on a budget for the score total of the optimum (scales.ts);
 * if the matching found exceeds it, the budget was too small and the stage runs again with a
 * larger one. The final run always uses max(first guess, optimum), so that the penalties do
 * not depend on the candidate graph.
 *
 * `members`: the whole field, or on the sparse graph only each score group's ends and the
 * players the colour rule binds (stageOneMembers).
 */
export function chooseFloaters(
  ctx: RoundContext,
  graph: CandidateGraph,
  members: readonly Entrant[],
): FloaterChoice | null {
  const lowerBound = scoreLowerBound(ctx);
  const firstGuess = initialScoreBudget(lowerBound);
  let budget = firstGuess;
  for (;;) {
    const scales = floaterScales(ctx, budget);
    const tierTotal = (mate: readonly number[], tier: 'score' | 'colour'): number => {
      let total = 0;
      mate.forEach((j, i) => {
        if (i < j) total += tierValue(tier, ctx, members[i], members[j]);
      });
      return total;
    };
    const mate = matchWidening(
      members.length,
      (widen) => floaterEdges(ctx, scales, members, widen),
      graph,
      // Settled: the score tier at its lower bound and no colour clash; floater and
      // criterion 3 alternatives all lie within the window already.
      () => (m) => tierTotal(m, 'score') === lowerBound && tierTotal(m, 'colour') === 0,
      // Gains in the proximity tier alone are not worth a wider graph.
      scales.multiplier.floater,
    );
    if (!mate) return null;
    const scoreTotal = tierTotal(mate, 'score');
    const wanted = Math.max(firstGuess, scoreTotal);
    if (scoreTotal <= budget && wanted === budget) {
      const cross: CostedPair[] = [];
      const within: Array<[Entrant, Entrant]> = [];
      mate.forEach((j, i) => {
        if (i > j) return;
        const a = members[i];
        const b = members[j];
        if (a.group === b.group) within.push([a, b]);
        else cross.push({ a, b, cost: pairCost(ctx, scales, a, b) });
      });
      return { cross: orderFloaters(ctx, scales, cross), within };
    }
    budget = scoreTotal <= budget ? wanted : scoreTotal;
  }
}

/**
 * Players of stage 1 on the sparse graph: from each score group the `floaterZone` strongest and
 * weakest (floater candidates, and partners for them inside the group; one more weak one when
 * that keeps the group's parity); a small group entirely. The middle of a large group is left
 * to stage 2. Sorted as in the field.
 */
export function stageOneMembers(ctx: RoundContext): Entrant[] {
  const zone = CANDIDATES.floaterZone;
  const out: Entrant[] = [];
  let start = 0;
  while (start < ctx.entrants.length) {
    const size = ctx.entrants[start].groupSize;
    const group = ctx.entrants.slice(start, start + size);
    if (size <= 2 * zone + 1) {
      out.push(...group);
    } else {
      const keep = group.map((_, k) => k < zone || k >= size - zone);
      let count = keep.filter(Boolean).length;
      for (let k = size - zone - 1; (count - size) % 2 !== 0 && k >= 0; k--) {
        if (!keep[k]) {
          keep[k] = true;
          count++;
        }
      }
      out.push(...group.filter((_, k) => keep[k]));
    }
    start += size;
  }
  return out;
}

/**
 * Least possible score tier: a boundary between score groups with an odd number of players
 * above it must be crossed by some pair, and (Σ gaps)² ≥ Σ gaps².
 */
export function scoreLowerBound(ctx: RoundContext): number {
  let bound = 0;
  for (let i = 1; i < ctx.entrants.length; i++) {
    const gap = ctx.entrants[i - 1].scoreUnits - ctx.entrants[i].scoreUnits;
    if (gap > 0 && i % 2 === 1) bound += gap * gap;
  }
  return bound;
}
