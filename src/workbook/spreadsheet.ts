/**
 * The in-memory Spreadsheet (one document) and its factory. Everything the sandbox records for a
 * document lives on it: `ui` (menus, alerts), `toasts`, `logs`, `locks`, `properties`, `calls`.
 */
import { splitSheetPrefix } from './a1';
import { CallCounter, SandboxEnv, badSignature, fail, instrument } from './env';
import { LockState } from './lock';
import type { MemoryRange } from './range';
import { DEFAULT_MAX_COLUMNS, DEFAULT_MAX_ROWS, MemorySheet } from './sheet';
import { MemoryUi } from './ui';
import { LOCAL_TIME_ZONE } from './utilities';
import type { CellValue } from './values';
import { ID_MODULUS, ID_STEP, sheetIdOfNumber } from './sheetIdNumbers';

export interface SpreadsheetOptions {
  /** Spreadsheet id (default derived from the name). */
  id?: string;
  /** Names of the initial tabs (default ['Sheet1']). */
  sheets?: string[];
  /**
   * When true, a range reaching past getMaxRows()/getMaxColumns() throws "The coordinates of the
   * range are outside the dimensions of the sheet." (believed to be what Sheets does). By default
   * the grid grows when a write goes past it.
   */
  strictGrid?: boolean;
  /** What getValues returns for a formula cell (default: FORMULA_MARKER, '#FORMULA'). */
  formulaValue?: (
    formula: string,
    where: { sheet: string; row: number; column: number },
  ) => CellValue;
  /** Caption of createAddonMenu() menus (default 'Pairsheet'). */
  addonName?: string;
  /** How the script is installed: bound to the sheet ('NONE', default) or as an add-on. */
  installationSource?: 'NONE' | 'APPS_MARKETPLACE_DOMAIN_ADD_ON' | 'WEB_STORE_ADD_ON';
  /**
   * The sheet's time zone (default: this machine's). A date or time typed as text is read on
   * that zone's clock, as Sheets does; a Date written is kept as the instant it is.
   */
  timeZone?: string;
  locale?: string;
  userEmail?: string;
}

export interface ToastRecord {
  msg: string;
  title: string;
  timeoutSeconds: number | null;
}

export type PropertyScope = 'document' | 'script' | 'user';

/** Cells a spreadsheet holds at most, blank ones counted (Google Sheets' limit). */
const MAX_WORKBOOK_CELLS = 10_000_000;

/** ID_STEP⁻¹ modulo ID_MODULUS (Fermat: ID_STEP^(ID_MODULUS-2)), to go back from id to number. */
const ID_STEP_INVERSE = (() => {
  const m = BigInt(ID_MODULUS);
  let result = 1n;
  let base = BigInt(ID_STEP);
  for (let e = BigInt(ID_MODULUS - 2); e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * base) % m;
    base = (base * base) % m;
  }
  return result;
})();

/**
 * The largest tab number: numbers 0…MAX_SHEET_NUMBER give distinct ids. A tab saved in an .xlsx
 * has the sheetId number + 1 in the workbook part (see xlsxDocument.ts).
 */
export const MAX_SHEET_NUMBER = ID_MODULUS - 2;

/** The number of the tab whose id is `id` (the inverse of sheetIdOfNumber). */
export function sheetNumberOfId(id: number): number {
  return Number((BigInt(id) * ID_STEP_INVERSE) % BigInt(ID_MODULUS));
}

export class MemorySpreadsheet {
  readonly _env = new SandboxEnv();
  _name: string;
  readonly _id: string;
  _sheets: MemorySheet[] = [];
  _active: MemorySheet;
  /**
   * The number the next new tab gets. It only grows, so a tab never gets the id of another,
   * even of one deleted: in Sheets a tab keeps its id for life, and no other tab takes it.
   */
  _nextSheetNumber = 0;
  /**
   * The highest number of a tab deleted (-1: none), or, read from a file, the one below the
   * next number it kept: saved past every tab left, the next number must be kept too.
   */
  _deletedSheetNumber = -1;

