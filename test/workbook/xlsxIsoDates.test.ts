/** Date cells written in ISO form (t="d"), with a time of day, seconds or a zone, read as dates. */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { expect, it } from 'vitest';
import { XlsxDocument } from '../../src/workbook/index';

async function isoCells(texts: string[]): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Settings').addRow(texts.map(() => 'placeholder'));
  const zip = await JSZip.loadAsync(await wb.xlsx.writeBuffer());
  const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
  const cells = texts.map((t, i) => `<c r="${'ABCDEFGH'[i]}1" t="d"><v>${t}</v></c>`).join('');
  zip.file(
    'xl/worksheets/sheet1.xml',
    sheet.replace(/<row r="1"([^>]*)>.*?<\/row>/, `<row r="1"$1>${cells}</row>`),
  );
  const doc = await XlsxDocument.fromBuffer(
    await zip.generateAsync({ type: 'nodebuffer' }),
    'club',
  );
  return doc.spreadsheet.getSheetByName('Settings')!.getDataRange().getValues();
}

it('reads an ISO date with a time, seconds, fractions or a zone as that wall-clock time', async () => {
  expect(
    await isoCells([
      '2030-03-07',
      '2030-03-07T09:30',
      '2030-03-07T09:30:15',
      '2030-03-07T09:30:15.500',
      '2030-03-07T09:30:00Z',
      '2030-03-07T09:30:00+02:00',
      '12030-03-07',
    ]),
  ).toEqual([
    [
      new Date(2030, 2, 7),
      new Date(2030, 2, 7, 9, 30),
      new Date(2030, 2, 7, 9, 30, 15),
      new Date(2030, 2, 7, 9, 30, 15, 500),
      new Date(2030, 2, 7, 9, 30),
      new Date(2030, 2, 7, 7, 30),
      '12030-03-07',
    ],
  ]);
});
