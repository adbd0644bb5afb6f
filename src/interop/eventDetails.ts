import { InputError } from '../engine/errors';
import type { ImportedSettings } from './types';

/**
 * The Settings rows the result files need (Start date, End date, Basic time): read into the
 * ISO dates and minutes of ImportedSettings, and what each file does when one is blank.
 */

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A spreadsheet's day 0: serial n is n days after 30 December 1899. */
const SERIAL_ZERO = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** Years an event date may fall in: anything else is a typing slip or not a date. */
const FIRST_YEAR = 1950;
const LAST_YEAR = 2199;

const pad = (n: number): string => String(n).padStart(2, '0');

/** yyyy-mm-dd of a real calendar day in the years allowed, else null. */
function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= FIRST_YEAR && year <= LAST_YEAR
    ? `${year}-${pad(month)}-${pad(day)}`
    : null;
}

/** 1–12 for an English month name or its abbreviation ("Apr", "Sept", "April"), else 0. */
function monthOf(word: string): number {
  const w = word.toLowerCase();
  if (w === 'sept') return 9;
  return (
    MONTH_NAMES.findIndex((n) => n.toLowerCase() === w || n.slice(0, 3).toLowerCase() === w) + 1
  );
}

const NOT_A_DATE = 'Type a date, or text such as 2025-04-05.';

/** Why a value is not an event date, and what to type instead. */
interface DateProblem {
  reason: string;
  hint: string;
}

/**
 * A start time after the date, as a date cell with a time of day would show it: "2026-05-02
 * 9:30", "2026-05-02T09:30:00", "4/25/2026, 9:30 AM", with a time zone after it as files and
 * exports write one ("2026-05-02T09:30:00Z", "…+02:00", "… UTC"). The hours run to 23, or 1 to 12
 * before AM or PM; the minutes and seconds to 59. The day is the one written, wherever the zone.
 */
const TIME_OF_DAY =
  /^(.*\d)(?:,? |T)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?: ?([AP])\.?M\.?)?(?: ?(?:Z|(?:UTC|GMT)?[+\-−]\d{1,2}(?::?\d{2})?|UTC|GMT))?$/i;

/** The date part of text with a start time (the text itself without one), or why the time cannot be. */
function dayOf(text: string): string | DateProblem {
  const m = TIME_OF_DAY.exec(text);
  if (!m) return text;
  const [hours, minutes, seconds] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  const hoursOk = m[5] ? hours >= 1 && hours <= 12 : hours <= 23;
  if (hoursOk && minutes <= 59 && seconds <= 59) return m[1];
  const time = text.slice(m[1].length).replace(/^[,T ]+/, '');
  return {
    reason: `"${text}": ${time} is not a time of day.`,
    hint: `Type the day alone (${m[1]}), or a time from 0:00 to 23:59.`,
  };
}

