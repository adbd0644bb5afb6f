/** The in-memory Sheet (a tab): a sparse grid of cells plus sheet-level settings. */
import { parseA1, splitSheetPrefix, type GridBox } from './a1';
import { MemoryBanding } from './banding';
import { clearContent, clearFormat, hasContent, newCell, type Cell } from './cell';
import type { MemoryConditionalFormatRule } from './conditional';
import type { EnumValue } from './enums';
import { badSignature, fail, instrument, type SandboxEnv } from './env';
import { MemoryRange, type ClearOptions } from './range';
import { MemoryRangeList } from './rangeList';
import { shiftSheet } from './sheetShift';
import type { MemorySpreadsheet } from './spreadsheet';
import { FORMULA_MARKER, displayValue, normalizeColor, type CellValue } from './values';

export const DEFAULT_MAX_ROWS = 1000;
export const DEFAULT_MAX_COLUMNS = 26;
export const DEFAULT_COLUMN_WIDTH = 100;
export const DEFAULT_ROW_HEIGHT = 21;

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

function overlaps(a: GridBox, b: GridBox): boolean {
  return (
    a.row <= b.row + b.numRows - 1 &&
    b.row <= a.row + a.numRows - 1 &&
    a.column <= b.column + b.numColumns - 1 &&
    b.column <= a.column + a.numColumns - 1
  );
}

export class MemorySheet {
  readonly _env: SandboxEnv;
  /** Rows of cells, index [row - 1][column - 1]; missing entries are empty, unformatted cells. */
  _rows: (Cell | undefined)[][] = [];
  _maxRows = DEFAULT_MAX_ROWS;
  _maxColumns = DEFAULT_MAX_COLUMNS;
  _frozenRows = 0;
  _frozenColumns = 0;
  _hidden = false;
  _tabColor: string | null = null;
  _columnWidths = new Map<number, number>();
  _rowHeights = new Map<number, number>();
  _hiddenRows = new Set<number>();
  _hiddenColumns = new Set<number>();
  /**
   * Manual page breaks of the file (no Apps Script call reads or sets them): the rows and the
   * columns after which a printed page ends, in order. Kept so a tab saved again prints alike.
   */
  _rowBreaks: number[] = [];
  _columnBreaks: number[] = [];
  _conditionalRules: MemoryConditionalFormatRule[] = [];
  _bandings: MemoryBanding[] = [];

  constructor(
    readonly _parent: MemorySpreadsheet,
    public _name: string,
    readonly _id: number,
  ) {
    this._env = _parent._env;
  }

  // ---- internal ----------------------------------------------------------------------

  _cell(row: number, column: number): Cell | undefined {
    return this._rows[row - 1]?.[column - 1];
  }

  _cellForWrite(row: number, column: number): Cell {
    if (row > this._maxRows || column > this._maxColumns) {
      const rows = Math.max(row, this._maxRows);
      const columns = Math.max(column, this._maxColumns);
      this._parent._checkCells(rows * columns - this._maxRows * this._maxColumns);
    }
    return this._cellForRead(row, column);
  }

  /**
   * A cell of a file being read: the grid grows to hold it whatever the cells' limit, as the file
   * is what it is (a workbook from Excel may hold more); the next command that grows it is refused.
   */
  _cellForRead(row: number, column: number): Cell {
    this._maxRows = Math.max(this._maxRows, row);
    this._maxColumns = Math.max(this._maxColumns, column);
    const line = (this._rows[row - 1] ??= []);
    return (line[column - 1] ??= newCell());
  }

  _formulaValue(formula: string, row: number, column: number): CellValue {
    const fn = this._parent._options.formulaValue;
    return fn ? fn(formula, { sheet: this._name, row, column }) : FORMULA_MARKER;
  }

