/**
 * Which way round, and how many pages across, an input tab (Players, Settings, Bands…) prints:
 * its columns are as wide as the TD made them, so the page follows the columns.
 */
import type { PrintSetup } from '../workbook/xlsx';

/**
 * Room across a page with half-inch margins, in pixels (96 an inch, as column widths count):
 * portrait on A4, landscape on Letter, the narrower of the two papers each way.
 */
const PORTRAIT_WIDTH = 698;
const LANDSCAPE_WIDTH = 960;

/** Portrait while the columns print at three quarters of their size or more. */
const PORTRAIT_LEAST = 0.75;

/**
 * The smallest size a tab is shrunk to (10-point type printed at 6 points: Players with every
 * column import writes still fits one landscape page); wider columns print on more pages
 * across, the player's name repeated on each.
 */
const LEAST_SIZE = 0.6;

/** More pages across than this and the TD had better hide or narrow some columns. */
const MOST_PAGES_ACROSS = 4;

/** Headers of a first column that names the player on each row. */
const NAME_HEADERS = new Set(['name', 'player']);

type InputPages = Pick<
  PrintSetup,
  'orientation' | 'fitToWidth' | 'printTitleColumns' | 'pageOrder'
>;

/**
 * The page layout of an input tab from the widths of its columns (0 for a hidden one) and its
 * headers: portrait when the columns fit at three quarters of their size, else landscape, on as
 * many pages across as keep the type at LEAST_SIZE or more.
 */
export function inputPageSetup(widths: readonly number[], headers: readonly string[]): InputPages {
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (total * PORTRAIT_LEAST <= PORTRAIT_WIDTH) return { orientation: 'portrait', fitToWidth: 1 };
  const named = NAME_HEADERS.has((headers[0] ?? '').trim().toLowerCase());
  const repeated = named ? (widths[0] ?? 0) : 0;
  let pages = 1;
  // Each page past the first prints the name column again.
  while (
    pages < MOST_PAGES_ACROSS &&
    (total + (pages - 1) * repeated) * LEAST_SIZE > pages * LANDSCAPE_WIDTH
  ) {
    pages++;
  }
  if (pages === 1) return { orientation: 'landscape', fitToWidth: 1 };
  return {
    orientation: 'landscape',
    fitToWidth: pages,
    // Page 2 holds the right-hand columns of page 1's rows, the names repeated.
    pageOrder: 'overThenDown',
    ...(named ? { printTitleColumns: 'A:A' } : {}),
  };
}
