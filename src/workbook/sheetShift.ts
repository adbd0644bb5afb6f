/**
 * What a tab keeps by position, moved with rows or columns inserted or deleted as Sheets moves
 * it: bandings, conditional-format ranges, row heights and column widths, hidden rows and
 * columns, page breaks and frozen panes. (Notes and data validations are kept on their cells,
 * which move with their lines.)
 */
import { MemoryConditionalFormatRule } from './conditional';
import {
  shiftBox,
  shiftBreaks,
  shiftKeys,
  shiftLines,
  shiftSpan,
  type GridShift,
} from './gridShift';
import { MemoryRange } from './range';
import type { MemorySheet } from './sheet';

export function shiftSheet(sheet: MemorySheet, shift: GridShift): void {
  for (const banding of sheet._bandings) {
    const box = shiftBox(banding._box, shift);
    if (box) banding._box = box;
    else banding._removed = true;
  }
  sheet._bandings = sheet._bandings.filter((b) => !b._removed);
  sheet._conditionalRules = sheet._conditionalRules.flatMap((rule) => {
    const spec = rule._parts();
    const ranges = spec.ranges.flatMap((range) => {
      if (range._sheet !== sheet) return [range];
      const box = shiftBox(range._box, shift);
      if (!box) return [];
      const same = box.row === range._box.row && box.numRows === range._box.numRows;
      const kept =
        same && box.column === range._box.column && box.numColumns === range._box.numColumns;
      return [kept ? range : new MemoryRange(sheet, box)];
    });
    // A rule whose every range is deleted goes with them.
    if (!ranges.length) return [];
    if (ranges.every((range, i) => range === spec.ranges[i])) return [rule];
    const moved = { ...spec, values: [...spec.values], format: { ...spec.format }, ranges };
    return [new MemoryConditionalFormatRule(sheet._env, moved)];
  });
  const frozen = (count: number): number => shiftSpan(1, count, shift)?.length ?? 0;
  if (shift.axis === 'rows') {
    sheet._rowHeights = shiftKeys(sheet._rowHeights, shift);
    sheet._hiddenRows = shiftLines(sheet._hiddenRows, shift);
    sheet._rowBreaks = shiftBreaks(sheet._rowBreaks, shift);
    if (sheet._frozenRows) sheet._frozenRows = frozen(sheet._frozenRows);
  } else {
    sheet._columnWidths = shiftKeys(sheet._columnWidths, shift);
    sheet._hiddenColumns = shiftLines(sheet._hiddenColumns, shift);
    sheet._columnBreaks = shiftBreaks(sheet._columnBreaks, shift);
    if (sheet._frozenColumns) sheet._frozenColumns = frozen(sheet._frozenColumns);
  }
}
