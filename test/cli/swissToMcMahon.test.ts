import { readFileSync } from 'node:fs';
import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cli, editBook, sixPlayerEvent, tableValues, typeInto } from './support';

/** Types a setting's value into column B of its row on Settings, as a TD would in Excel. */
function setSetting(wb: ExcelJS.Workbook, name: string, value: string): void {
  wb.getWorksheet('Settings')!.eachRow((row) => {
    if (row.getCell(1).value === name) row.getCell(2).value = value;
  });
}

describe('pairsheet on a Swiss event switched to McMahon after round 1', () => {
  it('refuses to pair round 2 on the Swiss band, with the advice, and leaves the file as it was', async () => {
    const file = await sixPlayerEvent('swiss.xlsx');
    await editBook(file, (wb) => setSetting(wb, 'Pairing system', 'Swiss'));
    expect((await cli(['bands', file])).status).toBe(0);
    expect((await cli(['pair', file])).status).toBe(0);
    await editBook(file, (wb) => {
      const boards = tableValues(wb, 'Round 1').length - 1;
      for (let i = 0; i < boards; i++) typeInto(wb, 'Round 1', i, 'Result', 'W+');
      setSetting(wb, 'Pairing system', 'McMahon');
    });
    const before = readFileSync(file);
    const r = await cli(['pair', file]);
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      `Pairsheet: Pair next round\nSettings!B3 (Pairing system) says McMahon, but the Bands tab holds only the one band, everyone at 0, that "Build bands" (pairsheet bands) makes for a Swiss event. Run "Build bands" to build the McMahon bands from the players' ranks (the rounds already paired keep their games and results), or set Pairing system back to the system the event was started with. Nothing was changed.\n${file} was not changed.`,
    );
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});
