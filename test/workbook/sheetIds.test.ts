/**
 * Tab ids (getSheetId) in a workbook saved and opened again: as in Google Sheets, a tab keeps
 * its id for life, whatever is added, moved or deleted around it, and no new tab takes the id
 * another tab has or had.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  createSpreadsheet,
  readWorkbook,
  toWorkbook,
  XlsxDocument,
  type MemorySpreadsheet,
} from '../../src/workbook/index';

/** A workbook as a TD might have made it in Excel. */
async function clubBook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Players').addRow(['Name', 'Rank']);
  wb.addWorksheet('Budget').getCell('A1').value = 'Rent';
  return Buffer.from(await wb.xlsx.writeBuffer());
}

type Ids = Record<string, number>;

function idsOf(ss: MemorySpreadsheet): Ids {
  return Object.fromEntries(ss.getSheets().map((s) => [s.getName(), s.getSheetId()]));
}

function without(ids: Ids, name: string): Ids {
  return Object.fromEntries(Object.entries(ids).filter(([tab]) => tab !== name));
}

function tabsOf(ss: MemorySpreadsheet): string[] {
  return ss.getSheets().map((s) => s.getName());
}

/** Saves the document and opens the file again (the next command). */
async function reopen(doc: XlsxDocument): Promise<XlsxDocument> {
  doc.update();
  return XlsxDocument.fromBuffer(await doc.toBuffer(), 'club');
}

/** Saves the document, lets `edit` change the file as another program would, opens it again. */
async function editedElsewhere(
  doc: XlsxDocument,
  edit: (wb: ExcelJS.Workbook) => void,
): Promise<XlsxDocument> {
  doc.update();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await doc.toBuffer()) as unknown as ExcelJS.Buffer);
  edit(wb);
  return XlsxDocument.fromBuffer(Buffer.from(await wb.xlsx.writeBuffer()), 'club');
}

type Ordered = ExcelJS.Worksheet & { orderNo: number };

/** Puts the worksheets in the order of `names` (the others keep theirs, after them). */
function order(wb: ExcelJS.Workbook, names: string[]): void {
  const all = wb.worksheets as Ordered[];
  const rank = (ws: Ordered): number =>
    names.includes(ws.name) ? names.indexOf(ws.name) : names.length + all.indexOf(ws);
  [...all].sort((a, b) => rank(a) - rank(b)).forEach((ws, i) => (ws.orderNo = i));
}

/** Moves a tab to `index` (0-based), as dragging its tab along the tab bar does. */
function move(ss: MemorySpreadsheet, name: string, index: number): void {
  const sheet = ss.getSheetByName(name)!;
  ss._sheets.splice(ss._sheets.indexOf(sheet), 1);
  ss._sheets.splice(index, 0, sheet);
}

function expectNew(id: number, ...before: Ids[]): void {
  for (const ids of before) expect(Object.values(ids)).not.toContain(id);
}

