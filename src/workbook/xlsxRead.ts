/**
 * Reads an .xlsx workbook (already parsed by exceljs) into a MemorySpreadsheet, as far as the
 * in-memory model goes: values (formulas with their last computed result), number formats,
 * fonts, solid fills, alignment, borders, notes, data validations (lists, list ranges, number
 * ranges), conditional formats (formula, number, text and blank rules), frozen panes, column
 * widths, row heights, hidden rows / columns / tabs, tab colours, manual page breaks, the active
 * tab, each tab's id (getSheetId, from the sheetId it was saved with) and the document
 * properties.
 *
 * Whatever the model cannot hold (theme colours, merged cells, the rest of the print
 * setup…) stays in the exceljs workbook; xlsxDocument.ts writes back only what a command changed.
 */
import type ExcelJS from 'exceljs';
import { columnLetter, parseA1, type GridBox } from './a1';
import { setStyle, type BorderEdge, type Cell, type Edge } from './cell';
import { MemoryConditionalFormatRuleBuilder } from './conditional';
import { DEFAULT_MAX_COLUMNS, DEFAULT_MAX_ROWS, type MemorySheet } from './sheet';
import { createSpreadsheet, type MemorySpreadsheet } from './spreadsheet';
import { MemoryDataValidation, MemoryDataValidationBuilder } from './validation';
import type { CellValue } from './values';
import { sandboxDate } from './xlsx';
import { manualBreakIds, type BreaksOf } from './xlsxPrintSetup';
import {
  isSheetId,
  PROPERTIES_TAB,
  readPropertiesRows,
  type PropertiesTab,
  type SavedTab,
} from './propertiesRows';

/** Validations beyond this many rows past the data are left to the file (a whole-column rule). */
const VALIDATION_ROWS_PAST_DATA = 1000;

function hexColor(color: Partial<ExcelJS.Color> | undefined): string | undefined {
  const argb = color?.argb;
  return typeof argb === 'string' && /^[0-9a-f]{8}$/i.test(argb)
    ? `#${argb.slice(2).toLowerCase()}`
    : undefined;
}

function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  const rich =
    (value as { richText?: { text: string }[]; texts?: { text: string }[] }).richText ??
    (value as { texts?: { text: string }[] }).texts;
  if (Array.isArray(rich)) return rich.map((r) => r.text).join('');
  const text = (value as { text?: unknown }).text;
  return typeof text === 'string' ? text : String(value);
}

/** A cell's stored value and formula ("=…", or '') as the model keeps them. */
function contentOf(cell: ExcelJS.Cell): { value: CellValue; formula: string } {
  const v = cell.value as unknown;
  if (v === null || v === undefined) return { value: '', formula: '' };
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') {
    return { value: v, formula: '' };
  }
  if (v instanceof Date) return { value: sandboxDate(v), formula: '' };
  const o = v as Record<string, unknown>;
  if ('formula' in o || 'sharedFormula' in o) {
    const formula = cell.formula ? `=${cell.formula}` : '';
    const result = o.result;
    let value: CellValue = '';
    if (result instanceof Date) value = sandboxDate(result);
    else if (typeof result === 'number' || typeof result === 'string') value = result;
    else if (typeof result === 'boolean') value = result;
    else if (result && typeof result === 'object' && 'error' in result) {
      value = String((result as { error: unknown }).error);
    }
    return { value, formula };
  }
  if ('error' in o) return { value: String(o.error), formula: '' };
  return { value: plainText(v), formula: '' };
}

const BORDER_STYLES: Readonly<Record<string, string>> = {
  thin: 'SOLID',
  hair: 'SOLID',
  medium: 'SOLID_MEDIUM',
  thick: 'SOLID_THICK',
  dotted: 'DOTTED',
  dashed: 'DASHED',
  double: 'DOUBLE',
};

