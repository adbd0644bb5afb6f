import { floaterEdges } from './candidates';
import { colourSide, coloursFit } from './colourBalance';
import { pairCost, tierValue, type StageScales } from './cost';
import { ruleStatus } from './floater';
import { CANDIDATES } from './params';
import { WeightOverflow } from './refusals';
import { crossingFloor, forcedBreakTotal, forcedExcess } from './scoreExcess';
import {
  boundaryStep,
  coarseScoreBudget,
  compactScoreBudget,
  floaterScales,
  usualScoreBudget,
  type ScoreBudget,
} from './scales';
import { matchWidening } from './solve';
import type { CandidateGraph, Entrant, RoundContext } from './types';

export interface CostedPair {
  a: Entrant;
  b: Entrant;
  cost: number;
}

export interface FloaterChoice {
  /**
   * Pairs across score groups: who floats up (final) and a partner for him in the group above
   * (provisional: stage 2 pairs the floater with that group).
   */
  cross: CostedPair[];
  /** Pairs inside a score group: a valid pairing of those players for stage 2 to start from. */
  within: Array<[Entrant, Entrant]>;
  /** The scales the choice was made with (to cost the final pairs across groups). */
  scales: StageScales;
}

/**
 * Stage 1: who floats. Matches the field on score difference, criterion 3, criterion 4 and
 * floater choice (PENALTY_SCALES).
 *
 * The floater tiers' scale rests on a budget for the score total of the optimum (scales.ts),
 * and pairs that cannot fit in it are left out; if the matching found exceeds it, or there is
 * none, the budget was too small and the stage runs again with a larger one. The final run always uses max(first guess, optimum), so that the penalties do
 * not depend on the candidate graph.
 *
 * `members`: the whole field, or on the sparse graph only each score group's ends and the
 * players the colour rule binds (stageOneMembers).
 *
 * The usual budget first; should its weights pass what a number holds exactly, the compact
 * one (scales.ts), whose weights are smaller, counting the colour rule breaks every pairing
 * pays; then the coarse one, without the proximity tier; then, with colour balance on and for
 * a few hundred players, the coarse one with the pairs across groups bounded by a matching on
 * the score tier (crossingFloor). A field the usual budget weighs keeps its pairing; a field
 * none weighs is refused (WeightOverflow).
 */
export function chooseFloaters(
  ctx: RoundContext,
  graph: CandidateGraph,
  members: readonly Entrant[],
): FloaterChoice | null {
  const lowerBound = scoreLowerBound(ctx);
  try {
    return chooseWithin(ctx, graph, members, usualScoreBudget(lowerBound));
  } catch (error) {
    if (!(error instanceof WeightOverflow)) throw error;
  }
  const excess = forcedExcess(ctx, members) + forcedBreakTotal(ctx, members);
  try {
    return chooseWithin(ctx, graph, members, compactScoreBudget(lowerBound, excess));
  } catch (error) {
    if (!(error instanceof WeightOverflow)) throw error;
  }
  const coarse = coarseScoreBudget(lowerBound, excess);
  try {
    return chooseWithin(ctx, graph, members, coarse);
  } catch (error) {
    if (!(error instanceof WeightOverflow)) throw error;
    // The bound below gains where colour rule breaks fill the score budget.
    if (!ctx.colourBalanceActive || members.length > CANDIDATES.completeBalancedField) throw error;
  }
  const crossFloor = crossingFloor(ctx, members, boundaryStep(ctx));
  // Null: the members cannot all be paired, and the bound is the coarse budget's.
  if (crossFloor === null) throw new WeightOverflow();
  return chooseWithin(ctx, graph, members, { ...coarse, crossFloor });
}

/** Stage 1 with the given score budget (see chooseFloaters). */
export function chooseWithin(
  ctx: RoundContext,
  graph: CandidateGraph,
  members: readonly Entrant[],
  plan: ScoreBudget,
): FloaterChoice | null {
  const lowerBound = scoreLowerBound(ctx);
  const firstGuess = plan.first;
  let budget = firstGuess;
  for (;;) {
    const scales = floaterScales(ctx, budget, members, plan.excess, plan.tiers, plan.crossFloor);
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
      // Settled: the score tier at its lower bound (the excess every pairing pays included), no
      // colour clash and (colour balance on) every pair across groups fitting colours; floater
      // and criterion 3 alternatives all lie within the window already. Otherwise a wider graph
      // is searched only for matchings with at most this score total.
      () => (m) => {
        const score = tierTotal(m, 'score');
        const slack = scales.scoreSlack!;
        slack.value = Math.min(slack.value, score - lowerBound);
        const settled =
          score === lowerBound + plan.excess &&
          tierTotal(m, 'colour') === 0 &&
          m.every(
            (j, i) =>
              members[i].group === members[j].group || coloursFit(ctx, members[i], members[j]),
          );
        return settled ? 1 : CANDIDATES.widen;
      },
      {
        // Gains in the proximity tier alone are not worth a wider graph.
        significant: scales.multiplier.floater,
        // No pairing, but the budget left pairs out: a larger budget costs less than a wider
        // graph.
        stopWhenInfeasible: () => scales.pruned!.count > 0,
      },
    );
    if (!mate) {
      if (scales.pruned!.count === 0) return null;
      budget = plan.grow(budget);
      continue;
    }
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
      return { cross, within, scales };
    }
    budget = scoreTotal <= budget ? wanted : scoreTotal;
  }
}

/**
 * Players of stage 1 on the sparse graph: from each score group the `floaterZone` strongest and
 * weakest (floater candidates, and partners for them inside the group); from the middle, the
 * strongest and weakest few of every criterion 3 / colour status (previous float, barred
 * colours, and with colour balance on the colour-difference class and last colours) that the
 * ends lack, since such a player may float where the ends would break a rule;
 * one more weak one when that keeps the group's parity; a small group entirely. With colour
 * balance on, a field up to CANDIDATES.completeBalancedField takes part whole. The rest of a
 * large group is left to stage 2. Sorted as in the field.
 */
export function stageOneMembers(ctx: RoundContext): Entrant[] {
  if (ctx.colourBalanceActive && ctx.entrants.length <= CANDIDATES.completeBalancedField) {
    return ctx.entrants;
  }
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
      keepOtherStatuses(ctx, group, keep);
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

/** Marks the strongest and weakest few of each status found only in the middle of the group. */
function keepOtherStatuses(ctx: RoundContext, group: readonly Entrant[], keep: boolean[]): void {
  const status = (e: Entrant): string => ruleStatus(e) + colourSide(ctx, e);
  const atEnds = new Set(group.filter((_, k) => keep[k]).map(status));
  const middle = new Map<string, number[]>();
  group.forEach((e, k) => {
    const s = status(e);
    if (keep[k] || atEnds.has(s)) return;
    middle.set(s, [...(middle.get(s) ?? []), k]);
  });
  const few = CANDIDATES.minimumOpponents;
  for (const positions of middle.values()) {
    for (const k of [...positions.slice(0, few), ...positions.slice(-few)]) keep[k] = true;
  }
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
