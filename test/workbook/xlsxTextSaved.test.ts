/**
 * A spreadsheet saved as a new .xlsx file writes "_xHHHH_" escaped. On its own in this file:
 * the writer is set up once per process, so no other path may set it up first.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createSpreadsheet, toWorkbook } from '../../src/workbook/index';

describe('a spreadsheet saved as a new file', () => {
  it('writes "_x0041_" and a control character in cell text as Excel reads them', async () => {
    const ss = createSpreadsheet('club', { sheets: ['Players'] });
    ss.getSheetByName('Players')!.getRange('A1').setValue('Under_x0041_score\u0001\u001b');
    const bytes = await toWorkbook(ss).xlsx.writeBuffer();
    const zip = await JSZip.loadAsync(bytes);
    const parts = Object.keys(zip.files).filter((p) =>
      /^xl\/(sharedStrings|worksheets\/sheet\d+)\.xml$/.test(p),
    );
    const xml = (await Promise.all(parts.map((p) => zip.file(p)!.async('string')))).join('\n');
    expect(xml).toContain('Under_x005F_x0041_score_x0001__x001B_');
  });
});
