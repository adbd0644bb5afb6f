/**
 * A round paired again, no results typed, after Players rows were deleted and typed again: the
 * round being replaced is not one the players "played", and a player first seated in it is a
 * late arrival again, named apart from a player who played earlier rounds.
 */
import { describe, expect, it } from 'vitest';
import { register, typeResults } from '../support/event';
import { tenAfterRound1 } from '../support/tenBands';

describe('a round paired again after rows were typed again', () => {
  it('names the rounds played before it, and the late arrival apart', () => {
    const event = tenAfterRound1();
    event.click('Pair next round');
    typeResults(event, 2, () => 'W+');
    register(event, [['Late', '3k']]);
    event.click('Pair next round');
    const players = event.ss.getSheetByName('Players')!;
    players.deleteRow(12);
    players.deleteRow(4);
    register(event, [
      ['P3', '2d'],
      ['Late', '3k'],
    ]);
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.ss.ui.alerts[0].prompt).toBe(
      'Round 3 has no results yet. Pair it again and replace it?',
    );
    expect(event.lastAlert()!.split('\n\n')).toEqual([
      'Pairsheet: Pair next round\nRound 3: 5 boards. Forced bye: P10. Late arrivals placed in their bands: Late.',
      'P3 played in rounds 1 and 2 but had no Band or Initial score on Players (a row deleted and typed again?): placed by rank in 2d, Initial score −2 (Players!I11 and Players!J11). If they had another band or initial score, run "Undo last pairing", type it in and pair again.',
    ]);
  });
});
