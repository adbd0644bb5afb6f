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

/**
 * The time zone local dates are in: what a sheet's zone is unless a test names another. Its
 * name when Intl knows it; a TZ Intl cannot name (TZ= or a POSIX rule such as UTC+3) is still
 * this zone, formatted with the Date's local fields.
 */
export const LOCAL_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'Etc/Local';

const pad = (n: number): string => String(n).padStart(2, '0');

/** The pattern fields of `date` in the process's own zone. */
function localFields(date: Date): Record<string, string> {
  return {
    yyyy: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    dd: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
}

export class MemoryUtilities {
  constructor(readonly _env: SandboxEnv) {}

  formatDate(date: Date, timeZone: string, format: string): string {
    if (timeZone === LOCAL_TIME_ZONE) {
      const fields = localFields(new Date(date.getTime()));
      return format.replace(/yyyy|MM|dd|HH|mm|ss/g, (token) => fields[token]);
    }
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
