/**
 * The .xlsx `pairsheet init` writes carries the plain-text format on the text columns of the
 * tabs it makes, so Excel and LibreOffice keep what the TD types there as typed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XlsxDocument } from '../../src/workbook/xlsxDocument';
import { PLAYER_HEADERS } from '../support/event';
import { LIBREOFFICE_MS, typedInLibreOffice } from '../support/libreOffice';
import { cli, readBook, tableValues, tempDir } from './support';

/** Text a spreadsheet would turn into a number, a date or a boolean in a General cell. */
const TRICKY = ['0001', '1/2', '3-4', 'TRUE', 'March 3', '1e3'];

async function initialised(): Promise<string> {
  const file = join(tempDir(), 'event.xlsx');
  expect((await cli(['init', file])).status).toBe(0);
  return file;
}

/** The number format of cells of a tab as exceljs reads them ('General' when none). */
function numFmts(wb: ExcelJS.Workbook, tab: string, cells: string[]): string[] {
  const ws = wb.getWorksheet(tab)!;
  return cells.map((a1) => ws.getCell(a1).numFmt ?? 'General');
}

describe('pairsheet init', () => {
  it('stores the plain-text format (@) on the text columns, rows 2 to 500, and on no other cell', async () => {
    const wb = await readBook(await initialised());
    expect(numFmts(wb, 'Players', ['A1', 'A2', 'B2', 'C2', 'D2', 'I2', 'J2', 'K2', 'L2'])).toEqual([
      'General',
      '@',
      'General',
      'General',
      '@',
      '@',
      'General',
      'General',
      'General',
    ]);
    expect(numFmts(wb, 'Players', ['A500', 'A501', 'H500'])).toEqual(['@', 'General', '@']);
    expect(numFmts(wb, 'Constraints', ['A2', 'B2', 'C2'])).toEqual(['@', '@', 'General']);
    expect(numFmts(wb, 'Bands', ['A2', 'B2'])).toEqual(['@', 'General']);
  });

  it('keeps 0001 typed into Players!A2 through a save and a new read, format and all', async () => {
    const file = await initialised();
    const doc = await XlsxDocument.fromBuffer(readFileSync(file), 'event');
    const players = doc.spreadsheet.getSheetByName('Players')!;
    players.getRange('A2').setValue('0001');
    players.getRange('C2').setValue('0001');
    expect(players.getRange('A2:C2').getValues()).toEqual([['0001', '', 1]]);
    doc.update();
    writeFileSync(file, await doc.toBuffer());
    const again = await XlsxDocument.fromBuffer(readFileSync(file), 'event');
    const reread = again.spreadsheet.getSheetByName('Players')!.getRange('A2:C2');
    expect(reread.getValues()).toEqual([['0001', '', 1]]);
    expect(reread.getNumberFormats()).toEqual([['@', 'General', 'General']]);
  });

  it('leaves a Players tab the TD made without the format, adding the tabs it lacks with it', async () => {
    const file = join(tempDir(), 'own.xlsx');
    const own = new ExcelJS.Workbook();
    own.addWorksheet('Players').addRow(PLAYER_HEADERS);
    await own.xlsx.writeFile(file);
    expect((await cli(['init', file])).status).toBe(0);
    const wb = await readBook(file);
    expect(numFmts(wb, 'Players', ['A2', 'D2'])).toEqual(['General', 'General']);
    expect(numFmts(wb, 'Constraints', ['A2'])).toEqual(['@']);
  });
});

/** An .xlsx whose Players tab the TD made with no Band or Initial score column. */
async function ownPlayersWithoutBand(): Promise<string> {
  const file = join(tempDir(), 'own.xlsx');
  const own = new ExcelJS.Workbook();
  const players = own.addWorksheet('Players');
  players.addRow(['Name', 'Rank', 'Byes', 'Bye volunteer', 'Status']);
  for (const [name, rank] of [
    ['Ann', '3d'],
    ['Bo', '5k'],
    ['Cy', '15k'],
    ['Di', '20k'],
  ]) {
    players.addRow([name, rank, '', '', 'active']);
  }
  await own.xlsx.writeFile(file);
  expect((await cli(['init', file])).status).toBe(0);
  expect((await cli(['bands', file])).status).toBe(0);
  return file;
}

