import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, typeResults } from '../support/event';

/** Tab ids Update standings asks Sheets for once every round of a round robin is played. */
function idCallsAfterEveryRound(count: number): number {
  const event = newEvent({
    players: Array.from({ length: count }, (_, i) =>
      playerRow({ Name: `P${i + 1}`, Rank: `${(i % 9) + 1}k` }),
    ),
    settings: { 'Pairing system': 'Round robin', Rounds: count - 1 },
  });
  event.click('Seat players (round robin)');
  for (let r = 1; r < count; r++) {
    event.click('Pair next round');
    typeResults(event, r, () => 'W+R');
  }
  event.ss.calls.reset();
  event.click('Update standings');
  expect(event.lastAlert()).toBeUndefined();
  return event.ss.calls.count('getSheetId');
}

describe('calls to Sheets as the rounds add up', () => {
  it('grow with the rounds, not with their square (a round robin of 99 rounds made thousands)', () => {
    // Two per round tab (its layout read, its undo record checked), one more for the latest.
    expect(idCallsAfterEveryRound(6)).toBe(2 * 5 + 1);
    expect(idCallsAfterEveryRound(12)).toBe(2 * 11 + 1);
  });
});
