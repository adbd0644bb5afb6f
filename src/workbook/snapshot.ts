/**
 * Test helpers that bypass the call counter: a deterministic, JSON-able snapshot of a whole
 * spreadsheet (for "left exactly as it was" assertions), reading a tab's used values, and
 * filling a tab.
 */
import { a1Of } from './a1';
import type { BandingJson } from './banding';
import { DEFAULT_STYLE, type BorderEdge, type Edge, type Style } from './cell';
import type { ConditionalRuleJson } from './conditional';
import { jsonValue } from './range';
import { DEFAULT_COLUMN_WIDTH, DEFAULT_ROW_HEIGHT, type MemorySheet } from './sheet';
import type { MemorySpreadsheet } from './spreadsheet';
import type { ValidationJson } from './validation';
import type { CellValue } from './values';

/** Everything non-default about one cell. */
interface CellSnapshot {
  formula?: string;
  note?: string;
  validation?: ValidationJson;
  format?: Partial<Style>;
  border?: Partial<Record<Edge, BorderEdge>>;
}

interface SheetSnapshot {
  name: string;
  index: number;
  hidden: boolean;
  tabColor: string | null;
  frozenRows: number;
  frozenColumns: number;
  maxRows: number;
  maxColumns: number;
  /** Non-default widths / heights, keyed by column / row number. */
  columnWidths: Record<string, number>;
  rowHeights: Record<string, number>;
  hiddenRows: number[];
  hiddenColumns: number[];
  /** getValues() of A1 to (last row, last column) with content; Dates as { date: ISO }. */
  values: unknown[][];
  /** Formulas, notes, validations, formats and borders, keyed by A1 in row-major order. */
  cells: Record<string, CellSnapshot>;
  conditionalFormatRules: ConditionalRuleJson[];
  bandings: BandingJson[];
}

export interface SpreadsheetSnapshot {
  name: string;
  sheets: SheetSnapshot[];
}

function numericRecord(map: Map<number, number>, defaultValue: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of [...map.keys()].sort((a, b) => a - b)) {
    const v = map.get(key) as number;
    if (v !== defaultValue) out[String(key)] = v;
  }
  return out;
}

function rawValues(sheet: MemorySheet): CellValue[][] {
  const lastRow = sheet._lastRow();
  const lastColumn = sheet._lastColumn();
  if (lastRow === 0 || lastColumn === 0) return [];
  return sheet._env.silent(() => sheet._range(1, 1, lastRow, lastColumn).getValues());
}

function sheetSnapshot(sheet: MemorySheet, index: number): SheetSnapshot {
  const cells: Record<string, CellSnapshot> = {};
  sheet._rows.forEach((line, r) => {
    line?.forEach((cell, c) => {
      if (!cell) return;
      const snap: CellSnapshot = {};
      if (cell.formula) snap.formula = cell.formula;
      if (cell.note) snap.note = cell.note;
      if (cell.validation) snap.validation = cell.validation._json();
      const format: Partial<Style> = {};
      for (const key of Object.keys(cell.style).sort() as (keyof Style)[]) {
        if (cell.style[key] !== DEFAULT_STYLE[key]) {
          (format as Record<string, unknown>)[key] = cell.style[key];
        }
      }
      if (Object.keys(format).length > 0) snap.format = format;
      const edges = (['top', 'left', 'bottom', 'right'] as Edge[]).filter((e) => cell.border[e]);
      if (edges.length > 0) {
        snap.border = Object.fromEntries(edges.map((e) => [e, { ...cell.border[e] }]));
      }
      if (Object.keys(snap).length > 0) {
        cells[a1Of({ row: r + 1, column: c + 1, numRows: 1, numColumns: 1 })] = snap;
      }
    });
  });
  return {
    name: sheet._name,
    index,
    hidden: sheet._hidden,
    tabColor: sheet._tabColor,
    frozenRows: sheet._frozenRows,
    frozenColumns: sheet._frozenColumns,
    maxRows: sheet._maxRows,
    maxColumns: sheet._maxColumns,
    columnWidths: numericRecord(sheet._columnWidths, DEFAULT_COLUMN_WIDTH),
    rowHeights: numericRecord(sheet._rowHeights, DEFAULT_ROW_HEIGHT),
    hiddenRows: [...sheet._hiddenRows].sort((a, b) => a - b),
    hiddenColumns: [...sheet._hiddenColumns].sort((a, b) => a - b),
    values: rawValues(sheet).map((line) => line.map(jsonValue)),
    cells,
    conditionalFormatRules: sheet._conditionalRules.map((rule) => rule._json()),
    bandings: sheet._bandings.map((b) => b._json()),
  };
}

/** A deterministic JSON-able picture of every tab, in order. Not counted as service calls. */
export function snapshot(spreadsheet: MemorySpreadsheet): SpreadsheetSnapshot {
  return {
    name: spreadsheet._name,
    sheets: spreadsheet._sheets.map((sheet, i) => sheetSnapshot(sheet, i + 1)),
  };
}

function sheetOrThrow(spreadsheet: MemorySpreadsheet, name: string): MemorySheet {
  const sheet = spreadsheet._sheetNamed(name);
  if (!sheet) {
    const names = spreadsheet._sheets.map((s) => JSON.stringify(s._name)).join(', ');
    throw new Error(`Sandbox: no sheet named ${JSON.stringify(name)} (sheets: ${names})`);
  }
  return sheet;
}

/** getValues() of the used range (A1 to last row/column with content); [] for an empty tab. */
export function sheetValues(spreadsheet: MemorySpreadsheet, name: string): CellValue[][] {
  return rawValues(sheetOrThrow(spreadsheet, name));
}

/**
 * Creates the tab `name` (at the end) or clears an existing one, then writes `rows` from A1
 * as a user would type them (setValues semantics; short rows are padded with '').
 * Not counted as service calls. Returns the sheet.
 */
export function setSheet(
  spreadsheet: MemorySpreadsheet,
  name: string,
  rows: unknown[][],
): MemorySheet {
  return spreadsheet._env.silent(() => {
    let sheet = spreadsheet._sheetNamed(name);
    if (sheet) sheet.clear();
    else {
      sheet = spreadsheet._newSheet(name);
      spreadsheet._sheets.push(sheet);
    }
    const width = Math.max(0, ...rows.map((r) => r.length));
    if (rows.length > 0 && width > 0) {
      sheet._maxRows = Math.max(sheet._maxRows, rows.length);
      sheet._maxColumns = Math.max(sheet._maxColumns, width);
      const padded = rows.map((r) => [...r, ...new Array<string>(width - r.length).fill('')]);
      sheet._range(1, 1, rows.length, width).setValues(padded);
    }
    return sheet;
  });
}
