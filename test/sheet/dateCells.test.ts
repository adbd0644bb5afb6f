import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/sheet/calendar';
import { cellText } from '../../src/sheet/cells';

// Unit tests read dates on the process's local clock (calendar.ts).
describe('a date cell as the sheet shows it', () => {
  it('a day at midnight is the day alone', () => {
    expect(cellText(new Date(2025, 3, 5))).toBe('2025-04-05');
  });

  it('a day with a time of day: hours without a leading zero, seconds only when set', () => {
    expect(cellText(new Date(2025, 3, 5, 9, 30))).toBe('2025-04-05 9:30');
    expect(cellText(new Date(2025, 3, 5, 14, 5, 7))).toBe('2025-04-05 14:05:07');
    expect(cellText(new Date(2025, 3, 5, 0, 0, 1))).toBe('2025-04-05 0:00:01');
  });

  it('a time typed alone (on 1899-12-30) is the time, midnight 0:00', () => {
    expect(cellText(new Date(1899, 11, 30, 9, 30))).toBe('9:30');
    expect(cellText(new Date(1899, 11, 30))).toBe('0:00');
  });

  it('formatDate writes each pattern', () => {
    const date = new Date(2025, 3, 5, 9, 3, 7);
    expect(formatDate(date, 'yyyy-MM-dd')).toBe('2025-04-05');
    expect(formatDate(date, 'yyyy-MM-dd HH:mm')).toBe('2025-04-05 09:03');
    expect(formatDate(date, 'yyyy-MM-dd HH:mm:ss')).toBe('2025-04-05 09:03:07');
  });
});
