import { colourBreakValue, type StageScales } from './cost';
import { floaterTierBound, maxFloaterValue } from './floater';
import { FLOATER_TIERS, GROUP_TIERS, PENALTY_SCALES, type Tier } from './params';
import { maxPlacementValue } from './placement';
import { hasBar } from './colourRule';
import { WeightOverflow } from './refusals';
import { colourBalanceBound as balanceBound } from './colourBalance';
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
      throw new WeightOverflow();
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

/** Colour balance: per-player bound over the players weighed (without breaks: colourPreference). */
function colourBalanceBound(
  ctx: RoundContext,
  members: readonly Entrant[],
  withBreaks = true,
): number {
  if (!ctx.colourBalanceActive) return 0;
  return balanceBound(
    members.map((e) => e.colours),
    ctx.colourBalanceLeast,
    withBreaks,
  );
}

/**
 * Stage 1, for matchings whose score total is at most `scoreBudget` (the caller checks that the
 * optimum's is, and solves again if not). Such a matching crosses each boundary between score
 * groups, beyond the crossings the lower bound already counts (scoreLowerBound), at most
 * (budget − bound) / (smallest squared gap) more times, and every pair across groups crosses a
 * boundary: that bounds the pairs on which the floater tiers can be non-zero. A pair whose
 * squared difference exceeds the gaps it spans (with the bound's crossings elsewhere) by more
 * than budget − bound cannot be in such a matching, so it is left out (`admits`): far pairs
 * never push the weights past 2^53. The score tier's other part, the colour rule breaks a pair
 * forces, counts the same way. A pair's squared difference is the squared gaps it spans plus
 * its excess (scoreExcess.ts): given `excess`, a lower bound of every matching's total excess,
 * only budget − bound − excess is left for the crossings beyond the bound's. Once a matching
 * is found, only better ones matter, whose score total is no larger: the caller lowers
 * `scoreSlack` to that before widening the graph. Given `crossFloor` (crossingFloor), a
 * matching's pairs across groups are also at most (budget − crossFloor) / step.
 * Colour, colour preference and proximity: bounds over the players taking part (`members`, the
 * whole field on the complete graph), which no widening of the graph changes.
 */
export function floaterScales(
  ctx: RoundContext,
  scoreBudget: number,
  members: readonly Entrant[] = ctx.entrants,
  excess = 0,
  tiers: readonly Tier[] = FLOATER_TIERS,
  crossFloor: number | null = null,
): StageScales {
  const floatTwice = ctx.floatRuleActive ? 2 * PENALTY_SCALES.floatTwice.perPlayer : 0;
  const { odd, oddCount, lowerBound, step } = boundaries(ctx);
  const slack = Math.max(0, scoreBudget - lowerBound);
  let crossPairs = oddCount + Math.floor(Math.max(0, slack - excess) / step);
  if (crossFloor !== null) {
    crossPairs = Math.min(crossPairs, Math.max(0, Math.floor((scoreBudget - crossFloor) / step)));
  }
  const scales = stageScales(tiers, {
    floatTwice: floatTwice * crossPairs,
    // Over the players taking part (stageOneMembers), whatever the graph.
    colour: colourBound(ctx, members),
    colourPreference: colourBalanceBound(ctx, members, false),
    floater: ctx.floatersPairedFirst
      ? floaterTierBound(members, crossPairs, ctx.floatRuleActive)
      : maxFloaterValue() * crossPairs,
    // At most one per pair, and the floaters' order on the pairs across groups.
    proximity:
      Math.floor(members.length / 2) * PENALTY_SCALES.proximity.perPair +
      (ctx.floatersPairedFirst ? crossPairs * PENALTY_SCALES.proximity.orderCap ** 2 : 0),
  });
  const scoreSlack = { value: slack };
  const admits = (a: Entrant, b: Entrant): boolean => {
    const inside = Math.abs(odd[a.group] - odd[b.group]);
    const beyond = (a.scoreUnits - b.scoreUnits) ** 2 - inside + colourBreakValue(ctx, a, b);
    return beyond <= scoreSlack.value;
  };
  return { ...scales, admits, pruned: { count: 0 }, scoreSlack };
}

/**
 * The boundaries between score groups: odd[g], the squared gaps of the boundaries above group g
 * that an odd number of players lie above (each must be crossed: scoreLowerBound); how many
 * such boundaries; their total; and the smallest squared gap of any boundary.
 */
