/**
 * An .xlsx workbook opened for the offline command line: the exceljs workbook stays loaded and
 * a MemorySpreadsheet presents it to the add-in. After a command, `update()` writes back only
 * what changed: cells (value, note, validation and the style parts the command set), tab
 * settings, tabs added, replaced, renamed, deleted or reordered; each tab keeps its sheetId, so
 * its id (getSheetId) stays its own from one command to the next. A tab a command adds gets
 * the print setup of its kind (src/sheet/printLayout.ts), and so does one of the add-in's tabs
 * read with no page layout at all (made in Excel or LibreOffice) when the file is written.
 * Everything else in the file — a TD's own columns and tabs, theme colours, merged cells, a
 * print setup already there, tables, AutoFilters and defined names — is left as it was, and so
 * are chart sheets, and the drawings (charts, pictures, shapes) and pivot tables of the tabs a
 * command keeps (xlsxKept, xlsxGraft).
 */
import ExcelJS from 'exceljs';
import { a1Of } from './a1';
import type { MemoryBanding } from './banding';
import { copyCell, type Cell, type Edge, type StyleKey } from './cell';
import type { MemorySheet } from './sheet';
import { createSpreadsheet, type MemorySpreadsheet } from './spreadsheet';
import {
  addConditionalFormats,
  addSheet,
  applyBanding,
  argb,
  border,
  excelAlignment,
  excelFill,
  excelFont,
  excelSheetName,
  excelValidation,
  excelValue,
  fillPageLayout,
  hasPageLayout,
  placeWorksheets,
  setPageBreaks,
  sheetIdInFile,
  type SaveOptions,
} from './xlsx';
import { nameApplication } from './xlsxApplication';
import { keepDates } from './xlsxDates';
import { droppedOf, type Dropped } from './xlsxDropped';
import { keepFilters } from './xlsxFilters';
import { graftParts, type GraftPlan } from './xlsxGraft';
import { hasKeptParts, keptPartsOf, type KeptChartSheet, type KeptParts } from './xlsxKept';
import { keepChartSheetNames, keepNames } from './xlsxNames';
import { tabParts, withoutHeaderFooterDrawings, zipReader } from './xlsxParts';
import { keepPrintSetup } from './xlsxPrintSetup';
import { extrasNamed, sheetExtrasOf, withSheetExtras, type SheetExtras } from './xlsxSheetExtras';
import { keepTables } from './xlsxTables';
import {
  PROPERTIES_TAB,
  readPropertiesTab,
  readWorkbook,
  SAVED_TABS_KEY,
  type SavedTab,
} from './xlsxRead';
import {
  keepLargeValidationRanges,
  setCellValidations,
  type ValidationModel,
} from './xlsxValidations';

const FONT_KEYS: StyleKey[] = [
  'fontColor',
  'fontWeight',
  'fontStyle',
  'fontSize',
  'fontFamily',
  'fontLine',
];
const ALIGNMENT_KEYS: StyleKey[] = ['horizontalAlignment', 'verticalAlignment', 'wrap'];
const EDGES: Edge[] = ['top', 'left', 'bottom', 'right'];

/** What a tab read from the file looked like right after loading. */
interface Origin {
  worksheet: ExcelJS.Worksheet;
  keptConditionalFormats: ExcelJS.ConditionalFormattingOptions[];
  rows: (Cell | undefined)[][];
  frozen: [number, number];
  hidden: boolean;
  tabColor: string | null;
  columnWidths: Map<number, number>;
  rowHeights: Map<number, number>;
  hiddenRows: Set<number>;
  hiddenColumns: Set<number>;
  rowBreaks: number[];
  columnBreaks: number[];
  conditional: string;
  bandings: MemoryBanding[];
}

