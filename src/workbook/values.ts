/**
 * Cell value semantics of Google Sheets, as seen through Range.setValue(s) and getValues:
 *
 * - null / undefined become '' (an empty cell).
 * - numbers, booleans and Dates are stored as they are (a Date is copied). NaN and ±Infinity
 *   are stored as the strings "NaN" / "Infinity" / "-Infinity".
 * - a string that starts with "=" (and is longer than "=") is a FORMULA: getFormulas returns it,
 *   getValues returns FORMULA_MARKER ('#FORMULA') unless the spreadsheet was created with a
 *   `formulaValue` callback (the sandbox does not evaluate formulas).
 * - a string that starts with a single quote is stored as the text after the quote.
 * - otherwise, as if typed by a user (en-US locale): "3", "-1.5", " 2 ", "1,000", "1e3" become
 *   numbers, "50%" becomes 0.5, "true"/"FALSE" become booleans, "2024-03-01", "3/1/2024" and
 *   "3/1" become Dates (midnight in the sheet's time zone, as Apps Script hands a date cell
 *   over; "3/1" uses the current year); any other text stays text.
 *   Also coerced: currency ("$1.50", "-$3"), two-digit years ("3/4/24"), month names ("Mar 4",
 *   "4 March", "March 4, 2024") and times ("9:30", "9:30:15", "9:30 PM": a Date on 1899-12-30,
 *   the day Sheets counts serial numbers from).
 * - a cell holds at most 50,000 characters; a longer string is refused as Sheets refuses it.
 * - when the cell's number format is "@" (plain text) a string is stored verbatim: no formula,
 *   no quote stripping, no number parsing.
 * - other objects are stored as String(value).
 */
import { isDate } from './env';
import { wallClockDate } from './wallClock';

export type CellValue = string | number | boolean | Date;

export const FORMULA_MARKER = '#FORMULA';
export const DEFAULT_NUMBER_FORMAT = 'General';
const PLAIN_TEXT_FORMAT = '@';

export interface ParsedInput {
  value: CellValue;
  /** The formula text (starting with "="), or '' when the cell holds a plain value. */
  formula: string;
}

const NUMBER = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d*)?(?:[eE][+-]?\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([ap])\.?m\.?)?$/i;
const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const MONTH_DAY = new RegExp(`^${MONTH_NAME}\\s+(\\d{1,2})(?:,?\\s+(\\d{4}))?$`, 'i');
const DAY_MONTH = new RegExp(`^(\\d{1,2})\\s+${MONTH_NAME}(?:,?\\s+(\\d{4}))?$`, 'i');
const CURRENCY = /^([+-]?)\$\s*(.+)$/;

/** Longest text a cell holds (Sheets refuses more). */
const MAX_CELL_CHARS = 50000;

function parseNumber(text: string): number | null {
  if (!NUMBER.test(text) || !/\d/.test(text.replace(/[eE][+-]?\d+$/, ''))) return null;
  const n = Number(text.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** Midnight of a real calendar day in `timeZone`, else null. */
function makeDate(year: number, month: number, day: number, timeZone?: string): Date | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return wallClockDate({ year, month, day }, timeZone);
}

function parseDate(text: string, timeZone?: string): Date | null {
  const iso = ISO_DATE.exec(text);
  if (iso) return makeDate(Number(iso[1]), Number(iso[2]), Number(iso[3]), timeZone);
  const us = US_DATE.exec(text);
  if (us) return makeDate(fullYear(us[3], timeZone), Number(us[1]), Number(us[2]), timeZone);
  const md = MONTH_DAY.exec(text);
  if (md) return makeDate(fullYear(md[3], timeZone), monthOf(md[1]), Number(md[2]), timeZone);
  const dm = DAY_MONTH.exec(text);
  if (dm) return makeDate(fullYear(dm[3], timeZone), monthOf(dm[2]), Number(dm[1]), timeZone);
  return parseTime(text, timeZone);
}

const monthOf = (name: string): number =>
  MONTHS.indexOf(name.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]) + 1;

/**
 * A year as typed: none = this year where the sheet is; two digits = 1930–2029, as Sheets reads
 * them.
 */
function fullYear(text: string | undefined, timeZone?: string): number {
  if (text === undefined) return thisYear(timeZone);
  const n = Number(text);
  if (text.length > 2) return n;
  return n < 30 ? 2000 + n : 1900 + n;
}

/** The year on the clock of `timeZone` now (the local zone when none is named). */
function thisYear(timeZone?: string): number {
  const now = new Date();
  if (timeZone === undefined) return now.getFullYear();
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(now));
}

