/**
 * Data validations over large ranges. A spreadsheet program stores a dropdown on a whole
 * column as one rule over E2:E1048576; the file library expands every rule into one entry per
 * cell when it reads a file (a million entries: seconds to load and to save). Rules over more
 * than LARGE_RANGE cells are kept as one entry keyed by their range instead, which the library
 * writes back as it is. When a command changes the validation of cells inside such a range,
 * the range is split around them.
 *
 * The cells of a smaller rule are joined back into ranges here when the file is written: the
 * library joined them in the order of their names (P10 before P2), so a dropdown over P2:P41
 * came back as two overlapping rules, P10:P41 and P2:P41.
 */
import { isDeepStrictEqual } from 'node:util';
import { libraryModule } from './libraryParts';
import type ExcelJS from 'exceljs';
import { a1Of, columnLetter, parseA1, type GridBox } from './a1';

/** Rules over more cells than this stay one range entry. */
const LARGE_RANGE = 10_000;

interface ValidationsXform {
  prototype: {
    parseClose(this: XformState, name: string): boolean;
    render(this: unknown, stream: unknown, model: ValidationModel): void;
  };
}

interface XformState {
  _address: string;
  _dataValidation: { formulae?: unknown[]; operator?: string };
  model: Record<string, unknown>;
}

let patched = false;

/** Makes the file library keep large validation ranges as one entry (once per process). */
export function keepLargeValidationRanges(): void {
  if (patched) return;
  patched = true;
  const xform = libraryModule<ValidationsXform>(
    'exceljs/lib/xlsx/xform/sheet/data-validations-xform.js',
  );
  const original = xform.prototype.parseClose;
  xform.prototype.parseClose = function (this: XformState, name: string): boolean {
    if (name !== 'dataValidation') return original.call(this, name);
    const parts = (this._address ?? '').split(/\s+/).filter(Boolean);
    const size = (part: string): number => {
      const box = parseA1(part.replace(/\$/g, ''), 1_048_576, 16_384);
      return box ? box.numRows * box.numColumns : 1;
    };
    if (!parts.some((p) => size(p) > LARGE_RANGE)) return original.call(this, name);
    const dv = this._dataValidation;
    if (!dv.formulae || !dv.formulae.length) {
      delete dv.formulae;
      delete dv.operator;
    }
    // Small parts of the same rule are expanded as the library would; large ones stay ranges.
    const small = parts.filter((p) => size(p) <= LARGE_RANGE);
    for (const part of parts) if (size(part) > LARGE_RANGE) this.model[part] = dv;
    if (small.length) {
      this._address = small.join(' ');
      return original.call(this, name);
    }
    return true;
  };
  const { render } = xform.prototype;
  xform.prototype.render = function (stream: unknown, model: ValidationModel): void {
    render.call(this, stream, joinedCells(model));
  };
}

/** A run of cells down one column, then as many columns to its right as have the same run. */
interface Block extends GridBox {
  rule: ExcelJS.DataValidation;
}

/**
 * The model with its single cells joined into rectangles of one rule each: runs down each
 * column (in row order), then runs of the same rows and rule side by side. Range entries stay.
 */
function joinedCells(model: ValidationModel): ValidationModel {
  const joined: ValidationModel = {};
  const columns = new Map<number, { row: number; rule: ExcelJS.DataValidation }[]>();
  for (const [address, rule] of Object.entries(model)) {
    if (!rule) continue;
    const box = address.includes(':') ? null : boxOf(address);
    if (!box) {
      joined[address] = rule;
      continue;
    }
    const cells = columns.get(box.column) ?? [];
    cells.push({ row: box.row, rule });
    columns.set(box.column, cells);
  }
  const blocks: Block[] = [];
  const open = new Map<string, Block>();
  for (const column of [...columns.keys()].sort((a, b) => a - b)) {
    const cells = columns.get(column)!.sort((a, b) => a.row - b.row);
    const runs: Block[] = [];
    for (const { row, rule } of cells) {
      const last = runs[runs.length - 1];
      if (last && last.row + last.numRows === row && isDeepStrictEqual(last.rule, rule)) {
        last.numRows++;
      } else runs.push({ row, column, numRows: 1, numColumns: 1, rule });
    }
    for (const run of runs) {
      const key = `${run.row}:${run.numRows}`;
      const left = open.get(key);
      if (
        left &&
        left.column + left.numColumns === column &&
        isDeepStrictEqual(left.rule, run.rule)
      ) {
        left.numColumns++;
      } else {
        blocks.push(run);
        open.set(key, run);
      }
    }
  }
  for (const block of blocks) joined[a1Of(block)] = block.rule;
  return joined;
}

export type ValidationModel = Record<string, ExcelJS.DataValidation | undefined>;

function boxOf(address: string): GridBox | null {
  return parseA1(address.replace(/\$/g, ''), 1_048_576, 16_384);
}

function contains(box: GridBox, row: number, column: number): boolean {
  return (
    row >= box.row &&
    row < box.row + box.numRows &&
    column >= box.column &&
    column < box.column + box.numColumns
  );
}

/**
 * Sets the validations of single cells (undefined removes one). A range entry holding any of
 * them is replaced by the runs of each of its columns that keep the range's rule.
 */
export function setCellValidations(
  model: ValidationModel,
  cells: Map<string, { row: number; column: number; rule: ExcelJS.DataValidation | undefined }>,
): void {
  for (const key of Object.keys(model)) {
    if (!key.includes(':') || !model[key]) continue;
    const box = boxOf(key);
    if (!box) continue;
    const inside = [...cells.values()].filter((c) => contains(box, c.row, c.column));
    if (!inside.length) continue;
    const rule = model[key];
    delete model[key];
    for (let column = box.column; column < box.column + box.numColumns; column++) {
      const taken = inside
        .filter((c) => c.column === column)
        .map((c) => c.row)
        .sort((a, b) => a - b);
      let from = box.row;
      for (const row of [...taken, box.row + box.numRows]) {
        if (row > from) {
          const run = { row: from, column, numRows: row - from, numColumns: 1 };
          model[run.numRows === 1 ? `${columnLetter(column)}${from}` : a1Of(run)] = rule;
        }
        from = row + 1;
      }
    }
  }
  for (const [address, cell] of cells) {
    if (cell.rule) model[address] = cell.rule;
    else delete model[address];
  }
}
