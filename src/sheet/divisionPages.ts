/**
 * How the Standings by division tab falls into printed pages: a division starts on a new page
 * when it does not fit in what is left of the page, and one longer than a page goes on over the
 * next with its title and header row again, so every printed page says which division it lists.
 */
import type { Cell } from './cells';
import { TITLE_LINES } from './title';

/**
 * Lines (rows of the default height) a Letter portrait page holds below the three title lines
 * printed on every page, with the half-inch margins and footer, at full size: some 51 when
 * printed from LibreOffice with a substitute font, fewer in Excel (15-point rows: 720 points of
 * page hold 48 rows, title and footer included), so the smaller figure is taken.
 */
const FULL_PAGE_LINES = 46;

/**
 * Room across a Letter portrait page with half-inch margins, in pixels (96 an inch, as column
 * widths count). Letter is the paper of the two that holds the fewest lines once the columns
 * are shrunk to fit across it: a little wider than A4 and shorter.
 */
const LETTER_PORTRAIT_WIDTH = 720;

/**
 * Lines a page of the tab holds for its divisions, from the widths of its columns (pixels): the
 * tab prints fitted to the page width, so columns wider than the page shrink the print and more
 * lines fit. One line in seventeen is kept spare for a name that wraps when not expected to (2
 * on a page at full size, which holds 43).
 */
export function divisionPageLines(columnWidths: readonly number[]): number {
  const width = columnWidths.reduce((sum, w) => sum + w, 0);
  const scale = Math.min(1, LETTER_PORTRAIT_WIDTH / width);
  const lines = (FULL_PAGE_LINES + TITLE_LINES) / scale - TITLE_LINES;
  return Math.floor((lines * 16) / 17);
}

/** A part of one division printed together: its title row, header row and some of its rows. */
export interface DivisionPart {
  block: number;
  /** Its first and past-last row in the division. */
  from: number;
  to: number;
  /** The division went on from the page before. */
  continued: boolean;
  /** Starts a new page (never the first part). */
  newPage: boolean;
}

/**
 * The parts of each division, in order. `lines[b][i]` is how many lines row i of division b
 * takes (2 for a name that wraps); a page holds `perPage` lines (divisionPageLines). A blank line
 * separates two parts on one page.
 */
export function divisionParts(
  lines: ReadonlyArray<readonly number[]>,
  perPage: number,
): DivisionPart[] {
  const parts: DivisionPart[] = [];
  let used = 0;
  const height = (rows: readonly number[], from: number, to: number): number =>
    rows.slice(from, to).reduce((n, l) => n + l, 0);
  lines.forEach((rows, block) => {
    // Not enough room left for the whole division: it starts on the next page.
    if (used > 0 && used + 1 + 2 + height(rows, 0, rows.length) > perPage) used = 0;
    let from = 0;
    let continued = false;
    do {
      const gap = used > 0 ? 1 : 0;
      let room = perPage - used - gap - 2;
      let to = from;
      // At least one row per part, however tall.
      while (to < rows.length && (to === from || rows[to] <= room)) room -= rows[to++];
      parts.push({ block, from, to, continued, newPage: used === 0 && parts.length > 0 });
      used = to < rows.length ? 0 : used + gap + 2 + height(rows, from, to);
      from = to;
      continued = true;
    } while (from < rows.length);
  });
  return parts;
}

/**
 * The sheet rows after which a printed page ends: before each part that starts a page, found on
 * the tab as written, as a title row (text in column A, column B blank) right under a row that is
 * not blank. `rows` are the tab's values from row 1; `titleRows` the lines above the first part.
 */
export function divisionPageBreaks(
  rows: ReadonlyArray<readonly Cell[]>,
  titleRows: number,
): number[] {
  const text = (row: readonly Cell[] | undefined, column: number): string =>
    String(row?.[column] ?? '').trim();
  const breaks: number[] = [];
  for (let r = titleRows + 1; r < rows.length; r++) {
    const isTitle = text(rows[r], 0) !== '' && text(rows[r], 1) === '';
    const afterRow = (rows[r - 1] ?? []).some((c) => String(c ?? '').trim() !== '');
    if (isTitle && afterRow) breaks.push(r);
  }
  return breaks;
}
