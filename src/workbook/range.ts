/** The in-memory Range: a rectangle of cells on a MemorySheet (1-based, inclusive). */
import { a1Of, type GridBox } from './a1';
import type { MemoryBanding } from './banding';
import {
  clearContent,
  clearFormat,
  hasContent,
  styleOf,
  setStyle,
  type BorderEdge,
  type Cell,
  type Edge,
  type Style,
  type StyleKey,
} from './cell';
import { BandingTheme, BorderStyle, WrapStrategy, enumValue, type EnumValue } from './enums';
import { badSignature, fail, instrument, isDate, type SandboxEnv } from './env';
import type { MemorySheet } from './sheet';
import { MemoryDataValidation } from './validation';
import {
  displayValue,
  normalizeColor,
  outValue,
  parseInput,
  type CellValue,
  type ParsedInput,
} from './values';

export interface ClearOptions {
  contentsOnly?: boolean;
  formatOnly?: boolean;
  commentsOnly?: boolean;
  validationsOnly?: boolean;
  skipFilteredRows?: boolean;
}

/** Throws Apps Script's exceptions when a 2-D array does not have the range's shape. */
function checkShape(
  data: unknown,
  numRows: number,
  numColumns: number,
  target: string,
): asserts data is unknown[][] {
  if (!Array.isArray(data) || data.some((row) => !Array.isArray(row))) badSignature(target, [data]);
  if (data.length !== numRows) {
    fail(
      `The number of rows in the data does not match the number of rows in the range. The data has ${data.length} but the range has ${numRows}.`,
    );
  }
  for (const row of data as unknown[][]) {
    if (row.length !== numColumns) {
      fail(
        `The number of columns in the data does not match the number of columns in the range. The data has ${row.length} but the range has ${numColumns}.`,
      );
    }
  }
}