function originOf(
  sheet: MemorySheet,
  worksheet: ExcelJS.Worksheet,
  keptConditionalFormats: ExcelJS.ConditionalFormattingOptions[],
): Origin {
  return {
    worksheet,
    keptConditionalFormats,
    rows: sheet._rows.map((line) => (line ? line.map((c) => c && copyCell(c)) : [])),
    frozen: [sheet._frozenRows, sheet._frozenColumns],
    hidden: sheet._hidden,
    tabColor: sheet._tabColor,
    columnWidths: new Map(sheet._columnWidths),
    rowHeights: new Map(sheet._rowHeights),
    hiddenRows: new Set(sheet._hiddenRows),
    hiddenColumns: new Set(sheet._hiddenColumns),
    rowBreaks: [...sheet._rowBreaks],
    columnBreaks: [...sheet._columnBreaks],
    conditional: JSON.stringify(sheet._conditionalRules.map((r) => r._json())),
    bandings: [...sheet._bandings],
  };
}

function sameValue(a: Cell['value'], b: Cell['value']): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

function sameEdge(a: Cell['border'][Edge], b: Cell['border'][Edge]): boolean {
  return a?.color === b?.color && a?.style === b?.style;
}

function mapsDiffer<K, V>(a: Map<K, V>, b: Map<K, V>): K[] {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((k) => a.get(k) !== b.get(k));
}

type Validations = { model: ValidationModel };
type ValidationChanges = Map<
  string,
  { row: number; column: number; rule: ExcelJS.DataValidation | undefined }
>;

/** Writes into `target` the parts of `after` that differ from `before`; true if any did. */
function updateCell(
  ws: ExcelJS.Worksheet,
  row: number,
  column: number,
  before: Cell | undefined,
  after: Cell | undefined,
  validations: ValidationChanges,
): boolean {
  const empty: Cell = { value: '', formula: '', note: '', validation: null, style: {}, border: {} };
  const b = before ?? empty;
  const a = after ?? empty;
  const contentChanged = a.formula !== b.formula || !sameValue(a.value, b.value);
  const noteChanged = a.note !== b.note;
  const validationChanged = a.validation !== b.validation;
  const styleKeys = new Set([...Object.keys(a.style), ...Object.keys(b.style)] as StyleKey[]);
  const changedKeys = [...styleKeys].filter((k) => a.style[k] !== b.style[k]);
  const changedEdges = EDGES.filter((e) => !sameEdge(a.border[e], b.border[e]));
  if (
    !contentChanged &&
    !noteChanged &&
    !validationChanged &&
    changedKeys.length === 0 &&
    changedEdges.length === 0
  ) {
    return false;
  }
  const target = ws.getCell(row, column);
  if (target.isMerged && target.master !== target) return false;
  if (contentChanged) target.value = excelValue(a);
  if (noteChanged) {
    if (a.note) target.note = a.note;
    else delete (target as unknown as { _comment?: unknown })._comment;
  }
  if (validationChanged) {
    const address = a1Of({ row, column, numRows: 1, numColumns: 1 });
    validations.set(address, { row, column, rule: excelValidation(a.validation) });
  }
  if (changedKeys.length || changedEdges.length) {
    // Cells read from a file share style objects: build new ones rather than edit them.
    const style: Partial<ExcelJS.Style> = { ...target.style };
    if (changedKeys.includes('numberFormat')) {
      if (a.style.numberFormat) style.numFmt = a.style.numberFormat;
      else delete style.numFmt;
    }
    if (changedKeys.some((k) => FONT_KEYS.includes(k))) style.font = excelFont(a.style, style.font);
    if (changedKeys.includes('background')) {
      const fill = excelFill(a.style);
      if (fill) style.fill = fill;
      else delete style.fill;
    }
    if (changedKeys.some((k) => ALIGNMENT_KEYS.includes(k))) {
      const alignment: Partial<ExcelJS.Alignment> = { ...style.alignment };
      delete alignment.horizontal;
      delete alignment.vertical;
      delete alignment.wrapText;
      style.alignment = { ...alignment, ...excelAlignment(a.style) };
    }
    if (changedEdges.length) {
      const borders: Partial<ExcelJS.Borders> = { ...style.border };
      for (const e of changedEdges) borders[e] = border(a.border[e]);
      style.border = borders;
    }
    target.style = style;
  }
  return true;
}

