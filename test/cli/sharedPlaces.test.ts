/**
 * The command line reads Settings › Drawing of lots like the add-in: with No, tied players
 * share the place on the Standings tab of the .xlsx, and the Lot column stays empty.
 */
import { describe, expect, it } from 'vitest';
import { cli, editBook, readBook, sixPlayerEvent, tableValues, typeInto } from './support';

describe('pairsheet standings with Drawing of lots = No', () => {
  it('writes shared places into the workbook', async () => {
    const file = await sixPlayerEvent('shared.xlsx');
    await editBook(file, (wb) => {
      wb.getWorksheet('Settings')!.eachRow((row) => {
        const name = String(row.getCell(1).value);
        if (name === 'Pairing system') row.getCell(2).value = 'Swiss';
        if (name === 'Rounds') row.getCell(2).value = 1;
        if (name === 'Drawing of lots') row.getCell(2).value = 'Off';
      });
    });
    expect((await cli(['pair', file])).status).toBe(0);
    // Board 1 won by White, the other two jigo.
    await editBook(file, (wb) =>
      [0, 1, 2].forEach((i) => typeInto(wb, 'Round 1', i, 'Result', i === 0 ? 'W+' : 'Jigo')),
    );
    expect((await cli(['standings', file])).status).toBe(0);
    const rows = tableValues(await readBook(file), 'Standings');
    expect(rows).toEqual([
      ['Place', 'Name', 'Rank', 'Score', 'Wins', 'Buchholz', 'SB', 'R1', 'Lot'],
      [1, 'Di Egan', '5k', 1, 1, 0, 0, '6+w', ''],
      ['2=', 'Bo Chen', '1d', 0.5, 0, 0.5, 0.25, '2=w', ''],
      ['2=', 'Cy Diaz', '2k', 0.5, 0, 0.5, 0.25, '2=b', ''],
      ['2=', 'Ed Fox', '8k', 0.5, 0, 0.5, 0.25, '2=b', ''],
      ['2=', 'Flo Gray', '12k', 0.5, 0, 0.5, 0.25, '2=w', ''],
      [6, 'Ann Lee', '3d', 0, 0, 1, 0, '1-b', ''],
    ]);
  });
});
