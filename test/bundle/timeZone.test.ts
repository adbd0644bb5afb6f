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

  it('quotes a time cell as the time typed, and takes a start time for its day', () => {
    for (const zone of [EAST, WEST]) {
      const event = goEvent(zone);
      event.setSetting('Start date', '9:30');
      const exported = (): { ok: boolean; message?: string; text?: string } =>
        event.addon.call('exportEventFile', { format: 'h9' }) as { ok: boolean };
      expect(exported().message).toBe(
        'Settings!B37 (Start date): "9:30" is not a date. Type a date, or text such as 2025-04-05.',
      );
      // A start time typed with the day: the day goes in the file.
      event.setSetting('Start date', '5/2/2026');
      const settings = event.ss.getSheetByName('Settings')!;
      const start = settings.getRange('B37').getValue() as Date;
      settings.getRange('B37').setValue(new Date(start.getTime() + (9 * 60 + 30) * 60_000));
      event.setSetting('Basic time (minutes)', '1:30');
      expect(exported().message).toBe(
        'Settings!B39 (Basic time (minutes)): the spreadsheet turned "1:30" into a time of day. Type the basic time in minutes, such as 90 for 1:30.',
      );
      event.setSetting('Basic time (minutes)', 90);
      expect(exported().text).toMatch(/; DT\[2026-05-02,2026-05-02\]\n/);
      event.edit('Players', 0, 'Rating', '1:30');
      event.click('Build bands');
      expect(event.lastAlert()).toContain('Players!C2 (Ann): "1:30" is not a rating:');
    }
  });
});
