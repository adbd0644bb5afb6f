/**
 * Rows or columns inserted or deleted, as Sheets moves what a tab keeps by position: a span
 * wholly inside the deleted lines goes away, one across them shrinks, one past them moves up;
 * lines inserted inside a span widen it, before it move it down.
 */
import type { GridBox } from './a1';

/** Lines `at`…`at + count - 1` deleted, or `count` lines inserted after line `at - 1`. */
export interface GridShift {
  axis: 'rows' | 'columns';
  kind: 'insert' | 'delete';
  at: number;
  count: number;
}

/** Where a span of lines (`start`, `length` lines) is after the shift; null once deleted. */
export function shiftSpan(
  start: number,
  length: number,
  shift: GridShift,
): { start: number; length: number } | null {
  const end = start + length - 1;
  const { at, count } = shift;
  if (shift.kind === 'insert') {
    if (end < at) return { start, length };
    if (start >= at) return { start: start + count, length };
    return { start, length: length + count };
  }
  const last = at + count - 1;
  if (end < at) return { start, length };
  if (start > last) return { start: start - count, length };
  const kept = length - (Math.min(end, last) - Math.max(start, at) + 1);
  return kept > 0 ? { start: Math.min(start, at), length: kept } : null;
}

/** A box after the shift, null once all its lines are deleted. */
export function shiftBox(box: GridBox, shift: GridShift): GridBox | null {
  if (shift.axis === 'rows') {
    const span = shiftSpan(box.row, box.numRows, shift);
    return span && { ...box, row: span.start, numRows: span.length };
  }
  const span = shiftSpan(box.column, box.numColumns, shift);
  return span && { ...box, column: span.start, numColumns: span.length };
}

/** A line's number after the shift, null when it is deleted. */
function shiftLine(line: number, shift: GridShift): number | null {
  return shiftSpan(line, 1, shift)?.start ?? null;
}

/** A map keyed by line (heights, widths) after the shift: deleted lines' entries dropped. */
export function shiftKeys<T>(map: Map<number, T>, shift: GridShift): Map<number, T> {
  const moved = new Map<number, T>();
  for (const [line, value] of map) {
    const now = shiftLine(line, shift);
    if (now !== null) moved.set(now, value);
  }
  return moved;
}

/** Page breaks, each after a line: one after a deleted line goes with it. */
export function shiftBreaks(breaks: readonly number[], shift: GridShift): number[] {
  return breaks.flatMap((line) => {
    const now = shiftLine(line, shift);
    return now === null ? [] : [now];
  });
}

/** Line numbers (hidden rows, say) after the shift. */
export function shiftLines(lines: ReadonlySet<number>, shift: GridShift): Set<number> {
  return new Set(shiftBreaks([...lines], shift));
}
