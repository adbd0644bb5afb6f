/**
 * Building a tab the add-in owns: a fresh sheet under a draft name, its cells in one setValues,
 * then a constant number of format calls; the draft takes the old tab's place only at the end.
 */
import { columnLetter, PLAIN_TEXT, safeText } from './cells';
import { shiftRange, titleOffset, type ConditionalRule, type TabContent } from './tabContent';
import type { Grid } from './cellLimit';
import { newTabIndex } from './tabOrder';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** A tab built aside under its draft name. */
export interface BuiltTab {
  sheet: Sheet;
}

const HEADER_BACKGROUND = '#d9e2f3';

/** Runs a step of a rollback; a step that fails too must not hide the error that caused it. */
export function quietly(step: () => void): void {
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
 * A new sheet for the content, under the draft name, at the old tab's place; a tab new to the
 * workbook goes where tabOrder.ts places it (a round after the rounds before it, a by-name sheet
 * after its round). A new tab is a draft too: one left half-built by a stopped execution must
 * not pass for a round paired.
 */
function freshSheet(ss: Spreadsheet, name: string): BuiltTab {
  const old = ss.getSheetByName(name);
  const leftover = ss.getSheetByName(draftName(name));
  if (leftover) ss.deleteSheet(leftover);
  const index = old
    ? old.getIndex() - 1
    : newTabIndex(
        name,
        ss.getSheets().map((s) => s.getName()),
      );
  return { sheet: ss.insertSheet(draftName(name), index) };
}

/** Builds a whole tab aside: one setValues for the cells, then a constant number of format calls. */
export function buildTab(ss: Spreadsheet, content: TabContent): BuiltTab {
  const built = freshSheet(ss, content.name);
  const { sheet } = built;
  try {
    const title = (content.title ?? []).map((line) => [line]);
    const all = [...title, ...content.rows];
    const width = Math.max(...all.map((r) => r.length));
    const text = plainTextCells(content);
    const rows = all.map((r, i) => {
      // A plain-text cell keeps a string as it is: a quote there would stay in the cell.
      const out = r.map((c, j) => (typeof c === 'string' && !text(i + 1, j + 1) ? safeText(c) : c));
      while (out.length < width) out.push('');
      return out;
    });
    const grid = tabGrid(content);
    ensureGrid(sheet, grid.rows, grid.columns);
    // The format goes on before the values, so the values land in plain-text cells.
    formatPlainText(sheet, content);
    sheet.getRange(1, 1, rows.length, width).setValues(rows);
    formatTitle(sheet, content, width);
    formatTab(sheet, content, content.rows.length, width);
  } catch (error) {
    quietly(() => ss.deleteSheet(sheet));
    throw error;
  }
  return built;
}

/** The rows and columns a tab needs: its title and table, and its plain-text columns. */
export function tabGrid(content: TabContent): Grid {
  const title = content.title?.length ?? 0;
  const width = Math.max(...content.rows.map((r) => r.length), title > 0 ? 1 : 0);
  const plain = content.plainText;
  return {
    rows: Math.max(title + content.rows.length, plain ? titleOffset(content) + plain.toRow : 0),
    columns: Math.max(width, ...(plain?.columns ?? [])),
  };
}

/** A built tab takes the old one's place (the old one may already be gone). */
export function swapIn(ss: Spreadsheet, built: BuiltTab, content: TabContent): void {
  const { sheet } = built;
  const still = ss.getSheetByName(content.name);
  if (still) ss.deleteSheet(still);
  sheet.setName(content.name);
  if (content.activate) ss.setActiveSheet(sheet);
}

/** Whether a sheet cell (row, column; 1-based, title lines counted) is in the plain-text format. */
function plainTextCells(content: TabContent): (row: number, column: number) => boolean {
  const plain = content.plainText;
  if (!plain) return () => false;
  const top = titleOffset(content);
  const columns = new Set(plain.columns);
  return (row, column) => row >= top + 2 && row <= top + plain.toRow && columns.has(column);
}

/** One call formats every plain-text column, from the first data row to the last prepared. */
function formatPlainText(sheet: Sheet, content: TabContent): void {
  const plain = content.plainText;
  if (!plain || plain.columns.length === 0 || plain.toRow < 2) return;
  const top = titleOffset(content);
  const ranges = plain.columns.map((c) => {
    const letter = columnLetter(c);
    return `${letter}${top + 2}:${letter}${top + plain.toRow}`;
  });
  sheet.getRangeList(ranges).setNumberFormat(PLAIN_TEXT);
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
    const span = content.headerWidth ?? width;
    const header = sheet.getRange(row(1), 1, 1, span);
    header.setFontWeight('bold').setBackground(HEADER_BACKGROUND);
    if (content.headerNotes) {
      const notes = content.headerNotes.slice(0, span);
      while (notes.length < span) notes.push('');
      header.setNotes([notes]);
    }
    sheet.setFrozenRows(row(content.frozenRows ?? 1));
  } else if (content.frozenRows !== undefined) {
    sheet.setFrozenRows(row(content.frozenRows));
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
  // After the row colours, which would clear the header background.
  if (content.headerRows?.length) formatHeaderRows(sheet, content, width);
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
    // A custom formula's cell references move down with the range, below the title lines.
    const shifted = content.conditional.map((r) => ({
      ...r,
      range: shiftRange(r.range, top),
      when: r.when.formula ? { ...r.when, formula: shiftRange(r.when.formula, top) } : r.when,
    }));
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
  if (content.headerBands?.length) {
    sheet
      .getRangeList(content.headerBands.map((a) => shiftRange(a, top)))
      .setFontWeight('bold')
      .setBackground(HEADER_BACKGROUND);
  }
  if (content.wrapRanges?.length) {
    sheet.getRangeList(content.wrapRanges.map((a) => shiftRange(a, top))).setWrap(true);
  }
  if (content.fontSize) sheet.getRange(row(1), 1, height, width).setFontSize(content.fontSize);
  if (content.centerRanges?.length) {
    sheet
      .getRangeList(content.centerRanges.map((a) => shiftRange(a, top)))
      .setHorizontalAlignment('center');
  }
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

/**
 * The header rows of a tab of several tables: bold on the header background, in two calls, and
 * their notes in one (the rows between get none).
 */
function formatHeaderRows(sheet: Sheet, content: TabContent, width: number): void {
  const top = titleOffset(content);
  const rows = content.headerRows ?? [];
  const last = columnLetter(width);
  sheet
    .getRangeList(rows.map((r) => `A${r + top}:${last}${r + top}`))
    .setFontWeight('bold')
    .setBackground(HEADER_BACKGROUND);
  if (!content.headerNotes) return;
  const notes = content.headerNotes.slice(0, width);
  while (notes.length < width) notes.push('');
  const first = Math.min(...rows);
  const span = Math.max(...rows) - first + 1;
  const marked = new Set(rows);
  const grid = Array.from({ length: span }, (_, i) =>
    marked.has(first + i) ? notes : Array<string>(width).fill(''),
  );
  sheet.getRange(first + top, 1, span, width).setNotes(grid);
}

/** Sheets refuses writes past the grid (1000 × 26 on a new tab): grow it first. */
export function ensureGrid(sheet: Sheet, rows: number, columns: number): void {
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
