import { describe, expect, it } from 'vitest';
import { setSheet } from '../../src/workbook';
import { newEvent, pairings, playerRow, refused, typeResults, type Event } from '../support/event';

/** Six players P1 (1k) to P6 (6k); `byes[i]` is the Byes cell of P(i+1). */
function six(system: string, byes: Record<number, string> = {}): Event {
  const event = newEvent({
    players: Array.from({ length: 6 }, (_, i) =>
      playerRow({ Name: `P${i + 1}`, Rank: `${i + 1}k`, Byes: byes[i] ?? '' }),
    ),
    settings: { 'Pairing system': system, Rounds: 3 },
  });
  event.click('Build bands');
  event.ss.ui.alerts.length = 0;
  return event;
}

function constraints(event: Event, rows: string[][]): void {
  setSheet(event.ss, 'Constraints', [['Player', 'Player', 'Rule'], ...rows]);
}

/** P1 to P4 may not meet one another (rows 2, 3 and 5 to 8); row 4 keeps P5 and P6 apart. */
const CLIQUE = [
  ['P1', 'P2', 'never'],
  ['P1', 'P3', 'never'],
  ['P5', 'P6', 'never'],
  ['P1', 'P4', 'never'],
  ['P2', 'P3', 'never'],
  ['P2', 'P4', 'never'],
  ['P3', 'P4', 'never'],
];

// Before, each refusal named only the players left over ("P3; P4 cannot all be given an
// opponent") and sent the TD to the Constraints tab to find which of its rows to change.
describe('a round the never rows leave no pairing names those rows', () => {
  for (const system of ['McMahon', 'Swiss', 'Stable Swiss']) {
    it(`${system}: four players who may not meet one another, two others to play them`, () => {
      const event = six(system);
      constraints(event, CLIQUE);
      // P5 and P6 can each play one of the four: their row 4 is not to blame.
      expect(refused(event, 'Pair next round')).toBe(
        'Pairsheet: Pair next round\nRound 1 cannot be paired: P3; P4 cannot all be given an opponent, as everyone left for them is ruled out on the Constraints tab (the "never" rows 2, 3 and 5–8). Delete or change one of those rows, or pair players by hand there (one row per board, Rule "round 1"). Nothing was changed.',
      );
      expect(event.ss.getSheetByName('Round 1')).toBeNull();
    });
  }

  it('the same with a forced bye: no one can take it and leave the others a pairing', () => {
    // P6 asked to miss round 1, so row 4 does not count; P5 plays one of the four.
    const event = six('Swiss', { 5: '1' });
    constraints(event, CLIQUE);
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nRound 1 cannot be paired: whoever of P5; P4; P3; P2; P1 takes the forced bye, too many of the other players are ruled out against each other on the Constraints tab (the "never" rows 2, 3 and 5–8). Delete or change one of those rows, or pair players by hand there (one row per board, Rule "round 1"). Nothing was changed.',
    );
  });

  it('a player barred from everyone not yet met: the rows barring them', () => {
    const event = six('Swiss');
    event.click('Pair next round');
    expect(pairings(event, 1)).toEqual([
      ['P4', 'P1'],
      ['P2', 'P5'],
      ['P6', 'P3'],
    ]);
    typeResults(event, 1, () => 'W+');
    // P1 has played P4; rows 2 to 5 bar the rest (row 6 keeps apart two who can play others).
    constraints(event, [
      ['P1', 'P2', 'never'],
      ['P1', 'P3', 'never'],
      ['P6', 'P1', 'never'],
      ['P1', 'P5', 'never'],
      ['P2', 'P3', 'never'],
    ]);
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nRound 2 cannot be paired: P1 cannot be given an opponent, as everyone left for them has already played them or is ruled out on the Constraints tab (the "never" rows 2–5). Delete or change one of those rows, or pair them by hand on the Constraints tab (one row per board, Rule "round 2"; players may meet again that way), or, if the field is too small for more rounds, lower Rounds on the Settings tab. Nothing was changed.',
    );
  });
});
