/**
 * Heights for rows with wrapped text, as the xlsx file writes them: Sheets grows such rows to
 * fit (a height set on a row being the least it keeps); spreadsheet programs opening the file
 * do not, so without a height the lines would overlap or be cut off.
 */
import { DEFAULT_COLUMN_WIDTH, type MemorySheet } from './sheet';

/** About 6.5 pixels a character at the default 10-point type, in proportion above it. */
const PIXELS_PER_CHARACTER = 6.5;
/** Bold type runs about this much wider. */
const BOLD = 1.15;

/**
 * Lines `text` takes in a column `perLine` characters wide, wrapped at spaces as a spreadsheet
 * program wraps it (a word longer than a line is broken).
 */
export function wrappedLines(text: string, perLine: number): number {
  const width = Math.max(1, perLine);
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    lines++;
    let used = 0;
    for (const word of paragraph.split(' ')) {
      if (used > 0 && used + 1 + word.length <= width) {
        used += 1 + word.length;
        continue;
      }
      if (used > 0) lines++;
      let rest = word.length;
      for (; rest > width; rest -= width) lines++;
      used = rest;
    }
  }
  return lines;
}

/** Heights (points) for the rows whose wrapped text needs more room than the row has. */
export function wrappedRowHeights(sheet: MemorySheet): Map<number, number> {
  const heights = new Map<number, number>();
  sheet._rows.forEach((line, r) => {
    let lines = 1;
    let size = 10;
    line?.forEach((cell, c) => {
      if (!cell?.style.wrap || cell.value === '') return;
      const width = sheet._columnWidths.get(c + 1) ?? DEFAULT_COLUMN_WIDTH;
      const points = cell.style.fontSize ?? 10;
      const bold = cell.style.fontWeight === 'bold' ? BOLD : 1;
      const character = (PIXELS_PER_CHARACTER * points * bold) / 10;
      const cellLines = wrappedLines(String(cell.value), Math.floor(width / character));
      if (cellLines > lines) [lines, size] = [cellLines, points];
    });
    if (lines === 1) return;
    const needed = Math.ceil((lines * 13 * size) / 10) + 3;
    const set = sheet._rowHeights.get(r + 1);
    if (set === undefined || (set * 3) / 4 < needed) heights.set(r + 1, needed);
  });
  return heights;
}