function updateCells(sheet: MemorySheet, origin: Origin): boolean {
  let changed = false;
  const validations: ValidationChanges = new Map();
  const height = Math.max(sheet._rows.length, origin.rows.length);
  for (let r = 0; r < height; r++) {
    const now = sheet._rows[r] ?? [];
    const then = origin.rows[r] ?? [];
    const width = Math.max(now.length, then.length);
    for (let c = 0; c < width; c++) {
      if (updateCell(origin.worksheet, r + 1, c + 1, then[c], now[c], validations)) {
        changed = true;
      }
    }
  }
  if (validations.size) {
    const ws = origin.worksheet as unknown as { dataValidations: Validations };
    setCellValidations(ws.dataValidations.model, validations);
  }
  return changed;
}

function updateSettings(sheet: MemorySheet, origin: Origin): boolean {
  const ws = origin.worksheet;
  let changed = false;
  if (sheet._frozenRows !== origin.frozen[0] || sheet._frozenColumns !== origin.frozen[1]) {
    const view = { ...(ws.views?.[0] ?? {}) } as Partial<ExcelJS.WorksheetViewFrozen>;
    if (sheet._frozenRows || sheet._frozenColumns) {
      Object.assign(view, {
        state: 'frozen',
        ySplit: sheet._frozenRows,
        xSplit: sheet._frozenColumns,
      });
      delete view.topLeftCell;
    } else {
      (view as Partial<ExcelJS.WorksheetView>).state = 'normal';
      delete view.ySplit;
      delete view.xSplit;
    }
    ws.views = [view as ExcelJS.WorksheetView, ...(ws.views ?? []).slice(1)];
    changed = true;
  }
  if (sheet._hidden !== origin.hidden) {
    ws.state = sheet._hidden ? 'hidden' : 'visible';
    changed = true;
  }
  if (sheet._tabColor !== origin.tabColor) {
    if (sheet._tabColor) ws.properties.tabColor = { argb: argb(sheet._tabColor) };
    else delete (ws.properties as { tabColor?: unknown }).tabColor;
    changed = true;
  }
  for (const c of mapsDiffer(sheet._columnWidths, origin.columnWidths)) {
    const width = sheet._columnWidths.get(c);
    ws.getColumn(c).width = width === undefined ? undefined! : Math.round((width / 7) * 100) / 100;
    changed = true;
  }
  for (const r of mapsDiffer(sheet._rowHeights, origin.rowHeights)) {
    const height = sheet._rowHeights.get(r);
    ws.getRow(r).height = height === undefined ? undefined! : (height * 3) / 4;
    changed = true;
  }
  for (const c of new Set([...sheet._hiddenColumns, ...origin.hiddenColumns])) {
    if (sheet._hiddenColumns.has(c) !== origin.hiddenColumns.has(c)) {
      ws.getColumn(c).hidden = sheet._hiddenColumns.has(c);
      changed = true;
    }
  }
  for (const r of new Set([...sheet._hiddenRows, ...origin.hiddenRows])) {
    if (sheet._hiddenRows.has(r) !== origin.hiddenRows.has(r)) {
      ws.getRow(r).hidden = sheet._hiddenRows.has(r);
      changed = true;
    }
  }
  if (
    sheet._rowBreaks.join() !== origin.rowBreaks.join() ||
    sheet._columnBreaks.join() !== origin.columnBreaks.join()
  ) {
    setPageBreaks(ws, sheet._rowBreaks, sheet._columnBreaks);
    changed = true;
  }
  for (const banding of sheet._bandings) {
    if (!origin.bandings.includes(banding)) {
      applyBanding(ws, sheet, banding);
      changed = true;
    }
  }
  if (JSON.stringify(sheet._conditionalRules.map((r) => r._json())) !== origin.conditional) {
    const kept = origin.keptConditionalFormats;
    (ws as unknown as { conditionalFormattings: unknown[] }).conditionalFormattings = [...kept];
    addConditionalFormats(ws, sheet);
    changed = true;
  }
  return changed;
}

type WorkbookView = { activeTab?: number; firstSheet?: number };

/** A merged range as the file library keeps it (1-based rows and columns). */
type GridRange = { top: number; left: number; bottom: number; right: number; range: string };

/** Excel keeps at most 32,767 characters in a cell: longer property values span cells. */
const CELL_TEXT_LIMIT = 30_000;

