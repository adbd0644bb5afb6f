import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  createServices,
  createSpreadsheet,
  saveWorkbook,
  setSheet,
} from '../../src/workbook/index';

describe('saveWorkbook', () => {
  it('round-trips tabs, values and formatting through exceljs', async () => {
    const ss = createSpreadsheet('Club', { sheets: ['Players'] });
    setSheet(ss, 'Players', [
      ['Name', 'Rank', 'Rating', 'Active'],
      ['Ann', '3k', '1850', 'TRUE'],
      ['Bob', '1d', '2100', 'FALSE'],
    ]);
    setSheet(ss, 'Round 1', [
      ['Board', 'White', 'Black', 'Result'],
      ['1', 'Ann', 'Bob', '=IF(1,"1-0","")'],
    ]);
    const players = ss.getSheetByName('Players')!;
    players.setFrozenRows(1);
    players.setColumnWidth(1, 140);
    players.getRange('A1:D1').setFontWeight('bold').setBackground('#cfe2f3');
    players.getRange('B1').setNote('Rank as 30k..9d');
    const { SpreadsheetApp } = createServices(ss);
    players
      .getRange('B2:B3')
      .setDataValidation(
        SpreadsheetApp.newDataValidation().requireValueInList(['3k', '1d']).build(),
      );

    const file = join(mkdtempSync(join(tmpdir(), 'pairsheet-xlsx-')), 'club.xlsx');
    await saveWorkbook(ss, file);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Players', 'Round 1']);
    const ws = wb.getWorksheet('Players')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Name', 'Rank', 'Rating', 'Active']);
    expect(ws.getRow(2).values).toEqual([undefined, 'Ann', '3k', 1850, true]);
    expect(ws.getCell('A1').font?.bold).toBe(true);
    expect(ws.getCell('A2').font?.bold).toBeUndefined();
    expect(ws.getCell('A1').fill).toMatchObject({
      pattern: 'solid',
      fgColor: { argb: 'FFCFE2F3' },
    });
    expect(ws.getCell('B1').note).toBe('Rank as 30k..9d');
    expect(ws.getCell('B2').dataValidation).toMatchObject({ type: 'list', formulae: ['"3k,1d"'] });
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getColumn(1).width).toBe(20);
    const round = wb.getWorksheet('Round 1')!;
    expect(round.getCell('D2').formula).toBe('IF(1,"1-0","")');
  });

  it('adjusts tab names Excel would refuse', async () => {
    const ss = createSpreadsheet('x', { sheets: ['Round 1/2: McMahon [final] with a long name'] });
    const file = join(mkdtempSync(join(tmpdir(), 'pairsheet-xlsx-')), 'names.xlsx');
    await saveWorkbook(ss, file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    expect(wb.worksheets[0].name).toBe('Round 1_2_ McMahon _final_ with');
  });
});