  /** Recorded user interface: menus, alerts, prompts; set `ui.answers` to script dialogs. */
  readonly ui: MemoryUi;
  readonly toasts: ToastRecord[] = [];
  /** Lines written with Logger.log. */
  readonly logs: string[] = [];
  /** LockService state; set `locks.heldElsewhere = true` to simulate a concurrent run. */
  readonly locks = new LockState();
  /** PropertiesService stores. */
  readonly properties: Record<PropertyScope, Map<string, string>> = {
    document: new Map(),
    script: new Map(),
    user: new Map(),
  };

  constructor(
    name: string,
    readonly _options: SpreadsheetOptions,
  ) {
    this._name = name;
    this._id = _options.id ?? `sandbox-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    this.ui = new MemoryUi(this._env, _options.addonName ?? 'Pairsheet', this.locks);
    this._env.installationSource = _options.installationSource ?? 'NONE';
    for (const tab of _options.sheets ?? ['Sheet1']) this._sheets.push(this._newSheet(tab));
    if (this._sheets.length === 0) this._sheets.push(this._newSheet('Sheet1'));
    this._active = this._sheets[0];
  }

  /** Service calls counted so far (`calls.total`, `calls.byMethod.getValues`, `calls.reset()`). */
  get calls(): CallCounter {
    return this._env.calls;
  }

  /** Cells in the workbook: every tab's rows times its columns, blank ones too, as Sheets counts. */
  _cellCount(): number {
    return this._sheets.reduce((sum, s) => sum + s._maxRows * s._maxColumns, 0);
  }

  /** Refuses, as Sheets does, a change that would add `added` cells past the workbook's limit. */
  _checkCells(added: number): void {
    if (added > 0 && this._cellCount() + added > MAX_WORKBOOK_CELLS) {
      fail(
        `This action would increase the number of cells in the workbook above the limit of ${MAX_WORKBOOK_CELLS} cells.`,
      );
    }
  }

  /** A tab (not yet in `_sheets`): the next number, or `number` for a tab read from a file. */
  _newSheet(name: string, number = this._nextSheetNumber): MemorySheet {
    this._nextSheetNumber = Math.max(this._nextSheetNumber, number + 1);
    return new MemorySheet(this, name, sheetIdOfNumber(number));
  }

  /** Sets aside a tab number no tab has had or will get (for a tab kept outside `_sheets`). */
  _takeSheetNumber(): number {
    return this._nextSheetNumber++;
  }

  /** The sheet whose name matches case-insensitively (Sheets names are unique ignoring case). */
  _sheetNamed(name: string, except?: MemorySheet): MemorySheet | null {
    const wanted = name.toLowerCase();
    return this._sheets.find((s) => s !== except && s._name.toLowerCase() === wanted) ?? null;
  }

  // ---- identity -----------------------------------------------------------------------

  getName(): string {
    return this._name;
  }
  rename(newName: string): void {
    this._name = String(newName);
  }
  getId(): string {
    return this._id;
  }
  getUrl(): string {
    return `https://docs.google.com/spreadsheets/d/${this._id}/edit`;
  }
  getSpreadsheetTimeZone(): string {
    return this._options.timeZone ?? LOCAL_TIME_ZONE;
  }
  getSpreadsheetLocale(): string {
    return this._options.locale ?? 'en_US';
  }

  // ---- sheets -------------------------------------------------------------------------

  getSheets(): MemorySheet[] {
    return [...this._sheets];
  }
  getNumSheets(): number {
    return this._sheets.length;
  }
  getSheetByName(name: string): MemorySheet | null {
    if (typeof name !== 'string') badSignature('SpreadsheetApp.Spreadsheet.getSheetByName', [name]);
    return this._sheetNamed(name);
  }
  getSheetById(id: number): MemorySheet | null {
    return this._sheets.find((s) => s._id === id) ?? null;
  }
  getActiveSheet(): MemorySheet {
    return this._active;
  }
  setActiveSheet(sheet: MemorySheet): MemorySheet {
    if (!(sheet instanceof MemorySheet) || !this._sheets.includes(sheet)) {
      badSignature('SpreadsheetApp.Spreadsheet.setActiveSheet', [sheet]);
    }
    this._active = sheet;
    return sheet;
  }

