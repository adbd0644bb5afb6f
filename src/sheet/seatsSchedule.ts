import type { SeatPlan } from '../engine/roundRobin';
import { nameKey } from '../engine/names';
import type { PlayerId } from '../engine/types';
import { cellText, isBlank, type Cell } from './cells';
import { seatsContent } from './seatsTab';
import type { Table } from './table';
import type { TabContent } from './tabContent';

/** A row as compared: its cells as text, names in any spelling, trailing blanks left out. */
function rowKey(row: readonly Cell[]): string {
  const cells = row.map((c) => nameKey(cellText(c)));
  while (cells.length && cells[cells.length - 1] === '') cells.pop();
  return cells.join('\t');
}

/** The indexes of the non-blank rows below the seat plan block (after its first blank row). */
function rowsBelowPlan(rows: readonly (readonly Cell[])[], from: number): number[] {
  const blank = rows.findIndex((r, i) => i >= from && r.every(isBlank));
  if (blank === -1) return [];
  return rows.flatMap((r, i) => (i > blank && !r.every(isBlank) ? [i] : []));
}

/**
 * The Seats tab written again when the schedule under its seat plan no longer follows the plan:
 * seats swapped by hand move every round of the rotation (Pair next round pairs from the plan),
 * and the printed schedule would send players to the wrong seats. A schedule deleted is left so.
 * The schedule is as many rows as a fresh one; rows the TD typed below it are not part of it,
 * and are written back below the new schedule as they stood (from the same read).
 */
export function staleScheduleRewrite(
  table: Table,
  plan: SeatPlan,
  nameOf: (id: PlayerId) => string,
  tournament: string,
): TabContent | null {
  const below = rowsBelowPlan(table.values, table.headerRow);
  if (below.length === 0) return null;
  const content = seatsContent(plan, nameOf, { tournament, when: new Date() });
  const fresh = rowsBelowPlan(content.rows, 1).map((i) => rowKey(content.rows[i]));
  const schedule = below.slice(0, fresh.length);
  if (
    fresh.length === schedule.length &&
    fresh.every((row, i) => row === rowKey(table.values[schedule[i]]))
  ) {
    return null;
  }
  // The TD's own rows under the schedule, blank rows between them kept, trailing ones not.
  const own = table.values.slice(schedule[schedule.length - 1] + 1, below[below.length - 1] + 1);
  // Pair next round brings its round tab to the front, not Seats.
  return { ...content, rows: [...content.rows, ...own.map((r) => [...r])], activate: false };
}

/** Said with the round: the TD has a printed schedule to replace. */
export const STALE_SCHEDULE_NOTE =
  'The schedule below the seat plan on the Seats tab no longer followed the plan (seats changed by hand), so it was written again from the plan. Print the Seats tab again for the tables.';