/**
 * What the properties tab holds: the document properties and, with them, the tabs by sheetId
 * (only beside properties: the tab is there for what the add-in keeps).
 */
function storedJson(properties: Map<string, string>, tabs: SavedTab[] | null): string {
  return JSON.stringify({
    properties: [...properties].sort(([a], [b]) => a.localeCompare(b)),
    tabs: properties.size ? tabs : null,
  });
}

/** The tabs of the spreadsheet as saved: sheetId and the name in the file, by sheetId. */
function savedTabsOf(ss: MemorySpreadsheet, names: Map<MemorySheet, string>): SavedTab[] {
  return ss._sheets
    .map((sheet): SavedTab => [sheetIdInFile(sheet), names.get(sheet) ?? sheet._name])
    .sort(([a], [b]) => a - b);
}

function cellParts(value: string): string[] {
  const parts: string[] = [];
  for (let i = 0; i < value.length || i === 0; i += CELL_TEXT_LIMIT) {
    parts.push(value.slice(i, i + CELL_TEXT_LIMIT));
  }
  return parts;
}

/**
 * Writes the properties tab anew (or removes it when there is no property), at the sheetId it
 * had; a new one gets `fresh()`.
 */
function writeProperties(
  wb: ExcelJS.Workbook,
  ss: MemorySpreadsheet,
  tabs: SavedTab[],
  orderNo: number,
  fresh: () => number,
): void {
  const old = wb.getWorksheet(PROPERTIES_TAB);
  if (old) wb.removeWorksheet(old.id);
  if (ss.properties.document.size === 0) return;
  const ws = wb.addWorksheet(PROPERTIES_TAB, { state: 'veryHidden' });
  for (const [key, value] of ss.properties.document) ws.addRow([key, ...cellParts(value)]);
  ws.addRow([SAVED_TABS_KEY, ...cellParts(JSON.stringify(tabs))]);
  (ws as unknown as { orderNo: number }).orderNo = orderNo;
  const others = new Map(wb.worksheets.filter((w) => w !== ws).map((w) => [w, w.id]));
  placeWorksheets(wb, others.set(ws, old?.id ?? fresh()));
}

/** Leaves each formula of the tab without its saved value, so that it is computed on open. */
function dropFormulaValues(ws: ExcelJS.Worksheet): void {
  ws.eachRow({ includeEmpty: false }, (row) =>
    row.eachCell({ includeEmpty: false }, (cell) => {
      if (cell.type !== ExcelJS.ValueType.Formula) return;
      // Set anew even when the value reads without a result: a result of 0 or "" is kept
      // underneath, though the value leaves it out.
      const { formula, sharedFormula, shareType, ref } = cell.value as ExcelJS.CellFormulaValue &
        Partial<ExcelJS.CellSharedFormulaValue> & { shareType?: string; ref?: string };
      cell.value = { formula, sharedFormula, shareType, ref } as ExcelJS.CellFormulaValue;
    }),
  );
}

