import { describe, expect, it } from 'vitest';
import { newEvent, playerRow } from '../support/event';

/**
 * Top band always even (AGA 2009 "Handicaps") keeps every game of a top-band player even; the
 * top band is the Bands tab's band of the strongest ranks, whatever Initial score a TD types.
 */
describe('Top band always even', () => {
  // Ann (5d) misses round 1, so Bo (3d, top band) meets Cy (1k) from the band below.
  const players = [
    playerRow({ Name: 'Ann', Rank: '5d', Byes: '1' }),
    playerRow({ Name: 'Bo', Rank: '3d' }),
    playerRow({ Name: 'Cy', Rank: '1k' }),
  ];
  const settings = { Handicap: 'Full', 'Top band always even': 'Yes', Bar: '3d', Rounds: 3 };

  it('keeps a top-band game even', () => {
    const event = newEvent({ players, settings });
    event.click('Build bands');
    event.click('Pair next round');
    expect(event.values('Round 1')[1].slice(0, 5)).toEqual([1, 'Bo', 'Cy', 0, 7.5]);
  });

  it('keeps it even when a guest of the top band is given a point above it', () => {
    const event = newEvent({ players, settings });
    event.click('Build bands');
    event.edit('Players', 0, 'Initial score', 1);
    event.click('Pair next round');
    expect(event.values('Round 1')[1].slice(0, 5)).toEqual([1, 'Bo', 'Cy', 0, 7.5]);
  });

  // Before, no player carried the new name, so no one was in the top band: Bo gave Cy 3 stones.
  it('keeps it even when the top band is renamed on the Bands tab alone', () => {
    const event = newEvent({ players, settings });
    event.click('Build bands');
    expect(event.values('Bands')[1][0]).toBe('3d and up');
    event.edit('Bands', 0, 'Band', 'Dan');
    event.click('Pair next round');
    expect(event.values('Round 1')[1].slice(0, 5)).toEqual([1, 'Bo', 'Cy', 0, 7.5]);
  });

  // Before, the guest's higher Initial score made him a top band of his own: Ann-Bo was even.
  it('has no top band with a single band, a guest given a point above it or not', () => {
    const four = [
      playerRow({ Name: 'Ann', Rank: '5d' }),
      playerRow({ Name: 'Bo', Rank: '3d' }),
      playerRow({ Name: 'Cy', Rank: '1k' }),
      playerRow({ Name: 'Di', Rank: '2k' }),
    ];
    const event = newEvent({ players: four, settings: { ...settings, Bar: '3k' } });
    event.click('Build bands');
    expect(event.values('Bands').map((row) => row[0])).toEqual(['Band', '3k and up']);
    event.edit('Players', 0, 'Initial score', 1);
    event.click('Pair next round');
    expect(event.values('Round 1').map((row) => row.slice(0, 5))).toEqual([
      ['Board', 'White', 'Black', 'Handicap', 'Komi'],
      [1, 'Ann', 'Bo', 2, 0.5],
      [2, 'Cy', 'Di', 1, 0.5],
    ]);
  });
});

describe('Top band always even leaves the games below the top band handicapped', () => {
  it('Cy (1k) and Di (6k), both below the top band, meet on stones', () => {
    const event = newEvent({
      players: [
        playerRow({ Name: 'Ann', Rank: '5d', Byes: '1' }),
        playerRow({ Name: 'Bo', Rank: '3d', Byes: '1' }),
        playerRow({ Name: 'Cy', Rank: '1k' }),
        playerRow({ Name: 'Di', Rank: '6k' }),
      ],
      settings: { Handicap: 'Full', 'Top band always even': 'Yes', Bar: '3d', Rounds: 3 },
    });
    event.click('Build bands');
    event.click('Pair next round');
    expect(event.values('Round 1')[1].slice(0, 5)).toEqual([1, 'Cy', 'Di', 5, 0.5]);
  });
});
