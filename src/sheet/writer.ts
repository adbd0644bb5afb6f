import { safeText, type Cell } from './cells';
import type { Table } from './table';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** A dropdown on rows [fromRow, toRow] of a column (1-based). */
export interface Dropdown {
  column: number;
  fromRow: number;
  toRow: number;
  choices: string[];
}

/** Cell background colours keyed by 1-based row; null leaves the row plain. */
export interface ConditionalRule {
  /** A1 range, e.g. "I2:N40". */
  range: string;
  /** Text the cell starts with or contains. */
  when: { startsWith?: string; contains?: string; equals?: string; empty?: true; formula?: string };
  background: string;
}

/** Everything the add-in writes to a tab it owns (Bands, Round N, Standings, Seats…). */
export interface TabContent {
  name: string;
  /** Header row first. Strings are written as text, never as formulas. */
  rows: Cell[][];
  headerNotes?: string[];
  frozenRows?: number;
  dropdowns?: Dropdown[];
  /** One colour per data row (index 0 = sheet row 2), null for none. */
  rowBackgrounds?: (string | null)[];
  conditional?: ConditionalRule[];
  columnWidths?: number[];
  /** Alternate row shading. */
  banding?: boolean;
}

export const HEADER_BACKGROUND = '#d9e2f3';

/**
 * The writes of a command, applied only after every read and check has passed, so a command
 * either writes everything or nothing.
 */
export class WritePlan {
  private readonly steps: Array<() => void> = [];
  readonly tabs: string[] = [];

  constructor(private readonly ss: Spreadsheet) {}

  replaceTab(content: TabContent): this {
    this.tabs.push(content.name);
    this.steps.push(() => writeTab(this.ss, content));
    return this;
  }

  /** Writes the given columns of an existing table; other columns are left untouched. */
  updateColumns(table: Table, headers: string[], values: Map<number, Cell[]>): this {
    this.tabs.push(table.tab);
    this.steps.push(() => writeColumns(table, headers, values));
    return this;
  }

  /** A strict dropdown on a table column, from row 2 to the last data row. */
  columnDropdown(table: Table, header: string, choices: string[]): this {
    this.steps.push(() => {
      const column = columnOrAppend(table, header);
      const rows = Math.max(1, table.values.length - 1);
      const rule = SpreadsheetApp.newDataValidation()
        .requireValueInList(choices, true)
        .setAllowInvalid(false)
        .build();
      table.sheet.getRange(2, column, rows, 1).setDataValidation(rule);
    });
    return this;
  }

  add(step: () => void): this {
    this.steps.push(step);
    return this;
  }

  apply(): void {
    for (const step of this.steps) step();
  }
}

function sheetFor(ss: Spreadsheet, name: string): Sheet {
  const existing = ss.getSheetByName(name);
  if (!existing) return ss.insertSheet(name, ss.getSheets().length);
  existing.clear();
  existing.clearConditionalFormatRules();
  for (const banding of existing.getBandings()) banding.remove();
  existing.getRange(1, 1, existing.getMaxRows(), existing.getMaxColumns()).clearDataValidations();
  return existing;
}

