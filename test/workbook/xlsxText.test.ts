import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { setSheet } from '../../src/workbook/index';
import { XlsxDocument } from '../../src/workbook/xlsxDocument';

/** Names as pasted from a registration form: a Windows line break, a control character… */
const PASTED = ['Under_x0041_score', 'Two\r\nLines', 'Ctl\u0001Char', '_x005F_', 'Low_x00e9_hex'];

/** The text of the parts that hold cell text: shared strings and the tabs. */
async function cellXml(bytes: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const parts = Object.keys(zip.files).filter((p) =>
    /^xl\/(sharedStrings|worksheets\/sheet\d+)\.xml$/.test(p),
  );
  return (await Promise.all(parts.map((p) => zip.file(p)!.async('string')))).join('\n');
}

describe('cell text with "_xHHHH_" and control characters in an .xlsx file', () => {
  it('is written as Excel reads it, and reads back exactly, in the tabs and the kept records', async () => {
    const doc = XlsxDocument.blank('club');
    const ss = doc.spreadsheet;
    setSheet(ss, 'Players', [['Name'], ...PASTED.map((n) => [`'${n}`])]);
    // What the add-in keeps between commands (undo records…) holds names too.
    ss.properties.document.set('record', JSON.stringify(PASTED));
    expect(doc.update()).toBe(true);
    const bytes = await doc.toBuffer();

    const xml = await cellXml(bytes);
    for (const written of [
      'Under_x005F_x0041_score',
      'Two_x000D_\nLines',
      'Ctl_x0001_Char',
      '_x005F_x005F_',
      // Excel reads hex digits in either case.
      'Low_x005F_x00e9_hex',
    ]) {
      expect(xml).toContain(written);
    }

    // The next command reads the file, writes another tab and saves: Players is kept as it was.
    const next = await XlsxDocument.fromBuffer(bytes, 'club');
    next.spreadsheet.insertSheet('Round 1').getRange('A1').setValue('Board');
    expect(next.update()).toBe(true);
    const back = (await XlsxDocument.fromBuffer(await next.toBuffer(), 'club')).spreadsheet;
    const players = back.getSheetByName('Players')!;
    expect(players.getRange(2, 1, PASTED.length, 1).getValues().flat()).toEqual(PASTED);
    expect(back.properties.document.get('record')).toBe(JSON.stringify(PASTED));
  });
});
