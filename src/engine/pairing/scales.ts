import { PairingError } from '../errors';
import type { StageScales } from './cost';
import { maxFloaterValue } from './floater';
import { FLOATER_TIERS, GROUP_TIERS, PENALTY_SCALES, type Tier } from './params';
import { maxPlacementValue } from './placement';
import { hasBar } from './colourRule';
import type { Entrant, GroupLayout, RoundContext } from './types';

/**
 * Multipliers from bounds: bound[t] is the largest total tier t can reach over a matching (of
 * those that could be optimal). Each multiplier is the product of (bound + 1) of every lower
 * tier, so all lower tiers together stay below one unit of the tier above.
 */
export function stageScales(
  tiers: readonly Tier[],
  bound: Partial<Record<Tier, number>>,
  layout?: GroupLayout,
): StageScales {
  const multiplier: Partial<Record<Tier, number>> = {};
  let m = 1;
  for (let k = tiers.length - 1; k >= 0; k--) {
    multiplier[tiers[k]] = m;
    if (k > 0) m *= (bound[tiers[k]] ?? 0) + 1;
    if (!Number.isSafeInteger(m)) {
      throw new PairingError(
        `the pairing penalties for this field do not fit in exact integers (tier ${tiers[k]})`,
      );
    }
  }
  return { tiers, multiplier, layout };
}

/** Per-player bound: a pair's value is at most both players' maxima, so a matching totals at most half their sum. */
function halfSum(values: Iterable<number>): number {
  let sum = 0;
  for (const v of values) sum += v;
  return Math.floor(sum / 2);
}

function colourBound(ctx: RoundContext, members: readonly Entrant[]): number {
  if (!ctx.colourRuleActive) return 0;
  return halfSum(members.map((e) => (hasBar(e.barred) ? PENALTY_SCALES.colour.perPlayer : 0)));
}

/**
 * Stage 1. The floater tiers are non-zero only on pairs across score groups, and each such
 * pair adds at least 1 to the score tier; so in a matching whose score total is at most
 * `scoreBudget` there are at most that many such pairs. The caller checks that the optimum's
 * score total is within the budget (and solves again if not). Colour: per-player bound.
 */
export function floaterScales(ctx: RoundContext, scoreBudget: number): StageScales {
  const floatTwice = ctx.floatRuleActive ? 2 * PENALTY_SCALES.floatTwice.perPlayer : 0;
  return stageScales(FLOATER_TIERS, {
    floatTwice: floatTwice * scoreBudget,
    // Over the whole field, whoever takes part, so that the scales never depend on the graph.
    colour: colourBound(ctx, ctx.entrants),
    floater: maxFloaterValue() * scoreBudget,
    // At most one per pair of the whole field.
    proximity: Math.floor(ctx.entrants.length / 2) * PENALTY_SCALES.proximity.perPair,
  });
}

/** Stage 2: per-player bounds over the group being paired. */
export function groupScales(
  ctx: RoundContext,
  members: readonly Entrant[],
  layout: GroupLayout,
): StageScales {
  const avoid = ctx.avoidActive
    ? halfSum(members.map((e) => e.avoid.length * PENALTY_SCALES.avoid.perField))
    : 0;
  return stageScales(
    GROUP_TIERS,
    {
      colour: colourBound(ctx, members),
      avoid,
      placement: halfSum(members.map(() => maxPlacementValue())),
    },
    layout,
  );
}

/**
 * First guess of the score budget of stage 1: twice the least possible score total (see
 * scoreLowerBound) and a little more; a larger optimum costs one more run of stage 1.
 */
export function initialScoreBudget(lowerBound: number): number {
  return 2 * lowerBound + 8;
}
