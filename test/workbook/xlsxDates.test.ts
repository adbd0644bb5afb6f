/**
 * Dates read as the file means them: a workbook in the 1904 date system as LibreOffice writes
 * it (date1904="true") keeps its dates and its date system through a command, and a date cell
 * written in ISO form (t="d") reads as that date, not as its year.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { XlsxDocument } from '../../src/workbook/index';

/** Serial 46086: 2026-03-05 in the 1900 date system, 2030-03-06 in the 1904 one. */
const SERIAL = 46086;

/** A Settings tab with a Start date, in the 1904 date system, and an ISO date cell in B3. */
async function book1904(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Settings');
  ws.addRow(['Setting', 'Value']);
  ws.addRow(['Start date', SERIAL]);
  ws.addRow(['End date', 'placeholder']);
  ws.getCell('B2').numFmt = 'yyyy-mm-dd';
  const zip = await JSZip.loadAsync(await wb.xlsx.writeBuffer());
  const book = await zip.file('xl/workbook.xml')!.async('string');
  expect(book).toMatch(/<workbookPr [^>]*\/>/);
  zip.file('xl/workbook.xml', book.replace(/<workbookPr /, '<workbookPr date1904="true" '));
  const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
  const iso = sheet.replace(
    /<c r="B3"[^>]*>.*?<\/c>/,
    '<c r="B3" t="d"><v>2030-03-07T00:00:00</v></c><c r="C3" t="d"><v>not a date</v></c>',
  );
  expect(iso).not.toBe(sheet);
  zip.file('xl/worksheets/sheet1.xml', iso);
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('dates in the workbook', () => {
  it('reads and keeps the 1904 date system written true, and ISO date cells', async () => {
    const doc = await XlsxDocument.fromBuffer(await book1904(), 'club');
    const settings = doc.spreadsheet.getSheetByName('Settings')!;
    expect(settings.getRange('B2:C3').getValues()).toEqual([
      [new Date(2030, 2, 6), ''],
      [new Date(2030, 2, 7), 'not a date'],
    ]);
    expect(settings.getRange('B2').getDisplayValue()).toBe('2030-03-06');
    settings.getRange('A4:B4').setValues([['Location', 'Club house']]);
    expect(doc.update()).toBe(true);
    const saved = await doc.toBuffer();
    const zip = await JSZip.loadAsync(saved);
    expect(await zip.file('xl/workbook.xml')!.async('string')).toContain('date1904="1"');
    const again = await XlsxDocument.fromBuffer(saved, 'club');
    expect(again.spreadsheet.getSheetByName('Settings')!.getRange('B2:B4').getValues()).toEqual([
      [new Date(2030, 2, 6)],
      [new Date(2030, 2, 7)],
      ['Club house'],
    ]);
  });
});
