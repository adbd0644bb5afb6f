/**
 * Heights for rows with wrapped text, as the xlsx file writes them: Sheets grows such rows to
 * fit (a height set on a row being the least it keeps); spreadsheet programs opening the file
 * do not, so without a height the lines would overlap or be cut off.
 */
import { FILE_COLUMN_WIDTH, FILE_FONT } from './fileFont';
import type { MemorySheet } from './sheet';
import { textWidth, type TextFont } from './textWidth';

/** Pixels of a column kept clear of text: a little room either side of it. */
const CELL_PADDING = 4;

/**
 * Room to spare on each line. On a computer without Calibri, LibreOffice draws the text in a
 * stand-in font that fills up to about 3 % more of a line, bold text about 8 % more; a program
 * that rounds each letter to whole pixels draws a little wider too.
 */
const SAFETY = { regular: 1.06, bold: 1.1 };

/**
 * A cell in a font of its own (from a TD's workbook) may draw wider than Calibri: a wide font
 * such as DejaVu Sans draws most letters about a quarter wider.
 */
const OTHER_FONT = 1.25;

/** A word breaks after a hyphen or a dash between letters ("Okafor-" "Williams"). */
const AFTER_DASH = /(?<=\p{L}[-–—])(?=\p{L})/u;

/**
 * Lines `text` takes in `room` pixels, wrapped as a spreadsheet program wraps it: at spaces and
 * after hyphens, a part longer than a line broken between its characters.
 */
export function wrappedLines(text: string, room: number, font: TextFont): number {
  const space = textWidth(' ', font);
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    lines++;
    let used = 0;
    for (const word of paragraph.split(' ')) {
      word.split(AFTER_DASH).forEach((part, i) => {
        const gap = i === 0 && used > 0 ? space : 0;
        const width = textWidth(part, font);
        if (used > 0 && used + gap + width <= room) {
          used += gap + width;
          return;
        }
        if (used > 0) [lines, used] = [lines + 1, 0];
        for (const character of part) {
          const w = textWidth(character, font);
          if (used > 0 && used + w > room) [lines, used] = [lines + 1, 0];
          used += w;
        }
      });
    }
  }
  return lines;
}

/**
 * Heights (points) for the rows whose wrapped text needs more room than the row has. A column's
 * width is `widthOf` it (pixels) when given, else the width set on the sheet, else the width
 * the file draws a column it gives no width.
 */
export function wrappedRowHeights(
  sheet: MemorySheet,
  widthOf: (column: number) => number | undefined = () => undefined,
): Map<number, number> {
  const heights = new Map<number, number>();
  sheet._rows.forEach((line, r) => {
    // The tallest wrapped cell sets the height: its lines × its type size (points).
    let tallest = 0;
    let wraps = false;
    line?.forEach((cell, c) => {
      if (!cell?.style.wrap || cell.value === '') return;
      const width = widthOf(c + 1) ?? sheet._columnWidths.get(c + 1) ?? FILE_COLUMN_WIDTH;
      // A cell with no size of its own is written in the file's font.
      const font = {
        size: cell.style.fontSize ?? FILE_FONT.size,
        bold: cell.style.fontWeight === 'bold',
      };
      const other = (cell.style.fontFamily ?? FILE_FONT.name) === FILE_FONT.name ? 1 : OTHER_FONT;
      const room = (width - CELL_PADDING) / (font.bold ? SAFETY.bold : SAFETY.regular) / other;
      const cellLines = wrappedLines(String(cell.value), room, font);
      tallest = Math.max(tallest, cellLines * font.size);
      if (cellLines > 1) wraps = true;
    });
    if (!wraps) return;
    const needed = Math.ceil((tallest * 13) / 10) + 3;
    const set = sheet._rowHeights.get(r + 1);
    if (set === undefined || (set * 3) / 4 < needed) heights.set(r + 1, needed);
  });
  return heights;
}
