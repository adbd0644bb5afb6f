/** A round tab sorted another way reads as its boards in order and its byes in Players row order. */
import { describe, expect, it } from 'vitest';
import { readTournament } from '../../src/sheet/tournament';
import { swissRound1WithByes } from '../support/event';

describe('A round tab whose rows were sorted', () => {
  it('reads its games by board number and its byes by Players row', () => {
    const e = swissRound1WithByes();
    const [header, ...rows] = e.values('Round 1');
    e.ss
      .getSheetByName('Round 1')!
      .getRange(e.headerRow('Round 1') + 1, 1, rows.length, header.length)
      .setValues(rows.reverse());
    const { round } = readTournament(e.ss as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet)
      .rounds[0];
    expect(round.games.map((g) => [g.board, g.white, g.black])).toEqual([
      [1, 3, 6],
      [2, 5, 2],
    ]);
    expect(round.byes).toEqual([
      { player: 0, kind: 'forced' },
      { player: 1, kind: 'voluntary' },
      { player: 4, kind: 'voluntary' },
    ]);
  });
});
