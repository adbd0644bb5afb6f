import { forcedBreaks } from '../colourBalance';
import { avoidValue } from './avoid';
import { colourViolations } from './colourRule';
import { classValue, colourBalanceValue } from './colourBalance';
import {
  floaterOrderValue,
  floaterValue,
  floatTwiceValue,
  maxFloaterValue,
  recentFloats,
} from './floater';
import { pairHandicap } from './handicap';
import { PENALTY_SCALES, type Tier } from './params';
import { placementValue } from './placement';
import type { Entrant, GroupLayout, RoundContext } from './types';

/** Multipliers of one stage's tiers (see scales.ts). */
export interface StageScales {
  tiers: readonly Tier[];
  multiplier: Readonly<Partial<Record<Tier, number>>>;
  /** Stage 2 only: positions within the score group being paired. */
  layout?: GroupLayout;
  /**
   * Stage 1 only: whether a pair can belong to a matching within the score budget (see
   * floaterScales); pairs that cannot are left out of the graph, counted in `pruned`.
   */
  admits?: (a: Entrant, b: Entrant) => boolean;
  pruned?: { count: number };
  /** Stage 1: the score total `admits` allows above the least possible one. */
  scoreSlack?: { value: number };
}

/** The value of one tier for the pair, as described in PENALTY_SCALES. */
export function tierValue(
  tier: Tier,
  ctx: RoundContext,
  a: Entrant,
  b: Entrant,
  layout?: GroupLayout,
): number {
  switch (tier) {
    case 'score':
      return (a.scoreUnits - b.scoreUnits) ** 2 + colourBreakValue(ctx, a, b);
    case 'floatTwice':
      return ctx.floatRuleActive ? floatTwiceValue(a, b) : 0;
    case 'colour':
      if (!ctx.colourRuleActive || pairHandicap(ctx.settings, a, b) > 0) return 0;
      return colourViolations(a.barred, b.barred) * PENALTY_SCALES.colour.perPlayer;
    case 'colourBalance':
      if (!weighsBalance(ctx, a, b)) return 0;
      return colourBalanceValue(a.colours, b.colours) - ctx.colourBalanceLeast;
    case 'colourPreference':
      if (!weighsBalance(ctx, a, b)) return 0;
      return classValue(a.colours, b.colours) - ctx.colourBalanceLeast;
    case 'floater': {
      if (!ctx.floatersPairedFirst) return floaterValue(a, b);
      const recent = recentFloats(a, b, ctx.floatRuleActive) * PENALTY_SCALES.floater.recent;
      return recent * (maxFloaterValue() + 1) + floaterValue(a, b);
    }
    case 'proximity':
      if (a.scoreUnits !== b.scoreUnits)
        return ctx.floatersPairedFirst ? floaterOrderValue(a, b) : 0;
      return Math.abs(a.index - b.index) > 1 ? PENALTY_SCALES.proximity.perPair : 0;
    case 'avoid':
      return ctx.avoidActive ? avoidValue(ctx.settings, a, b) : 0;
    case 'placement': {
      if (!layout) throw new Error('placement needs a group layout');
      const p = layout.position[a.index];
      const q = layout.position[b.index];
      return placementValue(ctx.settings.pairingStyle, p, q, layout.size);
    }
  }
}

/** Colour balance weighs even games only, and only with colour balance on. */
function weighsBalance(ctx: RoundContext, a: Entrant, b: Entrant): boolean {
  return ctx.colourBalanceActive && pairHandicap(ctx.settings, a, b) === 0;
}

/** The score tier's part for colour rule breaks (PENALTY_SCALES.score). */
export function colourBreakValue(ctx: RoundContext, a: Entrant, b: Entrant): number {
  if (!weighsBalance(ctx, a, b)) return 0;
  const breaks = forcedBreaks(a.colours, b.colours);
  return breaks * PENALTY_SCALES.score.colourBreak * ctx.scoreUnit ** 2;
}

/** The cost of pairing a with b: the one cost function every stage uses. */
export function pairCost(ctx: RoundContext, scales: StageScales, a: Entrant, b: Entrant): number {
  let cost = 0;
  for (const tier of scales.tiers) {
    const value = tierValue(tier, ctx, a, b, scales.layout);
    if (value !== 0) cost += value * (scales.multiplier[tier] ?? 0);
  }
  return cost;
}
