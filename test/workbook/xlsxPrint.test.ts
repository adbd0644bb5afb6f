import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { printSetupFor } from '../../src/sheet/printLayout';
import { SLIP_ROWS } from '../../src/sheet/slipsTab';
import { createSpreadsheet, saveWorkbook, setSheet, toWorkbook } from '../../src/workbook';
import { DemoRefused, clubBarAndFloor, runDemo } from '../../src/cli/demo';
import { sheetValues } from '../../src/workbook';
import { parseRank } from '../../src/engine/rank';

async function reopen(
  build: (ss: ReturnType<typeof createSpreadsheet>) => void,
): Promise<ExcelJS.Workbook> {
  const ss = createSpreadsheet('Print', { sheets: ['Standings'] });
  build(ss);
  const file = join(mkdtempSync(join(tmpdir(), 'pairsheet-print-')), 'print.xlsx');
  await saveWorkbook(ss, file, {
    printSetup: (sheet) =>
      printSetupFor(sheet.getName(), sheet.getFrozenRows(), sheet.getLastRow()),
  });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  return wb;
}

describe('print setup in the saved workbook', () => {
  it('prints Standings landscape on one page, title and header repeated, half-inch margins', async () => {
    const wb = await reopen((ss) => {
      const rows = [['Club'], ['Standings after round 5'], [''], ['Place', 'Name', 'SODOMS']];
      for (let i = 1; i <= 40; i++) rows.push([String(i), `Player ${i}`, '3']);
      setSheet(ss, 'Standings', rows);
      ss.getSheetByName('Standings')!.setFrozenRows(4);
    });
    const ws = wb.getWorksheet('Standings')!;
    expect(ws.pageSetup).toMatchObject({
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 1,
      printTitlesRow: '1:4',
      margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
    });
    expect(ws.headerFooter.oddFooter).toBe('&A · page &P of &N');
    // No width was set: columns are sized to their longest text, headers included.
    expect(ws.getColumn(2).width).toBe(11);
    expect(ws.getColumn(3).width).toBe(8);
  });

  it('breaks the Slips tab between rows of slips, never inside one', async () => {
    const ss = createSpreadsheet('Print', { sheets: ['Slips'] });
    ss.getSheetByName('Slips')!
      .getRange(SLIP_ROWS * 10, 1)
      .setValue('last slip row');
    const ws = toWorkbook(ss, {
      printSetup: (sheet) =>
        printSetupFor(sheet.getName(), sheet.getFrozenRows(), sheet.getLastRow()),
    }).getWorksheet('Slips')!;
    expect(ws.pageSetup).toMatchObject({ orientation: 'portrait', fitToWidth: 1, fitToHeight: 0 });
    // Four rows of slips (eight slips) a page: breaks after sheet rows 36 and 72.
    const breaks = (ws as unknown as { rowBreaks: Array<{ id: number }> }).rowBreaks.map(
      (b) => b.id,
    );
    expect(breaks).toEqual([SLIP_ROWS * 4, SLIP_ROWS * 8]);
  });

  it('gives wrapped text rows the height Sheets would grow them to', async () => {
    const wb = await reopen((ss) => {
      const sheet = ss.insertSheet('Settings');
      sheet.getRange(1, 1, 2, 1).setValues([['short'], ['x'.repeat(300)]]);
      sheet.setColumnWidth(1, 200);
      sheet.getRange(1, 1, 2, 1).setWrap(true);
    });
    const ws = wb.getWorksheet('Settings')!;
    expect(ws.getRow(1).height).toBeUndefined();
    // x is 6.35 pixels in the file's 11-point type: 29 to a line of 200 pixels (kept 6 % spare),
    // 300 of them on 11 lines of 14.3 points.
    expect(ws.getRow(2).height).toBe(Math.ceil(11 * 13 * 1.1) + 3);
  });

  it('counts larger type in proportion: a 12-point line is wider and taller', async () => {
    const wb = await reopen((ss) => {
      const sheet = ss.insertSheet('Round 1');
      sheet.getRange(1, 1).setValue('x'.repeat(100));
      sheet.setColumnWidth(1, 200);
      sheet.getRange(1, 1).setWrap(true).setFontSize(12);
    });
    // x is 6.9 pixels at 12 points: 26 to a line of 200 pixels, 100 of them on 4 lines of 15.6
    // points.
    expect(wb.getWorksheet('Round 1')!.getRow(1).height).toBe(Math.ceil(4 * 13 * 1.2) + 3);
  });

  it('grows a row of set height whose wrapped text needs more lines, as Sheets does', async () => {
    const wb = await reopen((ss) => {
      const sheet = ss.insertSheet('Round 1');
      sheet.getRange(1, 1, 3, 1).setValues([['Ann Lee'], ['x'.repeat(40)], ['x'.repeat(40)]]);
      sheet.setColumnWidth(1, 220);
      sheet.setRowHeights(1, 3, 24);
      sheet.getRange(1, 1, 2, 1).setWrap(true).setFontSize(12);
    });
    const ws = wb.getWorksheet('Round 1')!;
    // One line fits the 24 pixels (18 points) set; 40 xs at 6.9 pixels take two lines.
    expect(ws.getRow(1).height).toBe(18);
    expect(ws.getRow(2).height).toBe(Math.ceil(2 * 13 * 1.2) + 3);
    // Not wrapped: the height set stays, whatever the text.
    expect(ws.getRow(3).height).toBe(18);
  });
});

describe('the demo on a TD roster', () => {
  it('chooses a club Bar and Floor: a fifth at or above, three tenths at or below', () => {
    const ranks = ['6d', '5d', '4d', '3d', '2d', '1d', '1k', '2k', '3k', '5k'].map((r) =>
      parseRank(r)!,
    );
    expect(clubBarAndFloor(ranks)).toEqual({ bar: '5d', floor: '2k' });
    expect(clubBarAndFloor(ranks.slice(0, 4))).toBeNull();
  });

  it('refuses a roster with the Players tab message, naming the cell', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pairsheet-roster-'));
    const file = join(dir, 'roster.csv');
    writeFileSync(file, 'name,rank,Phone\nAnn,3k,1\nBob,2 kyuu,2\nCid,1d,3\n');
    const play = (): unknown => runDemo(process.cwd(), () => {}, file, 2);
    expect(play).toThrow(DemoRefused);
    expect(play).toThrow(
      /Players!B3 \(Bob\): "2 kyuu" is not a rank; write it like 5k, 10 kyu, 3d or 2 dan\./,
    );
  });

  it('plays a small roster, leaving out columns the Players tab does not have', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pairsheet-roster-'));
    const file = join(dir, 'roster.csv');
    const lines = ['Name,Rank,Club,Phone'];
    for (let i = 1; i <= 12; i++) lines.push(`Player ${i},${i}k,Club ${i % 3},555-${i}`);
    writeFileSync(file, `${lines.join('\n')}\n`);
    const log: string[] = [];
    const doc = runDemo(process.cwd(), (line) => log.push(line), file, 2);
    expect(log.slice(1, 3)).toEqual([
      'Columns left out (not Players columns): Phone.',
      `Pairsheet demo: 12 players from ${file}, 2 rounds of AGA McMahon, Bar 2k and Floor 9k.\n`,
    ]);
    // Title (3 lines), header, 12 players.
    expect(sheetValues(doc.spreadsheet, 'Standings')).toHaveLength(16);
  });
});