  /**
   * insertSheet(), (sheetIndex), (sheetName), (sheetName, sheetIndex), with an optional
   * trailing { template } options object. sheetIndex is 0-based; without it the new sheet goes
   * right after the active sheet. The new sheet becomes the active sheet.
   */
  insertSheet(...args: unknown[]): MemorySheet {
    let rest = args;
    let name: string | undefined;
    let index: number | undefined;
    let template: MemorySheet | undefined;
    if (typeof rest[0] === 'string') {
      name = rest[0];
      rest = rest.slice(1);
    }
    if (typeof rest[0] === 'number') {
      index = rest[0];
      rest = rest.slice(1);
    }
    if (rest.length === 1 && rest[0] && typeof rest[0] === 'object') {
      const t = (rest[0] as { template?: unknown }).template;
      if (t !== undefined && !(t instanceof MemorySheet)) {
        badSignature('SpreadsheetApp.Spreadsheet.insertSheet', args);
      }
      template = t as MemorySheet | undefined;
      rest = [];
    }
    if (rest.length > 0 || (index !== undefined && !Number.isInteger(index))) {
      badSignature('SpreadsheetApp.Spreadsheet.insertSheet', args);
    }
    if (name === undefined) {
      let n = this._sheets.length + 1;
      while (this._sheetNamed(`Sheet${n}`)) n++;
      name = `Sheet${n}`;
    }
    if (this._sheetNamed(name)) {
      fail(`A sheet with the name "${name}" already exists. Please enter another name.`);
    }
    if (index !== undefined && (index < 0 || index > this._sheets.length)) {
      fail(`The sheet index ${index} is out of range.`);
    }
    this._checkCells(
      template ? template._maxRows * template._maxColumns : DEFAULT_MAX_ROWS * DEFAULT_MAX_COLUMNS,
    );
    const sheet = this._newSheet(name);
    if (template) copySheetContent(template, sheet);
    const at = index ?? this._sheets.indexOf(this._active) + 1;
    this._sheets.splice(at, 0, sheet);
    this._active = sheet;
    return sheet;
  }

  deleteSheet(sheet: MemorySheet): void {
    const at = this._sheets.indexOf(sheet);
    if (!(sheet instanceof MemorySheet) || at < 0) {
      badSignature('SpreadsheetApp.Spreadsheet.deleteSheet', [sheet]);
    }
    if (this._sheets.length === 1) fail("You can't remove all the sheets in a document.");
    this._sheets.splice(at, 1);
    this._deletedSheetNumber = Math.max(this._deletedSheetNumber, sheetNumberOfId(sheet._id));
    if (this._active === sheet) this._active = this._sheets[Math.max(0, at - 1)];
  }

  /** getRange("Tab!A1:B2") or, without a tab name, a range on the active sheet. */
  getRange(a1Notation: string): MemoryRange {
    if (typeof a1Notation !== 'string') {
      badSignature('SpreadsheetApp.Spreadsheet.getRange', [a1Notation]);
    }
    const { sheetName } = splitSheetPrefix(a1Notation);
    const sheet = sheetName === null ? this._active : this._sheetNamed(sheetName);
    if (!sheet) fail('Range not found');
    return sheet._rangeFromA1(a1Notation);
  }

  toast(msg: string, title?: string, timeoutSeconds?: number | null): void {
    this.toasts.push({
      msg: String(msg),
      title: title === undefined || title === null ? '' : String(title),
      timeoutSeconds: timeoutSeconds ?? null,
    });
  }
}

/** Copies cells and sheet settings (not bandings or rules) from one sheet to another. */
function copySheetContent(from: MemorySheet, to: MemorySheet): void {
  to._rows = from._rows.map((line) =>
    line ? line.map((c) => (c ? { ...c, style: { ...c.style }, border: { ...c.border } } : c)) : [],
  );
  to._maxRows = from._maxRows;
  to._maxColumns = from._maxColumns;
  to._frozenRows = from._frozenRows;
  to._frozenColumns = from._frozenColumns;
  to._columnWidths = new Map(from._columnWidths);
  to._rowHeights = new Map(from._rowHeights);
  to._rowBreaks = [...from._rowBreaks];
  to._columnBreaks = [...from._columnBreaks];
}

instrument(MemorySpreadsheet, 'Spreadsheet', true);

/** A new in-memory spreadsheet (one tab "Sheet1" unless `options.sheets` says otherwise). */
export function createSpreadsheet(
  name = 'Untitled spreadsheet',
  options: SpreadsheetOptions = {},
): MemorySpreadsheet {
  return new MemorySpreadsheet(name, options);
}
