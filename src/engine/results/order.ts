import type { PlayerHistory } from '../history';
import type { PlayerId } from '../types';
import { faceToFacePoints } from './faceToFace';
import type { PlayerTotals } from './tiebreaks';

/**
 * The tiebreaks after the score, as the system's standings use them (each system module says
 * which; the standings do not look at the system's name):
 * - 'AGA' (AGA 2009 "Final Standings--Tiebreaks", McMahon): McMahon score, SOMS, SODOMS.
 * - 'Sonneborn-Berger' (round robin): score, then SODOS; SOMS is the same for everyone who
 *   played the whole field, so it would tell nobody apart.
 * - 'Buchholz' (Swiss and Stable Swiss, as chess Swiss events rank): score, Buchholz,
 *   Sonneborn-Berger (tiebreaks.ts swissTiebreaks).
 * All then use face to face and, when on, the random draw.
 */
export type TiebreakOrder = 'AGA' | 'Sonneborn-Berger' | 'Buchholz';

/** Sort keys, best first. */
function tiebreakKeys(order: TiebreakOrder, totals: PlayerTotals): number[] {
  if (order === 'Sonneborn-Berger') return [totals.score, totals.sodos];
  if (order === 'Buchholz') return [totals.score, totals.buchholz, totals.sonnebornBerger];
  return [totals.score, totals.soms, totals.sodoms];
}

/** Splits each group into consecutive runs of equal value, after sorting by it (stable). */
function splitBy(
  group: readonly PlayerId[],
  value: (id: PlayerId) => number,
  descending: boolean,
): PlayerId[][] {
  const sorted = [...group].sort((a, b) =>
    descending ? value(b) - value(a) : value(a) - value(b),
  );
  const runs: PlayerId[][] = [];
  for (const id of sorted) {
    const last = runs[runs.length - 1];
    if (last && value(last[0]) === value(id)) last.push(id);
    else runs.push([id]);
  }
  return runs;
}

export interface OrderInput {
  tiebreaks: TiebreakOrder;
  totals: readonly PlayerTotals[];
  histories: readonly PlayerHistory[];
  drawKeys: readonly number[];
  randomDraw: boolean;
}

export interface PlaceOrder {
  /** Groups of players who share a place, best first (mostly groups of one). */
  groups: PlayerId[][];
  /** Players whose place the random draw decided: their position in that draw (1 won it). */
  drawPosition: Map<PlayerId, number>;
}

/**
 * The field in final order. Steps: the system's keys, then face to face within each remaining
 * tie, then the random draw (lowest ticket first). Inside a shared place players are listed by
 * roster order.
 */
export function placeGroups(input: OrderInput): PlaceOrder {
  const ids = input.totals.map((_, id) => id);
  let groups: PlayerId[][] = [ids];
  const keys = input.totals.map((t) => tiebreakKeys(input.tiebreaks, t));
  const keyCount = keys[0]?.length ?? 0;
  for (let k = 0; k < keyCount; k++) {
    groups = groups.flatMap((g) => splitBy(g, (id) => keys[id][k], true));
  }
  groups = groups.flatMap((g) => {
    if (g.length < 2) return [g];
    const points = faceToFacePoints(g, input.histories);
    return points ? splitBy(g, (id) => points.get(id) ?? 0, true) : [g];
  });
  const drawPosition = new Map<PlayerId, number>();
  if (input.randomDraw) {
    groups = groups.flatMap((g) => {
      if (g.length < 2) return [g];
      const drawn = splitBy(g, (id) => input.drawKeys[id], false);
      drawn.forEach((run, k) => run.forEach((id) => drawPosition.set(id, k + 1)));
      return drawn;
    });
  }
  return { groups: groups.map((g) => [...g].sort((a, b) => a - b)), drawPosition };
}