export class XlsxDocument {
  private readonly origins = new Map<MemorySheet, Origin>();
  private initialActive: MemorySheet;
  /**
   * The print setup of each tab `update()` adds (the add-in's tabs); the command line gives every
   * document it opens the tab layout of src/sheet/printLayout.ts. No function leaves the
   * spreadsheet program's defaults.
   */
  printSetup: SaveOptions['printSetup'];
  /**
   * The print setup of a tab read from the file that has no page layout of its own (a tab made
   * in Excel or LibreOffice), given when a command writes the file; null leaves the tab as it is.
   * A tab with a layout, the TD's or one a command wrote, keeps it.
   */
  keptTabPrintSetup: SaveOptions['printSetup'];
  /**
   * Whether the formulas of a tab are left for the spreadsheet program to compute when it opens
   * the file: their values as last saved are not written, since a command may have changed what
   * they point at (LibreOffice shows a saved number as it is). For tabs whose formula values the
   * add-in does not read; none when unset.
   */
  computedOnOpen: ((tab: string) => boolean) | null = null;
  /** storedJson of the spreadsheet when loaded or last updated. */
  private stored = storedJson(new Map(), null);
  /** storedJson of what the properties tab of the workbook holds. */
  private inFile = this.stored;
  /** What the file read holds that the file library leaves out, written back on save. */
  private kept: KeptParts | null = null;
  /** The worksheets read that carry such parts (a drawing, pivot tables), with their tab. */
  private readonly carried = new Map<ExcelJS.Worksheet, string>();
  /** Each chart sheet, with the worksheet it came after in the file (null: it came first). */
  private readonly chartSheets: { sheet: KeptChartSheet; after: ExcelJS.Worksheet | null }[] = [];
  /** The worksheets read, in the order of the file. */
  private readonly fileWorksheets: ExcelJS.Worksheet[] = [];
  /**
   * The chart sheet that was the active tab of the file read (the spreadsheet has the tab
   * before it active instead): it stays active unless a command brings another tab to the front.
   */
  private activeChart: KeptChartSheet | null = null;
  /** The tab active in the spreadsheet when the file was read. */
  private readonly activeWhenRead: MemorySheet;
  /** What the file read holds that a save would lose (xlsxDropped): saving is refused. */
  private dropped: Dropped[] = [];
  /** What each worksheet read holds of xlsxSheetExtras (sparklines, scenarios…). */
  private readonly sheetExtras = new Map<ExcelJS.Worksheet, SheetExtras>();

  private constructor(
    readonly workbook: ExcelJS.Workbook,
    readonly spreadsheet: MemorySpreadsheet,
  ) {
    this.initialActive = spreadsheet._active;
    this.activeWhenRead = spreadsheet._active;
  }

  /** The chart sheet to show as the active tab on save, or null. */
  private chartStillActive(): KeptChartSheet | null {
    const chart = this.activeChart;
    const shown = !chart?.state || chart.state === 'visible';
    return chart && shown && this.spreadsheet._active === this.activeWhenRead ? chart : null;
  }

  /** Opens a workbook from the bytes of an .xlsx file (throws what exceljs throws). */
  static async fromBuffer(buffer: Buffer, name: string): Promise<XlsxDocument> {
    keepLargeValidationRanges();
    keepPrintSetup();
    keepTables();
    keepFilters();
    keepNames();
    keepDates();
    nameApplication();
    const { zip, tabs } = await tabParts(buffer);
    const loaded = await withoutHeaderFooterDrawings(buffer, zip, tabs);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(loaded as unknown as ExcelJS.Buffer);
    const kept = await keptPartsOf(zip, tabs);
    const dropped = await droppedOf(zip, tabs);
    const activeChart = countWorksheetsOnly(workbook, kept);
    const { spreadsheet, sheets } = readWorkbook(workbook, name);
    const doc = new XlsxDocument(workbook, spreadsheet);
    if (hasKeptParts(kept)) doc.keep(kept);
    doc.dropped = dropped;
    for (const [tab, extras] of await sheetExtrasOf(zip, tabs)) {
      const worksheet = workbook.getWorksheet(tab);
      if (worksheet) doc.sheetExtras.set(worksheet, extras);
    }
    doc.activeChart = activeChart;
    const file = readPropertiesTab(workbook);
    doc.inFile = storedJson(file.properties, file.savedTabs);
    doc.stored = storedJson(spreadsheet.properties.document, savedTabsOf(spreadsheet, new Map()));
    for (const s of sheets) {
      doc.origins.set(s.sheet, originOf(s.sheet, s.worksheet, s.keptConditionalFormats));
    }
    return doc;
  }

  /** Notes what of the file read is to be written back on save. */
  private keep(kept: KeptParts): void {
    this.kept = kept;
    keepChartSheetNames(
      this.workbook,
      kept.chartSheets.map((c) => c.tab),
    );
    let after: ExcelJS.Worksheet | null = null;
    for (const tab of kept.tabs) {
      const worksheet = tab.worksheet ? this.workbook.getWorksheet(tab.name) : undefined;
      if (worksheet) {
        after = worksheet;
        this.fileWorksheets.push(worksheet);
        if (kept.worksheets.has(tab.name)) this.carried.set(worksheet, tab.name);
      }
      const chart = kept.chartSheets.find((c) => c.part === tab.part && c.name === tab.name);
      if (chart) this.chartSheets.push({ sheet: chart, after });
    }
    // A new tab takes a sheetId past the chart sheets' too.
    for (const { sheet } of this.chartSheets) {
      const id = Number(sheet.sheetId);
      if (id >= 1) {
        this.spreadsheet._nextSheetNumber = Math.max(this.spreadsheet._nextSheetNumber, id);
      }
    }
  }

