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
});
