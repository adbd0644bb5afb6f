/**
 * Utilities.formatDate: a date as text in a named time zone, with the Java-style pattern
 * letters Apps Script takes (yyyy, MM, dd, HH, mm, ss; anything else is copied as is).
 */
import { fail, instrument, type SandboxEnv } from './env';

const FIELDS: Readonly<Record<string, Intl.DateTimeFormatPartTypes>> = {
  yyyy: 'year',
  MM: 'month',
  dd: 'day',
  HH: 'hour',
  mm: 'minute',
  ss: 'second',
};

/** The time zone local dates are in: what a sheet's zone is unless a test names another. */
export const LOCAL_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export class MemoryUtilities {
  constructor(readonly _env: SandboxEnv) {}

  formatDate(date: Date, timeZone: string, format: string): string {
    let parts: Intl.DateTimeFormatPart[];
    try {
      parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(new Date(date.getTime()));
    } catch {
      return fail(`Invalid argument: timeZone (${timeZone})`);
    }
    const field = (type: Intl.DateTimeFormatPartTypes): string =>
      parts.find((p) => p.type === type)?.value ?? '';
    return format.replace(/yyyy|MM|dd|HH|mm|ss/g, (token) => field(FIELDS[token]));
  }
}

instrument(MemoryUtilities, 'Utilities', true);
