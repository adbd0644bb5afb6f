import type { Player } from '../types';
import { buildContext, scoreGroups, type RoundBasis } from './field';
import { chooseFloaters, stageOneMembers, type CostedPair } from './floaterStage';
import { pairScoreGroup } from './groupStage';
import type { CandidateGraph, Entrant, RoundContext } from './types';

export interface FieldPairing {
  ctx: RoundContext;
  /** Pairs across score groups (stage 1). */
  cross: CostedPair[];
  /** Pairs inside score groups (stage 2). */
  within: CostedPair[];
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
  // Stage 1 on the ends of the score groups; should that leave some group unpairable, again
  // with everyone.
  const zones = stageOneMembers(ctx);
  const first = pairStages(ctx, graph, zones);
  if (first || zones.length === ctx.entrants.length) return first;
  return pairStages(ctx, graph, ctx.entrants);
}

function pairStages(
  ctx: RoundContext,
  graph: CandidateGraph,
  stageOne: readonly Entrant[],
): FieldPairing | null {
  const groups = scoreGroups(ctx);
  let cross: CostedPair[] = [];
  let seeds: Array<[Entrant, Entrant]> = [];
  if (groups.length > 1) {
    const floaters = chooseFloaters(ctx, graph, stageOne);
    if (!floaters) return null;
    cross = floaters.cross;
    seeds = floaters.within;
  }
  const floated = new Set<number>();
  for (const { a, b } of cross) floated.add(a.index).add(b.index);
  const within: CostedPair[] = [];
  for (const [start, end] of groups) {
    const members = ctx.entrants.slice(start, end).filter((e) => !floated.has(e.index));
    if (members.length === 0) continue;
    const groupSeeds = seeds.filter(([a]) => a.group === members[0].group);
    const pairs = pairScoreGroup(ctx, members, groupSeeds, graph);
    if (!pairs) return null;
    within.push(...pairs);
  }
  return { ctx, cross, within };
}
