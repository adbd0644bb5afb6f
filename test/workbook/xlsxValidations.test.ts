import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createServices, XlsxDocument } from '../../src/workbook/index';

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

/** A tab with the dropdown rules `rules` (sqref and list), as a spreadsheet program saves them. */
async function bookWithRules(rules: [string, string][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Players').getCell('A1').value = 'Name';
  const zip = await JSZip.loadAsync(Buffer.from(await wb.xlsx.writeBuffer()));
  const path = 'xl/worksheets/sheet1.xml';
  const xml = rules
    .map(([sqref, list]) =>
      list
        ? `<dataValidation type="list" allowBlank="1" sqref="${sqref}"><formula1>"${list}"</formula1></dataValidation>`
        : `<dataValidation allowBlank="1" showInputMessage="1" prompt="Type the club" sqref="${sqref}"/>`,
    )
    .join('');
  const sheet = await zip.file(path)!.async('string');
  zip.file(
    path,
    sheet.replace('</sheetData>', `</sheetData><dataValidations>${xml}</dataValidations>`),
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

async function rulesOf(file: Buffer): Promise<string[]> {
  const xml = await (await JSZip.loadAsync(file)).file('xl/worksheets/sheet1.xml')!.async('string');
  return [
    ...xml.matchAll(
      /<dataValidation\b[^>]*\bsqref="([^"]*)"[^>]*(?:\/>|>(.*?)<\/dataValidation>)/g,
    ),
  ]
    .map((m) => `${m[1]} ${m[2] ?? ''}`.trim())
    .sort();
}

const YES = '<formula1>&quot;Yes,No&quot;</formula1>';
const CLUB = '<formula1>&quot;Club,Open&quot;</formula1>';

describe('dropdowns as saved', () => {
  it('keep the small parts of a whole-column rule, and a rule with a message only', async () => {
    const doc = await XlsxDocument.fromBuffer(
      await bookWithRules([
        ['C5 B2:B1048576', 'Yes,No'],
        ['A2:A10001 D2:D1048576', 'Club,Open'],
        ['E2:E1048576', ''],
      ]),
      'event',
    );
    expect(await rulesOf(await doc.toBuffer())).toEqual([
      `A2:A10001 ${CLUB}`,
      `B2:B1048576 ${YES}`,
      `C5 ${YES}`,
      `D2:D1048576 ${CLUB}`,
      'E2:E1048576',
    ]);
  });

  it('join cells set in any order, only side by side and of the same rule', async () => {
    const doc = await XlsxDocument.fromBuffer(await bookWithRules([]), 'event');
    const ws = doc.workbook.getWorksheet('Players')!;
    const yes: ExcelJS.DataValidation = { type: 'list', formulae: ['"Yes,No"'], allowBlank: true };
    const club: ExcelJS.DataValidation = {
      type: 'list',
      formulae: ['"Club,Open"'],
      allowBlank: true,
    };
    for (let row = 9; row >= 2; row--) {
      for (const column of ['S', 'Q', 'P', 'N', 'M']) {
        ws.getCell(`${column}${row}`).dataValidation = { ...(column === 'N' ? club : yes) };
      }
    }
    expect(await rulesOf(await doc.toBuffer())).toEqual([
      `M2:M9 ${YES}`,
      `N2:N9 ${CLUB}`,
      `P2:Q9 ${YES}`,
      `S2:S9 ${YES}`,
    ]);
  });

  it('split a large rule only around the cells inside it, and drop a rule removed', async () => {
    const doc = await XlsxDocument.fromBuffer(
      await bookWithRules([
        ['B2:B1048576', 'Yes,No'],
        ['D2:E6001', 'Yes,No'],
        ['G5', 'Club,Open'],
      ]),
      'event',
    );
    const players = doc.spreadsheet.getSheetByName('Players')!;
    const { SpreadsheetApp } = createServices(doc.spreadsheet);
    const club = SpreadsheetApp.newDataValidation().requireValueInList(['Club', 'Open']).build();
    // Next to the rules, just below the second, and over the single cell G5 (removed).
    players.getRange('C5').setDataValidation(club);
    players.getRange('F10').setDataValidation(club);
    players.getRange('D6002').setDataValidation(club);
    players.getRange('G5').setDataValidation(null);
    expect(doc.update()).toBe(true);
    expect(await rulesOf(await doc.toBuffer())).toEqual([
      `B2:B1048576 ${YES}`,
      `C5 ${CLUB}`,
      `D2:E6001 ${YES}`,
      `D6002 ${CLUB}`,
      `F10 ${CLUB}`,
    ]);
  });
});
