/**
 * A file may hold more than Sheets' 10,000,000 cells (Excel has no such limit): it is read as
 * it is, and only a command that would grow it further is refused.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readWorkbook } from '../../src/workbook/xlsxRead';

describe('reading a workbook past the cells limit', () => {
  it('reads a tab of 400,000 rows × 30 columns, then refuses a new tab', () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Players').getCell(1, 1).value = 'Name';
    wb.addWorksheet('My notes').getCell(400_000, 30).value = 'stray';
    const ss = readWorkbook(wb, 'club').spreadsheet;
    const notes = ss.getSheetByName('My notes')!;
    expect([notes.getMaxRows(), notes.getMaxColumns()]).toEqual([400_000, 30]);
    expect(notes.getRange(400_000, 30).getValue()).toBe('stray');
    expect(() => ss.insertSheet('Round 1')).toThrow(
      'This action would increase the number of cells in the workbook above the limit of 10000000 cells.',
    );
  });
});

describe('an empty row at the foot of a tab', () => {
  it('does not make the tab longer, as LibreOffice saves one once a row is deleted', () => {
    const wb = new ExcelJS.Workbook();
    const round = wb.addWorksheet('Round 3');
    round.getCell(24, 1).value = 20;
    round.getRow(1_048_576).height = 12.8;
    const ss = readWorkbook(wb, 'club').spreadsheet;
    expect(ss.getSheetByName('Round 3')!.getMaxRows()).toBe(1000);
    // Its height is not kept either: saving would write the row back.
    expect(ss.getSheetByName('Round 3')!.getRowHeight(1_048_576)).toBe(
      ss.getSheetByName('Round 3')!.getRowHeight(999),
    );
    expect(ss.insertSheet('Round 4').getName()).toBe('Round 4');
  });

  it('makes it longer when hidden', () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('My notes').getRow(5_000).hidden = true;
    expect(readWorkbook(wb, 'club').spreadsheet.getSheetByName('My notes')!.getMaxRows()).toBe(
      5_000,
    );
  });
});
