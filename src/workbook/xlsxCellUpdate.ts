/** Writes back into a worksheet read from the file the cells a command changed (xlsxDocument). */
import type ExcelJS from 'exceljs';
import { a1Of } from './a1';
import type { Cell, Edge, StyleKey } from './cell';
import type { MemorySheet } from './sheet';
import { border, excelAlignment, excelFill, excelFont, excelValidation, excelValue } from './xlsx';
import { sameEdge, sameValue, type Origin } from './xlsxOrigin';
import { setCellValidations, type ValidationModel } from './xlsxValidations';

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

/** Writes the cells of `sheet` that differ from `origin`, validations too; true if any did. */
export function updateCells(sheet: MemorySheet, origin: Origin): boolean {
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
