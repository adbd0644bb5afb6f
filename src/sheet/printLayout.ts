/**
 * How each tab prints from the offline workbook (Excel, LibreOffice): Google Sheets has no page
 * setup the add-in could write, so there the TD picks the same options in File › Print (README).
 */
import type { MemorySheet } from '../workbook/sheet';
import type { PrintSetup } from '../workbook/xlsx';
import { SEATS_TAB_NAME, STANDINGS_TAB_NAME } from './schema';
import { SLIP_ROWS, SLIP_ROWS_PER_PAGE, SLIPS_TAB_NAME } from './slipsTab';

/** Standings rows that still print legibly on one landscape page. */
const STANDINGS_ONE_PAGE = 60;

/**
 * The print setup of a tab from its name, its frozen rows (title block and header, repeated on
 * every page) and its last row.
 */
export function printSetupFor(tab: string, frozenRows: number, lastRow: number): PrintSetup {
  const titles = frozenRows > 0 ? { printTitleRows: `1:${frozenRows}` } : {};
  if (tab === SLIPS_TAB_NAME) {
    // A page break after every few rows of slips, so no slip is cut in two.
    const block = SLIP_ROWS * SLIP_ROWS_PER_PAGE;
    const rowBreaks: number[] = [];
    for (let row = block; row < lastRow; row += block) rowBreaks.push(row);
    return { orientation: 'portrait', fitToWidth: 1, fitToHeight: 0, rowBreaks };
  }
  if (tab === STANDINGS_TAB_NAME) {
    const rows = lastRow - frozenRows;
    return {
      orientation: 'landscape',
      fitToWidth: 1,
      fitToHeight: rows <= STANDINGS_ONE_PAGE ? 1 : 0,
      ...titles,
    };
  }
  if (tab === SEATS_TAB_NAME)
    return { orientation: 'landscape', fitToWidth: 1, fitToHeight: 0, ...titles };
  // Round N, Round N by name and the input tabs: portrait, as many pages down as needed.
  return { orientation: 'portrait', fitToWidth: 1, fitToHeight: 0, ...titles };
}

/**
 * The print setup of a tab of the offline workbook as a command left it, whichever command wrote
 * it (pair, print, import…): from its name, frozen rows and last row.
 */
export function printSetupOfTab(sheet: MemorySheet): PrintSetup {
  return printSetupFor(sheet._name, sheet._frozenRows, sheet._lastRow());
}
