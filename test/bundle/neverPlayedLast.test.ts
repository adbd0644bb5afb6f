import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, typeResults } from '../support/event';

/**
 * Six players of one band play four rounds; Gil withdrew before round 1. Ann loses every game,
 * ending on Gil's score, SOMS and SODOMS, and the seed's draw favours Gil.
 */
function event() {
  const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay'];
  const e = newEvent({
    players: [
      ...names.map((Name) => playerRow({ Name, Rank: '1k' })),
      playerRow({ Name: 'Gil', Rank: '1k', Status: 'withdrawn' }),
    ],
    settings: { Rounds: 4, 'Random seed': 3 },
  });
  e.click('Build bands');
  for (let round = 1; round <= 4; round++) {
    e.click('Pair next round');
    typeResults(e, round, (w, b) => {
      if (w === 'Ann' || b === 'Ann') return w === 'Ann' ? 'B+' : 'W+';
      return w < b ? 'W+' : 'B+';
    });
  }
  e.click('Update standings');
  return e;
}

describe('A player withdrawn before playing', () => {
  it('is listed last on Standings, below a player tied with them who played', () => {
    expect(event().values('Standings').slice(6)).toEqual([
      [6, 'Ann', '1k', '1k and up', 0, 0, 8, 0, '3-b', '2-w', '5-b', '4-w', ''],
      [7, 'Gil (withdrawn)', '1k', '', 0, 0, 8, 0, 'bye=', 'bye=', 'bye=', 'bye=', ''],
    ]);
  });
});
