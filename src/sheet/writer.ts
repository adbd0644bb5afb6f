import { safeText, type Cell } from './cells';
import { newTabIndex } from './tabOrder';
import { headerKey, type Table } from './table';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** A dropdown on rows [fromRow, toRow] of a column (1-based). */
export interface Dropdown {
  column: number;
  fromRow: number;
  toRow: number;
  choices: string[];
}

/** A background Sheets gives the cells of a range that meet a condition. */
export interface ConditionalRule {
  /** A1 range, e.g. "I2:N40". */
  range: string;
  /** The condition: text the cell starts with, contains or equals, an empty cell, a formula. */
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
  /** Bring the tab to the front once written. */
  activate?: boolean;
  /**
   * Lines printed above the header row (printable tabs): tournament, what the tab shows, when it
   * was written. Every row number above (dropdowns, ranges, frozen rows) stays counted from the
   * header row as row 1; the writer moves it down below the title.
   */
  title?: string[];
  /** Formulas the add-in writes on title lines (never user text): line index, 1-based column. */
  titleFormulas?: Array<{ line: number; column: number; formula: string }>;
  /** Hover notes on one column's data rows (index 0 = first data row; '' for none). */
  cellNotes?: Array<{ column: number; notes: string[] }>;
  /** Cells (rows counted from the header row) checked by a custom formula; bad input gets a mark. */
  formulaChecks?: Array<{ range: string; formula: string; help: string }>;
  /** A tab with no header row (result slips): no header style, nothing frozen. */
  headerless?: boolean;
  /** Sheet rows per block and the height in pixels of each (slips leave room to write). */
  rowHeight?: number;
  /** A1 ranges drawn with a solid border (result boxes, slip outlines). */
  boxes?: string[];
  /** A1 ranges underlined by a bottom border (signature lines). */
  underlines?: string[];
  /** A1 ranges written in bold. */
  boldRanges?: string[];
  /** Columns (1-based) whose long text wraps inside the cell. */
  wrapColumns?: number[];
  /** Columns (1-based) centred: numbers and short codes read better in the middle. */
  centerColumns?: number[];
  /** Font size of the header and data rows (wall sheets are read from a step away). */
  fontSize?: number;
}

/** Sheet row below the title block: a TabContent row number counted from the header row. */
export const titleOffset = (content: TabContent): number => content.title?.length ?? 0;

/** An A1 range string with every row number moved down by `offset`. */
export function shiftRange(a1: string, offset: number): string {
  return offset === 0
    ? a1
    : a1.replace(
        /(\$?[A-Z]+\$?)(\d+)/g,
        (_, col: string, row: string) => `${col}${Number(row) + offset}`,
      );
}

const HEADER_BACKGROUND = '#d9e2f3';
/** Sheets' plain-text number format. */
const PLAIN_TEXT = '@';

/**
 * A write into a user's tab. Before each write it hands `rollback` how to put back what that
 * write changes, so a command that fails later leaves the tab as it was.
 */
export type ColumnStep = (rollback: (undo: () => void) => void) => void;

/**
 * The writes of a command, applied only after every read and check has passed, so a command
 * either writes everything or nothing.
 */
export class WritePlan {
  /** Writes into the Players tab (our columns of a user's tab)… */
  private readonly columnSteps: ColumnStep[] = [];
  /** …and to the tabs the add-in owns, in order: each replaced by a tab built aside, or deleted. */
  private readonly tabSteps: Array<{ content: TabContent } | { delete: string }> = [];

  constructor(private readonly ss: Spreadsheet) {}

  replaceTab(content: TabContent): this {
    this.tabSteps.push({ content });
    return this;
  }

  /** Deletes a tab the add-in wrote (a round being undone, its by-name sheet), if it is there. */
  deleteTab(name: string): this {
    this.tabSteps.push({ delete: name });
    return this;
  }

  /** Writes the given columns of an existing table; other columns are left untouched. */
  updateColumns(table: Table, headers: string[], values: Map<number, Cell[]>): this {
    this.columnSteps.push((rollback) => writeColumns(table, headers, values, rollback));
    return this;
  }

  /** A strict dropdown on a table column, from the first data row to the last. */
  columnDropdown(table: Table, header: string, choices: string[]): this {
    this.columnSteps.push((rollback) => {
      const column = columnOrAppend(table, header, rollback);
      const rows = Math.max(1, table.values.length - table.headerRow);
      const rule = SpreadsheetApp.newDataValidation()
        .requireValueInList(choices, true)
        .setAllowInvalid(false)
        .build();
      const range = table.sheet.getRange(table.headerRow + 1, column, rows, 1);
      const before = range.getDataValidations();
      rollback(() => range.setDataValidations(before));
      range.setDataValidation(rule);
    });
    return this;
  }

