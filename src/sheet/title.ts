/**
 * The title block of a printable tab (Round N, Round N by name, Standings, Seats): three lines
 * above the header row, so a sheet pinned on the wall says which event, which round and when.
 */
import { formatDate } from './calendar';

/** Lines every title block has; the header row is the next one. */
export const TITLE_LINES = 3;

/**
 * Tournament name, then what the tab shows with the time it was written ("2026-11-23 14:05",
 * in the sheet's time zone), then `detail`.
 */
export function titleBlock(tournament: string, what: string, when: Date, detail = ''): string[] {
  return [
    tournament.trim() || 'Tournament',
    `${what} · written ${formatDate(when, 'yyyy-MM-dd HH:mm')}`,
    detail,
  ];
}