function parseTime(text: string, timeZone?: string): Date | null {
  const t = TIME.exec(text);
  if (!t) return null;
  let hours = Number(t[1]);
  const minutes = Number(t[2]);
  const seconds = t[3] ? Number(t[3]) : 0;
  if (minutes > 59 || seconds > 59) return null;
  if (t[4]) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (t[4].toLowerCase() === 'p' ? 12 : 0);
  } else if (hours > 23) return null;
  return wallClockDate({ year: 1899, month: 12, day: 30, hours, minutes, seconds }, timeZone);
}

/** Interprets user-entered text the way the Sheets editor would (dates in the sheet's zone). */
function parseText(text: string, timeZone?: string): CellValue {
  const trimmed = text.trim();
  if (trimmed === '') return text;
  const lower = trimmed.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  const n = parseNumber(trimmed);
  if (n !== null) return n;
  const money = CURRENCY.exec(trimmed);
  if (money) {
    const m = parseNumber(money[2].trim());
    if (m !== null && !/^[+-]/.test(money[2].trim())) return money[1] === '-' ? -m : m;
  }
  if (trimmed.endsWith('%')) {
    const p = parseNumber(trimmed.slice(0, -1).trim());
    if (p !== null) return p / 100;
  }
  return parseDate(trimmed, timeZone) ?? text;
}

/** What a cell holds after `setValue(input)` given its number format and the sheet's zone. */
export function parseInput(input: unknown, numberFormat: string, timeZone?: string): ParsedInput {
  if (input === null || input === undefined) return { value: '', formula: '' };
  if (typeof input === 'boolean') return { value: input, formula: '' };
  if (typeof input === 'number') {
    return Number.isFinite(input)
      ? { value: input, formula: '' }
      : { value: String(input), formula: '' };
  }
  if (isDate(input)) {
    const t = input.getTime();
    return Number.isNaN(t)
      ? { value: 'Invalid Date', formula: '' }
      : { value: new Date(t), formula: '' };
  }
  const text = String(input);
  const stored =
    text.startsWith("'") && numberFormat !== PLAIN_TEXT_FORMAT ? text.length - 1 : text.length;
  if (stored > MAX_CELL_CHARS) {
    throw new Error(
      `Your input contains more than the maximum of ${MAX_CELL_CHARS} characters in a single cell.`,
    );
  }
  if (numberFormat === PLAIN_TEXT_FORMAT) return { value: text, formula: '' };
  if (text.length > 1 && text.startsWith('=')) return { value: '', formula: text };
  if (text.startsWith("'")) return { value: text.slice(1), formula: '' };
  return { value: parseText(text, timeZone), formula: '' };
}

/** A value as handed out by getValues: Dates are copied so callers cannot alias cells. */
export function outValue(value: CellValue): CellValue {
  return isDate(value) ? new Date(value.getTime()) : value;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function formatDate(date: Date, format: string): string {
  if (/y/i.test(format) && /d/i.test(format)) {
    return format
      .replace(/yyyy/gi, String(date.getFullYear()))
      .replace(/mm/gi, pad(date.getMonth() + 1))
      .replace(/dd/gi, pad(date.getDate()))
      .replace(/(?<![a-z])m(?![a-z])/gi, String(date.getMonth() + 1))
      .replace(/(?<![a-z])d(?![a-z])/gi, String(date.getDate()));
  }
  const day = `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
  const h = date.getHours();
  const m = date.getMinutes();
  const s = date.getSeconds();
  return h || m || s ? `${day} ${h}:${pad(m)}:${pad(s)}` : day;
}

function formatNumber(n: number, format: string): string {
  const fixed = /^(#,##)?0(?:\.(0+))?(%?)$/.exec(format);
  if (fixed) {
    const scaled = fixed[3] ? n * 100 : n;
    let text = scaled.toFixed(fixed[2] ? fixed[2].length : 0);
    if (fixed[1]) {
      const [int, frac] = text.split('.');
      text = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (frac !== undefined ? `.${frac}` : '');
    }
    return text + fixed[3];
  }
  return String(Number(n.toPrecision(10)));
}

/** The text Sheets would show for a value under a number format (a small subset of formats). */
export function displayValue(value: CellValue, format: string): string {
  if (value === '') return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return value;
  if (isDate(value)) return formatDate(value, format);
  return formatNumber(value, format);
}

const NAMED_COLORS: Readonly<Record<string, string>> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  lime: '#00ff00',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  purple: '#800080',
  cyan: '#00ffff',
  magenta: '#ff00ff',
};

/** Normalizes a CSS colour the way Sheets reports it: lowercase "#rrggbb". */
export function normalizeColor(color: string): string {
  const c = color.trim().toLowerCase();
  if (NAMED_COLORS[c]) return NAMED_COLORS[c];
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(c);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return c;
}
