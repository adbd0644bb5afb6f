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
 * setValues over the data rows, below the table's header row; columns the add-in does not own
 * are never rewritten.
 */
export function writeColumns(
  table: Table,
  headers: string[],
  values: Map<number, Cell[]>,
  rollback: (undo: () => void) => void,
): void {
  const sheet = table.sheet;
  const first = table.headerRow + 1;
  const lastRow = Math.max(table.values.length, ...values.keys());
  if (lastRow < first) return;
  const targets = headers.map((h, i) => ({ column: columnOrAppend(table, h, rollback), index: i }));
  targets.sort((a, b) => a.column - b.column);
  let start = 0;
  while (start < targets.length) {
    let end = start;
    while (end + 1 < targets.length && targets[end + 1].column === targets[end].column + 1) end++;
    const run = targets.slice(start, end + 1);
    const range = sheet.getRange(first, run[0].column, lastRow - first + 1, run.length);
    // A plain-text (@) cell keeps a string verbatim, quote included: no quote there.
    const formats = range.getNumberFormats();
    const formulas = range.getFormulas();
    const block: Cell[][] = [];
    const before: Cell[][] = [];
    for (let row = first; row <= lastRow; row++) {
      const update = values.get(row);
      const at = row - first;
      const cell = (v: Cell, i: number): Cell =>
        typeof v !== 'string' || formats[at][i] === PLAIN_TEXT ? v : safeText(v);
      block.push(
        run.map((t, i) => {
          const now = table.values[row - 1]?.[t.column - 1] ?? '';
          const v = update ? update[t.index] : now;
          // A formula the TD keeps is written back as itself wherever this write leaves its value.
          const formula = formulas[at][i];
          if (formula && sameCell(v, now)) return formula;
          return cell(v, i);
        }),
      );
      before.push(
        run.map((t, i) => formulas[at][i] || cell(table.values[row - 1]?.[t.column - 1] ?? '', i)),
      );
    }
    rollback(() => range.setValues(before));
    range.setValues(block);
    start = end + 1;
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