  /**
   * The tabs read with a chart, picture, shape or pivot table that the command removes, or
   * makes anew (`rebuilt`): saving would lose what they hold. Asked before update().
   */
  tabsLosingParts(): { tab: string; rebuilt: boolean; pivot: boolean }[] {
    const found: { tab: string; rebuilt: boolean; pivot: boolean }[] = [];
    for (const [sheet, origin] of this.origins) {
      const tab = this.carried.get(origin.worksheet);
      if (tab === undefined || this.spreadsheet._sheets.includes(sheet)) continue;
      const same = (s: MemorySheet): boolean => s._name.toLowerCase() === sheet._name.toLowerCase();
      const pivot = this.kept!.worksheets.get(tab)!.some((link) => link.kind === 'pivotTable');
      found.push({ tab: sheet._name, rebuilt: this.spreadsheet._sheets.some(same), pivot });
    }
    return found;
  }

  /**
   * The tabs read with sparklines, links within the workbook, scenarios, watched cells or a
   * background picture that the command removes, or makes anew (`rebuilt`): saving would lose
   * them. Asked before update().
   */
  tabsLosingExtras(): { tab: string; rebuilt: boolean; what: string }[] {
    const found: { tab: string; rebuilt: boolean; what: string }[] = [];
    for (const [sheet, origin] of this.origins) {
      const extras = this.sheetExtras.get(origin.worksheet);
      if (!extras || this.spreadsheet._sheets.includes(sheet)) continue;
      const same = (s: MemorySheet): boolean => s._name.toLowerCase() === sheet._name.toLowerCase();
      found.push({
        tab: sheet._name,
        rebuilt: this.spreadsheet._sheets.some(same),
        what: extrasNamed(extras),
      });
    }
    return found;
  }

  /** What the file read holds that saving it would lose, in the order of the tabs. */
  droppedOnSave(): readonly Dropped[] {
    return this.dropped;
  }

  /** The chart sheets whose name a tab of the spreadsheet now has (a tab a command added). */
  chartSheetsNamedLikeTabs(): string[] {
    const names = new Set(this.spreadsheet._sheets.map((s) => s._name.toLowerCase()));
    return this.chartSheets.map((c) => c.sheet.name).filter((n) => names.has(n.toLowerCase()));
  }

  /** Where the parts kept go in the file written: chart sheets among the tabs, and drawings. */
  private graftPlan(): GraftPlan {
    const order = this.workbook.worksheets;
    const worksheets = [...this.carried]
      .filter(([ws]) => order.includes(ws))
      .map(([ws, tab]) => ({ part: `xl/worksheets/sheet${ws.id}.xml`, tab }));
    // A chart sheet stays after the tab it came after (the nearest one before it still there),
    // and after the chart sheets that came before it there; each is listed in turn.
    const placed: unknown[] = [...order];
    const chartSheets = this.chartSheets.map(({ sheet, after }) => {
      const before = after
        ? this.fileWorksheets.slice(0, this.fileWorksheets.indexOf(after) + 1)
        : [];
      const anchor = before.reverse().find((ws) => order.includes(ws));
      let index = anchor ? placed.indexOf(anchor) + 1 : 0;
      while (index < placed.length && !order.includes(placed[index] as ExcelJS.Worksheet)) index++;
      placed.splice(index, 0, sheet);
      return { sheet, index };
    });
    return { chartSheets, worksheets, active: this.chartStillActive() };
  }

  /** A new workbook with one empty tab, "Sheet1", like a new spreadsheet. */
  static blank(name: string): XlsxDocument {
    nameApplication();
    const workbook = new ExcelJS.Workbook();
    workbook.creator = 'Pairsheet';
    return new XlsxDocument(workbook, createSpreadsheet(name));
  }

