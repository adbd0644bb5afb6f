import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, typeResults, type Event } from '../support/event';

const RANKS = ['5d', '3d', '1d', '1k', '3k', '5k', '8k', '12k'];

function event(): Event {
  const e = newEvent({
    players: RANKS.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
    settings: { Rounds: 5, 'Avoid same club': 'No' },
  });
  e.click('Build bands');
  return e;
}

const tabs = (e: Event): string[] => e.ss.getSheets().map((s) => s.getName());

/** Pairs rounds 1 to 4 with standings after round 3 and printouts along the way. */
function fourRounds(e: Event): void {
  for (const round of [1, 2, 3]) {
    e.click('Pair next round');
    typeResults(e, round, () => 'W+');
  }
  e.click('Update standings');
  e.click('Pair next round');
  e.click('Print pairings');
  e.click('Print result slips');
  // A by-name sheet printed late for an earlier round goes with that round.
  e.ss.setActiveSheet(e.ss.getSheetByName('Round 2')!);
  e.click('Print pairings');
}

const SET_UP = ['Sheet1', 'Settings', 'Players', 'Bands', 'Constraints'];
/** Rounds 1 to 3 as fourRounds leaves them: round 2 printed by name. */
const FIRST_THREE = ['Round 1', 'Round 2', 'Round 2 by name', 'Round 3'];

describe('Tab order', () => {
  it('keeps the rounds together and in order, Standings and Slips where they were written', () => {
    const e = event();
    fourRounds(e);
    expect(e.ss.ui.alerts.filter((a) => a.buttons === 'OK')).toEqual([]);
    expect(tabs(e)).toEqual([
      ...SET_UP,
      ...FIRST_THREE,
      'Round 4',
      'Round 4 by name',
      'Standings',
      'Slips',
    ]);
    // Tabs written again keep their places.
    typeResults(e, 4, () => 'B+');
    e.click('Update standings');
    e.ss.setActiveSheet(e.ss.getSheetByName('Round 4')!);
    e.click('Print pairings');
    e.click('Pair next round');
    expect(tabs(e)).toEqual([
      ...SET_UP,
      ...FIRST_THREE,
      'Round 4',
      'Round 4 by name',
      'Round 5',
      'Standings',
      'Slips',
    ]);
  });

  it('puts a round undone and paired again back after the round before it', () => {
    const e = event();
    fourRounds(e);
    e.click('Undo last pairing');
    expect(tabs(e)).toEqual([...SET_UP, ...FIRST_THREE, 'Standings']);
    e.click('Pair next round');
    e.click('Print pairings');
    expect(tabs(e)).toEqual([...SET_UP, ...FIRST_THREE, 'Round 4', 'Round 4 by name', 'Standings']);
  });

  it('keeps a round paired again in its place', () => {
    const e = event();
    fourRounds(e);
    e.ss.setActiveSheet(e.ss.getSheetByName('Round 4')!);
    e.ss.ui.answers.push('YES');
    e.click('Pair next round');
    expect(tabs(e)).toEqual([...SET_UP, ...FIRST_THREE, 'Round 4', 'Standings']);
  });
});
