/**
 * Exports a MemorySpreadsheet to .xlsx with exceljs, for the offline demo: every tab in order
 * with values (formulas as formulas), number formats, fonts, fills, alignment, borders, notes,
 * data validation (dropdown lists, number ranges), frozen panes, column widths, hidden rows /
 * columns / tabs, tab colours, manual page breaks, conditional formats (as formula rules) and
 * bandings (as fills on cells without their own background).
 *
 * Excel limits tab names to 31 characters without []:*?/\ — other names are adjusted.
 */
import ExcelJS from 'exceljs';
import { a1Of, columnLetter, type GridBox } from './a1';
import type { MemoryBanding } from './banding';
import { DEFAULT_STYLE, type BorderEdge, type Cell, type Style } from './cell';
import type { MemoryConditionalFormatRule } from './conditional';
import { FILE_FONT } from './fileFont';
import { MemoryRange } from './range';
import type { MemorySheet } from './sheet';
import { sheetNumberOfId, type MemorySpreadsheet } from './spreadsheet';
import type { MemoryDataValidation } from './validation';
import { DEFAULT_NUMBER_FORMAT } from './values';
import { nameApplication } from './xlsxApplication';
import { writeTextAsRead } from './xlsxText';
import { keepPrintSetup, manualBreak, type BreaksOf } from './xlsxPrintSetup';
import { wrappedRowHeights } from './wrappedRows';

export function argb(color: string): string {
  const hex = color.replace('#', '');
  return /^[0-9a-f]{6}$/i.test(hex) ? `FF${hex.toUpperCase()}` : 'FF000000';
}

