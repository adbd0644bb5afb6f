/**
 * pairsheet ratings --yes: on an Elo-rated event the TDList's AGA-style ratings are not applied;
 * the players the removed review tab named are printed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, readBook, tabValues, tempDir } from './support';

describe('pairsheet ratings on an Elo-rated event', () => {
  it('applies the ranks and clubs, says which ratings were not applied, and leaves them', async () => {
    const dir = tempDir();
    const csv = join(dir, 'roster.csv');
    writeFileSync(csv, 'Name,Rating,AGA ID\n"Smith, John",1750,1001\n"Okafor, Ada",1800,1002\n');
    const book = join(dir, 'event.xlsx');
    expect((await cli(['import', csv, book])).status).toBe(0);
    const list = join(dir, 'tdlista.txt');
    writeFileSync(list, 'Smith, John\t1001\tFull\t-3.41\t\tBOST\t\t\t\r\n');
    const r = await cli(['ratings', list, book, '--yes']);
    expect(r).toMatchObject({
      status: 0,
      out: `Pairsheet: Look up ratings\n2 changes written to the Players tab.\n1 player not matched:\n  Okafor, Ada: missing: id 1002 is not in the list\n1 rating of the list marked Apply = No, as the Rating column cannot take it (an AGA-style rating, and the Rating column holds Elo-style ratings).\nSaved ${book}.`,
    });
    expect(
      tabValues(await readBook(book), 'Players')
        .slice(1)
        .map((p) => p.slice(0, 4)),
    ).toEqual([
      ['Smith, John', '3k', 1750, 'BOST'],
      ['Okafor, Ada', '', 1800, ''],
    ]);
  });

  it('with --yes, names the unrated players and those found with their name in the other order, as the removed tab did', async () => {
    const dir = tempDir();
    const csv = join(dir, 'roster.csv');
    writeFileSync(csv, 'Name,Rank,AGA ID\n"Lindqvist, Per",3k,\n"Ito, Ken",5k,1004\n');
    const book = join(dir, 'event.xlsx');
    expect((await cli(['import', csv, book])).status).toBe(0);
    const list = join(dir, 'tdlista.txt');
    writeFileSync(
      list,
      'Per Lindqvist\t1003\tFull\t-2.5\t\tNYGO\t\t\t\r\nIto, Ken\t1004\tFull\t0\t\tNYGO\t\t\t\r\n',
    );
    const r = await cli(['ratings', list, book, '--yes']);
    expect(r.status).toBe(0);
    expect(r.out.split('\n')).toEqual([
      'Pairsheet: Look up ratings',
      '1 change written to the Players tab.',
      'The TDList has no rating for 1 player:',
      '  Ito, Ken: by id (TDList, line 2)',
      '1 player found by name with the words in the other order, so not applied: check it is the same player, then run pairsheet ratings without --yes and set Apply to Yes:',
      '  Lindqvist, Per: by name, order swapped (TDList, line 1)',
      `Saved ${book}.`,
    ]);
    expect(
      tabValues(await readBook(book), 'Players')
        .slice(1)
        .map((p) => p.slice(0, 4)),
    ).toEqual([
      ['Lindqvist, Per', '3k', '', ''],
      ['Ito, Ken', '5k', '', 'NYGO'],
    ]);
  });

  it('with --yes, names an unrated player and the unread lines when nothing else changes', async () => {
    const dir = tempDir();
    const csv = join(dir, 'roster.csv');
    writeFileSync(csv, 'Name,Rank,AGA ID\n"Ito, Ken",5k,1004\n');
    const book = join(dir, 'event.xlsx');
    expect((await cli(['import', csv, book])).status).toBe(0);
    const list = join(dir, 'tdlista.txt');
    writeFileSync(
      list,
      'Ito, Ken\t1004\tFull\t0\t\t\t\t\t\r\nTran, Minh\t99\tYouth\t0.5\t\t\t\t\t\r\n',
    );
    const r = await cli(['ratings', list, book, '--yes']);
    expect(r.status).toBe(0);
    expect(r.out.split('\n')).toEqual([
      'Pairsheet: Look up ratings',
      'No change to write to the Players tab.',
      'The TDList has no rating for 1 player:',
      '  Ito, Ken: by id (TDList, line 1)',
      '1 line of the TDList could not be read and was left out: line 2 (Tran, Minh): rating "0.5" is not an AGA rating (−35 to −1 for kyu, 1 to 12 for dan), so it gives no rank.',
      `Saved ${book}.`,
    ]);
  });
});
