import type { Player } from '../types';
import { pairCost, tierValue, type StageScales } from './cost';
import { buildContext, scoreGroups, type RoundBasis } from './field';
import { chooseFloaters, stageOneMembers, type CostedPair } from './floaterStage';
import { pairScoreGroup } from './groupStage';
import { CANDIDATES, FLOATER_TIERS, type Tier } from './params';
import { WeightOverflow } from './refusals';
import type { CandidateGraph, Entrant, RoundContext } from './types';

export interface FieldPairing {
  ctx: RoundContext;
  /** Stage 1's cost of the pairs across score groups: score, criterion 3, colour, floater. */
  floaterPenalty: number;
  /** Every pair, costed by stage 2 (each score group with its up-floaters). */
  pairs: CostedPair[];
  /**
   * False when stage 1 weighed only the ends of the score groups and its check with every
   * player was skipped (over CANDIDATES.recheckUpTo players, or too large to weigh): the
   * floats it chose are then not shown to be unavoidable (notes.ts).
   */
  checked: boolean;
  /**
   * Score groups stage 1 weighed only in part when its pairing broke no rule and so was not
   * checked with every player: a float into or out of one of them is not shown to be
   * unavoidable either (a player it left out might have floated instead). Empty otherwise.
   */
  partlyWeighed: ReadonlySet<number>;
}

/**
 * Pairs the given players (even count, byes and manual pairs already taken out).
 * Null when no valid pairing exists.
 */
export function pairField(
  basis: RoundBasis,
  players: readonly Player[],
  graph: CandidateGraph,
): FieldPairing | null {
  const ctx = buildContext(basis, players);
  if (graph === 'complete') return pairStages(ctx, graph, ctx.entrants);
  // Stage 1 on the ends of the score groups; should that leave some group unpairable, or (up
  // to CANDIDATES.recheckUpTo players) a pair break criterion 3 or 4, which players left out
  // might have avoided, again with everyone, keeping the better. Without that check a float
  // into or out of a group weighed in part is not called unavoidable (partlyWeighed).
  const zones = stageOneMembers(ctx);
  const first = pairStages(ctx, graph, zones);
  if (zones.length === ctx.entrants.length) return first;
  const recheck = ctx.entrants.length <= CANDIDATES.recheckUpTo;
  if (first && !recheck) return { ...first, checked: false };
  if (first && !breaksRules(ctx, first)) return { ...first, partlyWeighed: partGroups(zones) };
  const all = everyone(ctx, graph, first);
  if (!all) return first && { ...first, checked: false };
  if (!first) return all;
  const better = compareFloaters(all, first) || sum(all.pairs) - sum(first.pairs);
  return better < 0 ? all : first;
}

/**
 * Negative when stage 1 prefers x's pairs across score groups to y's, tier by tier. Two
 * pairings weighed on different players (the ends of the groups, then everyone) or with
 * different score budgets have different multipliers: their floaterPenalty totals cannot be
 * compared.
 */
export function compareFloaters(x: FieldPairing, y: FieldPairing): number {
  return compareTiers(floaterTiers(x), floaterTiers(y));
}

/** Negative when x is lower at the first tier (highest first) where the two differ. */
export function compareTiers(x: readonly number[], y: readonly number[]): number {
  for (let k = 0; k < x.length; k++) {
    const difference = x[k] - y[k];
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Stage 1's tiers (FLOATER_TIERS, highest first) summed over the pairs across score groups. */
function floaterTiers({ ctx, pairs }: FieldPairing): number[] {
  return FLOATER_TIERS.map((tier: Tier) => {
    let total = 0;
    for (const { a, b } of pairs) if (a.group !== b.group) total += tierValue(tier, ctx, a, b);
    return total;
  });
}

/**
 * Stage 1 again with every player; null when its weights would not stay exact (more players
 * weighed at once make larger bounds) and the pairing already found stands.
 */
function everyone(
  ctx: RoundContext,
  graph: CandidateGraph,
  first: FieldPairing | null,
): FieldPairing | null {
  try {
    return pairStages(ctx, graph, ctx.entrants);
  } catch (error) {
    if (first && error instanceof WeightOverflow) return null;
    throw error;
  }
}

/** Score groups of which `members` holds some players but not all. */
function partGroups(members: readonly Entrant[]): Set<number> {
  const count = new Map<number, number>();
  for (const e of members) count.set(e.group, (count.get(e.group) ?? 0) + 1);
  const part = new Set<number>();
  for (const e of members) if (count.get(e.group)! < e.groupSize) part.add(e.group);
  return part;
}

function breaksRules(ctx: RoundContext, field: FieldPairing): boolean {
  return field.pairs.some(
    ({ a, b }) => tierValue('floatTwice', ctx, a, b) > 0 || tierValue('colour', ctx, a, b) > 0,
  );
}

function sum(pairs: readonly CostedPair[]): number {
  return pairs.reduce((total, pair) => total + pair.cost, 0);
}

function pairStages(
  ctx: RoundContext,
  graph: CandidateGraph,
  stageOne: readonly Entrant[],
): FieldPairing | null {
  const groups = scoreGroups(ctx);
  let cross: CostedPair[] = [];
  let seeds: Array<[Entrant, Entrant]> = [];
  let stageOneScales: StageScales | null = null;
  if (groups.length > 1) {
    const floaters = chooseFloaters(ctx, graph, stageOne);
    if (!floaters) return null;
    cross = floaters.cross;
    seeds = floaters.within;
    stageOneScales = floaters.scales;
  }
  // AGA 2009: "a player from the next lower score group is floated up to make the group even";
  // 2008 draft: the group is paired "including floaters". Each up-floater joins the bottom of
  // the group above and is paired with it (stage 2), stage 1's pair kept as a seed.
  // FIDE Dutch system (Swiss, Stable Swiss): a bracket pairs its moved-down players first, with
  // its highest residents, so stage 1's pair (by colour, then the strongest of the lower group
  // against the weakest of the upper) stands; its cost is in floaterPenalty.
  const joining = new Map<number, Entrant[]>();
  const outOfGroup = new Set<number>();
  const pairs: CostedPair[] = [];
  for (const { a, b } of cross) {
    if (ctx.floatersPairedFirst) {
      outOfGroup.add(a.index).add(b.index);
      pairs.push({ a, b, cost: 0 });
      continue;
    }
    const [down, up] = a.scoreUnits > b.scoreUnits ? [a, b] : [b, a];
    outOfGroup.add(up.index);
    joining.set(down.group, [...(joining.get(down.group) ?? []), up]);
    seeds.push([down, up]);
  }
  for (let group = 0; group < groups.length; group++) {
    const [start, end] = groups[group];
    const native = ctx.entrants.slice(start, end).filter((e) => !outOfGroup.has(e.index));
    const members = [...native, ...(joining.get(group) ?? [])];
    if (members.length === 0) continue;
    const groupSeeds = seeds.filter(([a]) => a.group === group);
    const paired = pairScoreGroup(ctx, members, groupSeeds, graph);
    if (!paired) return null;
    pairs.push(...paired);
  }
  let floaterPenalty = 0;
  for (const { a, b } of pairs) {
    if (stageOneScales && a.group !== b.group)
      floaterPenalty += pairCost(ctx, stageOneScales, a, b);
  }
  return { ctx, floaterPenalty, pairs, checked: true, partlyWeighed: new Set() };
}
