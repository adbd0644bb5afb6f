/** Cell values as Apps Script's getValues() returns them. */
export type Cell = string | number | boolean | Date;

const FORMULA_START = /^[=+\-@]/;

/**
 * User text written back to a cell. A leading quote makes Sheets keep the text as typed, so a
 * name like "=IMPORTXML(…)" or "-Ann-" can never become a formula.
 */
export function safeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell's content as trimmed text ('' for blank). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Local date parts: Apps Script dates are in the script's time zone.
    const pad = (n: number): string => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value).trim();
}

export function isBlank(value: unknown): boolean {
  return cellText(value) === '';
}

/** Column number (1-based) to letters: 1 → A, 27 → AA. */
export function columnLetter(column: number): string {
  let out = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
  }
  return out;
}

/** "Players!B7" style reference used in messages. */
export function cellRef(tab: string, row: number, column: number): string {
  return `${tab}!${columnLetter(column)}${row}`;
}
