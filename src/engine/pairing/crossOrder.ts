import { minWeightPerfectMatching, type CostEdge } from '../matching';
import { colourViolations } from './colourRule';
import { pairCost, type StageScales } from './cost';
import type { CostedPair } from './floaterStage';
import { pairHandicap } from './handicap';
import { pairKey, type Entrant, type RoundContext } from './types';

/**
 * When several players float between the same two score groups, pairs them strongest with
 * strongest (AGA 2009 merge example: C–G, D–H rather than C–H, D–G), keeping the colour rule
 * as well as stage 1 did. Every other floater tier is a sum over the players, so stage 1's
 * cost does not change.
 */
export function orderFloaters(
  ctx: RoundContext,
  scales: StageScales,
  cross: readonly CostedPair[],
): CostedPair[] {
  const buckets = new Map<string, CostedPair[]>();
  for (const pair of cross) {
    const [hi, lo] = pair.a.scoreUnits > pair.b.scoreUnits ? [pair.a, pair.b] : [pair.b, pair.a];
    const key = `${hi.group}/${lo.group}`;
    const list = buckets.get(key) ?? [];
    list.push({ a: hi, b: lo, cost: pair.cost });
    buckets.set(key, list);
  }
  const out: CostedPair[] = [];
  for (const pairs of buckets.values()) {
    if (pairs.length === 1) {
      out.push(pairs[0]);
      continue;
    }
    const byIndex = (x: Entrant, y: Entrant): number => x.index - y.index;
    const down = pairs.map((p) => p.a).sort(byIndex);
    const up = pairs.map((p) => p.b).sort(byIndex);
    const k = down.length;
    const clash = (d: Entrant, u: Entrant): number =>
      ctx.colourRuleActive && pairHandicap(ctx.settings, d, u) === 0
        ? colourViolations(d.barred, u.barred)
        : 0;
    const orderWeight = k * k * k + 1;
    const edges: CostEdge[] = [];
    down.forEach((d, i) =>
      up.forEach((u, j) => {
        if (ctx.blocked.has(pairKey(d.id, u.id))) return;
        edges.push([i, k + j, clash(d, u) * orderWeight + (i - j) ** 2]);
      }),
    );
    const mate = minWeightPerfectMatching(2 * k, edges);
    if (!mate) {
      out.push(...pairs);
      continue;
    }
    down.forEach((d, i) => {
      const u = up[mate[i] - k];
      out.push({ a: d, b: u, cost: pairCost(ctx, scales, d, u) });
    });
  }
  return out;
}
