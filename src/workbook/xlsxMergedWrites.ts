/** Cells a command wrote inside merged ranges of the tabs read from the file. */
import { a1Of } from './a1';
import type { MemorySheet } from './sheet';
import { sameValue, type Origin } from './xlsxOrigin';

/** A merged range as the file library keeps it (1-based rows and columns). */
type GridRange = { top: number; left: number; bottom: number; right: number; range: string };

/**
 * Cells a command wrote that the file has merged into the cell above or to the left of them,
 * each named with its merged cells, as "Players!I3 (in I2:I3)"; `sheets`: the tabs still there.
 */
export function mergedCellWrites(
  origins: ReadonlyMap<MemorySheet, Origin>,
  sheets: readonly MemorySheet[],
): string[] {
  const found: string[] = [];
  for (const [sheet, origin] of origins) {
    if (!sheets.includes(sheet)) continue;
    const merges = (origin.worksheet as unknown as { _merges: Record<string, GridRange> })._merges;
    for (const merge of Object.values(merges)) {
      for (let r = merge.top; r <= merge.bottom; r++) {
        for (let c = merge.left; c <= merge.right; c++) {
          if (r === merge.top && c === merge.left) continue;
          const now = sheet._rows[r - 1]?.[c - 1];
          const then = origin.rows[r - 1]?.[c - 1];
          const written =
            (now?.formula ?? '') !== (then?.formula ?? '') ||
            !sameValue(now?.value ?? '', then?.value ?? '');
          if (written) {
            const at = a1Of({ row: r, column: c, numRows: 1, numColumns: 1 });
            found.push(`${sheet._name}!${at} (in ${merge.range})`);
          }
        }
      }
    }
  }
  return found;
}