  /** Builds a range after Apps Script's argument checks. */
  _range(row: number, column: number, numRows: number, numColumns: number): MemoryRange {
    if (row < 1) fail('The starting row of the range is too small.');
    if (column < 1) fail('The starting column of the range is too small.');
    if (numRows < 1) fail('The number of rows in the range must be at least 1.');
    if (numColumns < 1) fail('The number of columns in the range must be at least 1.');
    if (
      this._parent._options.strictGrid &&
      (row + numRows - 1 > this._maxRows || column + numColumns - 1 > this._maxColumns)
    ) {
      fail('The coordinates of the range are outside the dimensions of the sheet.');
    }
    return new MemoryRange(this, { row, column, numRows, numColumns });
  }

  _rangeFromA1(notation: string): MemoryRange {
    const { sheetName, range } = splitSheetPrefix(notation);
    if (sheetName !== null && sheetName.toLowerCase() !== this._name.toLowerCase()) {
      fail('Range not found');
    }
    const box = parseA1(range, this._maxRows, this._maxColumns);
    if (!box) fail('Range not found');
    return this._range(box.row, box.column, box.numRows, box.numColumns);
  }

  _lastRow(): number {
    for (let r = this._rows.length; r >= 1; r--) {
      if ((this._rows[r - 1] ?? []).some((cell) => hasContent(cell))) return r;
    }
    return 0;
  }

  _lastColumn(): number {
    let last = 0;
    for (const line of this._rows) {
      if (!line) continue;
      for (let c = line.length; c > last; c--) {
        if (hasContent(line[c - 1])) {
          last = c;
          break;
        }
      }
    }
    return last;
  }

  _addBanding(
    box: GridBox,
    kind: 'ROWS' | 'COLUMNS',
    theme: EnumValue,
    showHeader: boolean,
    showFooter: boolean,
  ): MemoryBanding {
    if (this._bandings.some((b) => overlaps(b._box, box))) {
      fail('You cannot add alternating colors to a range that already has alternating colors.');
    }
    const banding = new MemoryBanding(this, { ...box }, kind, theme, showHeader, showFooter);
    this._bandings.push(banding);
    return banding;
  }

  _bandingsIntersecting(box: GridBox): MemoryBanding[] {
    return this._bandings.filter((b) => overlaps(b._box, box));
  }

  private _checkCount(args: unknown[], target: string): void {
    if (args.some((a) => !isInt(a))) badSignature(target, args);
  }

  // ---- identity -----------------------------------------------------------------------

  getName(): string {
    return this._name;
  }
  getSheetName(): string {
    return this._name;
  }
  setName(name: string): this {
    const text = String(name);
    if (this._parent._sheetNamed(text, this)) {
      fail(`A sheet with the name "${text}" already exists. Please enter another name.`);
    }
    this._name = text;
    return this;
  }
  getIndex(): number {
    return this._parent._sheets.indexOf(this) + 1;
  }
  getSheetId(): number {
    return this._id;
  }
  getParent(): MemorySpreadsheet {
    return this._parent;
  }
  activate(): this {
    this._parent._active = this;
    return this;
  }

  // ---- ranges -------------------------------------------------------------------------

  getRange(a1Notation: string): MemoryRange;
  getRange(row: number, column: number, numRows?: number, numColumns?: number): MemoryRange;
  getRange(...args: unknown[]): MemoryRange {
    if (args.length === 1 && typeof args[0] === 'string') return this._rangeFromA1(args[0]);
    if (args.length < 2 || args.length > 4 || args.some((a) => !isInt(a))) {
      badSignature('SpreadsheetApp.Sheet.getRange', args);
    }
    const [row, column, numRows = 1, numColumns = 1] = args as number[];
    return this._range(row, column, numRows, numColumns);
  }
  getRangeList(a1Notations: string[]): MemoryRangeList {
    if (!Array.isArray(a1Notations) || a1Notations.length === 0) {
      badSignature('SpreadsheetApp.Sheet.getRangeList', [a1Notations]);
    }
    return new MemoryRangeList(a1Notations.map((a1) => this._rangeFromA1(String(a1))));
  }
  getDataRange(): MemoryRange {
    return this._range(1, 1, Math.max(1, this._lastRow()), Math.max(1, this._lastColumn()));
  }
  getLastRow(): number {
    return this._lastRow();
  }
  getLastColumn(): number {
    return this._lastColumn();
  }
  getMaxRows(): number {
    return this._maxRows;
  }
  getMaxColumns(): number {
    return this._maxColumns;
  }
  appendRow(rowContents: unknown[]): this {
    if (!Array.isArray(rowContents)) badSignature('SpreadsheetApp.Sheet.appendRow', [rowContents]);
    if (rowContents.length === 0) return this;
    const row = this._lastRow() + 1;
    new MemoryRange(this, { row, column: 1, numRows: 1, numColumns: rowContents.length }).setValues(
      [rowContents],
    );
    return this;
  }

