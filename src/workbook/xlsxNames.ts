/**
 * Defined names (Formulas › Name Manager in Excel, Sheet › Named Ranges and Expressions in
 * LibreOffice) kept as the file has them. The file library kept only names that are ranges,
 * and of those only the range: a name local to one tab became workbook-wide (two tabs' names of
 * the same spelling became one), a hidden name was shown, a comment was lost, constants and
 * formulas (0.5, Players!$A:$A*2) were dropped, and a print area lost the $ of its rows and all
 * its areas but the first. keepNames() writes each name back as read (attributes and formula),
 * changed only where a command changed a tab it refers to:
 * - a tab renamed or moved: references follow it, and a name local to it stays local to it;
 * - a tab rebuilt (a new tab under the old name, as Update standings makes): references still
 *   point at it and its own names stay with it, but its print area, print titles and AutoFilter
 *   range go with the old tab (the new one has the print setup of its kind);
 * - a tab deleted: its own names go with it, and references to it become #REF!, as in Excel;
 * - a chart sheet (the library reads none; xlsxGraft lists it again): its own names are written
 *   with a stand-in for its place (chartSheetPlace), which xlsxGraft replaces once it is listed.
 * The hidden AutoFilter name of each tab with an AutoFilter is written here too (xlsxFilters).
 */
import { libraryModule, type SaxNode } from './libraryParts';
import { retargetTabs } from './nameReferences';
import { FILTER_DATABASE, filterDatabaseRange, type AutoFilterModel } from './xlsxFilters';
import type { XmlStream } from './xmlEvents';

/** A defined name as the file has it: the element's attributes and its formula. */
interface KeptName {
  attributes: Record<string, string>;
  text: string;
}

/** A defined name as the library writes it: one of its own (print setup), or one kept. */
interface NameModel {
  name: string;
  ranges: string[];
  localSheetId?: number;
  hidden?: boolean;
  kept?: KeptName;
}

/**
 * A tab of the file as read, with the worksheet made of it (none for a chart sheet) and its
 * print area and titles as the library read them.
 */
interface ReadTab {
  name: string;
  worksheet?: PrintedSheet;
  print?: string;
  /** A chart sheet written back on save. */
  chart?: boolean;
}

/**
 * A tab of the file as read, its place among the tabs saved (-1: no longer there), and whether
 * its print area and titles are as read.
 */
interface TabNow {
  name: string;
  index: number;
  printKept: boolean;
  chart?: boolean;
}

/**
 * The localSheetId a name local to the chart sheet at `tab` (its place in the file read) is
 * written with, until the chart sheet is listed among the tabs again and takes its place.
 */
export const chartSheetPlace = (tab: number): string => `chart-sheet-${tab}`;

/** A worksheet of the library, with the print area and titles it makes names of. */
interface PrintedSheet {
  pageSetup?: { printArea?: string; printTitlesRow?: string; printTitlesColumn?: string };
}

/** The names of a file as read, and its tabs in order (localSheetId counts them). */
interface Kept<Tab> {
  names: KeptName[];
  tabs: Tab[];
}

interface SavedSheet {
  name: string;
  autoFilter?: AutoFilterModel;
}

interface BookModel {
  sheets: (SavedSheet & { id?: number })[];
  definedNames?: NameModel[];
  worksheets: unknown[];
  keptNames?: Kept<{ name: string; id: number }> | Kept<TabNow>;
}

interface NameParser {
  _parsedText: string[];
  keptAttributes?: Record<string, string>;
  model: NameModel;
}

interface DefinedNameXform {
  prototype: {
    parseOpen(this: NameParser, node: SaxNode): boolean;
    parseClose(this: NameParser, name: string): boolean;
    render(this: unknown, stream: XmlStream, model: NameModel): void;
  };
}

interface WorkbookXform {
  WORKBOOK_ATTRIBUTES: Record<string, string>;
  prototype: {
    reconcile(this: unknown, model: BookModel): void;
    prepare(this: unknown, model: BookModel): void;
  };
}

interface LibraryWorkbook {
  _worksheets: ((PrintedSheet & { name: string }) | undefined)[];
  worksheets: PrintedSheet[];
  keptNames?: Kept<ReadTab>;
}

/** The names the library reads into a tab's print setup and makes of it again. */
const PRINT_NAMES = new Set(['_xlnm.Print_Area', '_xlnm.Print_Titles']);

