/** A1 notation: column letters and range parsing. Rows and columns are 1-based. */

export interface GridBox {
  row: number;
  column: number;
  numRows: number;
  numColumns: number;
}

export function columnLetter(column: number): string {
  let n = column;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** "B2" for a single cell, "A1:G10" otherwise. */
export function a1Of(box: GridBox): string {
  const start = `${columnLetter(box.column)}${box.row}`;
  if (box.numRows === 1 && box.numColumns === 1) return start;
  const end = `${columnLetter(box.column + box.numColumns - 1)}${box.row + box.numRows - 1}`;
  return `${start}:${end}`;
}

/** Splits "'My tab'!A1:B2" into the sheet name (or null) and the range part. */
export function splitSheetPrefix(notation: string): { sheetName: string | null; range: string } {
  const bang = notation.lastIndexOf('!');
  if (bang < 0) return { sheetName: null, range: notation };
  let name = notation.slice(0, bang);
  if (name.startsWith("'") && name.endsWith("'") && name.length >= 2) {
    name = name.slice(1, -1).replace(/''/g, "'");
  }
  return { sheetName: name, range: notation.slice(bang + 1) };
}

const CELL = /^\$?([A-Za-z]*)\$?(\d*)$/;

/**
 * Parses "A1", "A1:G10", "A:C" (whole columns), "2:5" (whole rows) or "A2:C" (open end).
 * Returns null when the notation is not a range.
 */
export function parseA1(range: string, maxRows: number, maxColumns: number): GridBox | null {
  const parts = range.trim().split(':');
  if (parts.length < 1 || parts.length > 2) return null;
  const cells = parts.map((p) => CELL.exec(p));
  if (cells.some((m) => m === null)) return null;
  const [first, second] = cells as RegExpExecArray[];
  // Row numbers count from 1: "A0:B2" is no range (Apps Script: "Range not found").
  if ([first, second].some((m) => m !== undefined && m[2] !== '' && Number(m[2]) === 0))
    return null;
  const c1 = first[1] ? columnNumber(first[1]) : 0;
  const r1 = first[2] ? Number(first[2]) : 0;
  if (!second) {
    if (!c1 || !r1) return null;
    return { row: r1, column: c1, numRows: 1, numColumns: 1 };
  }
  const c2 = second[1] ? columnNumber(second[1]) : 0;
  const r2 = second[2] ? Number(second[2]) : 0;
  if (!c1 && !c2 && (!r1 || !r2)) return null;
  if (!r1 && !r2 && (!c1 || !c2)) return null;
  if ((first[1] === '' && first[2] === '') || (second[1] === '' && second[2] === '')) return null;
  const rowA = r1 || 1;
  const rowB = r2 || maxRows;
  const colA = c1 || 1;
  const colB = c2 || maxColumns;
  const top = Math.min(rowA, rowB);
  const left = Math.min(colA, colB);
  if (top < 1 || left < 1) return null;
  return {
    row: top,
    column: left,
    numRows: Math.abs(rowB - rowA) + 1,
    numColumns: Math.abs(colB - colA) + 1,
  };
}
