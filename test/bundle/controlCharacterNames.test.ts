/**
 * A control character pasted into a name (a NUL, a bell) is invisible in the sheet: the name
 * is the same player as the name without it, on Players as in an imported roster.
 */
import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, refused } from '../support/event';

describe('names holding a control character', () => {
  it('are the same name as without it: two such rows on Players are refused, naming the cell', () => {
    const names = ['Ann Lee', 'Bo\u0007Kim', 'BoKim', 'Dee Wong'];
    const event = newEvent({
      settings: { 'Pairing system': 'Swiss' },
      players: names.map((Name, i) => playerRow({ Name, Rank: `${i + 1}k` })),
    });
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nPlayers!A4: "BoKim" is already on row 3; names must be unique.',
    );
  });

  it('and so in a CSV roster imported, which is refused as a whole', () => {
    const event = newEvent();
    const csv = 'Name,Rank\nAnn Lee,1k\nBo\u0000Kim,2k\nBoKim,3k\nDee Wong,4k\n';
    expect(event.addon.call('importEventFile', { fileName: 'r.csv', text: csv })).toEqual({
      ok: false,
      message:
        'CSV roster, lines 3 and 4, column A: "BoKim" is entered twice; Pairsheet needs unique names. Delete the line that is out of date (or tell two players apart, with a middle initial) and import again.',
    });
    expect(event.values('Players')).toHaveLength(1);
  });
});
