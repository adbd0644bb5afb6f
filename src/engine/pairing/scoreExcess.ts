import { matchingCost, minWeightPerfectMatching, type CostEdge } from '../matching';
import { balancedBreakTotal } from './breakTotal';
import { colourBreakValue, tierValue } from './cost';
import { exactMatching } from './solve';
import { pairKey, type Entrant, type RoundContext } from './types';

/**
 * Stage 1's score tier beyond the boundaries a pair crosses: a pair across boundaries with
 * gaps a and b pays (a + b)² = a² + b² + 2ab, so 2ab more than the two boundaries alone (its
 * excess). A player whose own score group and the groups next to it hold no one he may meet
 * pays at least the excess to the nearest group that does, in every pairing: a lone Initial
 * score far above the rest, once its neighbours have met him. The largest such excess over the
 * players taking part is a lower bound of the total excess of any pairing of them (scales.ts).
 */
export function forcedExcess(ctx: RoundContext, members: readonly Entrant[]): number {
  const { entrants } = ctx;
  // Per score group: its score and the squared gaps of the boundaries above it.
  const score: number[] = [];
  const squares: number[] = [];
  for (const e of entrants) {
    if (e.rankInGroup !== 0) continue;
    const gap = score.length > 0 ? score[score.length - 1] - e.scoreUnits : 0;
    squares.push((squares.length > 0 ? squares[squares.length - 1] : 0) + gap * gap);
    score.push(e.scoreUnits);
  }
  const excess = (g: number, h: number): number =>
    (score[g] - score[h]) ** 2 - Math.abs(squares[h] - squares[g]);
  let most = 0;
  for (const v of members) {
    let least = Infinity;
    // The excess grows with every boundary crossed: the first allowed opponent each way is the
    // cheapest that way.
    for (const step of [-1, 1]) {
      for (let k = v.index + step; k >= 0 && k < entrants.length; k += step) {
        const u = entrants[k];
        if (ctx.blocked.has(pairKey(v.id, u.id))) continue;
        least = Math.min(least, excess(v.group, u.group));
        break;
      }
      if (least === 0) break;
    }
    if (Number.isFinite(least)) most = Math.max(most, least);
  }
  return most;
}

/**
 * Stage 1's score tier for colour rule breaks (colourBreakValue) that every pairing of
 * `members` pays: the least total of any perfect matching of them on that part alone. Colour
 * histories that line up with the scores (every game of earlier rounds won by White, say)
 * force breaks on many pairs; counted here, they no longer read as room for more pairs across
 * groups (scales.ts). 0 when colour balance is off or the members cannot all be paired. Most fields
 * need no matching for it (breakTotal.ts).
 */
export function forcedBreakTotal(ctx: RoundContext, members: readonly Entrant[]): number {
  if (!ctx.colourBalanceActive) return 0;
  const total = balancedBreakTotal(ctx, members);
  if (total !== null) return total;
  const edges = allowedPairs(ctx, members, (a, b) => colourBreakValue(ctx, a, b));
  if (edges.every((e) => e[2] === 0)) return 0;
  const mate = minWeightPerfectMatching(members.length, edges);
  return mate ? matchingCost(mate, edges) : 0;
}

/**
 * The least, over the perfect matchings of `members`, of the score tier less `step` for every
 * pair across groups; null when they cannot all be paired. A matching whose score total is at
 * most a budget B then has at most (B − this) / step pairs across groups (scales.ts), fewer
 * than the crossings the budget allows when the colour rule breaks, not the scores, fill it.
 * One matching on every pair of them: for a few hundred players. WeightOverflow when the score
 * tier alone passes what a number holds exactly.
 */
export function crossingFloor(
  ctx: RoundContext,
  members: readonly Entrant[],
  step: number,
): number | null {
  const edges = allowedPairs(
    ctx,
    members,
    (a, b) => tierValue('score', ctx, a, b) - (a.group !== b.group ? step : 0),
  );
  const mate = exactMatching(members.length, edges);
  return mate ? matchingCost(mate, edges) : null;
}

/** Every pair of `members` that may meet, as edges costed by `cost`. */
function allowedPairs(
  ctx: RoundContext,
  members: readonly Entrant[],
  cost: (a: Entrant, b: Entrant) => number,
): CostEdge[] {
  const edges: CostEdge[] = [];
  for (let i = 0; i < members.length; i++) {
    for (let j = i + 1; j < members.length; j++) {
      if (ctx.blocked.has(pairKey(members[i].id, members[j].id))) continue;
      edges.push([i, j, cost(members[i], members[j])]);
    }
  }
  return edges;
}
