import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { XlsxDocument } from '../../src/workbook/index';

const PAID: ExcelJS.DataValidation = { type: 'list', formulae: ['"Yes,No"'], allowBlank: true };
const STATUS: ExcelJS.DataValidation = {
  type: 'list',
  formulae: ['"active,withdrawn"'],
  allowBlank: true,
};

/** A tab with dropdowns over rows 2 to 41, as Excel saves a rule over a range: one entry. */
async function bookWithDropdowns(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Players');
  ws.getCell('A1').value = 'Name';
  const file = Buffer.from(await wb.xlsx.writeBuffer());
  const zip = await JSZip.loadAsync(file);
  const path = 'xl/worksheets/sheet1.xml';
  const rule = (sqref: string, list: string): string =>
    `<dataValidation type="list" allowBlank="1" sqref="${sqref}"><formula1>"${list}"</formula1></dataValidation>`;
  const xml = (await zip.file(path)!.async('string')).replace(
    '</sheetData>',
    '</sheetData><dataValidations count="3">' +
      rule('P2:Q41', 'Yes,No') +
      rule('M2:M41', 'active,withdrawn') +
      rule('C5', 'Yes,No') +
      '</dataValidations>',
  );
  zip.file(path, xml);
  return zip.generateAsync({ type: 'nodebuffer' });
}

async function sqrefsOf(file: Buffer): Promise<string[]> {
  const xml = await (await JSZip.loadAsync(file)).file('xl/worksheets/sheet1.xml')!.async('string');
  return [...xml.matchAll(/<dataValidation\b[^>]*\bsqref="([^"]*)"/g)].map((m) => m[1]).sort();
}

describe('dropdowns over a range of rows', () => {
  it('are saved as the ranges they cover, each cell in one rule only', async () => {
    const doc = await XlsxDocument.fromBuffer(await bookWithDropdowns(), 'event');
    expect(await sqrefsOf(await doc.toBuffer())).toEqual(['C5', 'M2:M41', 'P2:Q41']);
  });

  it('split around a cell a command gave another rule, without overlapping', async () => {
    const doc = await XlsxDocument.fromBuffer(await bookWithDropdowns(), 'event');
    const ws = doc.workbook.getWorksheet('Players')!;
    ws.getCell('M20').dataValidation = { ...PAID };
    ws.getCell('Q11').dataValidation = { ...STATUS };
    expect(await sqrefsOf(await doc.toBuffer())).toEqual([
      'C5',
      'M20',
      'M21:M41',
      'M2:M19',
      'P2:P41',
      'Q11',
      'Q12:Q41',
      'Q2:Q10',
    ]);
  });
});