describe('pairsheet bands on a Players tab with no Band column', () => {
  it('stores the plain-text format on the Band column it adds, rows 2 to 500, and not on Initial score', async () => {
    const wb = await readBook(await ownPlayersWithoutBand());
    const players = tableValues(wb, 'Players');
    expect(players[0]).toEqual([
      'Name',
      'Rank',
      'Byes',
      'Bye volunteer',
      'Status',
      'Band',
      'Initial score',
    ]);
    expect(numFmts(wb, 'Players', ['F1', 'F2', 'F5', 'F500', 'F501', 'G2', 'A2'])).toEqual([
      'General',
      '@',
      '@',
      '@',
      'General',
      'General',
      'General',
    ]);
  });
});

describe('typed in LibreOffice', () => {
  it(
    'a band typed as 1/2 or 3-4 in the Band column bands added stays text; 0001 in Initial score is a number',
    async () => {
      const file = await ownPlayersWithoutBand();
      const typed = typedInLibreOffice(join(file, '..'), file, 'Players', [
        ['F6', '1/2'],
        ['F7', '3-4'],
        ['G6', '0001'],
      ]);
      const players = tableValues(await readBook(typed), 'Players');
      expect(players.slice(5, 7).map((r) => [r[5], r[6]])).toEqual([
        ['1/2', 1],
        ['3-4', ''],
      ]);
    },
    LIBREOFFICE_MS * 3,
  );

  it(
    'names typed as 0001, 1/2, 3-4, TRUE, March 3 and 1e3 stay text, and are paired under those names',
    async () => {
      const file = await initialised();
      const dir = join(file, '..');
      const cells: Array<[string, string]> = TRICKY.flatMap((name, i) => [
        [`A${i + 2}`, name],
        [`B${i + 2}`, `${i + 1}k`],
      ]);
      // An Initial score typed the same way is a number: the format is on text columns only.
      cells.push(['J2', '0001']);
      const typed = typedInLibreOffice(dir, file, 'Players', cells);
      const players = tableValues(await readBook(typed), 'Players');
      expect(players.slice(1).map((r) => [r[0], r[1], r[9]])).toEqual(
        TRICKY.map((name, i) => [name, `${i + 1}k`, i === 0 ? 1 : '']),
      );
      expect((await cli(['bands', typed])).status).toBe(0);
      expect((await cli(['pair', typed])).status).toBe(0);
      const paired = await readBook(typed);
      // The round's name cells are plain text too, below its header row (row 4, under the title).
      expect(numFmts(paired, 'Round 1', ['B4', 'B5', 'C5', 'A5', 'F5'])).toEqual([
        'General',
        '@',
        '@',
        'General',
        'General',
      ]);
      const round = tableValues(paired, 'Round 1');
      const names = round.slice(1).flatMap((r) => [r[1], r[2]].filter((v) => v !== ''));
      expect(names.map(String).sort()).toEqual([...TRICKY].sort());
    },
    LIBREOFFICE_MS * 3,
  );

  it(
    'a Tournament name typed as March 3 stays text and Rounds typed as 2 a number; on a name cell of the usual format, a date is refused naming Settings!B2',
    async () => {
      const file = await initialised();
      const dir = join(file, '..');
      const wb = await readBook(file);
      expect(numFmts(wb, 'Settings', ['B1', 'B2', 'B3', 'B5'])).toEqual([
        'General',
        '@',
        'General',
        'General',
      ]);
      const typed = typedInLibreOffice(dir, file, 'Settings', [
        ['B2', 'March 3'],
        ['B5', '2'],
      ]);
      const settings = tableValues(await readBook(typed), 'Settings');
      expect(settings.slice(1, 5).map((r) => r[1])).toEqual(['March 3', 'McMahon', 'Go', 2]);
      // A Settings tab from before, its name cell of the usual format.
      const old = join(tempDir(), 'old.xlsx');
      wb.getWorksheet('Settings')!.getCell('B2').numFmt = 'General';
      await wb.xlsx.writeFile(old);
      const dated = typedInLibreOffice(join(old, '..'), old, 'Settings', [['B2', '2026-03-03']]);
      const r = await cli(['bands', dated]);
      expect(r.status).not.toBe(0);
      expect(r.err).toContain(
        'Settings!B2 (Tournament name): "2026-03-03" is a date, not a name. The spreadsheet turned what was typed into a date or time: type it again with an apostrophe in front, or set the cell\'s format to Text first.',
      );
    },
    LIBREOFFICE_MS * 3,
  );
});
