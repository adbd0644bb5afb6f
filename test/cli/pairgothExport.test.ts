/**
 * pairsheet export pairgoth: the .tour file pairgoth stores (formats.md §5), and back in with
 * pairsheet import to the same players and rounds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportOpenGotha, parsePairgoth } from '../../src/interop';
import { lakeside } from '../interop/fixture';
import { cli, readBook, tableValues, tempDir } from './support';

describe('pairsheet export pairgoth', () => {
  it('writes 000001-<short name>.tour, and importing it gives back the same event', async () => {
    const dir = tempDir();
    const xml = join(dir, 'lakeside.xml');
    writeFileSync(xml, exportOpenGotha(lakeside()));
    const book = join(dir, 'lakeside.xlsx');
    expect((await cli(['import', xml, book])).status).toBe(0);

    const r = await cli(['export', 'pairgoth', book]);
    const tour = join(dir, '000001-LakesideSpringOp.tour');
    expect(r).toMatchObject({
      status: 0,
      err: '',
      out: `Pairsheet: Export results\nResults are missing, so those games have no result in the file: Round 2: board 2 (F6).\npairgoth has no forfeit flag: the forfeit win of round 2, board 1 was written as played.\nWrote ${tour}.`,
    });
    const text = readFileSync(tour, 'utf8');
    const event = parsePairgoth(text);
    const expected = lakeside();
    expected.rounds[1].games[0].result.forfeit = false;
    // With the initial scores of the bands the import built (2d top band at 0, then one a rank).
    const scores = [0, -2, -1, -3, -4, -3];
    expected.players.forEach((p, i) => (p.initialScore = scores[i]));
    expect({ players: event.players, rounds: event.rounds }).toEqual({
      players: expected.players,
      rounds: expected.rounds,
    });
    // The pairgoth file has no points for a round sat out: read back as not given.
    delete expected.settings.requestedByePoints;
    expect(event.settings).toEqual({ ...expected.settings, shortName: 'LakesideSpringOp' });

    const again = join(dir, 'again.xlsx');
    const back = await cli(['import', tour, again]);
    expect(back).toMatchObject({
      status: 0,
      err: '',
      out: `Pairsheet: Import event\nImported 6 players and 3 rounds from the pairgoth file. 4 notes on the "Import report" tab.\nSaved ${again}.`,
    });
    const [first, second] = [await readBook(book), await readBook(again)];
    for (const tab of ['Players', 'Round 1', 'Round 3'])
      expect(tableValues(second, tab), tab).toEqual(tableValues(first, tab));
    // The forfeit comes back a plain win: "W+" where the first workbook has "W+F".
    expect(tableValues(second, 'Round 2')[1][5]).toBe('W+');
    expect(tableValues(first, 'Round 2')[1][5]).toBe('W+F');
  });
});
