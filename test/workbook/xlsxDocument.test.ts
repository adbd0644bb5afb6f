import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createServices, snapshot, XlsxDocument } from '../../src/workbook/index';

const YELLOW: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFFF00' } };

/** A workbook as a TD might have made it in Excel. */
async function clubBook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Players', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.addRow(['Name', 'Rank', 'Rating', 'Paid', 'Joined']);
  ws.addRow(['Ann', '3k', 1850, 'yes', new Date(Date.UTC(2024, 2, 1))]);
  ws.addRow(['Bob', '1d', 2100, 'no', new Date(Date.UTC(2023, 10, 15))]);
  ws.getRow(1).font = { bold: true, name: 'Calibri', size: 11 };
  for (const a of ['D1', 'D2', 'D3']) ws.getCell(a).fill = YELLOW;
  ws.getCell('C2').numFmt = '#,##0';
  ws.getCell('E2').numFmt = 'yyyy-mm-dd';
  ws.getCell('B1').note = 'Rank as 30k..9d';
  ws.getCell('A3').font = { italic: true, color: { theme: 4 } } as Partial<ExcelJS.Font>;
  ws.getColumn(1).width = 20;
  ws.getColumn(4).width = 12;
  ws.getCell('D2').dataValidation = { type: 'list', formulae: ['"yes,no"'], allowBlank: true };
  ws.getCell('D3').dataValidation = { type: 'list', formulae: ['"yes,no"'], allowBlank: true };
  ws.addConditionalFormatting({
    ref: 'D2:D3',
    rules: [
      {
        type: 'expression',
        priority: 1,
        formulae: ['D2="no"'],
        style: { fill: { type: 'pattern', pattern: 'solid', bgColor: { argb: 'FFF4CCCC' } } },
      },
    ],
  });
  const own = wb.addWorksheet('Budget', { properties: { tabColor: { argb: 'FF00B050' } } });
  own.getCell('A1').value = 'Rent';
  own.getCell('B1').value = 120;
  own.getCell('B2').value = { formula: 'B1/2', result: 60 } as ExcelJS.CellFormulaValue;
  own.mergeCells('C1:D2');
  own.getCell('C1').value = 'merged';
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('XlsxDocument', () => {
  it('reads booleans, and a formula as its last computed result of any kind', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Players');
    ws.addRow(['Name', 'Rating', 'Strong', 'Paid', 'Label', 'Half']);
    ws.addRow(['Ann', 1850, null, false, null, null]);
    const f = (formula: string, result: ExcelJS.CellFormulaValue['result']) =>
      ({ formula, result }) as ExcelJS.CellFormulaValue;
    ws.getCell('C2').value = f('B2>1800', true);
    ws.getCell('E2').value = f('A2&"!"', 'Ann!');
    ws.getCell('F2').value = f('B2/2', 925);
    const doc = await XlsxDocument.fromBuffer(Buffer.from(await wb.xlsx.writeBuffer()), 'club');
    const sheet = doc.spreadsheet.getSheetByName('Players')!;
    expect(sheet.getRange('A2:F2').getValues()).toEqual([['Ann', 1850, true, false, 'Ann!', 925]]);
    expect(sheet.getRange('C2').getFormula()).toBe('=B2>1800');
  });

  it('presents a workbook to the add-in the way Sheets would', async () => {
    const doc = await XlsxDocument.fromBuffer(await clubBook(), 'club');
    const ss = doc.spreadsheet;
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['Players', 'Budget']);
    const players = ss.getSheetByName('Players')!;
    expect(players.getDataRange().getValues()).toEqual([
      ['Name', 'Rank', 'Rating', 'Paid', 'Joined'],
      ['Ann', '3k', 1850, 'yes', new Date(2024, 2, 1)],
      ['Bob', '1d', 2100, 'no', new Date(2023, 10, 15)],
    ]);
    expect(players.getRange('C2').getDisplayValue()).toBe('1,850');
    expect(players.getRange('E2').getDisplayValue()).toBe('2024-03-01');
    expect(players.getFrozenRows()).toBe(1);
    expect(players.getColumnWidth(1)).toBe(140);
    expect(players.getRange('A1:D1').getFontWeights()).toEqual([['bold', 'bold', 'bold', 'bold']]);
    expect(players.getRange('D1:D3').getBackgrounds()).toEqual([
      ['#ffff00'],
      ['#ffff00'],
      ['#ffff00'],
    ]);
    expect(players.getRange('B1').getNote()).toBe('Rank as 30k..9d');
    const rule = players.getRange('D2').getDataValidation()!;
    expect(rule.getCriteriaType()!.name).toBe('VALUE_IN_LIST');
    expect(rule.getCriteriaValues()[0]).toEqual(['yes', 'no']);
    expect(players.getConditionalFormatRules().map((r) => r._json())).toEqual([
      {
        ranges: ['Players!D2:D3'],
        condition: { type: 'CUSTOM_FORMULA', values: ['=D2="no"'] },
        format: { background: '#f4cccc' },
      },
    ]);
    const budget = ss.getSheetByName('Budget')!;
    expect(budget.getRange('B2').getFormula()).toBe('=B1/2');
    expect(budget.getRange('B2').getValue()).toBe(60);
    expect(budget.getTabColor()).toBe('#00b050');
  });

  it('reads a cell typed with mixed formatting (rich text) as its plain text', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Players');
    ws.addRow(['Name', 'Rank']);
    ws.getCell('A2').value = {
      richText: [{ text: 'van ' }, { font: { bold: true }, text: 'Dijk' }, { text: ', Jan' }],
    };
    ws.getCell('B2').value = '2d';
    const doc = await XlsxDocument.fromBuffer(Buffer.from(await wb.xlsx.writeBuffer()), 'club');
    expect(doc.spreadsheet.getSheetByName('Players')!.getDataRange().getValues()).toEqual([
      ['Name', 'Rank'],
      ['van Dijk, Jan', '2d'],
    ]);
  });

  it('has nothing to write when nothing changed', async () => {
    const doc = await XlsxDocument.fromBuffer(await clubBook(), 'club');
    expect(doc.update()).toBe(false);
  });

  it('writes back only the cells a command changed, keeping what the model cannot hold', async () => {
    const bytes = await clubBook();
    const before = new ExcelJS.Workbook();
    await before.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const doc = await XlsxDocument.fromBuffer(bytes, 'club');
    const ss = doc.spreadsheet;
    const players = ss.getSheetByName('Players')!;
    players.getRange('F1').setValue('Band').setFontWeight('bold');
    players.getRange('F2:F3').setValues([['Top'], ['Top']]);
    players.getRange('D2').setBackground('#ff0000');
    players.getRange('B3').setValue("'+-");
    const { SpreadsheetApp } = createServices(ss);
    players
      .getRange('F2:F3')
      .setDataValidation(SpreadsheetApp.newDataValidation().requireValueInList(['Top']).build());
    expect(doc.update()).toBe(true);
    const after = new ExcelJS.Workbook();
    await after.xlsx.load((await doc.toBuffer()) as unknown as ExcelJS.Buffer);

    const ws = after.getWorksheet('Players')!;
    const old = before.getWorksheet('Players')!;
    expect(ws.getCell('F1').value).toBe('Band');
    expect(ws.getCell('F1').font).toMatchObject({ bold: true }); // and the row's own font
    expect(ws.getCell('B3').value).toBe('+-');
    expect(ws.getCell('D2').fill).toEqual({
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: 'FFFF0000' },
    });
    // D3 shared D2's style in the file: it keeps its yellow.
    expect(ws.getCell('D3').fill).toEqual(old.getCell('D3').fill);
    expect(ws.getCell('F3').dataValidation).toMatchObject({ type: 'list', formulae: ['"Top"'] });
    for (const a of ['A1', 'A2', 'A3', 'B1', 'C2', 'D1', 'D3', 'E2', 'E3']) {
      expect(ws.getCell(a).model, a).toEqual(old.getCell(a).model);
    }
    expect(ws.getCell('A3').font).toEqual({ italic: true, color: { theme: 4 } });
    expect(ws.getColumn(4).width).toBe(12);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getCell('D2').dataValidation).toEqual(old.getCell('D2').dataValidation);
    const budget = after.getWorksheet('Budget')!;
    const oldBudget = before.getWorksheet('Budget')!;
    for (const a of ['A1', 'B1', 'B2', 'C1', 'D2']) {
      expect(budget.getCell(a).model, a).toEqual(oldBudget.getCell(a).model);
    }
    expect(budget.getCell('D2').isMerged).toBe(true);
    expect(budget.properties.tabColor).toEqual({ argb: 'FF00B050' });
  });

  it('writes the number format a command sets on a cell', async () => {
    const doc = await XlsxDocument.fromBuffer(await clubBook(), 'club');
    const sheet = doc.spreadsheet.insertSheet('Standings');
    sheet.getRange('A1:B1').setValues([[1.5, 0.25]]);
    sheet.getRange('A1').setNumberFormat('0.0');
    sheet.getRange('B1').setNumberFormat('0%');
    expect(doc.update()).toBe(true);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await doc.toBuffer()) as unknown as ExcelJS.Buffer);
    const ws = wb.getWorksheet('Standings')!;
    expect([ws.getCell('A1').numFmt, ws.getCell('B1').numFmt]).toEqual(['0.0', '0%']);
  });

  it('adds, replaces, renames and orders tabs, with one tab selected', async () => {
    const doc = await XlsxDocument.fromBuffer(await clubBook(), 'club');
    const ss = doc.spreadsheet;
    const round = ss.insertSheet('Round 1', 1);
    round.getRange('A1:B1').setValues([['Board', 'White']]);
    ss.getSheetByName('Budget')!.setName('Money');
    expect(doc.update()).toBe(true);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await doc.toBuffer()) as unknown as ExcelJS.Buffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Players', 'Round 1', 'Money']);
    expect(wb.views[0].activeTab).toBe(1);
    // The file library does not read tabSelected back: look at the sheets' XML.
    const zip = await JSZip.loadAsync(await doc.toBuffer());
    const sheetXml = Object.keys(zip.files).filter((f) =>
      /^xl\/worksheets\/sheet\d+\.xml$/.test(f),
    );
    const selected = await Promise.all(
      sheetXml.map(async (f) => (await zip.file(f)!.async('string')).includes('tabSelected="1"')),
    );
    expect(selected.filter(Boolean)).toHaveLength(1);
    expect(wb.getWorksheet('Money')!.getCell('C1').value).toBe('merged');

    // Read back, the workbook is the same spreadsheet.
    const again = await XlsxDocument.fromBuffer(await doc.toBuffer(), 'club');
    const a = snapshot(ss).sheets.map((s) => s.values);
    expect(snapshot(again.spreadsheet).sheets.map((s) => s.values)).toEqual(a);
  });

  it('keeps whole-column dropdowns as one rule, split only around the cells a command changed', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Players');
    ws.addRow(['Name', 'Paid', 'Status']);
    ws.addRow(['Ann', 'yes', 'active']);
    ws.addRow(['Bob', 'no', 'active']);
    const validations = (ws as unknown as { dataValidations: { add(a: string, v: object): void } })
      .dataValidations;
    validations.add('B2:B1048576', { type: 'list', formulae: ['"yes,no"'], allowBlank: true });
    validations.add('C2:C1048576', { type: 'list', formulae: ['"active,gone"'], allowBlank: true });
    const doc = await XlsxDocument.fromBuffer(Buffer.from(await wb.xlsx.writeBuffer()), 'club');
    const players = doc.spreadsheet.getSheetByName('Players')!;
    expect(players.getRange('B2').getDataValidation()!.getCriteriaValues()[0]).toEqual([
      'yes',
      'no',
    ]);
    expect(players.getRange('C900').getDataValidation()!.getCriteriaValues()[0]).toEqual([
      'active',
      'gone',
    ]);
    expect(doc.update()).toBe(false);

    const { SpreadsheetApp } = createServices(doc.spreadsheet);
    const status = SpreadsheetApp.newDataValidation()
      .requireValueInList(['active', 'withdrawn'])
      .setAllowInvalid(false)
      .build();
    players.getRange('C2:C3').setDataValidation(status);
    expect(doc.update()).toBe(true);
    const zip = await JSZip.loadAsync(await doc.toBuffer());
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    const sqrefs = [...xml.matchAll(/sqref="([^"]+)"/g)].map((m) => m[1]).sort();
    expect(sqrefs).toEqual(['B2:B1048576', 'C2:C3', 'C4:C1048576']);
    expect(xml).toContain('<formula1>&quot;active,withdrawn&quot;</formula1>');
    expect(xml).toContain('<formula1>&quot;active,gone&quot;</formula1>');
  });
});

describe('XlsxDocument file properties', () => {
  it('keeps when the file was created and says when it was saved', async () => {
    const wb = new ExcelJS.Workbook();
    wb.created = new Date(Date.UTC(2025, 0, 5, 9, 0, 0));
    wb.modified = new Date(Date.UTC(2025, 0, 6, 9, 0, 0));
    wb.addWorksheet('Players').addRow(['Name']);
    const doc = await XlsxDocument.fromBuffer(Buffer.from(await wb.xlsx.writeBuffer()), 'club');
    const before = Date.now();
    const saved = await JSZip.loadAsync(await doc.toBuffer());
    const core = await saved.file('docProps/core.xml')!.async('string');
    const stamp = (tag: string) => Date.parse(core.match(new RegExp(`<${tag}[^>]*>([^<]+)<`))![1]);
    expect(new Date(stamp('dcterms:created')).toISOString()).toBe('2025-01-05T09:00:00.000Z');
    expect(stamp('dcterms:modified')).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });
});
