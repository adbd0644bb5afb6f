/**
 * A round tab edited by hand in Excel or LibreOffice and saved: text typed below the boards is
 * named with its cells and where it can go, and so are cells merged where a command writes;
 * the file stays as it was, byte for byte.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cli,
  editBook,
  headerRow,
  readBook,
  sixPlayerEvent,
  tableValues,
  typeInto,
  type Value,
} from './support';
import { columnLetter } from '../../src/sheet/cells';
import { PLAYER_HEADERS } from '../support/event';

describe('text typed on a round tab outside its boards', () => {
  let file: string;
  /** Sheet row of the first board of Round 1. */
  let first: number;

  beforeAll(async () => {
    file = await sixPlayerEvent('club.xlsx');
    expect((await cli(['bands', file])).status).toBe(0);
    expect((await cli(['pair', file])).status).toBe(0);
    await editBook(file, (wb) => {
      first = headerRow(wb, 'Round 1') + 1;
      for (const i of [0, 1, 2]) typeInto(wb, 'Round 1', i, 'Result', 'W+R');
    });
  });

  it('names a note typed a row below the boards, and changes nothing', async () => {
    // Three boards, a blank row, then the note in the Notes column (G).
    await editBook(file, (wb) => {
      wb.getWorksheet('Round 1')!.getCell(`G${first + 4}`).value = 'all results checked';
    });
    const before = readFileSync(file);
    for (const command of ['check', 'standings', 'pair']) {
      const r = await cli([command, file]);
      expect(r.status, command).toBe(1);
      expect(`${r.out}\n${r.err}`).toContain(
        `Round 1 row ${first + 4} is not a board or a bye row; it holds Round 1!G${first + 4} "all results checked". A round tab holds only its boards and bye rows below the header: write the note in the Notes cell of a board or on a tab of your own, and clear the row.`,
      );
      expect(readFileSync(file).equals(before), command).toBe(true);
    }
  });

  it('names a board number deleted from a board', async () => {
    await editBook(file, (wb) => {
      const ws = wb.getWorksheet('Round 1')!;
      ws.getCell(`G${first + 4}`).value = null;
      ws.getCell(`A${first + 1}`).value = null;
    });
    const before = readFileSync(file);
    const r = await cli(['check', file]);
    expect(r.status).toBe(1);
    expect(r.err).toBe(
      `Pairsheet: Check round\nRound 1!A${first + 1}: the board number is blank; type the board number back.\n${file} was not changed.`,
    );
    expect(readFileSync(file).equals(before)).toBe(true);
    await editBook(file, (wb) => {
      wb.getWorksheet('Round 1')!.getCell(`A${first + 1}`).value = 2;
    });
    expect((await cli(['check', file])).out).toMatch(
      /^Pairsheet: Check round\nRound 1 looks right/,
    );
    expect(tableValues(await readBook(file), 'Round 1').map((r) => r[0])).toEqual([
      'Board',
      1,
      2,
      3,
    ]);
  });
});

describe('merged cells where a command writes', () => {
  it('refuses the command, naming the cells, and changes nothing', async () => {
    const file = await sixPlayerEvent('merged.xlsx');
    const band = columnLetter(PLAYER_HEADERS.indexOf('Band') + 1);
    const score = columnLetter(PLAYER_HEADERS.indexOf('Initial score') + 1);
    await editBook(file, (wb) => {
      const ws = wb.getWorksheet('Players')!;
      ws.mergeCells(`${band}2:${band}3`);
      ws.mergeCells(`${score}4:${score}5`);
      ws.getCell('Q1').value = 'Note';
      ws.mergeCells('Q1:R1'); // merged cells the command does not write are fine
    });
    const before = readFileSync(file);
    const r = await cli(['bands', file]);
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      `Pairsheet: Build bands\nThis command writes into cells that are merged with the cell above or beside them: Players!${band}3 (in ${band}2:${band}3), Players!${score}5 (in ${score}4:${score}5). Unmerge them (Excel: Home › Merge & Center › Unmerge Cells; LibreOffice: Format › Merge and Unmerge Cells › Unmerge Cells), save, close the file and run the command again.\n${file} was not changed.`,
    );
    expect(readFileSync(file).equals(before)).toBe(true);
    await editBook(file, (wb) => {
      const ws = wb.getWorksheet('Players')!;
      ws.unMergeCells(`${band}2:${band}3`);
      ws.unMergeCells(`${score}4:${score}5`);
    });
    expect((await cli(['bands', file])).status).toBe(0);
    const players = tableValues(await readBook(file), 'Players');
    const column = (header: string): Value[] =>
      players.slice(1).map((row) => row[PLAYER_HEADERS.indexOf(header)]);
    expect(column('Band')).toEqual(['3d and up', '1d', '2k', '5k', '8k', '12k']);
    expect(column('Initial score')).toEqual([0, -1, -2, -3, -4, -5]);
  });
});

describe('a board row deleted in Excel', () => {
  it('names the players round 1 paired on it, and leaves the file as it was', async () => {
    const file = await sixPlayerEvent('deleted.xlsx');
    expect((await cli(['bands', file])).status).toBe(0);
    expect((await cli(['pair', file])).status).toBe(0);
    let gone: Value[] = [];
    await editBook(file, (wb) => {
      for (const i of [0, 1, 2]) typeInto(wb, 'Round 1', i, 'Result', 'W+R');
      gone = tableValues(wb, 'Round 1')[2];
      wb.getWorksheet('Round 1')!.spliceRows(headerRow(wb, 'Round 1') + 2, 1);
    });
    const before = readFileSync(file);
    const problem = `Round 1: no row for ${gone[1]} and ${gone[2]}, who were paired on board 2 (their first round). The row may have been deleted: put it back (Edit › Undo), or give each player a bye row (Bye, their name, Absent; Voluntary bye if they had asked to miss it) if they did not play.`;
    for (const [command, menu] of [
      ['standings', 'Update standings'],
      ['pair', 'Pair next round'],
    ]) {
      const r = await cli([command, file]);
      expect(r.status, command).toBe(1);
      expect(r.err).toBe(
        `Pairsheet: ${menu}\n${problem} Nothing was changed; "Check round" (pairsheet check) on that round tab lists such problems.\n${file} was not changed.`,
      );
      expect(readFileSync(file).equals(before), command).toBe(true);
    }
    const check = await cli(['check', file]);
    expect(check.err).toBe(
      `Pairsheet: Check round\nRound 1 has 1 problem (nothing was changed):\n• ${problem}\n${file} was not changed.`,
    );
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});
