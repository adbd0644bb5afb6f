/**
 * A workbook the TD started in Excel or LibreOffice: its Players tab has no page layout, so a
 * command that saves the file gives it one (fitted to the page, header repeated), keeping the
 * paper, margins, header and footer it had. A layout the TD chose is kept as it is.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { PLAYER_HEADERS } from '../support/event';
import { cli, readBook, tempDir } from './support';

/** LibreOffice's margins (inches) and page header and footer for a new sheet. */
const LIBREOFFICE_MARGINS = {
  left: 0.7875,
  right: 0.7875,
  top: 1.0528,
  bottom: 1.0528,
  header: 0.7875,
  footer: 0.7875,
};
const LIBREOFFICE_HEADER = '&C&A';
const LIBREOFFICE_FOOTER = '&CPage &P';

/** A workbook of the TD's own: Players (20 players, no layout) and the tab `extra`. */
async function ownWorkbook(
  name: string,
  players: (ws: ExcelJS.Worksheet) => void,
  extra?: (wb: ExcelJS.Workbook) => void,
): Promise<string> {
  const file = join(tempDir(), name);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Players');
  ws.addRow(PLAYER_HEADERS);
  for (let i = 1; i <= 20; i++) ws.addRow([`Player ${i}`, `${i}k`]);
  players(ws);
  extra?.(wb);
  await wb.xlsx.writeFile(file);
  return file;
}

async function init(file: string): Promise<ExcelJS.Workbook> {
  const r = await cli(['init', file]);
  expect(r.status, r.err).toBe(0);
  return readBook(file);
}

describe('a Players tab made in another program, with no page layout', () => {
  it('gets one on the next save: landscape, one page wide, header row repeated; paper, margins, header and footer kept', async () => {
    const file = await ownWorkbook('club.xlsx', (ws) => {
      ws.pageSetup = { ...ws.pageSetup, paperSize: 9, margins: LIBREOFFICE_MARGINS };
      ws.headerFooter = { oddHeader: LIBREOFFICE_HEADER, oddFooter: LIBREOFFICE_FOOTER };
      ws.getColumn(1).width = 30;
    });
    const ws = (await init(file)).getWorksheet('Players')!;
    expect(ws.pageSetup).toMatchObject({
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      horizontalCentered: true,
      printTitlesRow: '1:1',
      paperSize: 9,
      margins: LIBREOFFICE_MARGINS,
    });
    expect(ws.pageSetup.printTitlesColumn).toBeUndefined();
    expect(ws.headerFooter).toMatchObject({
      oddHeader: LIBREOFFICE_HEADER,
      oddFooter: LIBREOFFICE_FOOTER,
    });
  });

  it('with no header or footer, gets the page footer of the add-in tabs', async () => {
    const file = await ownWorkbook('excel.xlsx', () => {});
    const ws = (await init(file)).getWorksheet('Players')!;
    expect(ws.headerFooter.oddFooter).toBe('&A · page &P of &N');
    expect(ws.headerFooter.oddHeader).toBeUndefined();
  });

  it('with many columns of its own, prints two pages across with the names repeated', async () => {
    const file = await ownWorkbook('wide.xlsx', (ws) => {
      const last = PLAYER_HEADERS.length;
      ['Phone', 'Email', 'Notes'].forEach((h, i) => (ws.getCell(1, last + 1 + i).value = h));
      ws.getColumn(last + 2).width = 40;
      ws.getColumn(last + 3).width = 80;
    });
    const ws = (await init(file)).getWorksheet('Players')!;
    expect(ws.pageSetup).toMatchObject({
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 2,
      fitToHeight: 0,
      pageOrder: 'overThenDown',
      printTitlesRow: '1:1',
      printTitlesColumn: 'A:A',
    });
  });
});

describe('a page layout chosen in Excel or LibreOffice', () => {
  it('is kept as it is, and a tab of the TD own is not given one', async () => {
    const file = await ownWorkbook(
      'chosen.xlsx',
      (ws) => {
        // Printed at 80%, portrait: the TD's choice, though it may spill onto more pages.
        ws.pageSetup = { ...ws.pageSetup, scale: 80, margins: LIBREOFFICE_MARGINS };
      },
      (wb) => {
        const notes = wb.addWorksheet('Notes');
        notes.addRow(['Name', 'Phone', 'Email', 'Notes']);
        for (let c = 1; c <= 4; c++) notes.getColumn(c).width = 60;
      },
    );
    const wb = await init(file);
    const players = wb.getWorksheet('Players')!;
    expect(players.pageSetup).toMatchObject({
      orientation: 'portrait',
      scale: 80,
      margins: LIBREOFFICE_MARGINS,
    });
    expect(players.pageSetup.fitToPage).toBeFalsy();
    expect(players.pageSetup.printTitlesRow).toBeUndefined();
    expect(players.headerFooter?.oddFooter).toBeUndefined();
    const notes = wb.getWorksheet('Notes')!;
    expect(notes.pageSetup.fitToPage).toBeFalsy();
    expect(notes.pageSetup.orientation).toBe('portrait');
    expect(notes.pageSetup.printTitlesRow).toBeUndefined();
  });

  it('once given, is not worked out again when the TD widens columns', async () => {
    const file = await ownWorkbook('twice.xlsx', () => {});
    expect((await init(file)).getWorksheet('Players')!.pageSetup.orientation).toBe('landscape');
    // The TD turns the page round and widens Name; the next command saves the file.
    const wb = await readBook(file);
    const ws = wb.getWorksheet('Players')!;
    ws.pageSetup.orientation = 'portrait';
    ws.getColumn(1).width = 60;
    await wb.xlsx.writeFile(file);
    const r = await cli(['bands', file]);
    expect(r.status, r.err).toBe(0);
    expect((await readBook(file)).getWorksheet('Players')!.pageSetup).toMatchObject({
      orientation: 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      printTitlesRow: '1:1',
    });
  });
});