  // ---- frozen panes -------------------------------------------------------------------

  setFrozenRows(rows: number): void {
    this._checkCount([rows], 'SpreadsheetApp.Sheet.setFrozenRows');
    if (rows < 0) fail('The number of frozen rows must be at least 0.');
    this._frozenRows = rows;
  }
  getFrozenRows(): number {
    return this._frozenRows;
  }
  setFrozenColumns(columns: number): void {
    this._checkCount([columns], 'SpreadsheetApp.Sheet.setFrozenColumns');
    if (columns < 0) fail('The number of frozen columns must be at least 0.');
    this._frozenColumns = columns;
  }
  getFrozenColumns(): number {
    return this._frozenColumns;
  }

  // ---- clearing -----------------------------------------------------------------------

  /** Clears contents and formats of every cell (notes and data validation stay), or the
   * parts selected by `options`, like Range.clear. */
  clear(options?: ClearOptions): this {
    this._allCells().clear(options);
    return this;
  }
  clearContents(): this {
    for (const line of this._rows) line?.forEach((cell) => cell && clearContent(cell));
    return this;
  }
  clearFormats(): this {
    for (const line of this._rows) line?.forEach((cell) => cell && clearFormat(cell));
    return this;
  }
  clearNotes(): this {
    for (const line of this._rows) {
      line?.forEach((cell) => {
        if (cell) cell.note = '';
      });
    }
    return this;
  }
  private _allCells(): MemoryRange {
    return new MemoryRange(this, {
      row: 1,
      column: 1,
      numRows: this._maxRows,
      numColumns: this._maxColumns,
    });
  }

  // ---- conditional formatting and bandings --------------------------------------------

  setConditionalFormatRules(rules: MemoryConditionalFormatRule[]): void {
    if (!Array.isArray(rules))
      badSignature('SpreadsheetApp.Sheet.setConditionalFormatRules', [rules]);
    this._conditionalRules = [...rules];
  }
  getConditionalFormatRules(): MemoryConditionalFormatRule[] {
    return [...this._conditionalRules];
  }
  clearConditionalFormatRules(): void {
    this._conditionalRules = [];
  }
  getBandings(): MemoryBanding[] {
    return [...this._bandings];
  }

  // ---- sizes, colours, visibility -----------------------------------------------------

