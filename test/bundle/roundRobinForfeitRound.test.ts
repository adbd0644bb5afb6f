/**
 * A round robin round whose every board is a withdrawn player's forfeit, written by the pairing,
 * has all its results: Pair next round goes on to the next round rather than offer to pair it
 * again (which would write the same round again, and again).
 */
import { describe, expect, it } from 'vitest';
import { newEvent, pairings, playerRow } from '../support/event';

describe('A round robin round of forfeits only', () => {
  it('is complete: the next round is paired, the rest row and forfeit kept', () => {
    const event = newEvent({
      players: ['Ann', 'Bo', 'Cy'].map((Name, i) => playerRow({ Name, Rank: `${i + 1}k` })),
      settings: { 'Pairing system': 'Round robin', Rounds: 3 },
    });
    event.click('Seat players (round robin)');
    event.click('Pair next round');
    event.edit('Round 1', 0, 'Result', 'W+');
    event.edit('Players', 2, 'Status', 'withdrawn');
    event.click('Pair next round');
    expect(event.values('Round 2').slice(1)).toEqual([
      [1, 'Cy', 'Ann', 0, 7.5, 'B+F', 'Cy withdrew: forfeit'],
      ['Bye', 'Bo', '', '', '', 'Rest', 'rests this round (round robin)'],
    ]);
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Round 3: 1 board. Resting: Ann. Board 1: Bo wins by forfeit (Cy withdrew).',
    );
    expect(pairings(event, 3)).toEqual([['Bo', 'Cy']]);
    expect(event.values('Round 2').slice(1)[0]).toEqual([
      1,
      'Cy',
      'Ann',
      0,
      7.5,
      'B+F',
      'Cy withdrew: forfeit',
    ]);
    event.click('Pair next round');
    expect(event.lastAlert()).toMatch(/The event is complete: all 3 rounds are paired/);
  });
});
