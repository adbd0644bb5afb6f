/**
 * The hidden properties tab of an older copy of the event pasted into the current file: a round
 * undone and paired again since is a new tab, so the older copy's record of that round says
 * nothing of it.
 */
import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { PROPERTIES_TAB } from '../../src/workbook/propertiesRows';
import { PLAYER_HEADERS } from '../support/event';
import { cli, editBook, readBook, sixPlayerEvent } from './support';

const LATE = 'Gil Hart';

function propertiesRows(wb: ExcelJS.Workbook): unknown[][] {
  const rows: unknown[][] = [];
  wb.getWorksheet(PROPERTIES_TAB)?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('an older copy’s properties tab pasted into the current file', () => {
  it('does not name a player from the record of a round since undone and paired again', async () => {
    const file = await sixPlayerEvent('pasted.xlsx');
    await editBook(file, (wb) => {
      wb.getWorksheet('Settings')!.eachRow((row) => {
        if (row.getCell(1).value === 'Pairing system') row.getCell(2).value = 'Swiss';
      });
      const players = wb.getWorksheet('Players')!;
      players.getCell(8, PLAYER_HEADERS.indexOf('Name') + 1).value = LATE;
      players.getCell(8, PLAYER_HEADERS.indexOf('Rank') + 1).value = '4k';
    });
    expect((await cli(['pair', file])).status).toBe(0);
    // The older copy: Gil Hart paired in round 1.
    const older = propertiesRows(await readBook(file));
    expect(JSON.stringify(older)).toContain(LATE);
    // Gil Hart comes late after all: round 1 paired again without him, then he registers.
    expect((await cli(['undo', file, '--yes'])).status).toBe(0);
    await editBook(file, (wb) => wb.getWorksheet('Players')!.spliceRows(8, 1));
    expect((await cli(['pair', file])).status).toBe(0);
    await editBook(file, (wb) => {
      const players = wb.getWorksheet('Players')!;
      players.getCell(8, PLAYER_HEADERS.indexOf('Name') + 1).value = LATE;
      players.getCell(8, PLAYER_HEADERS.indexOf('Rank') + 1).value = '4k';
      const old = wb.getWorksheet(PROPERTIES_TAB);
      if (old) wb.removeWorksheet(old.id);
      const pasted = wb.addWorksheet(PROPERTIES_TAB, { state: 'veryHidden' });
      for (const row of older) pasted.addRow(row);
    });
    const check = await cli(['check', file]);
    expect(check.err).toBe(
      `Pairsheet: Check round\nRound 1 has 1 problem (nothing was changed):\n• Players!M8: ${LATE} is neither paired nor given a bye. Add a board or a bye row for them on Round 1, or set their Status to withdrawn.\n${file} was not changed.`,
    );
  });
});