export function excelSheetName(name: string, taken: Set<string>): string {
  const base = name.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet';
  let candidate = base;
  for (let i = 2; taken.has(candidate.toLowerCase()); i++) {
    const suffix = ` (${i})`;
    candidate = base.slice(0, 31 - suffix.length) + suffix;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

const BORDER_STYLES: Readonly<Record<string, ExcelJS.BorderStyle>> = {
  DOTTED: 'dotted',
  DASHED: 'dashed',
  SOLID: 'thin',
  SOLID_MEDIUM: 'medium',
  SOLID_THICK: 'thick',
  DOUBLE: 'double',
};

export function border(edge: BorderEdge | undefined): Partial<ExcelJS.Border> | undefined {
  return edge && { style: BORDER_STYLES[edge.style] ?? 'thin', color: { argb: argb(edge.color) } };
}

function absoluteRef(range: MemoryRange): string {
  const b = range._box;
  const name = range._sheet._name.replace(/'/g, "''");
  const from = `$${columnLetter(b.column)}$${b.row}`;
  const to = `$${columnLetter(b.column + b.numColumns - 1)}$${b.row + b.numRows - 1}`;
  return `'${name}'!${from}:${to}`;
}

export function excelValidation(
  rule: MemoryDataValidation | null,
): ExcelJS.DataValidation | undefined {
  if (!rule) return undefined;
  const type = rule.getCriteriaType()?.name;
  const values = rule.getCriteriaValues();
  const common = {
    allowBlank: true,
    showErrorMessage: true,
    errorStyle: rule.getAllowInvalid() ? 'warning' : 'stop',
    ...(rule.getHelpText() ? { showInputMessage: true, prompt: rule.getHelpText() as string } : {}),
  };
  if (type === 'VALUE_IN_LIST') {
    const list = (values[0] as string[]).map((v) => v.replace(/"/g, '""')).join(',');
    return { type: 'list', formulae: [`"${list}"`], ...common };
  }
  if (type === 'VALUE_IN_RANGE' && values[0] instanceof MemoryRange) {
    return { type: 'list', formulae: [absoluteRef(values[0])], ...common };
  }
  if (type === 'CHECKBOX') return { type: 'list', formulae: ['"TRUE,FALSE"'], ...common };
  if (type === 'NUMBER_BETWEEN') {
    return { type: 'decimal', operator: 'between', formulae: values, ...common };
  }
  return undefined;
}

/**
 * The sandbox keeps dates as local wall-clock times (like Apps Script in the sheet's time zone);
 * an xlsx cell holds a wall-clock serial, which the file library reads and writes as UTC.
 */
function excelDate(date: Date): Date {
  return new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  );
}

/** The inverse of excelDate: an xlsx date as a local wall-clock Date. */
export function sandboxDate(date: Date): Date {
  return new Date(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}

/** The cell value as the file library takes it (formulas without "="). */
export function excelValue(cell: Cell): ExcelJS.CellValue {
  if (cell.formula) return { formula: cell.formula.slice(1), date1904: false };
  if (cell.value instanceof Date) return excelDate(cell.value);
  return cell.value === '' ? null : cell.value;
}

/** Font properties the style sets (merged over `base`, the font the cell had). */
export function excelFont(
  s: Partial<Style>,
  base: Partial<ExcelJS.Font> = {},
): Partial<ExcelJS.Font> {
  const font: Partial<ExcelJS.Font> = { ...base };
  const set = <K extends keyof ExcelJS.Font>(key: K, value: ExcelJS.Font[K] | undefined): void => {
    if (value === undefined) delete font[key];
    else font[key] = value;
  };
  set('bold', s.fontWeight === 'bold' ? true : undefined);
  set('italic', s.fontStyle === 'italic' ? true : undefined);
  set('size', s.fontSize ?? base.size ?? FILE_FONT.size);
  set('name', s.fontFamily ?? base.name ?? FILE_FONT.name);
  set('color', s.fontColor !== undefined ? { argb: argb(s.fontColor) } : base.color);
  set('strike', s.fontLine === 'line-through' ? true : undefined);
  set('underline', s.fontLine === 'underline' ? true : undefined);
  return font;
}

export function excelFill(s: Partial<Style>): ExcelJS.Fill | undefined {
  return s.background === undefined
    ? undefined
    : { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(s.background) } };
}

export function excelAlignment(s: Partial<Style>): Partial<ExcelJS.Alignment> {
  const alignment: Partial<ExcelJS.Alignment> = {};
  const h = s.horizontalAlignment?.replace('general-', '');
  if (h === 'left' || h === 'center' || h === 'right') alignment.horizontal = h;
  if (s.verticalAlignment === 'top' || s.verticalAlignment === 'bottom') {
    alignment.vertical = s.verticalAlignment;
  }
  if (s.verticalAlignment === 'middle') alignment.vertical = 'middle';
  if (s.wrap) alignment.wrapText = true;
  return alignment;
}

function excelBorders(b: Cell['border']): Partial<ExcelJS.Borders> {
  return {
    top: border(b.top),
    left: border(b.left),
    bottom: border(b.bottom),
    right: border(b.right),
  };
}

function writeCell(target: ExcelJS.Cell, cell: Cell): void {
  const value = excelValue(cell);
  if (value !== null) target.value = value;
  const s = cell.style;
  if (s.numberFormat && s.numberFormat !== DEFAULT_NUMBER_FORMAT) target.numFmt = s.numberFormat;
  const font = excelFont(s);
  const plain =
    Object.keys(font).length === 2 && font.name === FILE_FONT.name && font.size === FILE_FONT.size;
  if (!plain) target.font = font;
  const fill = excelFill(s);
  if (fill) target.fill = fill;
  const alignment = excelAlignment(s);
  if (Object.keys(alignment).length > 0) target.alignment = alignment;
  const b = cell.border;
  if (b.top || b.left || b.bottom || b.right) target.border = excelBorders(b);
  if (cell.note) target.note = cell.note;
  const dv = excelValidation(cell.validation);
  if (dv) target.dataValidation = dv;
}

function bandColor(banding: MemoryBanding, index: number, count: number): string | null {
  const c = banding._colors;
  if (index === 0 && c.header) return c.header;
  if (index === count - 1 && c.footer) return c.footer;
  const offset = c.header ? index - 1 : index;
  return offset % 2 === 0 ? c.first : c.second;
}

export function applyBanding(
  ws: ExcelJS.Worksheet,
  sheet: MemorySheet,
  banding: MemoryBanding,
): void {
  const b = banding._box;
  for (let r = 0; r < b.numRows; r++) {
    for (let c = 0; c < b.numColumns; c++) {
      if (sheet._cell(b.row + r, b.column + c)?.style.background !== undefined) continue;
      const color =
        banding._kind === 'ROWS'
          ? bandColor(banding, r, b.numRows)
          : bandColor(banding, c, b.numColumns);
      if (!color || color === DEFAULT_STYLE.background) continue;
      ws.getCell(b.row + r, b.column + c).fill = {
        type: 'pattern',
        pattern: 'solid',
        fgColor: { argb: argb(color) },
      };
    }
  }
}

function quoteText(text: unknown): string {
  return `"${String(text).replace(/"/g, '""')}"`;
}

function ruleFormula(rule: MemoryConditionalFormatRule, topLeft: string): string | null {
  const { criteria, values } = rule._parts();
  const v = values[0];
  switch (criteria?.name) {
    case 'TEXT_EQUAL_TO':
      return `${topLeft}=${quoteText(v)}`;
    case 'TEXT_STARTS_WITH':
      return `LEFT(${topLeft},${String(v).length})=${quoteText(v)}`;
    case 'TEXT_ENDS_WITH':
      return `RIGHT(${topLeft},${String(v).length})=${quoteText(v)}`;
    case 'TEXT_CONTAINS':
      return `NOT(ISERROR(SEARCH(${quoteText(v)},${topLeft})))`;
    case 'TEXT_DOES_NOT_CONTAIN':
      return `ISERROR(SEARCH(${quoteText(v)},${topLeft}))`;
    case 'CELL_EMPTY':
      return `LEN(TRIM(${topLeft}))=0`;
    case 'CELL_NOT_EMPTY':
      return `LEN(TRIM(${topLeft}))>0`;
    case 'NUMBER_EQUAL_TO':
      return `${topLeft}=${Number(v)}`;
    case 'NUMBER_GREATER_THAN':
      return `${topLeft}>${Number(v)}`;
    case 'NUMBER_LESS_THAN':
      return `${topLeft}<${Number(v)}`;
    case 'NUMBER_BETWEEN':
      return `AND(${topLeft}>=${Number(v)},${topLeft}<=${Number(values[1])})`;
    case 'CUSTOM_FORMULA':
      return String(v).replace(/^=/, '');
    default:
      return null;
  }
}

export function addConditionalFormats(ws: ExcelJS.Worksheet, sheet: MemorySheet): void {
  sheet._conditionalRules.forEach((rule, i) => {
    const { format, ranges } = rule._parts();
    const style: Partial<ExcelJS.Style> = {};
    if (format.background) {
      style.fill = {
        type: 'pattern',
        pattern: 'solid',
        bgColor: { argb: argb(format.background) },
      };
    }
    const font: Partial<ExcelJS.Font> = {};
    if (format.bold) font.bold = true;
    if (format.italic) font.italic = true;
    if (format.strikethrough) font.strike = true;
    if (format.underline) font.underline = true;
    if (format.fontColor) font.color = { argb: argb(format.fontColor) };
    if (Object.keys(font).length > 0) style.font = font;
    for (const range of ranges) {
      if (!(range instanceof MemoryRange) || range._sheet !== sheet) continue;
      const box: GridBox = range._box;
      const formula = ruleFormula(rule, `${columnLetter(box.column)}${box.row}`);
      if (formula === null) continue;
      ws.addConditionalFormatting({
        ref: a1Of(box),
        rules: [{ type: 'expression', priority: i + 1, formulae: [formula], style }],
      });
    }
  });
}

/**
 * How a tab prints from Excel or LibreOffice (Google Sheets keeps this in File › Print, outside
 * the spreadsheet): orientation, pages it is shrunk to, rows repeated on every page, breaks.
 */
export interface PrintSetup {
  orientation: 'portrait' | 'landscape';
  /** Pages across; the tab is shrunk to fit. */
  fitToWidth: number;
  /** Pages down; 0 = as many as the rows need. */
  fitToHeight: number;
  /** Rows printed at the top of every page, e.g. "1:4" (title and header). */
  printTitleRows?: string;
  /** Columns printed at the left of every page across, e.g. "A:A" (the names). */
  printTitleColumns?: string;
  /** 'overThenDown': the pages across one set of rows come one after the other. */
  pageOrder?: 'overThenDown';
  /** Rows after which a new page starts. */
  rowBreaks?: number[];
  /**
   * The number the tab's first page is printed with; 1 unless given, so each tab numbers its
   * own pages ("page 1 of 1" on a one-page tab) rather than going on from the tab before it.
   */
  firstPageNumber?: number;
}

export interface SaveOptions {
  /** The print setup of a tab, or null to leave the spreadsheet program's defaults. */
  printSetup?: (sheet: MemorySheet) => PrintSetup | null;
}

/** Narrowest and widest column sized to its content, in characters. */
const AUTO_WIDTH = { min: 6, max: 60 };

/** Widths (in characters) for the columns no width was set on: the longest text, plus a margin. */
function contentWidths(sheet: MemorySheet): Map<number, number> {
  const longest = new Map<number, number>();
  sheet._rows.forEach((line) => {
    line?.forEach((cell, c) => {
      if (!cell || cell.formula || cell.style.wrap) return;
      const value = cell.value;
      const text = value instanceof Date ? '0000-00-00' : String(value);
      const bold = cell.style.fontWeight === 'bold' ? 1.15 : 1;
      longest.set(c + 1, Math.max(longest.get(c + 1) ?? 0, text.length * bold));
    });
  });
  const widths = new Map<number, number>();
  for (const [column, length] of longest) {
    if (sheet._columnWidths.has(column) || length === 0) continue;
    widths.set(column, Math.min(AUTO_WIDTH.max, Math.max(AUTO_WIDTH.min, Math.ceil(length + 2))));
  }
  return widths;
}

/** The page layout part of a print setup: which way round, fitted to how many pages, titles. */
function pageLayout(setup: PrintSetup): Partial<ExcelJS.PageSetup> {
  return {
    orientation: setup.orientation,
    fitToPage: true,
    fitToWidth: setup.fitToWidth,
    fitToHeight: setup.fitToHeight,
    horizontalCentered: true,
    pageOrder: setup.pageOrder ?? 'downThenOver',
    // Written with useFirstPageNumber: without it the page numbers go on from the tab before.
    firstPageNumber: setup.firstPageNumber ?? 1,
    printTitlesRow: setup.printTitleRows,
    printTitlesColumn: setup.printTitleColumns,
  };
}

const FOOTER = '&A · page &P of &N';

function applyPrintSetup(ws: ExcelJS.Worksheet, setup: PrintSetup): void {
  ws.pageSetup = {
    ...ws.pageSetup,
    ...pageLayout(setup),
    margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
  };
  ws.headerFooter = { oddFooter: FOOTER };
}

/**
 * Whether a worksheet read from a file has a page layout of its own, chosen in Excel or
 * LibreOffice (or written by a command): fitted to pages, a scale other than 100%, landscape,
 * rows or columns repeated, a print range or page breaks. Paper, margins, header and footer
 * alone are not a layout: every new sheet has some.
 */
export function hasPageLayout(ws: ExcelJS.Worksheet): boolean {
  const page = ws.pageSetup;
  const breaks = ws as unknown as Partial<BreaksOf>;
  return Boolean(
    page.fitToPage ||
    (page.scale !== undefined && page.scale !== 100) ||
    page.orientation === 'landscape' ||
    page.printTitlesRow ||
    page.printTitlesColumn ||
    page.printArea ||
    breaks.rowBreaks?.length ||
    breaks.colBreaks?.length,
  );
}

/**
 * Gives a worksheet with no page layout of its own the layout of `setup`, keeping its paper and
 * margins, and its header and footer (the page footer of `setup` when it has neither).
 */
export function fillPageLayout(ws: ExcelJS.Worksheet, setup: PrintSetup): void {
  ws.pageSetup = { ...ws.pageSetup, ...pageLayout(setup) };
  const { oddHeader, oddFooter } = ws.headerFooter ?? {};
  if (!oddHeader && !oddFooter) ws.headerFooter = { ...ws.headerFooter, oddFooter: FOOTER };
  if (setup.rowBreaks?.length) setPageBreaks(ws, setup.rowBreaks, []);
}

/** Sets the manual page breaks of a worksheet: after these rows, and after these columns. */
export function setPageBreaks(
  ws: ExcelJS.Worksheet,
  rows: readonly number[],
  columns: readonly number[],
): void {
  keepPrintSetup();
  const breaks = ws as unknown as BreaksOf;
  breaks.rowBreaks = rows.map((row) => manualBreak('row', row));
  breaks.colBreaks = columns.map((column) => manualBreak('column', column));
}

/** Sorted, without repeats. */
function breakList(...lists: (readonly number[] | undefined)[]): number[] {
  return [...new Set(lists.flatMap((list) => list ?? []))].sort((a, b) => a - b);
}

export function addSheet(
  wb: ExcelJS.Workbook,
  sheet: MemorySheet,
  name: string,
  options: SaveOptions = {},
): ExcelJS.Worksheet {
  const views: Partial<ExcelJS.WorksheetView>[] =
    sheet._frozenRows || sheet._frozenColumns
      ? [{ state: 'frozen', ySplit: sheet._frozenRows, xSplit: sheet._frozenColumns }]
      : [];
  const ws = wb.addWorksheet(name, {
    views,
    state: sheet._hidden ? 'hidden' : 'visible',
    properties: sheet._tabColor ? { tabColor: { argb: argb(sheet._tabColor) } } : {},
  });
  // Every width set is written, 100 pixels too: a column the file gives no width is drawn in
  // the spreadsheet program's default, about 64 pixels.
  for (const [column, width] of sheet._columnWidths) {
    ws.getColumn(column).width = Math.round((width / 7) * 100) / 100;
  }
  const fitted = contentWidths(sheet);
  for (const [column, width] of fitted) ws.getColumn(column).width = width;
  for (const [row, height] of sheet._rowHeights) ws.getRow(row).height = (height * 3) / 4;
  // A column fitted to its longest unwrapped text wraps the rest in that width (7 pixels a
  // character, as written).
  const written = (column: number): number | undefined => {
    const characters = fitted.get(column);
    return characters === undefined ? undefined : characters * 7;
  };
  for (const [row, height] of wrappedRowHeights(sheet, written)) ws.getRow(row).height = height;
  for (const column of sheet._hiddenColumns) ws.getColumn(column).hidden = true;
  for (const row of sheet._hiddenRows) ws.getRow(row).hidden = true;
  for (const banding of sheet._bandings) applyBanding(ws, sheet, banding);
  sheet._rows.forEach((line, r) => {
    line?.forEach((cell, c) => {
      if (cell) writeCell(ws.getCell(r + 1, c + 1), cell);
    });
  });
  addConditionalFormats(ws, sheet);
  const setup = options.printSetup?.(sheet);
  if (setup) applyPrintSetup(ws, setup);
  const rowBreaks = breakList(sheet._rowBreaks, setup?.rowBreaks);
  if (rowBreaks.length || sheet._columnBreaks.length) {
    setPageBreaks(ws, rowBreaks, sheet._columnBreaks);
  }
  return ws;
}

/** The sheetId a tab is saved with, in the workbook part: its number + 1 (its id is kept so). */
export function sheetIdInFile(sheet: MemorySheet): number {
  return sheetNumberOfId(sheet._id) + 1;
}

type WorksheetSlots = { _worksheets: (ExcelJS.Worksheet | undefined)[] };

/**
 * Gives each worksheet of `wanted` its sheetId there. exceljs keeps a worksheet at
 * `_worksheets[id]` and saves `id` as its sheetId, but addWorksheet takes the first free id.
 * Another worksheet keeps its sheetId unless one of `wanted` has it; then it gets `fresh()`.
 */
export function placeWorksheets(
  wb: ExcelJS.Workbook,
  wanted: Map<ExcelJS.Worksheet, number>,
  fresh?: () => number,
): void {
  const slots: (ExcelJS.Worksheet | undefined)[] = [];
  for (const [ws, id] of wanted) {
    if (!(id >= 1) || slots[id]) throw new Error(`Two worksheets for the sheetId ${id}.`);
    slots[id] = ws;
  }
  for (const ws of wb.worksheets) {
    if (wanted.has(ws)) continue;
    let id = ws.id;
    while (!(id >= 1) || slots[id]) id = fresh ? fresh() : Math.max(1, slots.length);
    slots[id] = ws;
  }
  slots.forEach((ws, id) => {
    if (ws) (ws as { id: number }).id = id;
  });
  (wb as unknown as WorksheetSlots)._worksheets = slots;
}

/** Builds an exceljs workbook holding every tab of `spreadsheet`, in order. */
export function toWorkbook(
  spreadsheet: MemorySpreadsheet,
  options: SaveOptions = {},
): ExcelJS.Workbook {
  nameApplication();
  writeTextAsRead();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Pairsheet';
  wb.title = spreadsheet._name;
  wb.calcProperties.fullCalcOnLoad = true;
  const taken = new Set<string>();
  const wanted = new Map<ExcelJS.Worksheet, number>();
  for (const sheet of spreadsheet._sheets) {
    const ws = addSheet(wb, sheet, excelSheetName(sheet._name, taken), options);
    wanted.set(ws, sheetIdInFile(sheet));
  }
  placeWorksheets(wb, wanted);
  return wb;
}

/** Writes `spreadsheet` to an .xlsx file. */
export async function saveWorkbook(
  spreadsheet: MemorySpreadsheet,
  filePath: string,
  options: SaveOptions = {},
): Promise<void> {
  await toWorkbook(spreadsheet, options).xlsx.writeFile(filePath);
}