function boundaries(ctx: RoundContext): {
  odd: number[];
  oddCount: number;
  lowerBound: number;
  step: number;
} {
  const odd = [0];
  let oddCount = 0;
  let step = Infinity;
  for (let i = 1; i < ctx.entrants.length; i++) {
    const gap = ctx.entrants[i - 1].scoreUnits - ctx.entrants[i].scoreUnits;
    if (gap <= 0) continue;
    step = Math.min(step, gap * gap);
    const crossed = i % 2 === 1 ? gap * gap : 0;
    if (crossed > 0) oddCount++;
    odd.push(odd[odd.length - 1] + crossed);
  }
  return { odd, oddCount, lowerBound: odd[odd.length - 1], step: Number.isFinite(step) ? step : 1 };
}

/** The smallest squared gap between score groups (boundaries), 1 with a single group. */
export function boundaryStep(ctx: RoundContext): number {
  return boundaries(ctx).step;
}

/**
 * Stage 2: per-player bounds over the group being paired (its own players, then the up-floaters
 * who joined it: two of those never meet).
 */
export function groupScales(
  ctx: RoundContext,
  members: readonly Entrant[],
  layout: GroupLayout,
): StageScales {
  const group = members[0].group;
  const floaters = members.filter((e) => e.group !== group).length;
  const floatTwice = ctx.floatRuleActive ? 2 * PENALTY_SCALES.floatTwice.perPlayer : 0;
  const avoid = ctx.avoidActive
    ? halfSum(
        members.map(
          (e) => (e.avoid.length + (e.avoidHandicap ? 1 : 0)) * PENALTY_SCALES.avoid.perField,
        ),
      )
    : 0;
  const scales = stageScales(
    GROUP_TIERS,
    {
      floatTwice: floatTwice * floaters,
      colour: colourBound(ctx, members),
      avoid,
      colourBalance: colourBalanceBound(ctx, members),
      placement: halfSum(members.map(() => maxPlacementValue())),
    },
    layout,
  );
  return { ...scales, admits: (a, b) => a.group === group || b.group === group };
}

/** How stage 1 guesses its score budget, and raises it when no pairing fits the guess. */
export interface ScoreBudget {
  first: number;
  /** The next budget after `budget` left pairs out and no pairing was found. */
  grow: (budget: number) => number;
  /** A lower bound of every pairing's excess (scoreExcess.ts), for floaterScales. */
  excess: number;
  /** The tiers weighed (FLOATER_TIERS unless the coarse budget leaves one out). */
  tiers?: readonly Tier[];
  /** A bound of the pairs across groups, for floaterScales (scoreExcess.ts crossingFloor). */
  crossFloor?: number | null;
}

/**
 * The usual budget. First guess: the least possible score total (see scoreLowerBound) and half
 * as much again, at least 8 more; a larger optimum costs one more run of stage 1. The
 * multipliers grow with the square of budget − bound, the weights with its cube, so the guess
 * is kept tight. No pairing: twice the budget, and 8 more.
 */
export function usualScoreBudget(lowerBound: number): ScoreBudget {
  const first = lowerBound + Math.max(8, Math.ceil(lowerBound / 2));
  return { first, grow: (b) => 2 * b + 8, excess: 0 };
}

/**
 * The compact budget, for fields whose weights the usual one cannot hold exactly. One score
 * group far from the rest (an Initial score 50 points above every other: 2,500 of the bound)
 * makes the usual guess allow a thousand more crossings of one-point boundaries than the
 * optimum needs, and the floater tiers' bounds, with the weights, grow with them. This one
 * starts 8 above the bound and the excess every pairing pays (forcedExcess), counts only what
 * lies above both as room for more crossings, and doubles that room, not the whole budget,
 * when no pairing fits. The optimum is the same under either budget
 * (pairing.scoreBudget.test.ts); this one takes more runs of stage 1.
 */
export function compactScoreBudget(lowerBound: number, excess: number): ScoreBudget {
  const floor = lowerBound + excess;
  return { first: floor + 8, grow: (b) => b + (b - floor) + 8, excess };
}

/**
 * The last resort, for fields whose weights even the compact budget cannot hold exactly: the
 * compact budget without the proximity tier, the least of stage 1's (which up-floater meets
 * which player of the group above, and a pair of neighbours inside a group). Its bound grows
 * with the pairs across groups, and a round whose colour rule forces many of them (every game
 * of earlier rounds won by White, say) would otherwise be refused. Every higher tier is
 * weighed as before; stage 2 still pairs each group by placement.
 */
export function coarseScoreBudget(lowerBound: number, excess: number): ScoreBudget {
  return {
    ...compactScoreBudget(lowerBound, excess),
    tiers: FLOATER_TIERS.filter((t) => t !== 'proximity'),
  };
}
