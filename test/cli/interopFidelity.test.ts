/**
 * The import and export round trips a TD runs with `pairsheet`: a withdrawn player stays out
 * after an OpenGotha round trip, the random seed the file cannot hold is named, and a CSV roster
 * brings every Players column it has.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYER_HEADERS } from '../support/event';
import { cli, editBook, readBook, tableValues, tabValues, tempDir, typeInto } from './support';

/** Types a result on every board of `tab`. */
async function typeAll(file: string, tab: string, result: string): Promise<void> {
  await editBook(file, (wb) => {
    tableValues(wb, tab)
      .slice(1)
      .forEach((r, i) => {
        if (r[0] !== 'Bye') typeInto(wb, tab, i, 'Result', result);
      });
  });
}

describe('pairsheet export opengotha, then import', () => {
  it('keeps a withdrawn player out of the next round and names the reset random seed', async () => {
    const dir = tempDir();
    const file = join(dir, 'rt5.xlsx');
    expect((await cli(['init', file])).status).toBe(0);
    await editBook(file, (wb) => {
      const ws = wb.getWorksheet('Players')!;
      'ABCDEFGHIJ'.split('').forEach((c, i) => {
        ws.getCell(i + 2, PLAYER_HEADERS.indexOf('Name') + 1).value = `Player ${c}`;
        ws.getCell(i + 2, PLAYER_HEADERS.indexOf('Rank') + 1).value = `${i + 1}k`;
      });
      wb.getWorksheet('Settings')!.eachRow((row) => {
        const name = String(row.getCell(1).value);
        if (name === 'Rounds') row.getCell(2).value = 5;
        if (name === 'Random seed') row.getCell(2).value = 2026;
      });
    });
    expect((await cli(['bands', file])).status).toBe(0);
    for (const round of [1, 2, 3]) {
      const paired = await cli(['pair', file]);
      expect(paired.status, paired.err).toBe(0);
      await typeAll(file, `Round ${round}`, round === 2 ? 'B+' : 'W+');
      if (round === 1)
        await editBook(file, (wb) => typeInto(wb, 'Players', 9, 'Status', 'withdrawn'));
    }

    mkdirSync(join(dir, 'og'));
    const xmlFile = join(dir, 'og', 'rt5.xml');
    expect((await cli(['export', 'opengotha', file, xmlFile])).status).toBe(0);
    expect(readFileSync(xmlFile, 'utf8')).toMatch(
      /name="Player J" .* participating="10000000000000000000"/,
    );

    const imported = join(dir, 'rt5i.xlsx');
    const r = await cli(['import', xmlFile, imported]);
    expect(r.status, r.err).toBe(0);
    const wb = await readBook(imported);
    const players = tabValues(wb, 'Players');
    expect(players[10][players[0].indexOf('Status')]).toBe('withdrawn');
    expect(
      tabValues(wb, 'Import report').some((row) =>
        /^Settings the OpenGotha file has no place for .*Random seed: 1\./.test(String(row[0])),
      ),
    ).toBe(true);

    const next = await cli(['pair', imported]);
    expect(next.status, next.err).toBe(0);
    expect(next.out).toMatch(/\nRound 4: 4 boards\. Forced bye: Player [A-I]\./);
    expect(
      tableValues(await readBook(imported), 'Round 4')
        .flat()
        .includes('Player J'),
    ).toBe(false);
  });
});

describe('pairsheet import of a CSV roster', () => {
  it('brings City, Byes, Status and Bye volunteer, and reports the Paid column left out', async () => {
    const dir = tempDir();
    const csv = join(dir, 'full.csv');
    writeFileSync(
      csv,
      'Name,Rank,Club,City,Byes,Status,Bye volunteer,Paid\n"Lee, Ann",3k,MADG,Madison,"2, 3",withdrawn,Yes,Yes\n',
    );
    const book = join(dir, 'csv4.xlsx');
    const r = await cli(['import', csv, book]);
    expect(r.status, r.err).toBe(0);
    expect(r.out.split('\n').slice(0, 2)).toEqual([
      'Pairsheet: Import event',
      `Imported 1 player and 0 rounds from the CSV roster. The file's Status column says 1 player has withdrawn: Lee, Ann. They are withdrawn on Players and will not be paired; for anyone playing, set Status to active. 1 note on the "Import report" tab.`,
    ]);
    const wb = await readBook(book);
    const [header, ann] = tabValues(wb, 'Players');
    const cell = (h: string) => ann[header.indexOf(h)];
    expect(['City', 'Byes', 'Status', 'Bye volunteer'].map(cell)).toEqual([
      'Madison',
      '2, 3',
      'withdrawn',
      'Yes',
    ]);
    expect(tabValues(wb, 'Import report').map((row) => row[0])).toEqual([
      'What could not be carried over',
      'Column H "Paid" was left out: the Players tab has no such column.',
    ]);
  });
});
