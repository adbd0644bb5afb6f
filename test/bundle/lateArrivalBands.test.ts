import { describe, expect, it } from 'vitest';
import { sheetValues } from '../../src/workbook';
import { newEvent, playerRow, typeResults, type Event } from '../support/event';

const RANKS = ['5d', '3d', '2d', '1d', '1k', '2k', '4k', '6k', '8k', '10k'];

/** Round 1 played; then a 3k (between the 2k and 4k bands) and a 20k (below all) arrive. */
function withLateArrivals(): Event {
  const players = RANKS.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank }));
  const event = newEvent({ players, settings: { 'Avoid same club': 'No' } });
  event.click('Build bands');
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+');
  const rows = [
    ['Gap', '3k'],
    ['Low', '20k'],
  ];
  event.ss.getSheetByName('Players')!.getRange(12, 1, 2, 2).setValues(rows);
  event.ss.ui.alerts.length = 0;
  return event;
}

/** Band and Initial score of the two late arrivals. */
function late(event: Event): Array<[unknown, unknown, unknown]> {
  const [header, ...rows] = sheetValues(event.ss, 'Players');
  const at = (h: string): number => header.indexOf(h);
  return rows.slice(-2).map((r) => [r[at('Name')], r[at('Band')], r[at('Initial score')]]);
}

describe('late arrivals whose rank no band holds', () => {
  it('join the band below the gap, or the bottom band, with Pair next round', () => {
    const event = withLateArrivals();
    event.click('Pair next round');
    expect(late(event)).toEqual([
      ['Gap', '4k', -6],
      ['Low', '10k', -9],
    ]);
  });

  it('join the same bands with Apply band edits', () => {
    const event = withLateArrivals();
    event.click('Apply band edits');
    expect(event.ss.ui.alerts).toEqual([]);
    expect(late(event)).toEqual([
      ['Gap', '4k', -6],
      ['Low', '10k', -9],
    ]);
  });
});
