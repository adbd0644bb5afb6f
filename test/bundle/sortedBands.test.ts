import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, register, typeResults, type Event, type Row } from '../support/event';

/** Sixteen players, 5d to 9k with gaps (no 3k, 4k, 6k to 8k), in a 3-round McMahon. */
const RANKS = [
  '5d',
  '5d',
  '4d',
  '3d',
  '3d',
  '3d',
  '2d',
  '1d',
  '1k',
  '1k',
  '2k',
  '5k',
  '5k',
  '5k',
  '5k',
  '9k',
];

function banded(): Event {
  const players = RANKS.map((Rank, i) => playerRow({ Name: `P${i}`, Rank }));
  const event = newEvent({ players, settings: { 'Pairing system': 'McMahon', Rounds: 3 } });
  event.click('Build bands');
  return event;
}

/** The Bands rows below the header, weakest band first (Data › Sort range Z to A on Band). */
function sortWeakestFirst(event: Event): void {
  const [header, ...rows] = event.values('Bands');
  const sheet = event.ss.getSheetByName('Bands')!;
  sheet
    .getRange(event.headerRow('Bands') + 1, 1, rows.length, header.length)
    .setValues(rows.reverse());
}

const bandAndScore = (event: Event): Row[] => {
  const [header, ...rows] = event.values('Players');
  return rows.map((r) => [
    r[header.indexOf('Name')],
    r[header.indexOf('Band')],
    r[header.indexOf('Initial score')],
  ]);
};

describe('A Bands tab sorted weakest first', () => {
  it('Apply band edits takes the bands strongest first, wherever their rows are', () => {
    const event = banded();
    const bands = event.values('Bands');
    const players = bandAndScore(event);
    sortWeakestFirst(event);
    event.click('Apply band edits');
    expect(event.values('Bands')).toEqual(bands);
    expect(bandAndScore(event)).toEqual(players);
  });

  it('places late arrivals by rank into the bands they fall in', () => {
    const event = banded();
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    sortWeakestFirst(event);
    register(event, [
      playerRow({ Name: 'Strong', Rank: '7d' }),
      playerRow({ Name: 'Gap', Rank: '3k' }),
      playerRow({ Name: 'Weak', Rank: '20k' }),
    ]);
    event.click('Pair next round');
    expect(event.values('Round 2').length).toBeGreaterThan(1);
    expect(bandAndScore(event).slice(-3)).toEqual([
      ['Strong', '5d and up', 0],
      ['Gap', '5k', -7],
      ['Weak', '9k', -8],
    ]);
  });
});