  /**
   * Brings the exceljs workbook up to date with the spreadsheet. Returns false when nothing
   * changed (the file need not be written).
   */
  update(): boolean {
    const wb = this.workbook;
    const ss = this.spreadsheet;
    let changed = false;
    for (const [sheet, origin] of this.origins) {
      if (!ss._sheets.includes(sheet)) {
        wb.removeWorksheet(origin.worksheet.id);
        this.origins.delete(sheet);
        changed = true;
      }
    }
    const taken = new Set<string>();
    const names = new Map<MemorySheet, string>();
    for (const sheet of ss._sheets) {
      const origin = this.origins.get(sheet);
      if (!origin) continue;
      const name = excelSheetName(sheet._name, taken);
      names.set(sheet, name);
      if (origin.worksheet.name !== name) {
        origin.worksheet.name = name;
        changed = true;
      }
      if (updateCells(sheet, origin)) changed = true;
      if (updateSettings(sheet, origin)) changed = true;
    }
    const worksheets = new Map<MemorySheet, ExcelJS.Worksheet>();
    for (const sheet of ss._sheets) {
      const origin = this.origins.get(sheet);
      if (origin) worksheets.set(sheet, origin.worksheet);
      else {
        const name = excelSheetName(sheet._name, taken);
        names.set(sheet, name);
        const ws = addSheet(wb, sheet, name, { printSetup: this.printSetup });
        worksheets.set(sheet, ws);
        this.origins.set(sheet, originOf(sheet, ws, []));
        changed = true;
      }
    }
    ss._sheets.forEach((sheet, i) => {
      const ws = worksheets.get(sheet) as ExcelJS.Worksheet & { orderNo: number };
      if (ws.orderNo !== i) {
        ws.orderNo = i;
        changed = true;
      }
    });
    // Each tab is saved with the sheetId its id comes from (see xlsxRead.ts tabNumbers), so it
    // keeps its id in the next command. A tab moved back to its sheetId in a file another
    // program renumbered is no reason to write the file: it reads back the same as it is.
    const fresh = (): number => ss._takeSheetNumber() + 1;
    placeWorksheets(
      wb,
      new Map([...worksheets].map(([sheet, ws]) => [ws, sheetIdInFile(sheet)])),
      fresh,
    );
    if (ss._active !== this.initialActive) changed = true;
    const tabs = savedTabsOf(ss, names);
    const stored = storedJson(ss.properties.document, tabs);
    // Written when the properties or tabs changed, or to bring the list up to date when the
    // file is written anyway (the TD added or deleted tabs in another program).
    if (stored !== this.stored || (changed && stored !== this.inFile)) {
      writeProperties(wb, ss, tabs, ss._sheets.length, fresh);
      this.inFile = stored;
      changed = true;
    }
    this.stored = stored;
    // The properties tab stays behind every tab of the spreadsheet.
    const kept = wb.getWorksheet(PROPERTIES_TAB) as
      (ExcelJS.Worksheet & { orderNo: number }) | undefined;
    if (kept) kept.orderNo = ss._sheets.length;
    if (changed) {
      this.fillPageLayouts();
      this.showActiveTab(worksheets);
      // Formulas of the TD's own may depend on cells the command wrote.
      wb.calcProperties.fullCalcOnLoad = true;
    }
    this.initialActive = ss._active;
    return changed;
  }

  /** Lays out the pages of the tabs read from the file that have no page layout of their own. */
  private fillPageLayouts(): void {
    for (const [sheet, origin] of this.origins) {
      if (hasPageLayout(origin.worksheet)) continue;
      const setup = this.keptTabPrintSetup?.(sheet);
      if (setup) fillPageLayout(origin.worksheet, setup);
    }
  }