  setColumnWidth(columnPosition: number, width: number): this {
    this._checkCount([columnPosition, width], 'SpreadsheetApp.Sheet.setColumnWidth');
    this._columnWidths.set(columnPosition, width);
    return this;
  }
  setColumnWidths(startColumn: number, numColumns: number, width: number): this {
    this._checkCount([startColumn, numColumns, width], 'SpreadsheetApp.Sheet.setColumnWidths');
    for (let c = startColumn; c < startColumn + numColumns; c++) this._columnWidths.set(c, width);
    return this;
  }
  getColumnWidth(columnPosition: number): number {
    return this._columnWidths.get(columnPosition) ?? DEFAULT_COLUMN_WIDTH;
  }
  /** Sets widths from the longest displayed text (about 7 px a character, 16 px padding). */
  autoResizeColumns(startColumn: number, numColumns: number): this {
    this._checkCount([startColumn, numColumns], 'SpreadsheetApp.Sheet.autoResizeColumns');
    for (let c = startColumn; c < startColumn + numColumns; c++) {
      let longest = 0;
      for (const line of this._rows) {
        const cell = line?.[c - 1];
        if (!cell || !hasContent(cell)) continue;
        const value = cell.formula ? this._formulaValue(cell.formula, 0, c) : cell.value;
        const text = displayValue(value, cell.style.numberFormat ?? 'General');
        longest = Math.max(longest, ...text.split('\n').map((l) => l.length));
      }
      this._columnWidths.set(c, longest === 0 ? DEFAULT_COLUMN_WIDTH : longest * 7 + 16);
    }
    return this;
  }
  autoResizeColumn(columnPosition: number): this {
    return this.autoResizeColumns(columnPosition, 1);
  }
  setRowHeight(rowPosition: number, height: number): this {
    this._checkCount([rowPosition, height], 'SpreadsheetApp.Sheet.setRowHeight');
    this._rowHeights.set(rowPosition, height);
    return this;
  }
  setRowHeights(startRow: number, numRows: number, height: number): this {
    this._checkCount([startRow, numRows, height], 'SpreadsheetApp.Sheet.setRowHeights');
    for (let r = startRow; r < startRow + numRows; r++) this._rowHeights.set(r, height);
    return this;
  }
  getRowHeight(rowPosition: number): number {
    return this._rowHeights.get(rowPosition) ?? DEFAULT_ROW_HEIGHT;
  }
  setTabColor(color: string | null): this {
    this._tabColor = color === null ? null : normalizeColor(color);
    return this;
  }
  getTabColor(): string | null {
    return this._tabColor;
  }
  hideSheet(): this {
    this._hidden = true;
    return this;
  }
  showSheet(): this {
    this._hidden = false;
    return this;
  }
  isSheetHidden(): boolean {
    return this._hidden;
  }
  hideColumns(columnIndex: number, numColumns = 1): void {
    for (let c = columnIndex; c < columnIndex + numColumns; c++) this._hiddenColumns.add(c);
  }
  showColumns(columnIndex: number, numColumns = 1): void {
    for (let c = columnIndex; c < columnIndex + numColumns; c++) this._hiddenColumns.delete(c);
  }
  isColumnHiddenByUser(columnPosition: number): boolean {
    return this._hiddenColumns.has(columnPosition);
  }
  hideRows(rowIndex: number, numRows = 1): void {
    for (let r = rowIndex; r < rowIndex + numRows; r++) this._hiddenRows.add(r);
  }
  showRows(rowIndex: number, numRows = 1): void {
    for (let r = rowIndex; r < rowIndex + numRows; r++) this._hiddenRows.delete(r);
  }
  isRowHiddenByUser(rowPosition: number): boolean {
    return this._hiddenRows.has(rowPosition);
  }

  // ---- inserting and deleting rows / columns ------------------------------------------
  // Cells move with their rows/columns, and so does what the tab keeps by position (sheetShift).

