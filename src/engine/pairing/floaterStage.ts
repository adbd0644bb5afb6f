import { floaterEdges } from './candidates';
import { pairCost } from './cost';
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
  /** Pairs inside a score group: a valid pairing stage 2 starts from. */
  within: Array<[Entrant, Entrant]>;
}

/**
 * Stage 1: who floats. Matches the whole field on score difference, criterion 3, criterion 4
 * and floater choice (PENALTY_SCALES). The floater tiers' scale rests on a budget for the
 * score total of the optimum; if the matching found exceeds it, the budget was too small and
 * the stage runs again with a larger one. The final run always uses max(first guess, optimum)
 * so that the penalties do not depend on the candidate graph.
 */
export function chooseFloaters(ctx: RoundContext, graph: CandidateGraph): FloaterChoice | null {
  const members = ctx.entrants;
  const firstGuess = initialScoreBudget(ctx);
  let budget = firstGuess;
  for (;;) {
    const scales = floaterScales(ctx, members, budget);
    const mate = matchWidening(
      members.length,
      (widen) => floaterEdges(ctx, scales, members, widen),
      graph,
    );
    if (!mate) return null;
    let scoreTotal = 0;
    for (let i = 0; i < mate.length; i++) {
      if (i < mate[i]) scoreTotal += (members[i].scoreUnits - members[mate[i]].scoreUnits) ** 2;
    }
    const wanted = Math.max(firstGuess, scoreTotal);
    if (scoreTotal <= budget && wanted === budget) {
      const cross: CostedPair[] = [];
      const within: Array<[Entrant, Entrant]> = [];
      for (let i = 0; i < mate.length; i++) {
        if (i > mate[i]) continue;
        const a = members[i];
        const b = members[mate[i]];
        if (a.group === b.group) within.push([a, b]);
        else cross.push({ a, b, cost: pairCost(ctx, scales, a, b) });
      }
      return { cross, within };
    }
    budget = scoreTotal <= budget ? wanted : scoreTotal;
  }
}
