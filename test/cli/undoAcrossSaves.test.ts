/**
 * "Undo last pairing" across commands: the record it keeps names the round tab by its id, which
 * must stay the tab's own from one save to the next (as a Google Sheets tab keeps its id), even
 * when the round was paired again or the TD added a tab of their own in front of the others.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYER_HEADERS } from '../support/event';
import { LIBREOFFICE_MS, savedByLibreOffice } from '../support/libreOffice';
import {
  cli,
  editBook,
  readBook,
  sixPlayerEvent,
  tableValues,
  typeInto,
  type Value,
} from './support';

const LATE = 'Gil Hart';

/** Round 1 paired with every result in, then a late arrival typed at the end of Players. */
async function lateArrivalFile(): Promise<string> {
  const file = await sixPlayerEvent('late.xlsx');
  expect((await cli(['bands', file])).status).toBe(0);
  const first = await cli(['pair', file]);
  expect(first.status, first.err).toBe(0);
  await editBook(file, (wb) => {
    tableValues(wb, 'Round 1')
      .slice(1)
      .forEach((row, i) => {
        if (row[0] !== 'Bye') typeInto(wb, 'Round 1', i, 'Result', 'W+');
      });
  });
  await editBook(file, (wb) => {
    const ws = wb.getWorksheet('Players')!;
    const row = ws.actualRowCount + 1; // below the six players
    ws.getCell(row, PLAYER_HEADERS.indexOf('Name') + 1).value = LATE;
    ws.getCell(row, PLAYER_HEADERS.indexOf('Rank') + 1).value = '4k';
  });
  return file;
}

/** The late arrival's Band and Initial score on Players. */
async function placement(file: string): Promise<Value[]> {
  const players = tableValues(await readBook(file), 'Players');
  const [header] = players;
  const row = players.find((r) => r[header.indexOf('Name')] === LATE)!;
  return ['Band', 'Initial score'].map((h) => row[header.indexOf(h)]);
}

/** The TD's own tab, put in front of every other tab (as dragging it before Settings would). */
async function addTabInFront(file: string, name: string): Promise<void> {
  await editBook(file, (wb) => {
    const ws = wb.addWorksheet(name);
    ws.getCell('A1').value = `${name} of the TD`;
    for (const other of wb.worksheets) (other as unknown as { orderNo: number }).orderNo += 1;
    (ws as unknown as { orderNo: number }).orderNo = 0;
  });
  const tabs = (await readBook(file)).worksheets.map((w) => w.name);
  expect(tabs[0]).toBe(name);
  expect(tabs).toContain('Settings');
}

/**
 * Round 2 paired, then paired again (the tab replaced): the late arrival is placed. `between`
 * runs after the first pairing.
 */
async function pairRound2Twice(file: string, between?: () => Promise<void>): Promise<void> {
  expect(await placement(file)).toEqual(['', '']);
  const paired = await cli(['pair', file]);
  expect(paired.status, paired.err).toBe(0);
  expect(paired.out).toContain('Round 2:');
  const placed = await placement(file);
  expect(placed).not.toEqual(['', '']);
  await between?.();
  const again = await cli(['pair', file, '--yes']);
  expect(again.status, again.err).toBe(0);
  expect(again.out).toContain('Round 2:');
  expect(await placement(file)).toEqual(placed);
}

/**
 * Opens and saves the file in headless LibreOffice, which numbers the sheetIds anew in tab
 * order and makes the very hidden tab hidden.
 */
function resavedByLibreOffice(file: string): void {
  copyFileSync(savedByLibreOffice(join(file, '..'), 'lo', file), file);
}

async function expectUndoGivesBack(file: string): Promise<void> {
  const undo = await cli(['undo', file, '--yes']);
  expect(undo.status, undo.err).toBe(0);
  expect(undo.out).toContain('Round 2 removed.');
  expect(undo.out).toContain('Band and Initial score given back to 1 late arrival.');
  expect(undo.out).not.toContain('No record');
  const tabs = (await readBook(file)).worksheets.map((w) => w.name);
  expect(tabs).not.toContain('Round 2');
  expect(tabs).toContain('Round 1');
  expect(await placement(file)).toEqual(['', '']);
}

describe('undo after the round was paired again, in later commands', () => {
  it('gives the late arrival back a blank Band and Initial score', async () => {
    const file = await lateArrivalFile();
    await pairRound2Twice(file);
    await expectUndoGivesBack(file);
  });

  it('does so when the TD added tabs of their own before Settings', async () => {
    const file = await lateArrivalFile();
    await pairRound2Twice(file, () => addTabInFront(file, 'Notes'));
    await addTabInFront(file, 'Hall plan');
    await expectUndoGivesBack(file);
    const book = await readBook(file);
    expect(book.worksheets.slice(0, 3).map((w) => w.name)).toEqual([
      'Hall plan',
      'Notes',
      'Settings',
    ]);
    expect(tableValues(book, 'Notes')).toEqual([['Notes of the TD']]);
  });

  it(
    'does so when LibreOffice saved the file in between, with a tab of the TD in front',
    async () => {
      const file = await lateArrivalFile();
      await pairRound2Twice(file);
      await addTabInFront(file, 'Notes');
      resavedByLibreOffice(file);
      const book = await readBook(file);
      expect(book.worksheets.map((w) => w.id)).toEqual(book.worksheets.map((_, i) => i + 1));
      await expectUndoGivesBack(file);
    },
    LIBREOFFICE_MS,
  );
});