  insertRowsAfter(afterPosition: number, howMany: number): this {
    this._checkCount([afterPosition, howMany], 'SpreadsheetApp.Sheet.insertRowsAfter');
    if (afterPosition < 1 || afterPosition > this._maxRows) fail('Those rows are out of bounds.');
    if (howMany < 1) fail('The number of rows to insert must be at least 1.');
    this._insertRows(afterPosition, howMany);
    return this;
  }
  insertRowAfter(afterPosition: number): this {
    return this.insertRowsAfter(afterPosition, 1);
  }
  insertRowsBefore(beforePosition: number, howMany: number): this {
    this._checkCount([beforePosition, howMany], 'SpreadsheetApp.Sheet.insertRowsBefore');
    if (beforePosition < 1 || beforePosition > this._maxRows) fail('Those rows are out of bounds.');
    if (howMany < 1) fail('The number of rows to insert must be at least 1.');
    this._insertRows(beforePosition - 1, howMany);
    return this;
  }
  insertRowBefore(beforePosition: number): this {
    return this.insertRowsBefore(beforePosition, 1);
  }
  private _insertRows(after: number, howMany: number): void {
    this._parent._checkCells(howMany * this._maxColumns);
    if (this._rows.length > after) {
      const blank = Array.from({ length: howMany }, (): (Cell | undefined)[] => []);
      this._rows.splice(after, 0, ...blank);
    }
    this._maxRows += howMany;
    shiftSheet(this, { axis: 'rows', kind: 'insert', at: after + 1, count: howMany });
  }
  insertColumnsAfter(afterPosition: number, howMany: number): this {
    this._checkCount([afterPosition, howMany], 'SpreadsheetApp.Sheet.insertColumnsAfter');
    if (afterPosition < 1 || afterPosition > this._maxColumns)
      fail('Those columns are out of bounds.');
    if (howMany < 1) fail('The number of columns to insert must be at least 1.');
    this._insertColumns(afterPosition, howMany);
    return this;
  }
  insertColumnAfter(afterPosition: number): this {
    return this.insertColumnsAfter(afterPosition, 1);
  }
  insertColumnsBefore(beforePosition: number, howMany: number): this {
    this._checkCount([beforePosition, howMany], 'SpreadsheetApp.Sheet.insertColumnsBefore');
    if (beforePosition < 1 || beforePosition > this._maxColumns) {
      fail('Those columns are out of bounds.');
    }
    if (howMany < 1) fail('The number of columns to insert must be at least 1.');
    this._insertColumns(beforePosition - 1, howMany);
    return this;
  }
  insertColumnBefore(beforePosition: number): this {
    return this.insertColumnsBefore(beforePosition, 1);
  }
  private _insertColumns(after: number, howMany: number): void {
    this._parent._checkCells(howMany * this._maxRows);
    for (const line of this._rows) {
      if (line && line.length > after) line.splice(after, 0, ...new Array<undefined>(howMany));
    }
    this._maxColumns += howMany;
    shiftSheet(this, { axis: 'columns', kind: 'insert', at: after + 1, count: howMany });
  }
  deleteRows(rowPosition: number, howMany: number): void {
    this._checkCount([rowPosition, howMany], 'SpreadsheetApp.Sheet.deleteRows');
    if (rowPosition < 1 || howMany < 1 || rowPosition + howMany - 1 > this._maxRows) {
      fail('Those rows are out of bounds.');
    }
    if (this._maxRows - howMany <= this._frozenRows) {
      fail('Sorry, it is not possible to delete all non-frozen rows.');
    }
    this._rows.splice(rowPosition - 1, howMany);
    this._maxRows -= howMany;
    shiftSheet(this, { axis: 'rows', kind: 'delete', at: rowPosition, count: howMany });
  }
  deleteRow(rowPosition: number): this {
    this.deleteRows(rowPosition, 1);
    return this;
  }
  deleteColumns(columnPosition: number, howMany: number): void {
    this._checkCount([columnPosition, howMany], 'SpreadsheetApp.Sheet.deleteColumns');
    if (columnPosition < 1 || howMany < 1 || columnPosition + howMany - 1 > this._maxColumns) {
      fail('Those columns are out of bounds.');
    }
    if (this._maxColumns - howMany <= this._frozenColumns) {
      fail('Sorry, it is not possible to delete all non-frozen columns.');
    }
    for (const line of this._rows) line?.splice(columnPosition - 1, howMany);
    this._maxColumns -= howMany;
    shiftSheet(this, { axis: 'columns', kind: 'delete', at: columnPosition, count: howMany });
  }
  deleteColumn(columnPosition: number): this {
    this.deleteColumns(columnPosition, 1);
    return this;
  }
}

instrument(MemorySheet, 'Sheet', true);
