/** pairsheet ratings --yes on an Elo-rated event: the TDList's AGA-style ratings are not applied. */
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
      out: `Pairsheet: Look up ratings\n2 changes written to the Players tab.\n1 player not matched (see the tab).\n1 rating of the list marked Apply = No, as the Rating column cannot take it (an AGA-style rating, and the Rating column holds Elo-style ratings).\nSaved ${book}.`,
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
});
