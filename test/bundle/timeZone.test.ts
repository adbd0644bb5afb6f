/**
 * Dates in the sheet's own time zone (File › Settings), whatever the script's zone: the
 * "written" stamp on printed tabs, and the day a date cell holds.
 */
import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, type Event } from '../support/event';

const EAST = 'Pacific/Kiritimati'; // UTC+14
const WEST = 'Pacific/Pago_Pago'; // UTC−11

function goEvent(timeZone: string): Event {
  const event = newEvent({
    timeZone,
    players: ['Ann', 'Bo', 'Cy', 'Di'].map((Name, i) => playerRow({ Name, Rank: `${i + 1}k` })),
    settings: { 'Tournament name': 'Spring Open', 'Pairing system': 'Swiss', Rounds: 2 },
  });
  event.click('Build bands');
  return event;
}

const minute = (date: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);

describe("the sheet's time zone", () => {
  it('stamps a printed round with the time where the sheet is, not where the script runs', () => {
    for (const zone of [EAST, WEST]) {
      const event = goEvent(zone);
      const before = new Date();
      event.click('Pair next round');
      const after = new Date();
      const stamp = String(event.title('Round 1')[1][0]).replace('Round 1 · written ', '');
      expect([minute(before, zone), minute(after, zone)]).toContain(stamp);
    }
  });

  it('reads a date cell as the day the sheet shows', () => {
    // Sheets hands a date cell over as midnight in the sheet's zone: 2 May in UTC+14 is
    // 1 May, 10:00 UTC; 2 May in UTC−11 is 2 May, 11:00 UTC.
    for (const [zone, instant] of [
      [EAST, '2026-05-01T10:00:00Z'],
      [WEST, '2026-05-02T11:00:00Z'],
    ]) {
      const event = goEvent(zone);
      const settings = event.ss.getSheetByName('Settings')!;
      const row = settings.getLastRow() + 1;
      settings.getRange(row, 1, 1, 2).setValues([['Start date', new Date(instant)]]);
      const answer = event.addon.call('exportEventFile', { format: 'opengotha' }) as {
        ok: boolean;
        text: string;
      };
      expect(answer.ok).toBe(true);
      expect(answer.text).toMatch(/beginDate="2026-05-02"/);
    }
  });
});
