/**
 * How each tab prints from the offline workbook (Excel, LibreOffice): Google Sheets has no page
 * setup the add-in could write, so there the TD picks the same options in File › Print (README).
 */
import type { MemorySheet } from '../workbook/sheet';
import type { PrintSetup } from '../workbook/xlsx';
import { inputPageSetup } from './inputPages';
import { divisionPageBreaks } from './divisionPages';
import { DIVISIONS_TAB_NAME, SEATS_TAB_NAME, SETTINGS_TAB, STANDINGS_TAB_NAME } from './schema';
import { SLIP_ROWS, SLIP_ROWS_PER_PAGE, SLIPS_TAB_NAME } from './slipsTab';
import { isOwnedTab } from './strayTabs';

/** Standings rows that still print legibly on one landscape page. */
const STANDINGS_ONE_PAGE = 60;

/** A tab's columns as they print: the width of each (0 when hidden) and the header row. */
export interface PrintedColumns {
  widths: number[];
  headers: string[];
}

/**
 * The print setup of a tab from its name, its title rows (title block and header, repeated on
 * every page), its last row and, for the input tabs, its columns; Standings by division also
 * from the rows after which its pages end (divisionPages.ts).
 */
export function printSetupFor(
  tab: string,
  titleRows: number,
  lastRow: number,
  columns: PrintedColumns = { widths: [], headers: [] },
  rowBreaks: number[] = [],
): PrintSetup {
  const titles = titleRows > 0 ? { printTitleRows: `1:${titleRows}` } : {};
  if (tab === DIVISIONS_TAB_NAME) {
    // Portrait, shrunk to the page width as divisionPages.ts counts on when it ends pages.
    return { orientation: 'portrait', fitToWidth: 1, fitToHeight: 0, rowBreaks, ...titles };
  }
  if (tab === SLIPS_TAB_NAME) {
    // A page break after every few rows of slips, so no slip is cut in two.
    const block = SLIP_ROWS * SLIP_ROWS_PER_PAGE;
    const rowBreaks: number[] = [];
    for (let row = block; row < lastRow; row += block) rowBreaks.push(row);
    return { orientation: 'portrait', fitToWidth: 1, fitToHeight: 0, rowBreaks };
  }
  if (tab === STANDINGS_TAB_NAME) {
    const rows = lastRow - titleRows;
    return {
      orientation: 'landscape',
      fitToWidth: 1,
      fitToHeight: rows <= STANDINGS_ONE_PAGE ? 1 : 0,
      ...titles,
    };
  }
  if (tab === SEATS_TAB_NAME)
    return { orientation: 'landscape', fitToWidth: 1, fitToHeight: 0, ...titles };
  // Round N and Round N by name: columns sized for a portrait page.
  if (/^Round \d+/.test(tab))
    return { orientation: 'portrait', fitToWidth: 1, fitToHeight: 0, ...titles };
  // Settings, Players, Bands… : columns the TD may widen or add to. Settings (some forty rows,
  // their help wrapped) is shrunk a little rather than leave its last rows on a second page.
  const tall = tab === SETTINGS_TAB.name ? 1 : 0;
  return { ...inputPageSetup(columns.widths, columns.headers), fitToHeight: tall, ...titles };
}

/** The widths and header row of a sheet's columns, from its row `headerRow`. */
function printedColumns(sheet: MemorySheet, headerRow: number): PrintedColumns {
  const widths: number[] = [];
  const headers: string[] = [];
  const row = headerRow > 0 ? (sheet._rows[headerRow - 1] ?? []) : [];
  for (let c = 1; c <= sheet._lastColumn(); c++) {
    widths.push(sheet.isColumnHiddenByUser(c) ? 0 : sheet.getColumnWidth(c));
    const value = row[c - 1]?.value;
    headers.push(typeof value === 'string' ? value : '');
  }
  return { widths, headers };
}

/**
 * The print setup of a tab of the offline workbook as a command left it, whichever command wrote
 * it (pair, print, import…): from its name, frozen rows, last row and columns.
 */
export function printSetupOfTab(sheet: MemorySheet): PrintSetup {
  const frozen = sheet._frozenRows;
  const columns = printedColumns(sheet, frozen);
  return printSetupFor(sheet._name, frozen, sheet._lastRow(), columns, breaksOf(sheet, frozen));
}

/** Standings by division: where its pages end, from its rows as written; none on other tabs. */
function breaksOf(sheet: MemorySheet, titleRows: number): number[] {
  if (sheet._name.toLowerCase() !== DIVISIONS_TAB_NAME.toLowerCase()) return [];
  const rows = sheet._rows.map((row) => (row ?? []).map((cell) => cell?.value ?? ''));
  return divisionPageBreaks(rows, titleRows);
}

/** Top rows where a header row is looked for on a tab with no frozen rows. */
const HEADER_SEARCH = 6;

/** Headers that start the header row of a tab the TD made (Players: Name…). */
const FIRST_HEADERS = new Set(['name', 'player', 'setting', 'band', 'game']);

/**
 * The print setup of one of the add-in's tabs that the file holds with no page layout of its own
 * (a Players tab made in Excel or LibreOffice); null for a tab of the TD's own. A tab with no
 * frozen rows repeats its header row: the first of the top rows that starts with Name, Player…
 */
export function printSetupOfKeptTab(sheet: MemorySheet): PrintSetup | null {
  if (!isOwnedTab(sheet._name)) return null;
  let titleRows = sheet._frozenRows;
  if (titleRows === 0) {
    for (let r = 1; r <= Math.min(HEADER_SEARCH, sheet._lastRow()); r++) {
      const first = sheet._rows[r - 1]?.find((cell) => cell && String(cell.value).trim() !== '');
      const text = String(first?.value ?? '')
        .trim()
        .toLowerCase();
      if (FIRST_HEADERS.has(text)) {
        titleRows = r;
        break;
      }
    }
  }
  const columns = printedColumns(sheet, titleRows);
  return printSetupFor(
    sheet._name,
    titleRows,
    sheet._lastRow(),
    columns,
    breaksOf(sheet, titleRows),
  );
}
