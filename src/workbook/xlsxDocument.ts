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
import type { MemorySheet } from './sheet';
import { createSpreadsheet, type MemorySpreadsheet } from './spreadsheet';
import {
  addSheet,
  excelSheetName,
  fillPageLayout,
  hasPageLayout,
  placeWorksheets,
  sheetIdInFile,
  type SaveOptions,
} from './xlsx';
import { nameApplication } from './xlsxApplication';
import { writeTextAsRead } from './xlsxText';
import { updateCells } from './xlsxCellUpdate';
import { keepDates } from './xlsxDates';
import { droppedOf, type Dropped } from './xlsxDropped';
import { keepFilters } from './xlsxFilters';
import { graftParts, type GraftPlan } from './xlsxGraft';
import { hasKeptParts, keptPartsOf, type KeptChartSheet, type KeptParts } from './xlsxKept';
import { mergedCellWrites } from './xlsxMergedWrites';
import { keepChartSheetNames, keepNames } from './xlsxNames';
import { originOf, type Origin } from './xlsxOrigin';
import { tabParts, withoutHeaderFooterDrawings, zipReader } from './xlsxParts';
import { keepPrintSetup } from './xlsxPrintSetup';
import { nextSheetIdKept, savedTabsOf, storedJson, writeProperties } from './xlsxPropertiesWrite';
import { PROPERTIES_TAB } from './propertiesRows';
import { readPropertiesTab, readWorkbook } from './xlsxRead';
import { extrasNamed, sheetExtrasOf, withSheetExtras, type SheetExtras } from './xlsxSheetExtras';
import { updateSettings } from './xlsxTabUpdate';
import { keepTables } from './xlsxTables';
import { keepLargeValidationRanges } from './xlsxValidations';
import { countWorksheetsOnly, dropFormulaValues, type WorkbookView } from './xlsxWorkbookView';

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
  private stored = storedJson(new Map(), null, null);
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
    writeTextAsRead();
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
    doc.inFile = storedJson(file.properties, file.savedTabs, file.nextSheetId);
    doc.stored = storedJson(
      spreadsheet.properties.document,
      savedTabsOf(spreadsheet, new Map()),
      nextSheetIdKept(spreadsheet),
    );
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
    writeTextAsRead();
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
    const stored = storedJson(ss.properties.document, tabs, nextSheetIdKept(ss));
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
    return mergedCellWrites(this.origins, this.spreadsheet._sheets);
  }

  async toBuffer(): Promise<Buffer> {
    const computed = this.computedOnOpen;
    if (computed) {
      for (const ws of this.workbook.worksheets) if (computed(ws.name)) dropFormulaValues(ws);
    }
    // The file's properties say when it was last saved, as a spreadsheet program's save does.
    this.workbook.modified = new Date();
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
