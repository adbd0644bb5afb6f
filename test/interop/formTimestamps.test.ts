/** A name entered twice on a form: the entry kept is the one with the later year-first stamp. */
import { describe, expect, it } from 'vitest';
import { parseCsvRoster } from '../../src/interop';

/** The rank kept of Ann Lee's two entries: 2k (-2) stamped `first`, then 3k (-3) stamped `second`. */
function kept(first: string, second: string): number | null {
  const event = parseCsvRoster(`Timestamp,Name,Rank\n${first},Ann Lee,2k\n${second},Ann Lee,3k\n`);
  return event.players[0].rank;
}

describe('The latest entry of a name on a form', () => {
  it.each([
    ['1 PM after 12 noon', '2025/03/04 1:15:00 PM', '2025/03/04 12:30:00 PM'],
    ['8 PM after 9 AM', '2025/03/04 8:00:00 PM', '2025/03/04 9:00:00 AM'],
    ['a new month after its last day', '2025/02/01 9:00', '2025/01/31 9:00'],
    ['a new year after its last day', '2025/01/01 9:00', '2024/12/31 9:00'],
    ['minutes within the hour', '2025/03/04 9:45', '2025/03/04 9:15'],
    ['seconds within the minute', '2025/03/04 9:15:45', '2025/03/04 9:15:05'],
    ['seconds of an afternoon', '2025/03/04 1:15:09 PM', '2025/03/04 1:15:08 PM'],
    ['a 24-hour afternoon with seconds', '2025/03/04 13:00:05', '2025/03/04 9:00:00'],
    ['the next minute after its 59th second', '2025/03/04 9:31:00', '2025/03/04 9:30:59'],
    ['past midnight after the evening before', '2025-03-05 0:10', '2025-03-04 23:50'],
    ['dates with dots', '2025.03.05 9:00', '2025.03.04 9:00'],
    ['ISO date and time', '2025-03-04T09:45:00', '2025-03-04T09:15:00'],
  ])('goes by the stamp: %s', (_, first, second) => {
    expect(kept(first, second)).toBe(-2);
    expect(kept(second, first)).toBe(-3);
  });

  it('is the last line when the stamps are the same or one is not year-first', () => {
    expect(kept('2025/03/04 9:00', '2025/03/04 9:00')).toBe(-3);
    expect(kept('2025/03/04 9:00', '3/1/25 9:00')).toBe(-3);
    expect(kept('3/1/25 9:00', '2025/03/04 9:00')).toBe(-3);
  });
});