describe('tab ids saved in the workbook', () => {
  it('are kept from one save to the next, as tabs are added, moved and deleted', async () => {
    let doc = await XlsxDocument.fromBuffer(await clubBook(), 'club');
    let ss = doc.spreadsheet;
    // A file of another program: ids by position, as a new spreadsheet's tabs have them.
    const fresh = createSpreadsheet('club', { sheets: ['Players', 'Budget'] });
    expect(idsOf(ss)).toEqual(idsOf(fresh));

    ss.insertSheet('Settings', 0);
    ss.insertSheet('Round 1', 3);
    ss.insertSheet('Round 2', 4);
    const first = idsOf(ss);
    expect(new Set(Object.values(first)).size).toBe(5);
    doc = await reopen(doc);
    ss = doc.spreadsheet;
    expect(tabsOf(ss)).toEqual(['Settings', 'Players', 'Budget', 'Round 1', 'Round 2']);
    expect(idsOf(ss)).toEqual(first);

    // Round 1 goes, Budget moves to the end, a new tab comes first.
    ss.deleteSheet(ss.getSheetByName('Round 1')!);
    move(ss, 'Budget', 3);
    const hall = ss.insertSheet('Hall', 0).getSheetId();
    expectNew(hall, first);
    doc = await reopen(doc);
    ss = doc.spreadsheet;
    expect(tabsOf(ss)).toEqual(['Hall', 'Settings', 'Players', 'Round 2', 'Budget']);
    expect(idsOf(ss)).toEqual({ ...without(first, 'Round 1'), Hall: hall });
    expect(ss.getSheetById(first['Round 1'])).toBeNull();

    // A tab made and deleted in one command: the next new tab gets another id still.
    const second = idsOf(ss);
    const scratch = ss.insertSheet('Scratch').getSheetId();
    ss.deleteSheet(ss.getSheetByName('Scratch')!);
    ss.deleteSheet(ss.getSheetByName('Round 2')!);
    const round3 = ss.insertSheet('Round 3').getSheetId();
    expectNew(scratch, first, second);
    expectNew(round3, first, second, { scratch });
    doc = await reopen(doc);
    ss = doc.spreadsheet;
    expect(idsOf(ss)).toEqual({ ...without(second, 'Round 2'), 'Round 3': round3 });
    expect(ss.getSheetById(second['Round 2'])).toBeNull();
    // And in the next command too.
    const notes = ss.insertSheet('Notes').getSheetId();
    expectNew(notes, first, second, { scratch, round3 });
  });

  it('are kept when the TD adds, moves and deletes tabs in Excel', async () => {
    let doc = XlsxDocument.blank('club');
    let ss = doc.spreadsheet;
    for (const tab of ['Settings', 'Players', 'Round 1', 'Round 2']) ss.insertSheet(tab);
    ss.deleteSheet(ss.getSheetByName('Sheet1')!);
    const first = idsOf(ss);
    doc = await editedElsewhere(doc, (wb) => {
      wb.addWorksheet('Notes').getCell('A1').value = 'Hall key at the desk';
      wb.removeWorksheet(wb.getWorksheet('Round 1')!.id);
      order(wb, ['Notes', 'Round 2', 'Settings']);
    });
    ss = doc.spreadsheet;
    expect(tabsOf(ss)).toEqual(['Notes', 'Round 2', 'Settings', 'Players']);
    const ids = idsOf(ss);
    expect(ids).toEqual({ ...without(first, 'Round 1'), Notes: ids.Notes });
    expectNew(ids.Notes, first);
    const round3 = ss.insertSheet('Round 3').getSheetId();
    expectNew(round3, first, ids);
    doc = await reopen(doc);
    expect(idsOf(doc.spreadsheet)).toEqual({ ...ids, 'Round 3': round3 });
  });

  it('are found by name in a file whose sheetIds another program numbered anew', async () => {
    // LibreOffice saves the sheetIds as 1, 2, 3… in tab order. With a document property the
    // properties tab lists the tabs, so they keep their ids all the same.
    let doc = XlsxDocument.blank('club');
    let ss = doc.spreadsheet;
    for (const tab of ['Settings', 'Players', 'Round 1', 'Round 2']) ss.insertSheet(tab);
    ss.deleteSheet(ss.getSheetByName('Round 1')!);
    ss.properties.document.set('pairsheet.undo.r2', '1');
    const first = idsOf(ss);
    doc = await editedElsewhere(doc, (wb) => {
      const notes = wb.addWorksheet('Notes');
      notes.getCell('A1').value = 'Hall key at the desk';
      order(wb, ['Notes']);
      const slots: ExcelJS.Worksheet[] = [];
      wb.worksheets.forEach((ws, i) => {
        (ws as { id: number }).id = i + 1;
        slots[i + 1] = ws;
      });
      (wb as unknown as { _worksheets: ExcelJS.Worksheet[] })._worksheets = slots;
    });
    ss = doc.spreadsheet;
    expect(tabsOf(ss)).toEqual(['Notes', 'Sheet1', 'Settings', 'Players', 'Round 2']);
    const ids = idsOf(ss);
    expect(ids).toMatchObject(first);
    expectNew(ids.Notes, first);
    expect(ss.properties.document.get('pairsheet.undo.r2')).toBe('1');
    expect([...ss.properties.document.keys()]).toEqual(['pairsheet.undo.r2']);
    // A command that changes nothing leaves the file as it is: it reads back the same.
    expect(doc.update()).toBe(false);
    // Saved again, the tabs have their own sheetIds back.
    doc.spreadsheet.getSheetByName('Notes')!.getRange('A2').setValue('Lunch at one');
    doc = await reopen(doc);
    expect(idsOf(doc.spreadsheet)).toEqual(ids);
  });

  it('are kept by a workbook exported whole', async () => {
    const ss = createSpreadsheet('club', { sheets: ['Settings', 'Players', 'Round 1'] });
    ss.deleteSheet(ss.getSheetByName('Players')!);
    ss.insertSheet('Standings', 0);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await toWorkbook(ss).xlsx.writeBuffer());
    expect(idsOf(readWorkbook(wb, 'club').spreadsheet)).toEqual(idsOf(ss));
  });
});
