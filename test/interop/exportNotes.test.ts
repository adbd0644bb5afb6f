import { describe, expect, it } from 'vitest';
import { openGothaExportNotes, pairgothExportNotes } from '../../src/interop';
import { lakeside } from './fixture';

describe('Notes under an OpenGotha or pairgoth download', () => {
  it('OpenGotha: a Swiss event with a handicap setting is written without one', () => {
    const swiss = lakeside();
    swiss.settings.system = 'Swiss';
    expect(openGothaExportNotes(swiss)).toEqual([
      'A Swiss event is written without handicaps (hdCeiling 0, as pairgoth reads it), so Handicap Minus 1 is not in the file; the games keep their stones.',
    ]);
    swiss.settings.handicapCorrection = null;
    expect(openGothaExportNotes(swiss)).toEqual([]);
    expect(openGothaExportNotes(lakeside())).toEqual([]);
  });

  it('pairgoth: every forfeit win, written as played', () => {
    const event = lakeside();
    event.rounds[2].games[1].result.forfeit = true;
    // A double forfeit is pairgoth's "both lose": nothing is lost.
    event.rounds[0].games[0].result = { outcome: 'both lose', forfeit: true };
    expect(pairgothExportNotes(event)).toEqual([
      'pairgoth has no forfeit flag: the forfeit wins of round 2, board 1; round 3, board 2 were written as played.',
    ]);
  });
});