/** yyyy-mm-dd, '' when blank, or why the value is not a date (see eventDate). */
function readDate(value: string | number): string | DateProblem {
  if (typeof value === 'number') {
    const date = new Date(SERIAL_ZERO + Math.floor(value) * DAY_MS);
    const iso = isoDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
    return iso ?? { reason: `${value} is a number, not a date.`, hint: NOT_A_DATE };
  }
  const text = value.trim().replace(/\s+/g, ' ');
  if (text === '') return '';
  const day = dayOf(text);
  if (typeof day !== 'string') return day;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(day);
  let iso: string | null = null;
  if (m) iso = isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  else if ((m = /^(\d{1,2})(?:st|nd|rd|th)?\.? ([A-Za-z]+)\.?,? (\d{4})$/i.exec(day))) {
    iso = isoDay(Number(m[3]), monthOf(m[2]), Number(m[1]));
  } else if ((m = /^([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/i.exec(day))) {
    iso = isoDay(Number(m[3]), monthOf(m[1]), Number(m[2]));
  } else if ((m = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/.exec(day))) {
    const [a, b, year] = [Number(m[1]), Number(m[3]), Number(m[4])];
    // A dotted date is day first wherever it is written; otherwise the number over 12 is the day.
    if (m[2] === '.' || a > 12 || a === b) iso = isoDay(year, b, a);
    else if (b > 12) iso = isoDay(year, a, b);
    else {
      return {
        reason: `"${text}" could be ${a} ${MONTH_NAMES[b - 1]} or ${MONTH_NAMES[a - 1]} ${b}.`,
        hint: `Type it as ${isoDay(year, b, a)} or ${isoDay(year, a, b)}.`,
      };
    }
  }
  return iso ?? { reason: `"${text}" is not a date.`, hint: NOT_A_DATE };
}

/**
 * An event date as the result files write it, yyyy-mm-dd (formats.md §3 DT, §4 beginDate): a
 * date cell's day (handed over as yyyy-mm-dd), the serial number a date cell in General format
 * shows (45752 = 2025-04-05), or text: 2025-04-05, 5 April 2025, April 5, 2025, 5.4.2025, or
 * 25/4/2025 and 4/25/2025 (the number over 12 is the day), any of them with a start time after
 * it ("2025-04-05 9:30"). '' when blank; anything else, and a
 * day and month that could be either way round (6/4/2025), is refused naming `where`.
 */
export function eventDate(value: string | number, where: string): string {
  const read = readDate(value);
  if (typeof read !== 'string') throw new InputError(`${where}: ${read.reason} ${read.hint}`);
  return read;
}

/**
 * The event's days as an imported file gives them, yyyy-mm-dd for Settings (read as eventDate
 * reads a cell). A date that cannot be read, or an end before the start, is left blank with a
 * note naming where the file has it: the rest of the file still comes in.
 */
export function importedDates(
  start: { value: string; where: string },
  end: { value: string; where: string },
  notes: string[],
): { beginDate: string; endDate: string } {
  const day = (date: { value: string; where: string }, setting: string): string => {
    const read = readDate(date.value);
    if (typeof read === 'string') return read;
    notes.push(
      `${date.where}: ${read.reason} ${setting} is left blank on Settings; type it there.`,
    );
    return '';
  };
  const beginDate = day(start, 'Start date');
  let endDate = day(end, 'End date');
  if (beginDate && endDate && endDate < beginDate) {
    notes.push(
      `${end.where}: ${endDate} is before the start date ${beginDate}. End date is left blank on Settings; type it there.`,
    );
    endDate = '';
  }
  return { beginDate, endDate };
}

/** Start and end date, the end not before the start. */
export function eventDates(
  start: { value: string | number; where: string },
  end: { value: string | number; where: string },
): { beginDate: string; endDate: string } {
  const beginDate = eventDate(start.value, start.where);
  const endDate = eventDate(end.value, end.where);
  if (beginDate && endDate && endDate < beginDate) {
    throw new InputError(`${end.where}: ${endDate} is before the start date ${beginDate}.`);
  }
  return { beginDate, endDate };
}

/** Basic time in whole minutes or more, 0 when blank; refused naming `where` when not a number. */
export function basicMinutes(value: string | number, where: string): number {
  const text = String(value).trim();
  if (text === '') return 0;
  const minutes = Number(text);
  if (!Number.isFinite(minutes) || minutes < 0) {
    throw new InputError(`${where}: "${text}" is not a number of minutes, such as 60.`);
  }
  return minutes;
}

/**
 * The dates a file writes: a blank one takes the other's day (a one-day event); both blank
 * leave the file without dates. `fields` names the file's date fields for the note.
 */
export function fileDates(
  s: ImportedSettings,
  fields: string,
): { begin: string; end: string; note: string } {
  const begin = s.beginDate || s.endDate;
  const end = s.endDate || s.beginDate;
  if (!begin) {
    return {
      begin,
      end,
      note: `Settings: Start date and End date are blank, so the file has no ${fields}; the rating office needs them.`,
    };
  }
  const blank = !s.beginDate ? 'Start date' : !s.endDate ? 'End date' : '';
  const note = blank
    ? `Settings: ${blank} is blank, so ${begin} is written as both the first and the last day (${fields}).`
    : '';
  return { begin, end, note };
}
