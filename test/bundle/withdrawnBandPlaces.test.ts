/** McMahon: the Bands tab counts the players who play in each band, not those withdrawn before playing. */
import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, register, typeResults, type Event } from '../support/event';

const RANKS = ['3d', '2d', '1d', '1k', '2k', '3k', '4k', '5k', '5k'];

function nineRanked(): Event {
  return newEvent({ players: RANKS.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })) });
}

/** Name, Band and Initial score of each Players row. */
const bandCells = (event: Event): unknown[][] => {
  const [header, ...rows] = event.values('Players');
  const at = (h: string): number => header.indexOf(h);
  return rows.map((r) => [r[at('Name')], r[at('Band')], r[at('Initial score')]]);
};

const counts = (event: Event): unknown[][] =>
  event
    .values('Bands')
    .slice(1)
    .map((r) => [r[0], r[3]]);

describe('the Bands tab Players column', () => {
  it('Build bands counts no player withdrawn before round 1, and gives them no band', () => {
    const event = nineRanked();
    event.edit('Players', 8, 'Status', 'withdrawn');
    event.click('Build bands');
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      '8 bands built. 3d and up: 1 (0), 2d: 1 (-1), 1d: 1 (-2), 1k: 1 (-3), 2k: 1 (-4), 3k: 1 (-5), 4k: 1 (-6), 5k: 1 (-7).',
    );
    expect(counts(event).at(-1)).toEqual(['5k', 1]);
    expect(bandCells(event).slice(7)).toEqual([
      ['P8', '5k', -7],
      ['P9', '', ''],
    ]);
  });

  it('Build bands still places everyone when every player is withdrawn', () => {
    const event = nineRanked();
    for (let row = 0; row < RANKS.length; row++) event.edit('Players', row, 'Status', 'withdrawn');
    event.click('Build bands');
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      '8 bands built. 3d and up: 1 (0), 2d: 1 (-1), 1d: 1 (-2), 1k: 1 (-3), 2k: 1 (-4), 3k: 1 (-5), 4k: 1 (-6), 5k: 2 (-7).',
    );
    expect(bandCells(event).slice(7)).toEqual([
      ['P8', '5k', -7],
      ['P9', '5k', -7],
    ]);
  });

  it('Build bands makes no band for the rank of a player withdrawn before round 1', () => {
    const event = nineRanked();
    event.edit('Players', 0, 'Status', 'withdrawn');
    event.click('Build bands');
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      '7 bands built. 2d and up: 1 (0), 1d: 1 (-1), 1k: 1 (-2), 2k: 1 (-3), 3k: 1 (-4), 4k: 1 (-5), 5k: 2 (-6).',
    );
  });

  it('Apply band edits clears the stale band of an unranked player withdrawn before playing', () => {
    const event = nineRanked();
    register(event, [playerRow({ Name: 'Gone', Band: 'Old', Status: 'withdrawn' })]);
    event.click('Build bands');
    event.edit('Players', 9, 'Band', 'Old');
    event.click('Apply band edits');
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Initial scores updated from the Bands tab. 3d and up: 1 (0), 2d: 1 (-1), 1d: 1 (-2), 1k: 1 (-3), 2k: 1 (-4), 3k: 1 (-5), 4k: 1 (-6), 5k: 2 (-7).',
    );
    expect(bandCells(event).slice(8)).toEqual([
      ['P9', '5k', -7],
      ['Gone', '', ''],
    ]);
  });

  it('Apply band edits counts who played, and writes no band into a blank one withdrawn before playing', () => {
    const event = nineRanked();
    event.click('Build bands');
    // P9 withdraws before round 1 (keeping the band built), P1 after playing it.
    event.edit('Players', 8, 'Status', 'withdrawn');
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    event.edit('Players', 0, 'Status', 'withdrawn');
    register(event, [
      playerRow({ Name: 'Gone', Rank: '1k', Status: 'withdrawn' }),
      playerRow({ Name: 'Here', Rank: '2k' }),
    ]);
    event.click('Apply band edits');
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Initial scores updated from the Bands tab. 3d and up: 1 (0), 2d: 1 (-1), 1d: 1 (-2), 1k: 1 (-3), 2k: 2 (-4), 3k: 1 (-5), 4k: 1 (-6), 5k: 1 (-7).',
    );
    expect(counts(event)).toEqual([
      ['3d and up', 1],
      ['2d', 1],
      ['1d', 1],
      ['1k', 1],
      ['2k', 2],
      ['3k', 1],
      ['4k', 1],
      ['5k', 1],
    ]);
    expect(bandCells(event)).toEqual([
      ['P1', '3d and up', 0],
      ['P2', '2d', -1],
      ['P3', '1d', -2],
      ['P4', '1k', -3],
      ['P5', '2k', -4],
      ['P6', '3k', -5],
      ['P7', '4k', -6],
      ['P8', '5k', -7],
      ['P9', '5k', -7],
      ['Gone', '', ''],
      ['Here', '2k', -4],
    ]);
  });
});
