import { describe, expect, it } from 'vitest';
import { newEvent, playerRow } from '../support/event';

describe('Round robin handicap colours', () => {
  it('gives Black to the weaker rank, who takes the stones, when the ratings say otherwise', () => {
    // Ann's rating has moved past Bo's, but the stones go by rank: Ann (3k) takes one from Bo (2k).
    const event = newEvent({
      players: [
        playerRow({ Name: 'Ann', Rank: '3k', Rating: -2.5 }),
        playerRow({ Name: 'Bo', Rank: '2k', Rating: -2.9 }),
      ],
      settings: { 'Pairing system': 'Round robin', Handicap: 'Full', Rounds: 1 },
    });
    event.click('Seat players (round robin)');
    event.click('Pair next round');
    expect(event.values('Round 1')[1].slice(0, 5)).toEqual([1, 'Bo', 'Ann', 1, 0.5]);
  });
});

describe('Round robin handicap colours, ranks far apart in rating', () => {
  it('the stronger rank takes White though the weaker rank holds the far higher rating', () => {
    // Cy (1k) rated 2,400 and Dan (1d) rated 1,900: the ratings differ by more than a stone.
    const event = newEvent({
      players: [
        playerRow({ Name: 'Cy', Rank: '1k', Rating: 2400 }),
        playerRow({ Name: 'Dan', Rank: '1d', Rating: 1900 }),
      ],
      settings: { 'Pairing system': 'Round robin', Handicap: 'Full', Rounds: 1 },
    });
    event.click('Seat players (round robin)');
    event.click('Pair next round');
    expect(event.values('Round 1')[1].slice(0, 3)).toEqual([1, 'Dan', 'Cy']);
  });
});