  /** A write into a user's tab, run with the column writes. */
  add(step: ColumnStep): this {
    this.columnSteps.push(step);
    return this;
  }

  /**
   * Every owned tab is first built in full under a draft name; then the column writes run (a
   * protected or shared tab that refuses them stops the command here). A failure up to this
   * point puts the columns back and deletes the drafts, so the workbook is as it was. Only
   * then do the drafts take the old tabs' places and the tabs to delete go: steps that delete
   * and rename, and write no cell.
   */
  apply(): void {
    const drafts: Array<{ sheet: Sheet; old: Sheet | null }> = [];
    const undos: Array<() => void> = [];
    try {
      for (const step of this.tabSteps) {
        if ('content' in step) drafts.push(buildTab(this.ss, step.content));
      }
      for (const step of this.columnSteps) step((undo) => undos.push(undo));
    } catch (error) {
      for (const undo of undos.reverse()) quietly(undo);
      for (const { sheet } of drafts) quietly(() => this.ss.deleteSheet(sheet));
      throw error;
    }
    let next = 0;
    for (const step of this.tabSteps) {
      if ('content' in step) {
        swapIn(this.ss, drafts[next++], step.content);
      } else {
        const sheet = this.ss.getSheetByName(step.delete);
        if (sheet) this.ss.deleteSheet(sheet);
      }
    }
  }
}

/** Runs a step of a rollback; a step that fails too must not hide the error that caused it. */
function quietly(step: () => void): void {
  try {
    step();
  } catch {
    // The original error is the one the TD needs to see.
  }
}

const DRAFT_SUFFIX = ' (updating)';

/** Name a tab is built under before it replaces the old one. */
const draftName = (name: string): string => `${name}${DRAFT_SUFFIX}`;

/** A tab left half-built by an execution that was stopped; the next write of it deletes it. */
export const isDraftTab = (name: string): boolean => name.endsWith(DRAFT_SUFFIX);

/** The tab a half-built one was meant to replace; any other name as it is. */
export const draftBase = (name: string): string =>
  isDraftTab(name) ? name.slice(0, -DRAFT_SUFFIX.length) : name;

/**
 * A new sheet for the content, at the old tab's place; a tab new to the workbook goes where
 * tabOrder.ts places it (a round after the rounds before it, a by-name sheet after its round).
 */
function freshSheet(ss: Spreadsheet, name: string): { sheet: Sheet; old: Sheet | null } {
  const old = ss.getSheetByName(name);
  const leftover = ss.getSheetByName(draftName(name));
  if (leftover) ss.deleteSheet(leftover);
  const index = old
    ? old.getIndex() - 1
    : newTabIndex(
        name,
        ss.getSheets().map((s) => s.getName()),
      );
  return { sheet: ss.insertSheet(old ? draftName(name) : name, index), old };
}

/** Builds a whole tab aside: one setValues for the cells, then a constant number of format calls. */
function buildTab(ss: Spreadsheet, content: TabContent): { sheet: Sheet; old: Sheet | null } {
  const built = freshSheet(ss, content.name);
  const { sheet } = built;
  try {
    const title = (content.title ?? []).map((line) => [line]);
    const all = [...title, ...content.rows];
    const width = Math.max(...all.map((r) => r.length));
    const rows = all.map((r) => {
      const out = r.map((c) => (typeof c === 'string' ? safeText(c) : c));
      while (out.length < width) out.push('');
      return out;
    });
    ensureGrid(sheet, rows.length, width);
    sheet.getRange(1, 1, rows.length, width).setValues(rows);
    formatTitle(sheet, content, width);
    formatTab(sheet, content, content.rows.length, width);
  } catch (error) {
    quietly(() => ss.deleteSheet(sheet));
    throw error;
  }
  return built;
}

/** A built tab takes the old one's place (the old one may already be gone). */
function swapIn(ss: Spreadsheet, built: { sheet: Sheet; old: Sheet | null }, content: TabContent) {
  const { sheet, old } = built;
  if (old) {
    const still = ss.getSheetByName(content.name);
    if (still) ss.deleteSheet(still);
    sheet.setName(content.name);
  }
  if (content.activate) ss.setActiveSheet(sheet);
}