function quoteSheetName(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

export class MemoryRange {
  readonly _env: SandboxEnv;
  constructor(
    readonly _sheet: MemorySheet,
    readonly _box: GridBox,
  ) {
    this._env = _sheet._env;
  }

  // ---- internal helpers -------------------------------------------------------------

  _a1Ref(): string {
    return `${quoteSheetName(this._sheet._name)}!${a1Of(this._box)}`;
  }

  private _read<T>(fn: (cell: Cell | undefined, row: number, column: number) => T): T[][] {
    const { row, column, numRows, numColumns } = this._box;
    const out: T[][] = [];
    for (let r = 0; r < numRows; r++) {
      const line: T[] = [];
      for (let c = 0; c < numColumns; c++) {
        line.push(fn(this._sheet._cell(row + r, column + c), row + r, column + c));
      }
      out.push(line);
    }
    return out;
  }

  private _first<T>(fn: (cell: Cell | undefined, row: number, column: number) => T): T {
    const { row, column } = this._box;
    return fn(this._sheet._cell(row, column), row, column);
  }

  private _write(fn: (cell: Cell, r: number, c: number) => void): this {
    const { row, column, numRows, numColumns } = this._box;
    for (let r = 0; r < numRows; r++) {
      for (let c = 0; c < numColumns; c++) {
        fn(this._sheet._cellForWrite(row + r, column + c), r, c);
      }
    }
    return this;
  }

  /** Applies fn to cells that exist; used by clears so they do not grow storage. */
  private _update(fn: (cell: Cell) => void): this {
    const { row, column, numRows, numColumns } = this._box;
    for (let r = row; r < row + numRows; r++) {
      for (let c = column; c < column + numColumns; c++) {
        const cell = this._sheet._cell(r, c);
        if (cell) fn(cell);
      }
    }
    return this;
  }

  private _write2D(data: unknown, method: string, fn: (cell: Cell, v: unknown) => void): this {
    checkShape(data, this._box.numRows, this._box.numColumns, `SpreadsheetApp.Range.${method}`);
    return this._write((cell, r, c) => fn(cell, data[r][c]));
  }

  private _cellValue(cell: Cell | undefined, row: number, column: number): CellValue {
    if (!cell) return '';
    if (cell.formula) return this._sheet._formulaValue(cell.formula, row, column);
    return outValue(cell.value);
  }

  private _setStyle<K extends StyleKey>(key: K, value: Style[K] | null): this {
    return this._write((cell) => setStyle(cell, key, value));
  }

  private _setStyles<K extends StyleKey>(
    key: K,
    data: unknown,
    method: string,
    convert: (v: unknown) => Style[K] | null,
  ): this {
    return this._write2D(data, method, (cell, v) => setStyle(cell, key, convert(v)));
  }

  private _style<K extends StyleKey>(key: K): Style[K][][] {
    return this._read((cell) => styleOf(cell, key));
  }

  private _assign(cell: Cell, parsed: ParsedInput): void {
    cell.value = parsed.value;
    cell.formula = parsed.formula;
  }

  // ---- geometry -----------------------------------------------------------------------

  getRow(): number {
    return this._box.row;
  }
  getColumn(): number {
    return this._box.column;
  }
  getRowIndex(): number {
    return this._box.row;
  }
  getNumRows(): number {
    return this._box.numRows;
  }
  getNumColumns(): number {
    return this._box.numColumns;
  }
  getLastRow(): number {
    return this._box.row + this._box.numRows - 1;
  }
  getLastColumn(): number {
    return this._box.column + this._box.numColumns - 1;
  }
  getA1Notation(): string {
    return a1Of(this._box);
  }
  getSheet(): MemorySheet {
    return this._sheet;
  }
  getGridId(): number {
    return this._sheet._id;
  }
  offset(
    rowOffset: number,
    columnOffset: number,
    numRows?: number,
    numColumns?: number,
  ): MemoryRange {
    const args = [rowOffset, columnOffset, numRows, numColumns].slice(
      0,
      numColumns !== undefined ? 4 : numRows !== undefined ? 3 : 2,
    );
    if (args.some((a) => typeof a !== 'number' || !Number.isInteger(a))) {
      badSignature('SpreadsheetApp.Range.offset', args);
    }
    return this._sheet._range(
      this._box.row + rowOffset,
      this._box.column + columnOffset,
      numRows ?? this._box.numRows,
      numColumns ?? this._box.numColumns,
    );
  }
  getCell(row: number, column: number): MemoryRange {
    if (row < 1 || row > this._box.numRows || column < 1 || column > this._box.numColumns) {
      fail('Cell reference out of range');
    }
    return this._sheet._range(this._box.row + row - 1, this._box.column + column - 1, 1, 1);
  }
  activate(): this {
    this._sheet._parent._active = this._sheet;
    return this;
  }
  isBlank(): boolean {
    return this._read((cell) => hasContent(cell)).every((line) => line.every((f) => !f));
  }

  // ---- values -------------------------------------------------------------------------

  getValues(): CellValue[][] {
    return this._read((cell, r, c) => this._cellValue(cell, r, c));
  }
  getValue(): CellValue {
    return this._first((cell, r, c) => this._cellValue(cell, r, c));
  }
  getDisplayValues(): string[][] {
    return this._read((cell, r, c) =>
      displayValue(this._cellValue(cell, r, c), styleOf(cell, 'numberFormat')),
    );
  }
  getDisplayValue(): string {
    return this._first((cell, r, c) =>
      displayValue(this._cellValue(cell, r, c), styleOf(cell, 'numberFormat')),
    );
  }
  /** The zone typed dates are midnight in: the sheet's (undefined: this machine's). */
  _timeZone(): string | undefined {
    return this._sheet._parent._options.timeZone;
  }
  setValues(values: unknown[][]): this {
    return this._write2D(values, 'setValues', (cell, v) =>
      this._assign(cell, parseInput(v, styleOf(cell, 'numberFormat'), this._timeZone())),
    );
  }
  setValue(value: unknown): this {
    if (Array.isArray(value)) badSignature('SpreadsheetApp.Range.setValue', [value]);
    return this._write((cell) =>
      this._assign(cell, parseInput(value, styleOf(cell, 'numberFormat'), this._timeZone())),
    );
  }
  getFormulas(): string[][] {
    return this._read((cell) => cell?.formula ?? '');
  }
  getFormula(): string {
    return this._first((cell) => cell?.formula ?? '');
  }
  setFormula(formula: string): this {
    return this._write((cell) =>
      this._assign(cell, parseInput(String(formula), 'General', this._timeZone())),
    );
  }
  setFormulas(formulas: string[][]): this {
    return this._write2D(formulas, 'setFormulas', (cell, v) =>
      this._assign(
        cell,
        parseInput(v === null || v === undefined ? '' : String(v), 'General', this._timeZone()),
      ),
    );
  }

  // ---- number formats -------------------------------------------------------------------

  setNumberFormat(numberFormat: string): this {
    return this._setStyle('numberFormat', String(numberFormat));
  }
  setNumberFormats(numberFormats: string[][]): this {
    return this._setStyles('numberFormat', numberFormats, 'setNumberFormats', (v) =>
      v === null || v === undefined ? null : String(v),
    );
  }
  getNumberFormats(): string[][] {
    return this._style('numberFormat');
  }
  getNumberFormat(): string {
    return this._first((cell) => styleOf(cell, 'numberFormat'));
  }

  // ---- notes --------------------------------------------------------------------------

  setNote(note: string | null): this {
    const text = note === null || note === undefined ? '' : String(note);
    return this._write((cell) => {
      cell.note = text;
    });
  }
  setNotes(notes: (string | null)[][]): this {
    return this._write2D(notes, 'setNotes', (cell, v) => {
      cell.note = v === null || v === undefined ? '' : String(v);
    });
  }
  getNotes(): string[][] {
    return this._read((cell) => cell?.note ?? '');
  }
  getNote(): string {
    return this._first((cell) => cell?.note ?? '');
  }
  clearNote(): this {
    return this._update((cell) => {
      cell.note = '';
    });
  }

  // ---- data validation ---------------------------------------------------------------

  setDataValidation(rule: MemoryDataValidation | null): this {
    if (rule !== null && !(rule instanceof MemoryDataValidation)) {
      badSignature('SpreadsheetApp.Range.setDataValidation', [rule]);
    }
    return this._write((cell) => {
      cell.validation = rule;
    });
  }
  setDataValidations(rules: (MemoryDataValidation | null)[][]): this {
    return this._write2D(rules, 'setDataValidations', (cell, v) => {
      if (v !== null && v !== undefined && !(v instanceof MemoryDataValidation)) {
        badSignature('SpreadsheetApp.Range.setDataValidations', [rules]);
      }
      cell.validation = (v as MemoryDataValidation | null | undefined) ?? null;
    });
  }
  getDataValidations(): (MemoryDataValidation | null)[][] {
    return this._read((cell) => cell?.validation ?? null);
  }
  getDataValidation(): MemoryDataValidation | null {
    return this._first((cell) => cell?.validation ?? null);
  }
  clearDataValidations(): this {
    return this._update((cell) => {
      cell.validation = null;
    });
  }

  // ---- text and cell formatting ------------------------------------------------------

  setBackground(color: string | null): this {
    return this._setStyle('background', color === null ? null : normalizeColor(color));
  }
  setBackgrounds(colors: (string | null)[][]): this {
    return this._setStyles('background', colors, 'setBackgrounds', (v) =>
      v === null || v === undefined ? null : normalizeColor(String(v)),
    );
  }
  getBackground(): string {
    return this._first((cell) => styleOf(cell, 'background'));
  }
  getBackgrounds(): string[][] {
    return this._style('background');
  }
  setFontWeight(fontWeight: string | null): this {
    return this._setStyle('fontWeight', fontWeight);
  }
  setFontWeights(fontWeights: (string | null)[][]): this {
    return this._setStyles('fontWeight', fontWeights, 'setFontWeights', (v) =>
      v === null || v === undefined ? null : String(v),
    );
  }
  getFontWeight(): string {
    return this._first((cell) => styleOf(cell, 'fontWeight'));
  }
  getFontWeights(): string[][] {
    return this._style('fontWeight');
  }
  setFontColor(color: string | null): this {
    return this._setStyle('fontColor', color === null ? null : normalizeColor(color));
  }
  setFontColors(colors: (string | null)[][]): this {
    return this._setStyles('fontColor', colors, 'setFontColors', (v) =>
      v === null || v === undefined ? null : normalizeColor(String(v)),
    );
  }
  getFontColor(): string {
    return this._first((cell) => styleOf(cell, 'fontColor'));
  }
  getFontColors(): string[][] {
    return this._style('fontColor');
  }
  setFontSize(size: number): this {
    return this._setStyle('fontSize', size);
  }
  setFontSizes(sizes: number[][]): this {
    return this._setStyles('fontSize', sizes, 'setFontSizes', (v) =>
      v === null || v === undefined ? null : Number(v),
    );
  }
  getFontSize(): number {
    return this._first((cell) => styleOf(cell, 'fontSize'));
  }
  getFontSizes(): number[][] {
    return this._style('fontSize');
  }
  setFontStyle(fontStyle: string | null): this {
    return this._setStyle('fontStyle', fontStyle);
  }
  getFontStyles(): string[][] {
    return this._style('fontStyle');
  }
  setFontFamily(fontFamily: string | null): this {
    return this._setStyle('fontFamily', fontFamily);
  }
  getFontFamilies(): string[][] {
    return this._style('fontFamily');
  }
  setFontLine(fontLine: string | null): this {
    return this._setStyle('fontLine', fontLine);
  }
  getFontLines(): string[][] {
    return this._style('fontLine');
  }
  setHorizontalAlignment(alignment: string | null): this {
    return this._setStyle('horizontalAlignment', alignment);
  }
  setHorizontalAlignments(alignments: (string | null)[][]): this {
    return this._setStyles('horizontalAlignment', alignments, 'setHorizontalAlignments', (v) =>
      v === null || v === undefined ? null : String(v),
    );
  }
  getHorizontalAlignment(): string {
    return this._first((cell) => styleOf(cell, 'horizontalAlignment'));
  }
  getHorizontalAlignments(): string[][] {
    return this._style('horizontalAlignment');
  }
  setVerticalAlignment(alignment: string | null): this {
    return this._setStyle('verticalAlignment', alignment);
  }
  getVerticalAlignments(): string[][] {
    return this._style('verticalAlignment');
  }
  setWrap(isWrapEnabled: boolean): this {
    return this._setStyle('wrap', Boolean(isWrapEnabled));
  }
  setWraps(wraps: boolean[][]): this {
    return this._setStyles('wrap', wraps, 'setWraps', (v) => Boolean(v));
  }
  setWrapStrategy(strategy: EnumValue): this {
    const s = enumValue(WrapStrategy, strategy);
    if (!s) badSignature('SpreadsheetApp.Range.setWrapStrategy', [strategy]);
    return this._setStyle('wrap', s === WrapStrategy.WRAP);
  }
  getWrap(): boolean {
    return this._first((cell) => styleOf(cell, 'wrap'));
  }
  getWraps(): boolean[][] {
    return this._style('wrap');
  }

  /**
   * setBorder(top, left, bottom, right, vertical, horizontal, color?, style?): true draws,
   * false removes, null leaves an edge unchanged. vertical/horizontal are the inner edges.
   */
  setBorder(
    top: boolean | null,
    left: boolean | null,
    bottom: boolean | null,
    right: boolean | null,
    vertical: boolean | null,
    horizontal: boolean | null,
    color?: string | null,
    style?: EnumValue | null,
  ): this {
    const edge: BorderEdge = {
      color: color ? normalizeColor(color) : '#000000',
      style: (style && enumValue(BorderStyle, style)?.name) || 'SOLID',
    };
    const apply = (cell: Cell, side: Edge, flag: boolean | null | undefined): void => {
      if (flag === true) cell.border[side] = { ...edge };
      else if (flag === false) delete cell.border[side];
    };
    const { numRows, numColumns } = this._box;
    return this._write((cell, r, c) => {
      apply(cell, 'top', r === 0 ? top : horizontal);
      apply(cell, 'bottom', r === numRows - 1 ? bottom : horizontal);
      apply(cell, 'left', c === 0 ? left : vertical);
      apply(cell, 'right', c === numColumns - 1 ? right : vertical);
    });
  }

  // ---- clearing ----------------------------------------------------------------------

  /**
   * clear(): contents and formats (notes and data validation stay).
   * clear(options): only the parts selected by contentsOnly / formatOnly / commentsOnly /
   * validationsOnly.
   */
  clear(options?: ClearOptions): this {
    const o = options ?? {};
    const any = o.contentsOnly || o.formatOnly || o.commentsOnly || o.validationsOnly;
    return this._update((cell) => {
      if (!any || o.contentsOnly) clearContent(cell);
      if (!any || o.formatOnly) clearFormat(cell);
      if (o.commentsOnly) cell.note = '';
      if (o.validationsOnly) cell.validation = null;
    });
  }
  clearContent(): this {
    return this._update(clearContent);
  }
  clearFormat(): this {
    return this._update(clearFormat);
  }

  // ---- bandings ----------------------------------------------------------------------

  applyRowBanding(theme?: EnumValue, showHeader?: boolean, showFooter?: boolean): MemoryBanding {
    return this._band('ROWS', theme, showHeader, showFooter);
  }
  applyColumnBanding(theme?: EnumValue, showHeader?: boolean, showFooter?: boolean): MemoryBanding {
    return this._band('COLUMNS', theme, showHeader, showFooter);
  }
  private _band(
    kind: 'ROWS' | 'COLUMNS',
    theme: EnumValue | undefined,
    showHeader: boolean | undefined,
    showFooter: boolean | undefined,
  ): MemoryBanding {
    const t = theme === undefined ? BandingTheme.LIGHT_GREY : enumValue(BandingTheme, theme);
    if (!t)
      badSignature(`SpreadsheetApp.Range.apply${kind === 'ROWS' ? 'Row' : 'Column'}Banding`, [
        theme,
      ]);
    return this._sheet._addBanding(this._box, kind, t, showHeader ?? true, showFooter ?? false);
  }
  getBandings(): MemoryBanding[] {
    return this._sheet._bandingsIntersecting(this._box);
  }
}

/** Describes a cell value for JSON (Dates become { date: ISO string }). */
export function jsonValue(value: CellValue): unknown {
  return isDate(value) ? { date: value.toISOString() } : value;
}

instrument(MemoryRange, 'Range', true);
