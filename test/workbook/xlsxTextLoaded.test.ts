/**
 * A workbook read from a file and saved again writes "_xHHHH_" escaped. On its own in this
 * file: the writer is set up once per process, so no other path may set it up first.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { XlsxDocument } from '../../src/workbook/xlsxDocument';

describe('a workbook read from a file and saved', () => {
  it('writes "_x0041_" and a control character in cell text as Excel reads them', async () => {
    const made = new ExcelJS.Workbook();
    made.addWorksheet('Players').getCell('A1').value = 'Name';
    const doc = await XlsxDocument.fromBuffer(Buffer.from(await made.xlsx.writeBuffer()), 'club');
    doc.spreadsheet.getSheetByName('Players')!.getRange('A2').setValue('Under_x0041_score\u0001');
    expect(doc.update()).toBe(true);
    const zip = await JSZip.loadAsync(await doc.toBuffer());
    const parts = Object.keys(zip.files).filter((p) =>
      /^xl\/(sharedStrings|worksheets\/sheet\d+)\.xml$/.test(p),
    );
    const xml = (await Promise.all(parts.map((p) => zip.file(p)!.async('string')))).join('\n');
    expect(xml).toContain('Under_x005F_x0041_score_x0001_');
  });
});
