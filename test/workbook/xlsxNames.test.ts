/**
 * Defined names survive a command as read: the tab each is local to, hidden, comment, constants
 * and formulas, print areas; changed only where a command renamed, rebuilt or deleted a tab.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XlsxDocument } from '../../src/workbook/index';
import { savedTwice } from '../support/savedTwice';
import { definedNamesIn, tabsIn, withDefinedNames } from '../support/definedNames';

/** As Excel saves them (LibreOffice writes its on/off attributes too: Rank). */
const NAMES = [
  '<definedName name="_xlnm.Print_Area" localSheetId="{Notes}">Notes!$A$1:$C$3,Notes!$E$1:$E$3</definedName>',
  '<definedName name="_xlnm.Print_Titles" localSheetId="{Players}">Players!$1:$1</definedName>',
  '<definedName name="Board1">\'Round 1\'!$A$2:$C$2</definedName>',
  '<definedName name="Double">Players!$B:$B*2</definedName>',
  '<definedName name="Fee" comment="Entry fee &amp; tea">0.5</definedName>',
  '<definedName name="Greeting">"Hello, Notes!A1"</definedName>',
  '<definedName function="false" hidden="false" name="Rank" vbProcedure="false">Players!$B$2</definedName>',
  '<definedName name="Secret" hidden="1">Notes!$B$2</definedName>',
  '<definedName name="Top" localSheetId="{Notes}">Notes!$A$2</definedName>',
  '<definedName name="Top" localSheetId="{Standings}">Standings!$B$2</definedName>',
];

async function book(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Players').addRows([
    ['Name', 'Rank'],
    ['Ann Lee', 3],
  ]);
  wb.addWorksheet('Round 1').addRows([
    ['Board', 'White', 'Result'],
    [1, 'Ann Lee', ''],
  ]);
  wb.addWorksheet('Notes').addRows([
    ['Item', 'Cost'],
    ['Hall', 120],
    ['Tea', 15],
  ]);
  wb.addWorksheet('Standings').addRows([
    ['Place', 'Name'],
    [1, 'Ann Lee'],
  ]);
  return withDefinedNames(Buffer.from(await wb.xlsx.writeBuffer()), NAMES);
}

describe('Defined names', () => {
  it('are written back as read, local to their tab where it now stands', async () => {
    const doc = await XlsxDocument.fromBuffer(await book(), 'club');
    const ss = doc.spreadsheet;
    ss.getSheetByName('Round 1')!.getRange('C2').setValue('B+R');
    ss.insertSheet('Bands', 0);
    expect(doc.update()).toBe(true);
    const saved = await doc.toBuffer();

    expect(await tabsIn(saved)).toEqual(['Bands', 'Players', 'Round 1', 'Notes', 'Standings']);
    expect(await definedNamesIn(saved)).toEqual([
      '<definedName name="_xlnm.Print_Area" localSheetId="3">Notes!$A$1:$C$3,Notes!$E$1:$E$3</definedName>',
      '<definedName name="_xlnm.Print_Titles" localSheetId="1">Players!$1:$1</definedName>',
      '<definedName name="Board1">&apos;Round 1&apos;!$A$2:$C$2</definedName>',
      '<definedName name="Double">Players!$B:$B*2</definedName>',
      '<definedName name="Fee" comment="Entry fee &amp; tea">0.5</definedName>',
      '<definedName name="Greeting">&quot;Hello, Notes!A1&quot;</definedName>',
      '<definedName function="false" hidden="false" name="Rank" vbProcedure="false">Players!$B$2</definedName>',
      '<definedName name="Secret" hidden="1">Notes!$B$2</definedName>',
      '<definedName name="Top" localSheetId="3">Notes!$A$2</definedName>',
      '<definedName name="Top" localSheetId="4">Standings!$B$2</definedName>',
    ]);
    // The file library reads the print setup as before.
    const again = new ExcelJS.Workbook();
    await again.xlsx.load(saved as unknown as ExcelJS.Buffer);
    expect(again.getWorksheet('Players')!.pageSetup.printTitlesRow).toBe('1:1');
  });

  it('follow a tab renamed, stay with a tab rebuilt and go with a tab deleted', async () => {
    const doc = await XlsxDocument.fromBuffer(await book(), 'club');
    const ss = doc.spreadsheet;
    ss.getSheetByName('Round 1')!.setName("Ann's round");
    ss.deleteSheet(ss.getSheetByName('Notes')!);
    // A tab a command rebuilds is a new tab in the old one's place.
    ss.deleteSheet(ss.getSheetByName('Players')!);
    ss.insertSheet('Players', 0)
      .getRange('A1:B2')
      .setValues([
        ['Name', 'Rank'],
        ['Bo Chen', 1],
      ]);
    expect(doc.update()).toBe(true);
    const saved = await doc.toBuffer();

    expect(await tabsIn(saved)).toEqual(['Players', "Ann's round", 'Standings']);
    expect(await definedNamesIn(saved)).toEqual([
      // Players' print titles went with the old tab; Notes' names with Notes.
      '<definedName name="Board1">&apos;Ann&apos;&apos;s round&apos;!$A$2:$C$2</definedName>',
      '<definedName name="Double">Players!$B:$B*2</definedName>',
      '<definedName name="Fee" comment="Entry fee &amp; tea">0.5</definedName>',
      '<definedName name="Greeting">&quot;Hello, Notes!A1&quot;</definedName>',
      '<definedName function="false" hidden="false" name="Rank" vbProcedure="false">Players!$B$2</definedName>',
      '<definedName name="Secret" hidden="1">#REF!</definedName>',
      '<definedName name="Top" localSheetId="2">Standings!$B$2</definedName>',
    ]);
  });

  it('give way to a print setup the file library was given for a tab', async () => {
    const doc = await XlsxDocument.fromBuffer(await book(), 'club');
    doc.workbook.getWorksheet('Notes')!.pageSetup.printArea = 'A1:B3';
    doc.workbook.getWorksheet('Standings')!.pageSetup.printTitlesRow = '1:1';
    const saved = await doc.toBuffer();
    const names = await definedNamesIn(saved);
    expect(names.filter((n) => n.includes('_xlnm.'))).toEqual([
      '<definedName name="_xlnm.Print_Titles" localSheetId="0">Players!$1:$1</definedName>',
      '<definedName name="_xlnm.Print_Area" localSheetId="2">&apos;Notes&apos;!$A1:$B3</definedName>',
      '<definedName name="_xlnm.Print_Titles" localSheetId="3">&apos;Standings&apos;!$1:$1</definedName>',
    ]);
  });

  it('read the same from a file saved once more', async () => {
    const { once, twice } = await savedTwice(await book());
    expect(await definedNamesIn(twice)).toEqual(await definedNamesIn(once));
    expect(await definedNamesIn(twice)).toHaveLength(NAMES.length);
  });
});
