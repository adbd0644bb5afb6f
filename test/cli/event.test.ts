/**
 * A whole 5-round McMahon event run with `pairsheet` on a file, the TD typing players, settings
 * and results into the file between commands (with exceljs, as Excel would store them). The
 * same event is played in the in-memory spreadsheet like in Google Sheets; every round tab and
 * the standings must come out the same, and the TD's own column and tab must survive.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { newEvent, PLAYER_HEADERS, playerRow, typeResults } from '../support/event';
import { cli, editBook, readBook, roster, tableValues, tempDir, typed, typeInto } from './support';

const SETTINGS: Record<string, string | number> = {
  'Tournament name': 'Riverside Autumn McMahon',
  Rounds: 5,
  Bar: '4d',
  Floor: '20k',
  Handicap: 'Minus 2',
  'Random seed': 2026,
};

/** Results of round `round`: W+R, B+R on every third board, a jigo, and one `'+-` forfeit. */
function result(round: number, board: number): string {
  if (round === 2 && board === 1) return '+-';
  if (round === 4 && board === 2) return 'Jigo';
  return board % 3 === 0 ? 'B+R' : 'W+R';
}

const YELLOW = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFFF00' } };

/** The parts of the workbook that are the TD's own: the Paid column and the Budget tab. */
function tdOwn(wb: ExcelJS.Workbook): unknown {
  const players = wb.getWorksheet('Players')!;
  const paidColumn = (players.getRow(1).values as unknown[]).indexOf('Paid');
  const paid = [];
  for (let r = 1; r <= 41; r++) {
    const cell = players.getCell(r, paidColumn);
    paid.push([cell.value, cell.fill, cell.font?.bold ?? false]);
  }
  const budget = wb.getWorksheet('Budget')!;
  return {
    paidColumn,
    paid,
    width: players.getColumn(paidColumn).width,
    // A formula keeps its text; its value is left for the spreadsheet program to work out.
    budget: ['A1', 'B1', 'A2', 'B2', 'C1'].map((a) => [
      a,
      budget.getCell(a).formula ?? budget.getCell(a).value,
      budget.getCell(a).note ?? null,
      budget.getCell(a).numFmt ?? null,
    ]),
    merged: budget.getCell('D1').isMerged,
    budgetWidth: budget.getColumn(1).width,
    budgetTab: wb.worksheets.map((w) => w.name).indexOf('Budget') >= 0,
  };
}

