/**
 * How the sheet layer turns dates into text: the day a date cell holds, and the minute a
 * printable tab was written. A sheet keeps its own time zone (File › Settings), and Apps Script
 * hands over a date cell as the instant of midnight in that zone, so the day must be read in the
 * sheet's zone, not in the script's. The add-in sets the sheet's calendar at the start of every
 * command (addon/run.ts), also when the command line runs the add-in on an .xlsx file; code that
 * calls the sheet layer directly (unit tests) gets the process's local time.
 */
export type DatePattern = 'yyyy-MM-dd' | 'yyyy-MM-dd HH:mm' | 'yyyy-MM-dd HH:mm:ss';

export interface Calendar {
  format(date: Date, pattern: DatePattern): string;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The process's local time zone. */
const localCalendar: Calendar = {
  format(date, pattern) {
    const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    const minute = `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
    if (pattern === 'yyyy-MM-dd') return day;
    return pattern === 'yyyy-MM-dd HH:mm' ? minute : `${minute}:${pad(date.getSeconds())}`;
  },
};

let current: Calendar = localCalendar;

/** Dates are read and written in `calendar`'s zone from now on. */
export function useCalendar(calendar: Calendar): void {
  current = calendar;
}

export function formatDate(date: Date, pattern: DatePattern): string {
  return current.format(date, pattern);
}
