import { groupEdges } from './candidates';
import { fewestMisfits } from './colourBalance';
import { colourBalanceFloor } from './colourFloor';
import { pairCost, tierValue } from './cost';
import type { CostedPair } from './floaterStage';
import { groupScales } from './scales';
import { CANDIDATES } from './params';
import { idealOpponent, sameHalf } from './placement';
import { matchWidening } from './solve';
import type { CandidateGraph, Entrant, GroupLayout, RoundContext } from './types';

/**
 * Stage 2: pairs what is left of one score group (members strongest first) by split-and-shift
 * or sequential pairing, colour rule and avoidance (PENALTY_SCALES). `seeds` is a valid
 * pairing of the same players (from stage 1), kept among the candidates.
 */
export function pairScoreGroup(
  ctx: RoundContext,
  members: readonly Entrant[],
  seeds: ReadonlyArray<[Entrant, Entrant]>,
  graph: CandidateGraph,
): CostedPair[] | null {
  const size = members.length;
  const position = new Int32Array(ctx.entrants.length).fill(-1);
  members.forEach((e, k) => (position[e.index] = k));
  const layout: GroupLayout = { position, size };
  const scales = groupScales(ctx, members, layout);
  const local = seeds.map(([a, b]): [number, number] => [position[a.index], position[b.index]]);
  // Settled: no pair breaks the colour rule or shares a club etc., no more pairs whose colours
  // do not fit than forced and the least colour balance tier (colour balance on), no switch,
  // and every opponent well inside the window around the ideal one; otherwise a wider graph
  // may do better.
  const aboveBound = scales.multiplier.avoid ?? 1;
  const style = ctx.settings.pairingStyle;
  // With colour balance on, colours shift opponents away from the ideal ones on purpose: a
  // group too large for the complete graph is settled once no pair costs above the tier, no
  // more pairs misfit colours than forced, the tier is at its least, and every opponent lies
  // within the wider window of CANDIDATES.colourShift; an opponent beyond it means the graph
  // missed a chain of shifts, and it is widened by the smaller step, which usually finds that
  // chain (past the edge budget, by half that step: matchWidening's middleStep).
  const { window: shiftWindow, widen: shiftStep } = CANDIDATES.colourShift;
  const colourShifts = ctx.colourBalanceActive;
  const distance = (p: number, q: number): number => Math.abs(q - idealOpponent(style, p, size));
  // A group whose pairing has more colour misfits than forced (the colour balance tier often
  // prefers that), or a colour balance tier above the least any pairing of the group could have
  // (colourBalanceFloor, which ignores players who have met), is widened to the edge budget;
  // its wider graphs also hold the nearest players of each colour class, whom the tier pairs
  // wherever they stand.
  let colourClasses = false;
  let floor: number | null = null;
  const leastColours = (m: readonly number[]): boolean => {
    if (!colourShifts) return true;
    floor ??=
      colourBalanceFloor(members.map((e) => e.colours)) - (ctx.colourBalanceLeast * size) / 2;
    let total = 0;
    m.forEach((q, p) => {
      if (p < q) total += tierValue('colourBalance', ctx, members[p], members[q]);
    });
    return total <= floor;
  };
  const settledAt = (widen: number) => (m: readonly number[]) => {
    const fewest = fewestMisfits(ctx, members, m) && leastColours(m);
    if (!fewest) colourClasses = true;
    const fits =
      fewest && m.every((q, p) => pairCost(ctx, scales, members[p], members[q]) < aboveBound);
    if (!fits) return CANDIDATES.widen;
    if (colourShifts) {
      return m.every((q, p) => distance(p, q) < widen * shiftWindow) ? 1 : shiftStep;
    }
    const inside = m.every(
      (q, p) => !sameHalf(style, p, q, size) && distance(p, q) < widen * CANDIDATES.idealWindow,
    );
    return inside ? 1 : CANDIDATES.widen;
  };
  const mate = matchWidening(
    size,
    (widen, limit) => groupEdges(ctx, scales, members, widen, local, limit, colourClasses),
    graph,
    settledAt,
    { middleStep: true },
  );
  if (!mate) return null;
  const pairs: CostedPair[] = [];
  for (let p = 0; p < size; p++) {
    if (p > mate[p]) continue;
    const a = members[p];
    const b = members[mate[p]];
    pairs.push({ a, b, cost: pairCost(ctx, scales, a, b) });
  }
  return pairs;
}