/** The title block: the tournament name large and bold, the lines below it smaller. */
function formatTitle(sheet: Sheet, content: TabContent, width: number): void {
  const lines = content.title?.length ?? 0;
  if (lines === 0) return;
  sheet.getRange(1, 1).setFontSize(14).setFontWeight('bold');
  if (lines > 1) sheet.getRange(2, 1, lines - 1, width).setFontSize(10);
  for (const f of content.titleFormulas ?? []) {
    // Written by the add-in from its own text: the only formulas it ever writes.
    sheet
      .getRange(f.line + 1, f.column)
      .setFormula(f.formula)
      .setFontWeight('bold');
  }
}

function formatTab(sheet: Sheet, content: TabContent, height: number, width: number): void {
  const top = titleOffset(content);
  const row = (n: number): number => n + top;
  if (!content.headerless) {
    const header = sheet.getRange(row(1), 1, 1, width);
    header.setFontWeight('bold').setBackground(HEADER_BACKGROUND);
    if (content.headerNotes) {
      const notes = content.headerNotes.slice(0, width);
      while (notes.length < width) notes.push('');
      header.setNotes([notes]);
    }
    sheet.setFrozenRows(row(content.frozenRows ?? 1));
  }
  if (content.banding && height > 1) {
    sheet
      .getRange(row(2), 1, height - 1, width)
      .applyRowBanding(SpreadsheetApp.BandingTheme.LIGHT_GREY, false, false);
  }
  if (content.rowBackgrounds && height > 1) {
    const colours = content.rowBackgrounds.map((c) => Array<string | null>(width).fill(c));
    sheet.getRange(row(2), 1, colours.length, width).setBackgrounds(colours as string[][]);
  }
  for (const d of content.dropdowns ?? []) {
    if (d.toRow < d.fromRow) continue;
    const rule = SpreadsheetApp.newDataValidation()
      .requireValueInList(d.choices, true)
      .setAllowInvalid(true)
      .build();
    sheet.getRange(row(d.fromRow), d.column, d.toRow - d.fromRow + 1, 1).setDataValidation(rule);
  }
  for (const check of content.formulaChecks ?? []) {
    const range = shiftRange(check.range, top);
    const rule = SpreadsheetApp.newDataValidation()
      .requireFormulaSatisfied(shiftRange(check.formula, top))
      .setAllowInvalid(true)
      .setHelpText(check.help)
      .build();
    sheet.getRange(range).setDataValidation(rule);
  }
  for (const n of content.cellNotes ?? []) {
    if (n.notes.length === 0) continue;
    sheet.getRange(row(2), n.column, n.notes.length, 1).setNotes(n.notes.map((t) => [t]));
  }
  if (content.conditional?.length) {
    const shifted = content.conditional.map((r) => ({ ...r, range: shiftRange(r.range, top) }));
    sheet.setConditionalFormatRules(shifted.map((r) => conditionalRule(sheet, r)));
  }
  if (content.rowHeight) sheet.setRowHeights(1, top + height, content.rowHeight);
  if (content.boxes?.length) {
    sheet
      .getRangeList(content.boxes.map((a) => shiftRange(a, top)))
      .setBorder(true, true, true, true, null, null, '#000000', SpreadsheetApp.BorderStyle.SOLID);
  }
  if (content.underlines?.length) {
    sheet
      .getRangeList(content.underlines.map((a) => shiftRange(a, top)))
      .setBorder(null, null, true, null, null, null, '#000000', SpreadsheetApp.BorderStyle.SOLID);
  }
  if (content.boldRanges?.length) {
    sheet.getRangeList(content.boldRanges.map((a) => shiftRange(a, top))).setFontWeight('bold');
  }
  if (content.fontSize) sheet.getRange(row(1), 1, height, width).setFontSize(content.fontSize);
  for (const column of content.centerColumns ?? []) {
    sheet.getRange(row(1), column, height, 1).setHorizontalAlignment('center');
  }
  if (content.wrapColumns?.length) {
    // Every cell of a row with wrapped text starts at its top line.
    sheet.getRange(row(1), 1, height, width).setVerticalAlignment('top');
    for (const column of content.wrapColumns)
      sheet.getRange(row(1), column, height, 1).setWrap(true);
  }
  content.columnWidths?.forEach((w, i) => sheet.setColumnWidth(i + 1, w));
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
 * setValues over the data rows, below the table's header row; columns the add-in does not own
 * are never rewritten.
 */
function writeColumns(
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
 * written on the table's header row as text.
 */
function columnOrAppend(
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
  return column;
}
