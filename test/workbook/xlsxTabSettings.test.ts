/** Tab settings a command changes in a workbook read from a file, as written back to it. */
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { XlsxDocument } from '../../src/workbook/index';

async function club(): Promise<XlsxDocument> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Players');
  ws.addRow(['Name', 'Rank']);
  ws.addRow(['Ann', '3k']);
  ws.addRow(['Bob', '1d']);
  return XlsxDocument.fromBuffer(Buffer.from(await wb.xlsx.writeBuffer()), 'club');
}

async function saved(doc: XlsxDocument): Promise<ExcelJS.Worksheet> {
  expect(doc.update()).toBe(true);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await doc.toBuffer()) as unknown as ExcelJS.Buffer);
  return wb.getWorksheet('Players')!;
}

it('writes row heights in points and column widths in characters', async () => {
  const doc = await club();
  const players = doc.spreadsheet.getSheetByName('Players')!;
  players.setRowHeight(3, 40);
  players.setColumnWidth(2, 70);
  const ws = await saved(doc);
  expect([ws.getRow(2).height, ws.getRow(3).height]).toEqual([undefined, 30]);
  expect([ws.getColumn(1).width, ws.getColumn(2).width]).toEqual([undefined, 10]);
});

it('writes hidden rows and columns, the tab colour and a hidden tab', async () => {
  const doc = await club();
  const ss = doc.spreadsheet;
  ss.insertSheet('Notes');
  const players = ss.getSheetByName('Players')!;
  players.hideRows(2);
  players.hideColumns(2);
  players.setTabColor('#ff0000');
  players.hideSheet();
  const ws = await saved(doc);
  expect([ws.getRow(2).hidden, ws.getRow(3).hidden]).toEqual([true, false]);
  expect([ws.getColumn(1).hidden, ws.getColumn(2).hidden]).toEqual([false, true]);
  expect(ws.properties.tabColor).toEqual({ argb: 'FFFF0000' });
  expect(ws.state).toBe('hidden');
});

it('writes frozen rows set on a tab that had none', async () => {
  const doc = await club();
  doc.spreadsheet.getSheetByName('Players')!.setFrozenRows(1);
  const ws = await saved(doc);
  expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, xSplit: 0 });
});

it('counts new page breaks alone as a change to save', async () => {
  const doc = await club();
  doc.spreadsheet.getSheetByName('Players')!._rowBreaks = [2];
  const ws = await saved(doc);
  expect((ws as unknown as { rowBreaks: { id: number }[] }).rowBreaks.map((b) => b.id)).toEqual([
    2,
  ]);
});
