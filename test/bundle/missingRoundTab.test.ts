import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, refused, typeResults } from '../support/event';

describe('a round tab deleted by hand', () => {
  it('is named once, with how to bring it back, by every command that reads the rounds', () => {
    const players = ['3d', '2d', '1d', '1k', '2k', '3k'].map((Rank, i) =>
      playerRow({ Name: `P${i + 1}`, Rank }),
    );
    const event = newEvent({ players, settings: { 'Pairing system': 'Swiss', Rounds: 5 } });
    for (const round of [1, 2, 3, 4]) {
      event.click('Pair next round');
      typeResults(event, round, () => 'W+');
    }
    event.ss.deleteSheet(event.ss.getSheetByName('Round 2')!);
    event.ss.ui.alerts.length = 0;
    for (const command of [
      'Pair next round',
      'Update standings',
      'Undo last pairing',
      'Check round',
    ]) {
      expect(refused(event, command)).toBe(
        `Pairsheet: ${command}\nThere is a "Round 3" tab but no "Round 2" tab; round tabs must run 1, 2, 3… If "Round 2" was deleted or renamed by mistake, bring it back (Edit › Undo, or the file's version history) or rename it "Round 2" again: its games and results count in the pairings and the standings. Nothing was changed.`,
      );
    }
  });

  it('in a list of problems, leaves "nothing was changed" to the heading', () => {
    const players = ['3d', '2d', '1d', '1k'].map((Rank, i) =>
      playerRow({ Name: `P${i + 1}`, Rank }),
    );
    const event = newEvent({ players, settings: { 'Pairing system': 'Swiss', Rounds: 4 } });
    for (const round of [1, 2, 3]) {
      event.click('Pair next round');
      typeResults(event, round, () => 'W+');
    }
    event.ss.deleteSheet(event.ss.getSheetByName('Round 2')!);
    event.edit('Round 3', 0, 'White', 'Nobody');
    event.ss.ui.alerts.length = 0;
    expect(refused(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nSome round tabs have problems; nothing was changed:\n• There is a "Round 3" tab but no "Round 2" tab; round tabs must run 1, 2, 3… If "Round 2" was deleted or renamed by mistake, bring it back (Edit › Undo, or the file's version history) or rename it "Round 2" again: its games and results count in the pairings and the standings.\n• Round 3!B5: "Nobody" is not on the Players tab.\nIf a Players row was deleted by mistake, put it back (Edit › Undo, or type it again): a player who leaves the event stays on Players, with Status withdrawn. A name misspelt on the round tab is corrected there.`,
    );
  });
});
