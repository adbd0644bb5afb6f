/**
 * The Leader note of Update standings: one leader by name, players sharing first place
 * (Settings › Drawing of lots at No) by name up to four, counted beyond.
 */
import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, typeResults } from '../support/event';

/** A round robin of `names`, every game jigo, then Update standings; the toast it shows. */
function allJigo(names: readonly string[], lots: 'Yes' | 'No'): string | undefined {
  const rounds = names.length % 2 === 0 ? names.length - 1 : names.length;
  const event = newEvent({
    players: names.map((Name) => playerRow({ Name, Rank: '1k' })),
    settings: { 'Pairing system': 'Round robin', Rounds: rounds, 'Drawing of lots': lots },
  });
  event.click('Seat players (round robin)');
  for (let round = 1; round <= rounds; round++) {
    event.click('Pair next round');
    typeResults(event, round, () => 'Jigo');
  }
  event.click('Update standings');
  return event.ss.toasts.at(-1)?.msg;
}

describe('Update standings: who leads', () => {
  it('names everyone sharing first place', () => {
    expect(allJigo(['Ann', 'Bob', 'Cid', 'Dee'], 'No')).toBe(
      'Standings updated after 3 rounds. Ann, Bob, Cid and Dee share first place (1.5).',
    );
  });

  it('counts the players sharing first place when there are five', () => {
    expect(allJigo(['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], 'No')).toBe(
      'Standings updated after 5 rounds. 5 players share first place (2).',
    );
  });

  it('names one leader when the lots separate the same tie', () => {
    expect(allJigo(['Ann', 'Bob', 'Cid', 'Dee'], 'Yes')).toMatch(
      /^Standings updated after 3 rounds\. Leader: (Ann|Bob|Cid|Dee) \(1\.5\)\.$/,
    );
  });

  it('names the one leader, not the first Players row, when Drawing of lots is No and nobody ties', () => {
    const event = newEvent({
      players: ['Ann', 'Bob', 'Cid', 'Dee'].map((Name) => playerRow({ Name, Rank: '1k' })),
      settings: { 'Pairing system': 'Round robin', Rounds: 3, 'Drawing of lots': 'No' },
    });
    event.click('Seat players (round robin)');
    for (let round = 1; round <= 3; round++) {
      event.click('Pair next round');
      typeResults(event, round, (w, b) => (w === 'Cid' ? 'W+' : b === 'Cid' ? 'B+' : 'Jigo'));
    }
    event.click('Update standings');
    expect(event.ss.toasts.at(-1)?.msg).toBe('Standings updated after 3 rounds. Leader: Cid (3).');
  });
});
