/** Borders drawn with Range.setBorder, as saved to the .xlsx file. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { createSpreadsheet, saveWorkbook } from '../../src/workbook/index';
import type { MemoryRange } from '../../src/workbook/range';

async function savedBorders(draw: (range: MemoryRange) => void): Promise<Record<string, unknown>> {
  const ss = createSpreadsheet('Borders', { sheets: ['Grid'] });
  const range = ss.getSheetByName('Grid')!.getRange('A1:B2');
  range.setValue('x');
  draw(range);
  const file = join(mkdtempSync(join(tmpdir(), 'pairsheet-borders-')), 'borders.xlsx');
  await saveWorkbook(ss, file);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.getWorksheet('Grid')!;
  return Object.fromEntries(['A1', 'B1', 'A2', 'B2'].map((a) => [a, ws.getCell(a).border]));
}

const black = { style: 'thin', color: { argb: 'FF000000' } };

it('draws the outer edges in black by default, the inner ones untouched', async () => {
  expect(await savedBorders((r) => r.setBorder(true, true, true, true, null, null))).toEqual({
    A1: { top: black, left: black },
    B1: { top: black, right: black },
    A2: { bottom: black, left: black },
    B2: { bottom: black, right: black },
  });
});

it('draws the inner edges in the colour given, and false removes an edge', async () => {
  const red = { style: 'thin', color: { argb: 'FFFF0000' } };
  const drawn = await savedBorders((r) => {
    r.setBorder(true, true, true, true, true, true, '#ff0000');
    r.setBorder(false, false, false, false, null, null);
  });
  expect(drawn).toEqual({
    A1: { right: red, bottom: red },
    B1: { left: red, bottom: red },
    A2: { top: red, right: red },
    B2: { top: red, left: red },
  });
});

it('clearFormat removes the borders', async () => {
  const drawn = await savedBorders((r) => {
    r.setBorder(true, true, true, true, true, true);
    r.clearFormat();
  });
  expect(drawn).toEqual({ A1: undefined, B1: undefined, A2: undefined, B2: undefined });
});
