import type { PlayerHistory } from '../history';
import type { PlayerId, SwissTiebreak } from '../types';
import { rankByDirectEncounter } from './directEncounter';
import { faceToFacePoints } from './faceToFace';
import { splitBy } from './runs';
import type { PlayerTotals } from './tiebreaks';

/**
 * The tiebreaks after the score, as the system's standings use them (each system module says
 * which; the standings do not look at the system's name):
 * - 'AGA' (AGA 2009 "Final Standings--Tiebreaks", McMahon): McMahon score, SOMS, SODOMS.
 * - 'Sonneborn-Berger' (round robin): score, then SODOS; SOMS is the same for everyone who
 *   played the whole field, so it would tell nobody apart.
 * - a list (Swiss and Stable Swiss, Settings › Tiebreaks; default Buchholz, SB): score, then
 *   each listed tiebreak in turn, 'Direct encounter' where it stands in the list.
 * All then use face to face (unless listed earlier) and, when on, the random draw.
 */
export type TiebreakOrder = 'AGA' | 'Sonneborn-Berger' | readonly SwissTiebreak[];

/**
 * One step of the order: a value compared (higher first), face to face inside the tie (AGA
 * 2009: only when all the tied players met), or Direct encounter as listed in a Swiss order
 * (FIDE 2023 article 6, which also ranks players who did not all meet).
 */
type Step = ((totals: PlayerTotals) => number) | 'direct' | 'encounter';

const SWISS_VALUES: Record<
  Exclude<SwissTiebreak, 'Direct encounter'>,
  (t: PlayerTotals) => number
> = {
  Buchholz: (t) => t.buchholz,
  'Buchholz Cut-1': (t) => t.buchholzCut1,
  'Median Buchholz': (t) => t.medianBuchholz,
  SB: (t) => t.sonnebornBerger,
  Wins: (t) => t.wins,
  Progressive: (t) => t.progressive,
  ARO: (t) => t.aro,
};

/** The steps after the score, best first; face to face closes the list when not in it. */
function steps(order: TiebreakOrder): Step[] {
  const score = (t: PlayerTotals) => t.score;
  if (order === 'Sonneborn-Berger') return [score, (t) => t.sodos, 'direct'];
  if (order === 'AGA') return [score, (t) => t.soms, (t) => t.sodoms, 'direct'];
  const listed = order.map((name): Step =>
    name === 'Direct encounter' ? 'encounter' : SWISS_VALUES[name],
  );
  return [score, ...listed, ...(order.includes('Direct encounter') ? [] : ['direct' as const])];
}

export interface OrderInput {
  tiebreaks: TiebreakOrder;
  totals: readonly PlayerTotals[];
  histories: readonly PlayerHistory[];
  drawKeys: readonly number[];
  randomDraw: boolean;
  /** Players listed after everyone else, ranked among themselves: withdrawn before playing. */
  listedLast?: ReadonlySet<PlayerId>;
}

export interface PlaceOrder {
  /** Groups of players who share a place, best first (mostly groups of one). */
  groups: PlayerId[][];
  /** Players whose place the random draw decided: their position in that draw (1 won it). */
  drawPosition: Map<PlayerId, number>;
  /** Players face to face applied to: their points against the others tied with them then. */
  directEncounter: Map<PlayerId, number>;
}

/**
 * The field in final order, players withdrawn before playing last. Steps: the system's keys,
 * face to face within each remaining tie (at its place in a Swiss list), then the random draw
 * (lowest ticket first). Inside a shared place players are listed by roster order.
 */
export function placeGroups(input: OrderInput): PlaceOrder {
  const ids = input.totals.map((_, id) => id);
  const last = input.listedLast ?? new Set<PlayerId>();
  let groups: PlayerId[][] = [
    ids.filter((id) => !last.has(id)),
    ids.filter((id) => last.has(id)),
  ].filter((g) => g.length > 0);
  const directEncounter = new Map<PlayerId, number>();
  for (const step of steps(input.tiebreaks)) {
    groups = groups.flatMap((g) => {
      if (typeof step === 'function') return splitBy(g, (id) => step(input.totals[id]), true);
      if (g.length < 2) return [g];
      if (step === 'encounter') {
        const { runs, values } = rankByDirectEncounter(g, input.histories);
        values.forEach((p, id) => directEncounter.set(id, p));
        return runs;
      }
      const points = faceToFacePoints(g, input.histories);
      if (!points) return [g];
      points.forEach((p, id) => directEncounter.set(id, p));
      return splitBy(g, (id) => points.get(id) ?? 0, true);
    });
  }
  const drawPosition = new Map<PlayerId, number>();
  if (input.randomDraw) {
    groups = groups.flatMap((g) => {
      if (g.length < 2) return [g];
      const drawn = splitBy(g, (id) => input.drawKeys[id], false);
      drawn.forEach((run, k) => run.forEach((id) => drawPosition.set(id, k + 1)));
      return drawn;
    });
  }
  return {
    groups: groups.map((g) => [...g].sort((a, b) => a - b)),
    drawPosition,
    directEncounter,
  };
}
