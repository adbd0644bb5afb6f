/**
 * The title block of a printable tab (Round N, Round N by name, Standings, Seats): three lines
 * above the header row, so a sheet pinned on the wall says which event, which round and when.
 */

/** Lines every title block has; the header row is the next one. */
export const TITLE_LINES = 3;

/** "2026-11-23 14:05", in the script's time zone (Apps Script dates are local). */
export function writtenAt(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** Tournament name, then what the tab shows with the time it was written, then `detail`. */
export function titleBlock(tournament: string, what: string, when: Date, detail = ''): string[] {
  return [tournament.trim() || 'Tournament', `${what} · written ${writtenAt(when)}`, detail];
}