  /** The active tab is the one selected: Excel groups every tab marked selected. */
  private showActiveTab(worksheets: Map<MemorySheet, ExcelJS.Worksheet>): void {
    const ss = this.spreadsheet;
    const active = ss._sheets.indexOf(ss._active);
    const views = (this.workbook.views ?? []) as WorkbookView[];
    const first = views[0] ?? {};
    this.workbook.views = [
      { ...first, activeTab: Math.max(0, active), firstSheet: 0 } as ExcelJS.WorkbookView,
      ...(views.slice(1) as ExcelJS.WorkbookView[]),
    ];
    // A chart sheet left active is the one selected (xlsxGraft).
    const chartActive = this.chartStillActive() !== null;
    for (const [sheet, ws] of worksheets) {
      const selected = sheet === ss._active && !chartActive;
      const view = ws.views?.[0];
      const marked = { ...(view ?? { state: 'normal' }), tabSelected: selected };
      if (view || selected) {
        ws.views = [marked as unknown as ExcelJS.WorksheetView, ...(ws.views ?? []).slice(1)];
      }
    }
  }

  /**
   * Cells a command wrote that the file has merged into the cell above or to the left of them
   * (a band written beside a merged Band cell): the file cannot show what was written there.
   * Each is named with its merged cells, as "Players!I3 (in I2:I3)".
   */
  mergedCellWrites(): string[] {
    const found: string[] = [];
    for (const [sheet, origin] of this.origins) {
      if (!this.spreadsheet._sheets.includes(sheet)) continue;
      const merges = (origin.worksheet as unknown as { _merges: Record<string, GridRange> })
        ._merges;
      for (const merge of Object.values(merges)) {
        for (let r = merge.top; r <= merge.bottom; r++) {
          for (let c = merge.left; c <= merge.right; c++) {
            if (r === merge.top && c === merge.left) continue;
            const now = sheet._rows[r - 1]?.[c - 1];
            const then = origin.rows[r - 1]?.[c - 1];
            const written =
              (now?.formula ?? '') !== (then?.formula ?? '') ||
              !sameValue(now?.value ?? '', then?.value ?? '');
            if (written) {
              const at = a1Of({ row: r, column: c, numRows: 1, numColumns: 1 });
              found.push(`${sheet._name}!${at} (in ${merge.range})`);
            }
          }
        }
      }
    }
    return found;
  }

  async toBuffer(): Promise<Buffer> {
    const computed = this.computedOnOpen;
    if (computed) {
      for (const ws of this.workbook.worksheets) if (computed(ws.name)) dropFormulaValues(ws);
    }
    const written = Buffer.from(await this.workbook.xlsx.writeBuffer());
    const grafted = this.kept ? await graftParts(written, this.kept, this.graftPlan()) : written;
    return this.writeSheetExtras(grafted);
  }

  /** `file` with the sparklines and links within the workbook of each worksheet read. */
  private async writeSheetExtras(file: Buffer): Promise<Buffer> {
    const saved = [...this.sheetExtras].filter(([ws]) => this.workbook.worksheets.includes(ws));
    if (!saved.length) return file;
    const zip = await zipReader().loadAsync(file);
    for (const [ws, extras] of saved) {
      const part = `xl/worksheets/sheet${ws.id}.xml`;
      const xml = await zip.file(part)?.async('string');
      if (xml) zip.file(part, withSheetExtras(xml, extras));
    }
    return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  }
}

/**
 * The workbook view of a file counts chart sheets among its tabs; the library and the
 * spreadsheet count worksheets only (xlsxGraft counts the chart sheets again on save). An
 * active chart sheet gives way to the worksheet before it (the one after it when it comes
 * first), and is returned so it can be active again on save.
 */
function countWorksheetsOnly(workbook: ExcelJS.Workbook, kept: KeptParts): KeptChartSheet | null {
  const view = workbook.views?.[0] as WorkbookView | undefined;
  if (!view || kept.chartSheets.length === 0) return null;
  const worksheetIndex = (index: number): number =>
    kept.tabs.slice(0, index).filter((t) => t.worksheet).length;
  const active = view.activeTab;
  const chart = kept.chartSheets.find((c) => c.tab === active) ?? null;
  if (active !== undefined) view.activeTab = Math.max(0, worksheetIndex(active) - (chart ? 1 : 0));
  if (view.firstSheet !== undefined) view.firstSheet = worksheetIndex(view.firstSheet);
  return chart;
}
