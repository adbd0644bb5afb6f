/** Writing the add-in's columns of a user's tab (Players): only those columns, as text. */
import { PLAIN_TEXT, safeText, type Cell } from './cells';
import { AGA_ID_HEADER, EGF_PIN_HEADER, PLAYERS_TAB } from './schema';
import { headerKey, type Table } from './table';
import { ensureGrid } from './tabBuild';
import { INPUT_ROWS } from './tabContent';

/**
 * Columns a command may add to Players that hold names or ids (Band by Build bands and Pair next
 * round, the ids by Apply rating review): plain text, so a band typed there later as 1/2 or an
 * id typed as 0001 stays as typed.
 */
const TEXT_COLUMNS = new Set(
  [
    ...PLAYERS_TAB.columns.filter((c) => c.text).map((c) => c.header),
    AGA_ID_HEADER,
    EGF_PIN_HEADER,
  ].map(headerKey),
);

/**
 * Writes some columns of a table read earlier. Each run of adjacent target columns is one
 * setValues over the rows it changes, from the first to the last; columns the add-in does not
 * own are never rewritten. A cell the command leaves as it read it is written back as it is
 * now, read just before the write: an edit a volunteer made meanwhile stays.
 */
export function writeColumns(
  table: Table,
  headers: string[],
  values: Map<number, Cell[]>,
  rollback: (undo: () => void) => void,
): void {
  const sheet = table.sheet;
  const first = table.headerRow + 1;
  const targets = headers.map((h, i) => ({ column: columnOrAppend(table, h, rollback), index: i }));
  targets.sort((a, b) => a.column - b.column);
  const read = (row: number, column: number): Cell => table.values[row - 1]?.[column - 1] ?? '';
  let start = 0;
  while (start < targets.length) {
    let end = start;
    while (end + 1 < targets.length && targets[end + 1].column === targets[end].column + 1) end++;
    const run = targets.slice(start, end + 1);
    start = end + 1;
    // What the command changes in these columns: the cell's new value, by row.
    const changed = (row: number, i: number): Cell | undefined => {
      const v = values.get(row)?.[run[i].index];
      return v === undefined || sameCell(v, read(row, run[i].column)) ? undefined : v;
    };
    const rows = [...values.keys()].filter(
      (row) => row >= first && run.some((_, i) => changed(row, i) !== undefined),
    );
    if (rows.length === 0) continue;
    const top = Math.min(...rows);
    const bottom = Math.max(...rows);
    const range = sheet.getRange(top, run[0].column, bottom - top + 1, run.length);
    // A plain-text (@) cell keeps a string verbatim, quote included: no quote there.
    const formats = range.getNumberFormats();
    const formulas = range.getFormulas();
    const now = range.getValues() as Cell[][];
    const block: Cell[][] = [];
    const before: Cell[][] = [];
    for (let row = top; row <= bottom; row++) {
      const at = row - top;
      const cell = (v: Cell, i: number): Cell =>
        typeof v !== 'string' || formats[at][i] === PLAIN_TEXT ? v : safeText(v);
      // A formula the TD keeps is written back as itself wherever this write leaves its value.
      const kept = run.map((_, i) => formulas[at][i] || cell(now[at][i], i));
      before.push(kept);
      block.push(
        run.map((_, i) => {
          const v = changed(row, i);
          return v === undefined ? kept[i] : cell(v, i);
        }),
      );
    }
    rollback(() => range.setValues(before));
    range.setValues(block);
  }
}

/** The same cell content: a Date by its time, anything else by value and type. */
function sameCell(a: Cell, b: Cell): boolean {
  return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
}

/**
 * Column of a header; a missing optional column is added after the last header, its header
 * written on the table's header row as text. An added name or id column (Band, AGA ID, EGF PIN)
 * is plain text below its header, as Set up makes its text columns: to row 500, or the table's
 * last row.
 */
export function columnOrAppend(
  table: Table,
  header: string,
  rollback: (undo: () => void) => void,
): number {
  const key = headerKey(header);
  const found = table.columns.get(key)?.[0];
  if (found) return found;
  // After every column in use, headed or not, so no one's data is overwritten.
  const width = Math.max(0, ...table.values.map((r) => r.length));
  const column = Math.max(width, ...[...table.columns.values()].flat()) + 1;
  table.columns.set(key, [column]);
  ensureGrid(table.sheet, table.headerRow, column);
  const cell = table.sheet.getRange(table.headerRow, column);
  rollback(() => cell.clear());
  cell.setValue(safeText(header)).setFontWeight('bold');
  if (TEXT_COLUMNS.has(key)) plainTextBelow(table, column, rollback);
  return column;
}

/** The plain-text format on a new column's data rows, within the tab's rows. */
function plainTextBelow(table: Table, column: number, rollback: (undo: () => void) => void): void {
  const sheet = table.sheet;
  const first = table.headerRow + 1;
  const last = Math.max(
    table.values.length,
    Math.min(sheet.getMaxRows(), table.headerRow + INPUT_ROWS - 1),
  );
  if (last < first) return;
  const range = sheet.getRange(first, column, last - first + 1, 1);
  const before = range.getNumberFormats();
  rollback(() => range.setNumberFormats(before));
  range.setNumberFormat(PLAIN_TEXT);
}
