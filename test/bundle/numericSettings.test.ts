import { describe, expect, it } from 'vitest';
import { parseOpenGotha, parsePairgoth } from '../../src/interop';
import { dialogCall, newEvent, playerRow, typeResults, type Event } from '../support/event';

/** Four players, round 1 played, the event named 2024 and held at 42, both typed as numbers. */
function numbered(): Event {
  const event = newEvent({
    players: ['3d', '1d', '2k', '4k'].map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
    settings: { 'Tournament name': 2024, Location: 42, Rounds: 2 },
  });
  event.setSetting('Start date', '2026-05-02');
  event.setSetting('End date', '2026-05-02');
  event.setSetting('Basic time (minutes)', 60);
  event.click('Build bands');
  event.click('Pair next round');
  typeResults(event, 1, () => 'B+');
  return event;
}

describe('a Tournament name and Location typed as numbers', () => {
  it('print as typed on the titles of Standings, the pairings by name and the slips', () => {
    const event = numbered();
    expect(
      event
        .values('Settings')
        .filter((r) => /^(Tournament name|Location)$/.test(String(r[0])))
        .map((r) => r[1]),
    ).toEqual([2024, 42]);
    event.click('Update standings');
    event.click('Print pairings');
    event.click('Print result slips');
    for (const tab of ['Standings', 'Round 1 by name', 'Slips']) {
      expect(event.ss.getSheetByName(tab)!.getRange('A1').getValue()).toBe('2024');
    }
  });

  it('are written as typed into every result file', () => {
    const event = numbered();
    const file = (format: string): string =>
      dialogCall(event, 'exportEventFile', { format, temporaryIds: true }).text!;
    expect(file('aga').split('\n')[0]).toBe('TOURNEY 2024, 42, 5/2/2026');
    const h9 = file('h9').split('\n');
    expect(h9.filter((line) => /^; (EV|PC)\[/.test(line))).toEqual(['; EV[2024]', '; PC[,42]']);
    const og = parseOpenGotha(file('opengotha')).settings;
    expect([og.name, og.location]).toEqual(['2024', '42']);
    const pg = parsePairgoth(file('pairgoth')).settings;
    expect([pg.name, pg.location]).toEqual(['2024', '42']);
    expect(dialogCall(event, 'exportEventFile', { format: 'standings' }).fileName).toBe(
      '2024-standings.csv',
    );
  });
});