function readStyle(target: Cell, source: ExcelJS.Cell): void {
  const style = source.style ?? {};
  if (typeof style.numFmt === 'string') setStyle(target, 'numberFormat', style.numFmt);
  const font = style.font;
  if (font) {
    if (font.bold) setStyle(target, 'fontWeight', 'bold');
    if (font.italic) setStyle(target, 'fontStyle', 'italic');
    if (typeof font.size === 'number') setStyle(target, 'fontSize', font.size);
    if (typeof font.name === 'string') setStyle(target, 'fontFamily', font.name);
    const color = hexColor(font.color);
    if (color) setStyle(target, 'fontColor', color);
    if (font.strike) setStyle(target, 'fontLine', 'line-through');
    else if (font.underline) setStyle(target, 'fontLine', 'underline');
  }
  const fill = style.fill;
  if (fill?.type === 'pattern' && fill.pattern === 'solid') {
    const color = hexColor(fill.fgColor);
    if (color) setStyle(target, 'background', color);
  }
  const a = style.alignment;
  if (a) {
    if (a.horizontal === 'left' || a.horizontal === 'center' || a.horizontal === 'right') {
      setStyle(target, 'horizontalAlignment', a.horizontal);
    }
    if (a.vertical === 'top' || a.vertical === 'middle') {
      setStyle(target, 'verticalAlignment', a.vertical);
    }
    if (a.wrapText) setStyle(target, 'wrap', true);
  }
  const b = style.border;
  if (b) {
    for (const edge of ['top', 'left', 'bottom', 'right'] as Edge[]) {
      const e = b[edge];
      if (!e?.style) continue;
      const out: BorderEdge = {
        color: hexColor(e.color) ?? '#000000',
        style: BORDER_STYLES[e.style] ?? 'SOLID',
      };
      target.border[edge] = out;
    }
  }
}

function isMergeFollower(cell: ExcelJS.Cell): boolean {
  return cell.isMerged && cell.master !== cell;
}

type RowWithCells = ExcelJS.Row & { _cells: (ExcelJS.Cell | undefined)[] };
type SheetWithRows = ExcelJS.Worksheet & { _rows: (ExcelJS.Row | undefined)[] };

function readCells(sheet: MemorySheet, ws: ExcelJS.Worksheet): void {
  for (const row of (ws as SheetWithRows)._rows) {
    if (!row) continue;
    for (const source of (row as RowWithCells)._cells) {
      if (!source || isMergeFollower(source)) continue;
      const { value, formula } = contentOf(source);
      const { row: r, col: c } = source.fullAddress;
      const target = sheet._cellForRead(r, c);
      target.value = value;
      target.formula = formula;
      const note = source.note;
      if (note) target.note = plainText(note);
      readStyle(target, source);
    }
  }
}

/** A1 boxes of an exceljs address list ("A1:B3 D4"). */
function boxesOf(ref: string): GridBox[] {
  return ref
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => parseA1(part.replace(/\$/g, ''), 1_048_576, 16_384))
    .filter((b): b is GridBox => b !== null);
}

function quotedList(formula: string): string[] | null {
  const m = /^"(.*)"$/s.exec(formula.trim());
  return m ? m[1].replace(/""/g, '"').split(',') : null;
}

function readValidation(
  ss: MemorySpreadsheet,
  sheet: MemorySheet,
  dv: ExcelJS.DataValidation,
): MemoryDataValidation | null {
  let builder = new MemoryDataValidationBuilder(ss._env);
  const formulae = (dv.formulae ?? []) as unknown[];
  if (dv.type === 'list' && typeof formulae[0] === 'string') {
    const list = quotedList(formulae[0]);
    if (list) builder = builder.requireValueInList(list, true);
    else {
      const [name, range] = formulae[0].includes('!')
        ? formulae[0].split(/!(?=[^!]*$)/)
        : [null, formulae[0]];
      const tab =
        name === null ? sheet : ss._sheetNamed(name.replace(/^'|'$/g, '').replace(/''/g, "'"));
      const box = tab && parseA1(range.replace(/\$/g, ''), tab._maxRows, tab._maxColumns);
      if (!tab || !box) return null;
      builder = builder.requireValueInRange(
        tab._range(box.row, box.column, box.numRows, box.numColumns),
        true,
      );
    }
  } else if (
    (dv.type === 'decimal' || dv.type === 'whole') &&
    dv.operator === 'between' &&
    formulae.length === 2
  ) {
    builder = builder.requireNumberBetween(Number(formulae[0]), Number(formulae[1]));
  } else {
    return null;
  }
  builder = builder.setAllowInvalid(
    dv.showErrorMessage !== true || dv.errorStyle === 'warning' || dv.errorStyle === 'information',
  );
  if (dv.prompt) builder = builder.setHelpText(dv.prompt);
  return builder.build();
}

