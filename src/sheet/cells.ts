import { formatDate } from './calendar';

/** Cell values as Apps Script's getValues() returns them. */
export type Cell = string | number | boolean | Date;

/** The plain-text number format: a cell in it keeps what is typed or written as it is. */
export const PLAIN_TEXT = '@';

/** Text Sheets would not keep as typed: a formula start or a quote of its own… */
const COERCED_START = /^[=+\-@']/;
/** …anything with a digit (numbers, dates, times, percentages, currency)… */
const HAS_DIGIT = /\d/;
/** …and the booleans. */
const BOOLEAN = /^\s*(?:true|false)\s*$/i;

/**
 * User text written back to a cell. Sheets reads a written string as if typed: "0042" becomes
 * 42, "3/4" a date, "TRUE" a boolean, "=…" a formula, and a leading quote is dropped. A leading
 * quote makes Sheets keep the rest as text, so every such string is written with one and reads
 * back identical ("'t Hart" is written "''t Hart").
 */
export function safeText(text: string): string {
  return COERCED_START.test(text) || HAS_DIGIT.test(text) || BOOLEAN.test(text) ? `'${text}` : text;
}

/** What a cell whose formula failed shows (Sheets, Excel and LibreOffice alike). */
export const SPREADSHEET_ERROR =
  /^#(?:NAME\?|REF!|VALUE!|DIV\/0!|N\/A|NUM!|NULL!|ERROR!|SPILL!|CALC!)$/;

/** The day spreadsheets count from: a time typed alone ("1:30") is that time on this day. */
export const DAY_ZERO = '1899-12-30';

/**
 * A date cell's day (yyyy-mm-dd) and time of day (H:mm, H:mm:ss with seconds, '' at midnight)
 * in the sheet's time zone (calendar.ts).
 */
export function dateParts(date: Date): { day: string; time: string } {
  const [day, clock] = formatDate(date, 'yyyy-MM-dd HH:mm:ss').split(' ');
  const time = clock === '00:00:00' ? '' : clock.replace(/:00$/, '').replace(/^0(?=\d)/, '');
  return { day, time };
}

/**
 * A cell's content as trimmed text ('' for blank): a date cell as the sheet shows it, its day,
 * its day and time of day, or a time alone.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const { day, time } = dateParts(value);
    if (day === DAY_ZERO) return time || '0:00';
    return time ? `${day} ${time}` : day;
  }
  // A boolean shows as TRUE / FALSE in the sheet.
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value).trim();
}

/**
 * The advice for a cell the spreadsheet turned into a date or time as it was typed: Excel,
 * LibreOffice and Sheets read "3/5" or "1-2" as a date, "6.5" too where the decimal separator is
 * a comma. '' for any other cell. Appended to the message that refuses the cell.
 */
export function dateAdvice(value: unknown): string {
  return value instanceof Date
    ? " The spreadsheet turned what was typed into a date or time: type it again with an apostrophe in front, or set the cell's format to Text first."
    : '';
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