/** Writes a whole tab: one setValues for the cells, then a constant number of format calls. */
export function writeTab(ss: Spreadsheet, content: TabContent): Sheet {
  const sheet = sheetFor(ss, content.name);
  const width = Math.max(...content.rows.map((r) => r.length));
  const rows = content.rows.map((r) => {
    const out = r.map((c) => (typeof c === 'string' ? safeText(c) : c));
    while (out.length < width) out.push('');
    return out;
  });
  ensureGrid(sheet, rows.length, width);
  const all = sheet.getRange(1, 1, rows.length, width);
  all.setValues(rows);
  const header = sheet.getRange(1, 1, 1, width);
  header.setFontWeight('bold').setBackground(HEADER_BACKGROUND);
  if (content.headerNotes) {
    const notes = content.headerNotes.slice(0, width);
    while (notes.length < width) notes.push('');
    header.setNotes([notes]);
  }
  sheet.setFrozenRows(content.frozenRows ?? 1);
  if (content.banding && rows.length > 1) {
    sheet
      .getRange(2, 1, rows.length - 1, width)
      .applyRowBanding(SpreadsheetApp.BandingTheme.LIGHT_GREY, false, false);
  }
  if (content.rowBackgrounds && rows.length > 1) {
    const colours = content.rowBackgrounds.map((c) => Array<string | null>(width).fill(c));
    sheet.getRange(2, 1, colours.length, width).setBackgrounds(colours as string[][]);
  }
  for (const d of content.dropdowns ?? []) {
    if (d.toRow < d.fromRow) continue;
    const rule = SpreadsheetApp.newDataValidation()
      .requireValueInList(d.choices, true)
      .setAllowInvalid(true)
      .build();
    sheet.getRange(d.fromRow, d.column, d.toRow - d.fromRow + 1, 1).setDataValidation(rule);
  }
  if (content.conditional?.length)
    sheet.setConditionalFormatRules(content.conditional.map((r) => conditionalRule(sheet, r)));
  content.columnWidths?.forEach((w, i) => sheet.setColumnWidth(i + 1, w));
  return sheet;
}

/** Sheets refuses writes past the grid (1000 × 26 on a new tab): grow it first. */
function ensureGrid(sheet: Sheet, rows: number, columns: number): void {
  const maxRows = sheet.getMaxRows();
  if (rows > maxRows) sheet.insertRowsAfter(maxRows, rows - maxRows);
  const maxColumns = sheet.getMaxColumns();
  if (columns > maxColumns) sheet.insertColumnsAfter(maxColumns, columns - maxColumns);
}

function conditionalRule(
  sheet: Sheet,
  rule: ConditionalRule,
): GoogleAppsScript.Spreadsheet.ConditionalFormatRule {
  let builder = SpreadsheetApp.newConditionalFormatRule().setBackground(rule.background);
  const w = rule.when;
  if (w.startsWith !== undefined) builder = builder.whenTextStartsWith(w.startsWith);
  else if (w.contains !== undefined) builder = builder.whenTextContains(w.contains);
  else if (w.equals !== undefined) builder = builder.whenTextEqualTo(w.equals);
  else if (w.formula !== undefined) builder = builder.whenFormulaSatisfied(w.formula);
  else builder = builder.whenCellEmpty();
  return builder.setRanges([sheet.getRange(rule.range)]).build();
}

/**
 * Writes some columns of a table read earlier. Each run of adjacent target columns is one
 * setValues over the data rows; columns the add-in does not own are never rewritten.
 */
export function writeColumns(table: Table, headers: string[], values: Map<number, Cell[]>): void {
  const sheet = table.sheet;
  const lastRow = Math.max(table.values.length, ...values.keys());
  if (lastRow < 2) return;
  const targets = headers.map((h, i) => ({ column: columnOrAppend(table, h), index: i }));
  targets.sort((a, b) => a.column - b.column);
  let start = 0;
  while (start < targets.length) {
    let end = start;
    while (end + 1 < targets.length && targets[end + 1].column === targets[end].column + 1) end++;
    const run = targets.slice(start, end + 1);
    const block: Cell[][] = [];
    for (let row = 2; row <= lastRow; row++) {
      const update = values.get(row);
      block.push(
        run.map((t) => {
          const v = update ? update[t.index] : (table.values[row - 1]?.[t.column - 1] ?? '');
          return typeof v === 'string' ? safeText(v) : v;
        }),
      );
    }
    sheet.getRange(2, run[0].column, block.length, run.length).setValues(block);
    start = end + 1;
  }
}

/** Column of a header; a missing optional column is added after the last header. */
function columnOrAppend(table: Table, header: string): number {
  const key = header.trim().toLowerCase();
  const found = table.columns.get(key)?.[0];
  if (found) return found;
  const column = Math.max(0, ...[...table.columns.values()].flat()) + 1;
  table.columns.set(key, [column]);
  ensureGrid(table.sheet, 1, column);
  table.sheet.getRange(1, column).setValue(header).setFontWeight('bold');
  return column;
}