function readValidations(ss: MemorySpreadsheet, sheet: MemorySheet, ws: ExcelJS.Worksheet): void {
  const model = (
    ws as unknown as { dataValidations: { model: Record<string, ExcelJS.DataValidation> } }
  ).dataValidations.model;
  const lastRow = sheet._lastRow() + VALIDATION_ROWS_PAST_DATA;
  const rules = new Map<ExcelJS.DataValidation, MemoryDataValidation | null>();
  for (const [address, dv] of Object.entries(model)) {
    if (!dv) continue;
    const box = boxesOf(address)[0];
    if (!box) continue;
    // A whole-column rule reaches far below the data: the model holds the part near it.
    const bottom = Math.min(box.row + box.numRows - 1, lastRow);
    const right = Math.min(box.column + box.numColumns - 1, sheet._maxColumns);
    if (bottom < box.row || right < box.column) continue;
    if (!rules.has(dv)) rules.set(dv, readValidation(ss, sheet, dv));
    const rule = rules.get(dv);
    if (!rule) continue;
    for (let r = box.row; r <= bottom; r++) {
      for (let c = box.column; c <= right; c++) sheet._cellForRead(r, c).validation = rule;
    }
  }
}

/**
 * Rules whose condition their own formula holds (ECMA-376 18.3.1.10): text contains (to the file
 * library also blanks and errors), does not contain, begins or ends with. The library reads a
 * text rule without its text (LibreOffice then reads "contains nothing" and colours every cell),
 * writes blanks with an operator the format does not have, and writes back no rule of the last
 * three kinds, so each is read as the formula rule it amounts to.
 */
const FORMULA_HELD: ReadonlySet<string> = new Set([
  'containsText',
  'notContainsText',
  'beginsWith',
  'endsWith',
]);

/** Duplicate and unique values, which the file library drops, as the count that makes each. */
const COUNTED: Record<string, '>1' | '=1'> = { duplicateValues: '>1', uniqueValues: '=1' };

/** A filled cell whose value the boxes hold more than once (`>1`) or once (`=1`), as a formula. */
function countedFormula(boxes: readonly GridBox[], count: '>1' | '=1'): string {
  const corner = (row: number, column: number): string => `$${columnLetter(column)}$${row}`;
  const counts = boxes.map((box) => {
    const last = corner(box.row + box.numRows - 1, box.column + box.numColumns - 1);
    return `COUNTIF(${corner(box.row, box.column)}:${last},TL)`;
  });
  // Relative to the first box's top-left cell, as the rule's own formula would be.
  const topLeft = `${columnLetter(boxes[0].column)}${boxes[0].row}`;
  return `AND(TL<>"",${counts.join('+')}${count})`.replace(/TL/g, topLeft);
}

/**
 * A rule of the kinds above as the formula rule it amounts to, which the file library reads and
 * writes whole; the rule itself otherwise.
 */
function asFormulaRule(
  rule: ExcelJS.ConditionalFormattingRule,
  ref: string,
): ExcelJS.ConditionalFormattingRule {
  const r = rule as unknown as { type: string; formulae?: unknown[] };
  const boxes = boxesOf(ref);
  const formula =
    FORMULA_HELD.has(r.type) && typeof r.formulae?.[0] === 'string'
      ? r.formulae[0]
      : COUNTED[r.type] && boxes.length > 0
        ? countedFormula(boxes, COUNTED[r.type])
        : null;
  if (formula === null) return rule;
  const { priority, style } = rule as { priority: number; style?: Partial<ExcelJS.Style> };
  return { type: 'expression', priority, formulae: [formula], ...(style ? { style } : {}) };
}

/** Converts one exceljs conditional rule, or null when the model has no such condition. */
function readConditionalRule(
  ss: MemorySpreadsheet,
  sheet: MemorySheet,
  ref: string,
  rule: ExcelJS.ConditionalFormattingRule,
): boolean {
  let b = new MemoryConditionalFormatRuleBuilder(ss._env);
  const r = rule as unknown as {
    type: string;
    formulae?: unknown[];
    operator?: string;
    style?: Partial<ExcelJS.Style>;
  };
  const f = r.formulae ?? [];
  if (r.type === 'expression' && typeof f[0] === 'string') b = b.whenFormulaSatisfied(`=${f[0]}`);
  else if (r.type === 'cellIs' && r.operator === 'equal') b = b.whenNumberEqualTo(Number(f[0]));
  else if (r.type === 'cellIs' && r.operator === 'greaterThan') {
    b = b.whenNumberGreaterThan(Number(f[0]));
  } else if (r.type === 'cellIs' && r.operator === 'lessThan') {
    b = b.whenNumberLessThan(Number(f[0]));
  } else if (r.type === 'cellIs' && r.operator === 'between') {
    b = b.whenNumberBetween(Number(f[0]), Number(f[1]));
  } else return false;
  const style = r.style ?? {};
  const fill = style.fill;
  if (fill?.type === 'pattern') {
    const color = hexColor(fill.bgColor) ?? hexColor(fill.fgColor);
    if (color) b = b.setBackground(color);
  }
  if (style.font?.bold) b = b.setBold(true);
  if (style.font?.italic) b = b.setItalic(true);
  if (style.font?.strike) b = b.setStrikethrough(true);
  if (style.font?.underline) b = b.setUnderline(true);
  const fontColor = hexColor(style.font?.color);
  if (fontColor) b = b.setFontColor(fontColor);
  const ranges = boxesOf(ref).map((box) =>
    sheet._range(box.row, box.column, box.numRows, box.numColumns),
  );
  if (ranges.length === 0) return false;
  sheet._conditionalRules.push(b.setRanges(ranges).build());
  return true;
}