function printOf(worksheet: PrintedSheet): string {
  const { printArea, printTitlesRow, printTitlesColumn } = worksheet.pageSetup ?? {};
  return JSON.stringify([printArea, printTitlesRow, printTitlesColumn]);
}

/** Tab names are the same regardless of case. */
const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** Where a tab read stands among the tabs saved; `rebuilt` when a new tab took its name. */
function placeOf(tab: TabNow, sheets: SavedSheet[]): { index: number; rebuilt: boolean } | null {
  if (tab.index >= 0) return { index: tab.index, rebuilt: false };
  const index = sheets.findIndex((s) => same(s.name, tab.name));
  return index < 0 ? null : { index, rebuilt: true };
}

/** `name` as it is saved, or null when it goes with its tab. */
function moved(name: KeptName, tabs: TabNow[], sheets: SavedSheet[]): KeptName | null {
  let { attributes } = name;
  const local = attributes.localSheetId;
  if (local !== undefined) {
    const tab = /^\d+$/.test(local) ? tabs[Number(local)] : undefined;
    if (tab?.chart) {
      const place = chartSheetPlace(Number(local));
      return {
        attributes: { ...attributes, localSheetId: place },
        text: retargeted(name.text, tabs, sheets),
      };
    }
    const place = tab && placeOf(tab, sheets);
    if (!tab || !place) return null;
    // _xlnm.Print_Area, _xlnm.Print_Titles, _xlnm._FilterDatabase… belong to the old tab.
    if (place.rebuilt && attributes.name?.startsWith('_xlnm.')) return null;
    // A print setup a command changed is written from the library's (namesToSave).
    if (PRINT_NAMES.has(attributes.name ?? '') && !tab.printKept) return null;
    const sheet = sheets[place.index];
    if (attributes.name === FILTER_DATABASE && !filterDatabaseRange(sheet.name, sheet.autoFilter))
      return null;
    attributes = { ...attributes, localSheetId: String(place.index) };
  }
  return { attributes, text: retargeted(name.text, tabs, sheets) };
}

/** A name's formula with its references following the tabs they point at. */
function retargeted(text: string, tabs: TabNow[], sheets: SavedSheet[]): string {
  return retargetTabs(text, (written) => {
    const tab = tabs.find((t) => same(t.name, written));
    // A chart sheet is written back as it was read.
    if (!tab || tab.chart) return undefined;
    const place = placeOf(tab, sheets);
    if (!place) return null;
    const now = sheets[place.index].name;
    return now === tab.name ? undefined : now;
  });
}

/** The names to save: those kept, then the library's own, then AutoFilter ranges not kept. */
function namesToSave(model: BookModel, kept: Kept<TabNow> | undefined): NameModel[] {
  const sheets = model.sheets;
  // The library makes names of every tab's print setup: of a tab's as read, those read are kept.
  const printKept = new Set(kept?.tabs.filter((t) => t.printKept).map((t) => t.index));
  const own = (model.definedNames ?? []).filter(
    (n) =>
      n.name !== FILTER_DATABASE &&
      !(PRINT_NAMES.has(n.name) && n.localSheetId !== undefined && printKept.has(n.localSheetId)),
  );
  // Should a kept name and one of the library's be the same, the library's is the newer.
  const ownKey = new Set(own.map((n) => `${n.localSheetId ?? ''} ${n.name.toLowerCase()}`));
  const names: NameModel[] = [];
  const filtered = new Set<string>();
  for (const name of kept?.names ?? []) {
    const saved = moved(name, kept!.tabs, sheets);
    if (!saved) continue;
    const { name: spelled = '', localSheetId: local = '' } = saved.attributes;
    if (ownKey.has(`${local} ${spelled.toLowerCase()}`)) continue;
    if (spelled === FILTER_DATABASE) filtered.add(local);
    names.push({ name: spelled, ranges: [], kept: saved });
  }
  names.push(...own);
  sheets.forEach((sheet, localSheetId) => {
    const range = filterDatabaseRange(sheet.name, sheet.autoFilter);
    if (range && !filtered.has(String(localSheetId))) {
      names.push({ name: FILTER_DATABASE, ranges: [range], localSheetId, hidden: true });
    }
  });
  return names;
}

let patched = false;

