import { describe, expect, it } from 'vitest';
import { parseInput } from '../../src/workbook/values';
import { wallClockDate } from '../../src/workbook/wallClock';

describe("wallClockDate: the instant a zone's clock shows a day and time", () => {
  it('midnight of a day in Tokyo and in New York', () => {
    expect(wallClockDate({ year: 2025, month: 4, day: 5 }, 'Asia/Tokyo').toISOString()).toBe(
      '2025-04-04T15:00:00.000Z',
    );
    expect(
      wallClockDate({ year: 2025, month: 12, day: 31 }, 'America/New_York').toISOString(),
    ).toBe('2025-12-31T05:00:00.000Z');
  });

  it('a time with seconds', () => {
    const clock = { year: 2025, month: 4, day: 5, hours: 9, minutes: 30, seconds: 15 };
    expect(wallClockDate(clock, 'Europe/Paris').toISOString()).toBe('2025-04-05T07:30:15.000Z');
  });

  it('the morning clocks went forward: the offset of the instant itself, not of the wall time', () => {
    // New York moved to daylight time at 07:00 UTC on 9 March 2025; 05:00 that day is EDT.
    const clock = { year: 2025, month: 3, day: 9, hours: 5 };
    expect(wallClockDate(clock, 'America/New_York').toISOString()).toBe('2025-03-09T09:00:00.000Z');
  });
});

describe('a typed date is a real calendar day in the sheet zone', () => {
  it('30 February stays text', () => {
    expect(parseInput('2/30/2025', 'General', 'Asia/Tokyo').value).toBe('2/30/2025');
    expect(parseInput('2025-02-30', 'General', 'Asia/Tokyo').value).toBe('2025-02-30');
  });

  it('a real day is midnight in the zone', () => {
    const value = parseInput('2/28/2025', 'General', 'Asia/Tokyo').value as Date;
    expect(value.toISOString()).toBe('2025-02-27T15:00:00.000Z');
  });
});