describe('a 5-round event through the command line', () => {
  it('pairs, checks and scores exactly like the add-in in a spreadsheet', async () => {
    const file = join(tempDir(), 'club.xlsx');
    const players = roster();
    const ref = newEvent({ players: players.map((p) => playerRow(p)), settings: SETTINGS });

    const init = await cli(['init', file]);
    expect(init.status).toBe(0);
    expect(init.out).toContain('Created Settings, Players, Bands, Constraints.');

    await editBook(file, (wb) => {
      const ws = wb.getWorksheet('Players')!;
      players.forEach((p, i) =>
        PLAYER_HEADERS.forEach((h, c) => {
          if (p[h]) ws.getCell(i + 2, c + 1).value = typed(p[h]);
        }),
      );
      const paid = PLAYER_HEADERS.length + 2; // one empty column between, as a TD might leave
      ws.getCell(1, paid).value = 'Paid';
      ws.getCell(1, paid).font = { bold: true };
      for (let r = 1; r <= 41; r++) ws.getCell(r, paid).fill = YELLOW as ExcelJS.Fill;
      players.forEach((_, i) => (ws.getCell(i + 2, paid).value = i % 4 === 0 ? 'no' : 'yes'));
      ws.getColumn(paid).width = 12;
      const settings = wb.getWorksheet('Settings')!;
      settings.eachRow((row) => {
        const name = String(row.getCell(1).value);
        if (name in SETTINGS) row.getCell(2).value = SETTINGS[name];
      });
      const budget = wb.addWorksheet('Budget');
      budget.getCell('A1').value = 'Hall rent';
      budget.getCell('A1').note = 'Paid in cash';
      budget.getCell('B1').value = 120;
      budget.getCell('B1').numFmt = '#,##0.00';
      budget.getCell('A2').value = 'Per player';
      budget.getCell('B2').value = { formula: 'B1/40', result: 3 } as ExcelJS.CellFormulaValue;
      budget.getCell('C1').value = 'Notes';
      budget.mergeCells('C1:D1');
      budget.getColumn(1).width = 18;
    });
    const own = tdOwn(await readBook(file));
    const expectOwnKept = async (): Promise<void> => {
      expect(tdOwn(await readBook(file))).toEqual(own);
    };

    const bands = await cli(['bands', file]);
    expect(bands.status, bands.err).toBe(0);
    ref.click('Build bands');
    expect(tableValues(await readBook(file), 'Bands')).toEqual(ref.values('Bands'));
    await expectOwnKept();

    for (let round = 1; round <= 5; round++) {
      const tab = `Round ${round}`;
      const paired = await cli(['pair', file]);
      expect(paired.status, paired.err).toBe(0);
      ref.click('Pair next round');
      expect(paired.out).toContain(`Round ${round}: `);
      expect(tableValues(await readBook(file), tab)).toEqual(ref.values(tab));
      await expectOwnKept();

      if (round === 3) {
        // The TD gives board 2 three stones (and the komi that goes with it) by hand.
        await editBook(file, (wb) => {
          typeInto(wb, tab, 1, 'Handicap', 3);
          typeInto(wb, tab, 1, 'Komi', 0.5);
        });
        ref.edit(tab, 1, 'Handicap', 3);
        ref.edit(tab, 1, 'Komi', 0.5);
      }
      await editBook(file, (wb) => {
        const rows = tableValues(wb, tab);
        rows.slice(1).forEach((r, i) => {
          if (r[0] !== 'Bye') typeInto(wb, tab, i, 'Result', result(round, Number(r[0])));
        });
      });
      typeResults(ref, round, (_w, _b, board) => result(round, board));
      expect(tableValues(await readBook(file), tab)).toEqual(ref.values(tab));

      const check = await cli(['check', file, String(round)]);
      expect(check.status, check.err).toBe(0);
      expect(check.out).toMatch(new RegExp(`${tab} looks right: \\d+ boards`));
    }

    const standings = await cli(['standings', file]);
    expect(standings.status).toBe(0);
    ref.click('Update standings');
    const book = await readBook(file);
    const table = tableValues(book, 'Standings');
    expect(table).toEqual(ref.values('Standings'));
    await expectOwnKept();

    // The forfeit typed as '+-' and the handicap changed by hand are in the cross table.
    const round2 = tableValues(book, 'Round 2');
    const round3 = tableValues(book, 'Round 3');
    const header = table[0];
    const rowOf = (name: unknown): (string | number | boolean)[] =>
      table.find((r) => r[header.indexOf('Name')] === name)!;
    expect(round2[1].slice(0, 3)).toEqual([1, 'Dmitri Ivanov', 'Chloe Lindqvist']);
    expect(rowOf('Dmitri Ivanov')[header.indexOf('R2')]).toBe('2+!w');
    expect(round3[2].slice(0, 6)).toEqual([2, 'Chloe Lindqvist', 'Ben Okafor', 3, 0.5, 'W+R']);
    expect(rowOf('Ben Okafor')[header.indexOf('R3')]).toBe('2-b3');

    const print = await cli(['print', file, '2']);
    expect(print.status).toBe(0);
    const printed = await readBook(file);
    expect(printed.worksheets.map((w) => w.name)).toEqual([
      'Settings',
      'Players',
      'Bands',
      'Constraints',
      'Budget',
      'Round 1',
      'Round 2',
      'Round 2 by name',
      'Round 3',
      'Round 4',
      'Round 5',
      'Standings',
      'Pairsheet properties', // very hidden: what Undo last pairing needs
    ]);
    await expectOwnKept();
    // The event is over: pairing again is refused and the file keeps every byte.
    const before = readFileSync(file);
    const refused = await cli(['pair', file]);
    expect(refused.status).toBe(1);
    expect(refused.err).toContain('The event is complete: all 5 rounds are paired.');
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});