/** Makes the file library keep every defined name of a workbook as read (once per process). */
export function keepNames(): void {
  if (patched) return;
  patched = true;
  const definedName = libraryModule<DefinedNameXform>(
    'exceljs/lib/xlsx/xform/book/defined-name-xform.js',
  );
  const { parseOpen, parseClose } = definedName.prototype;
  definedName.prototype.parseOpen = function (node: SaxNode): boolean {
    if (node.name === 'definedName') this.keptAttributes = { ...node.attributes };
    return parseOpen.call(this, node);
  };
  definedName.prototype.parseClose = function (name: string): boolean {
    const more = parseClose.call(this, name);
    const attributes = this.keptAttributes ?? {};
    this.model.kept = { attributes, text: this._parsedText.join('') };
    return more;
  };
  // An attribute of a namespace the workbook part does not declare would make it unreadable.
  const book = libraryModule<WorkbookXform>('exceljs/lib/xlsx/xform/book/workbook-xform.js');
  const declared = Object.keys(book.WORKBOOK_ATTRIBUTES)
    .filter((a) => a.startsWith('xmlns:'))
    .map((a) => `${a.slice('xmlns:'.length)}:`);
  const writable = (attribute: string): boolean =>
    !attribute.includes(':') || declared.some((prefix) => attribute.startsWith(prefix));
  definedName.prototype.render = function (stream: XmlStream, model: NameModel): void {
    const attributes: Record<string, string> = model.kept
      ? Object.fromEntries(Object.entries(model.kept.attributes).filter(([a]) => writable(a)))
      : { name: model.name };
    if (!model.kept && model.localSheetId !== undefined) {
      attributes.localSheetId = String(model.localSheetId);
    }
    if (!model.kept && model.hidden) attributes.hidden = '1';
    stream.openNode('definedName', attributes);
    stream.writeText(model.kept?.text ?? model.ranges.join(','));
    stream.closeNode();
  };

  const { reconcile, prepare } = book.prototype;
  // Read: the library is handed only the print areas and titles that are ranges, to read into
  // each tab's print setup; all names are kept.
  book.prototype.reconcile = function (model: BookModel): void {
    const parsed = model.definedNames ?? [];
    model.definedNames = parsed.filter((n) => PRINT_NAMES.has(n.name) && n.ranges.length);
    reconcile.call(this, model);
    model.keptNames = {
      names: parsed.flatMap((n) => (n.kept ? [n.kept] : [])),
      tabs: (model.sheets ?? []).map((s) => ({ name: s.name, id: s.id ?? 0 })),
    };
  };
  book.prototype.prepare = function (model: BookModel): void {
    const kept = model.keptNames as Kept<TabNow> | undefined;
    prepare.call(this, model);
    model.definedNames = namesToSave(model, kept);
  };

  // The workbook holds the names read, and each tab read by its worksheet, to follow it.
  const workbook = libraryModule<{ prototype: object }>('exceljs/lib/doc/workbook.js');
  const descriptor = Object.getOwnPropertyDescriptor(workbook.prototype, 'model')!;
  Object.defineProperty(workbook.prototype, 'model', {
    ...descriptor,
    get(this: LibraryWorkbook): BookModel {
      const model = descriptor.get!.call(this) as BookModel;
      const kept = this.keptNames;
      if (kept) {
        const order = this.worksheets;
        model.keptNames = {
          names: kept.names,
          tabs: kept.tabs.map(({ name, worksheet, print, chart }) => ({
            name,
            index: worksheet ? order.indexOf(worksheet) : -1,
            printKept: !!worksheet && printOf(worksheet) === print,
            chart,
          })),
        };
      }
      return model;
    },
    set(this: LibraryWorkbook, value: BookModel): void {
      descriptor.set!.call(this, value);
      const read = value.keptNames as Kept<{ name: string; id: number }> | undefined;
      if (!read) return;
      this.keptNames = {
        names: read.names,
        tabs: read.tabs.map(({ name, id }) => {
          const worksheet = this._worksheets[id];
          return worksheet?.name === name
            ? { name, worksheet, print: printOf(worksheet) }
            : { name };
        }),
      };
    },
  });
}

/** Marks the tabs at `places` (in the file read) as chart sheets written back on save. */
export function keepChartSheetNames(workbook: unknown, places: number[]): void {
  const tabs = (workbook as LibraryWorkbook).keptNames?.tabs;
  for (const place of places) {
    const tab = tabs?.[place];
    if (tab && !tab.worksheet) tab.chart = true;
  }
}