/** Reads the conditional formats; returns those the model cannot hold (kept as they are). */
function readConditionalFormats(
  ss: MemorySpreadsheet,
  sheet: MemorySheet,
  ws: ExcelJS.Worksheet,
): ExcelJS.ConditionalFormattingOptions[] {
  const kept: ExcelJS.ConditionalFormattingOptions[] = [];
  const all = (ws as unknown as { conditionalFormattings?: ExcelJS.ConditionalFormattingOptions[] })
    .conditionalFormattings;
  for (const cf of all ?? []) {
    cf.rules = cf.rules.map((rule) => asFormulaRule(rule, cf.ref));
    const rest = cf.rules.filter((rule) => !readConditionalRule(ss, sheet, cf.ref, rule));
    if (rest.length) kept.push({ ...cf, rules: rest });
  }
  return kept;
}

/**
 * The tab's last row that holds a cell or is hidden. An empty row past it does not make the tab
 * longer: LibreOffice, once a row is deleted, saves an empty row 1048576 with its height.
 */
function lastRowHeld(ws: ExcelJS.Worksheet): number {
  const rows = (ws as SheetWithRows)._rows;
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i] as RowWithCells | undefined;
    if (row && (row.hidden || row._cells.some(Boolean))) return row.number;
  }
  return 0;
}

function readSheetSettings(sheet: MemorySheet, ws: ExcelJS.Worksheet): void {
  const view = ws.views?.[0] as Partial<ExcelJS.WorksheetViewFrozen> | undefined;
  if (view?.state === 'frozen') {
    sheet._frozenRows = view.ySplit ?? 0;
    sheet._frozenColumns = view.xSplit ?? 0;
  }
  sheet._hidden = ws.state === 'hidden' || ws.state === 'veryHidden';
  sheet._tabColor = hexColor(ws.properties?.tabColor) ?? null;
  sheet._maxRows = Math.max(DEFAULT_MAX_ROWS, lastRowHeld(ws));
  sheet._maxColumns = Math.max(DEFAULT_MAX_COLUMNS, ws.columnCount);
  for (let c = 1; c <= ws.columnCount; c++) {
    const column = ws.getColumn(c);
    if (typeof column.width === 'number') {
      // A width the file sets is kept, 100 pixels too, so the column is not fitted to its text.
      sheet._columnWidths.set(c, Math.round(column.width * 7));
    }
    if (column.hidden) sheet._hiddenColumns.add(c);
  }
  for (const row of (ws as SheetWithRows)._rows) {
    if (!row || row.number > sheet._maxRows) continue;
    if (typeof row.height === 'number')
      sheet._rowHeights.set(row.number, Math.round((row.height * 4) / 3));
    if (row.hidden) sheet._hiddenRows.add(row.number);
  }
  // Read by the reader keepPrintSetup() installs (xlsxPrintSetup.ts).
  const breaks = ws as unknown as BreaksOf;
  sheet._rowBreaks = manualBreakIds(breaks.rowBreaks);
  sheet._columnBreaks = manualBreakIds(breaks.colBreaks);
}

/** The properties tab's rows: a key, then its value (a long value spans cells). */
export function readPropertiesTab(wb: ExcelJS.Workbook): PropertiesTab {
  const rows: unknown[][] = [];
  wb.getWorksheet(PROPERTIES_TAB)?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return readPropertiesRows(rows);
}

/**
 * The tab number of each worksheet, so that a tab keeps its id (getSheetId) from one save to the
 * next, as in Google Sheets: Pairsheet saves a tab numbered n with the sheetId n + 1, which
 * Excel keeps (and exceljs), whatever is added, moved, renamed or deleted around it.
 * LibreOffice numbers the sheetIds 1, 2, 3… in tab order when it saves, so the tabs listed in
 * the properties tab (`saved`) come first: by name and sheetId, then, in a file so numbered
 * (`renumbered`), by name alone. Then a tab
 * keeps its own sheetId if no tab took it; any other tab is new and gets `fresh()`.
 */
