/**
 * Wall-clock times in a sheet's time zone. Sheets keeps a date cell as a day and a time of day
 * on the sheet's clock; Apps Script hands it over as the instant that clock shows then.
 */
import { LOCAL_TIME_ZONE } from './utilities';

export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hours?: number;
  minutes?: number;
  seconds?: number;
}

/** The clock `timeZone` shows at instant `t`, read as if it were UTC (ms). */
function clockAt(timeZone: string, t: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(t));
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return utc(
    field('year'),
    field('month'),
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
}

const utc = (year: number, month: number, day: number, h: number, m: number, s: number): number =>
  Date.UTC(year, month - 1, day, h, m, s);

/**
 * The instant `timeZone`'s clock shows `clock` (the local zone when none is named).
 */
export function wallClockDate(clock: WallClock, timeZone: string | undefined): Date {
  const { year, month, day, hours = 0, minutes = 0, seconds = 0 } = clock;
  if (timeZone === undefined || timeZone === LOCAL_TIME_ZONE) {
    return new Date(year, month - 1, day, hours, minutes, seconds);
  }
  const wall = utc(year, month, day, hours, minutes, seconds);
  let t = wall;
  for (let i = 0; i < 3; i++) {
    const next = wall - (clockAt(timeZone, t) - t);
    if (next === t) break;
    t = next;
  }
  return new Date(t);
}
