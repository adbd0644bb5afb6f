/**
 * Start date and End date kept as text (a cell formatted as plain text): a start time after the
 * day is read as a date cell with a time is, and anything else is refused naming the cell.
 */
import { describe, expect, it } from 'vitest';
import { newEvent, playerRow } from '../support/event';

describe('Settings dates kept as text', () => {
  it('reads "2026-05-02 9:30" as its day; a time that cannot be is refused naming the cell', () => {
    const event = newEvent({
      players: ['Ann', 'Bo', 'Cy', 'Di'].map((Name, i) => playerRow({ Name, Rank: `${i + 1}k` })),
      settings: { 'Pairing system': 'Swiss', Rounds: 2 },
    });
    const settings = event.ss.getSheetByName('Settings')!;
    settings.getRange('B37:B38').setNumberFormat('@');
    event.setSetting('Start date', '2026-05-02 9:30');
    event.setSetting('End date', '2026-05-03 18:00');
    expect(settings.getRange('B37:B38').getValues()).toEqual([
      ['2026-05-02 9:30'],
      ['2026-05-03 18:00'],
    ]);
    event.click('Build bands');
    const exported = (): { ok: boolean; message?: string; text?: string } =>
      event.addon.call('exportEventFile', { format: 'h9' }) as { ok: boolean };
    expect(exported().text).toMatch(/; DT\[2026-05-02,2026-05-03\]\n/);
    event.setSetting('End date', '2026-05-03 24:00');
    expect(exported().message).toBe(
      'Settings!B38 (End date): "2026-05-03 24:00": 24:00 is not a time of day. Type the day alone (2026-05-03), or a time from 0:00 to 23:59.',
    );
  });
});