function tabNumbers(
  worksheets: ExcelJS.Worksheet[],
  saved: SavedTab[] | null,
  renumbered: boolean,
  fresh: () => number,
): number[] {
  const numbers: (number | undefined)[] = worksheets.map(() => undefined);
  const taken = new Set<number>();
  const used = new Set<SavedTab>();
  const take = (i: number, sheetId: number, tab?: SavedTab): void => {
    numbers[i] = sheetId - 1;
    taken.add(sheetId - 1);
    if (tab) used.add(tab);
  };
  const match = (found: (ws: ExcelJS.Worksheet, tab: SavedTab) => boolean): void => {
    worksheets.forEach((ws, i) => {
      if (numbers[i] !== undefined) return;
      const tab = saved?.find((t) => !used.has(t) && !taken.has(t[0] - 1) && found(ws, t));
      if (tab) take(i, tab[0], tab);
    });
  };
  match((ws, [sheetId, name]) => ws.id === sheetId && ws.name === name);
  // Only a renumbered file loses the ids: elsewhere a tab of a saved name under another id was
  // deleted and typed again, or copied in, and is not the tab the records name.
  if (renumbered) match((ws, [, name]) => ws.name === name);
  worksheets.forEach((ws, i) => {
    if (numbers[i] === undefined && isSheetId(ws.id) && !taken.has(ws.id - 1)) take(i, ws.id);
  });
  return numbers.map((n) => n ?? fresh());
}

export interface ReadSheet {
  sheet: MemorySheet;
  worksheet: ExcelJS.Worksheet;
  /** Conditional formats the model could not hold. */
  keptConditionalFormats: ExcelJS.ConditionalFormattingOptions[];
}

/** A MemorySpreadsheet with one tab per worksheet, in the workbook's order. */
export function readWorkbook(
  wb: ExcelJS.Workbook,
  name: string,
): { spreadsheet: MemorySpreadsheet; sheets: ReadSheet[] } {
  const spreadsheet = createSpreadsheet(name, {
    // Sheets would compute a formula; a file carries its last computed result.
    formulaValue: (_formula, where) =>
      spreadsheet._sheetNamed(where.sheet)?._cell(where.row, where.column)?.value ?? '',
  });
  const { properties, savedTabs, nextSheetId } = readPropertiesTab(wb);
  for (const [key, value] of properties) spreadsheet.properties.document.set(key, value);
  // New tabs get numbers past every sheetId of the file, of the tabs it lists, and of the tabs
  // deleted since (a new tab never takes a deleted one's id, as in Sheets).
  for (const sheetId of [
    ...wb.worksheets.map((ws) => ws.id),
    ...(savedTabs ?? []).map(([id]) => id),
    ...(nextSheetId === null ? [] : [nextSheetId - 1]),
  ]) {
    if (isSheetId(sheetId)) {
      spreadsheet._nextSheetNumber = Math.max(spreadsheet._nextSheetNumber, sheetId);
    }
  }
  if (nextSheetId !== null) spreadsheet._deletedSheetNumber = nextSheetId - 2;
  const worksheets = wb.worksheets.filter((ws) => ws.name !== PROPERTIES_TAB);
  if (worksheets.length === 0) return { spreadsheet, sheets: [] };
  const renumbered = wb.worksheets.every((ws, i) => ws.id === i + 1);
  const numbers = tabNumbers(worksheets, savedTabs, renumbered, () =>
    spreadsheet._takeSheetNumber(),
  );
  spreadsheet._sheets = worksheets.map((ws, i) => spreadsheet._newSheet(ws.name, numbers[i]));
  const sheets = worksheets.map((worksheet, i): ReadSheet => {
    const sheet = spreadsheet._sheets[i];
    readCells(sheet, worksheet);
    readSheetSettings(sheet, worksheet);
    return { sheet, worksheet, keptConditionalFormats: [] };
  });
  // Validations and rules may point at other tabs, so they come once every tab exists.
  for (const s of sheets) {
    readValidations(spreadsheet, s.sheet, s.worksheet);
    s.keptConditionalFormats = readConditionalFormats(spreadsheet, s.sheet, s.worksheet);
  }
  const active = wb.views?.[0]?.activeTab ?? 0;
  const visible = spreadsheet._sheets.filter((s) => !s._hidden);
  spreadsheet._active =
    spreadsheet._sheets[active] && !spreadsheet._sheets[active]._hidden
      ? spreadsheet._sheets[active]
      : (visible[0] ?? spreadsheet._sheets[0]);
  return { spreadsheet, sheets };
}
