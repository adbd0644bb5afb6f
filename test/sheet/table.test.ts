import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InputError } from '../../src/engine/errors';
import { cellRef, columnLetter, safeText } from '../../src/sheet/cells';
import { parseRoundList, parseYesNo } from '../../src/sheet/parse';
import { readPlayers } from '../../src/sheet/playersTab';
import { BANDS_TAB, PLAYERS_TAB } from '../../src/sheet/schema';
import { defaultSettings, readSettings } from '../../src/sheet/settingsTab';
import { columnOf, readTable, textAt } from '../../src/sheet/table';
import { WritePlan } from '../../src/sheet/writer';
import {
  createServices,
  createSpreadsheet,
  installGlobals,
  setSheet,
  sheetValues,
  snapshot,
  type MemorySpreadsheet,
} from '../../src/workbook';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

let ss: MemorySpreadsheet;
let restore: () => void;
const real = (): Spreadsheet => ss as unknown as Spreadsheet;

beforeEach(() => {
  ss = createSpreadsheet('Sheet layer', { strictGrid: true });
  restore = installGlobals(createServices(ss));
});
afterEach(() => restore());

describe('cells', () => {
  it('quotes text that Sheets would take for a formula, a number, a date or a boolean', () => {
    expect(['=A1', '+1x', '-Ann', '@home', 'Ann', '1-0', 'TRUE', "'t"].map(safeText)).toEqual([
      "'=A1",
      "'+1x",
      "'-Ann",
      "'@home",
      'Ann',
      "'1-0",
      "'TRUE",
      "''t",
    ]);
  });

  it('names cells like Sheets does', () => {
    expect([1, 26, 27, 52, 703].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'AAA']);
    expect(cellRef('Players', 7, 2)).toBe('Players!B7');
  });

  it('reads byes and yes/no cells', () => {
    expect(parseRoundList('3, 5')).toEqual([3, 5]);
    expect(parseRoundList('5;3 3')).toEqual([3, 5]);
    expect(parseRoundList(4)).toEqual([4]);
    expect(parseRoundList('three')).toBeNull();
    expect([true, 'Yes', 'no', '', 'maybe'].map(parseYesNo)).toEqual([
      true,
      true,
      false,
      false,
      null,
    ]);
  });
});

describe('readTable', () => {
  it('reads a tab with one getValues, finding columns by header whatever their order', () => {
    setSheet(ss, 'Players', [
      ['Extra', ' rank ', 'NAME', 'Byes', 'Bye volunteer', 'Status'],
      ['x', '3k', 'Ann'],
      ['', '', ''],
      ['y', '1d', 'Bo'],
    ]);
    ss.calls.reset();
    const table = readTable(real(), PLAYERS_TAB);
    expect(ss.calls.count('getValues')).toBe(1);
    expect(columnOf(table, 'Name')).toBe(3);
    expect(
      table.rows.map((r) => [r.row, textAt(table, r, 'Name'), textAt(table, r, 'Rank')]),
    ).toEqual([
      [2, 'Ann', '3k'],
      [4, 'Bo', '1d'],
    ]);
  });

  it('finds a header typed with other capitals and extra spaces inside it', () => {
    setSheet(ss, 'Players', [
      ['Name', 'Rank', 'Byes', 'BYE   volunteer', 'Status', 'Initial  Score'],
      ['Ann', '3k', '', 'yes', '', 2],
    ]);
    const table = readTable(real(), PLAYERS_TAB);
    expect([columnOf(table, 'Bye volunteer'), columnOf(table, 'Initial score')]).toEqual([4, 6]);
    expect(textAt(table, table.rows[0], 'Bye volunteer')).toBe('yes');
  });

  it('throws an InputError naming a missing header and what row 1 has', () => {
    setSheet(ss, 'Bands', [['Band', 'Strongest', 'Weakest', 'Separaton']]);
    expect(() => readTable(real(), BANDS_TAB)).toThrow(InputError);
    expect(() => readTable(real(), BANDS_TAB)).toThrow(
      'Bands tab: no column headed "Separation" in row 1 (row 1 has: Band, Strongest, Weakest, Separaton). Put the header back as "Separation".',
    );
  });

  it('names row 1 when no top row holds any of the headers', () => {
    setSheet(ss, 'Bands', [
      ['Groupe', 'Fort', 'Faible', 'Écart'],
      ['A', '6d', '3d', ''],
      ['B', '2d', '1k', 1],
    ]);
    expect(() => readTable(real(), BANDS_TAB)).toThrow(
      'Bands tab: no column headed "Band" in row 1 (row 1 has: Groupe, Fort, Faible, Écart). Put the header back as "Band".',
    );
  });

  it('finds the header row below a title block, and data rows only below it', () => {
    setSheet(ss, 'Bands', [
      ['Club open'],
      ['Band list · written 2026-11-23 10:00'],
      ['Band', 'is the first word here'],
      ['Band', 'Strongest', 'Weakest', 'Separation'],
      ['3d and up', '6d', '3d', ''],
    ]);
    const table = readTable(real(), BANDS_TAB);
    expect(table.headerRow).toBe(4);
    expect(columnOf(table, 'Weakest')).toBe(3);
    expect(table.rows.map((r) => [r.row, textAt(table, r, 'Band')])).toEqual([[5, '3d and up']]);
  });

  it('names the row it took for the header when a title sits above a damaged header', () => {
    setSheet(ss, 'Bands', [['Club open'], ['Band', 'Strongest', 'Weakest', 'Separaton']]);
    expect(() => readTable(real(), BANDS_TAB)).toThrow(
      'Bands tab: no column headed "Separation" in row 2 (row 2 has: Band, Strongest, Weakest, Separaton). Put the header back as "Separation".',
    );
  });
});

describe('readPlayers and readSettings', () => {
  it('turns rows into engine players with parsed ranks, byes and status', () => {
    setSheet(ss, 'Players', [
      ['Name', 'Rank', 'Rating', 'Byes', 'Bye volunteer', 'Status'],
      ['  Ann   Lee ', '5 kyu', '-5.2', '2, 4', 'yes', ''],
      ['Bo', '2D', '', '', '', 'withdrawn'],
    ]);
    const roster = readPlayers(real(), defaultSettings());
    expect(
      roster.players.map((p) => [p.name, p.rank, p.rating, p.byes, p.byeVolunteer, p.status]),
    ).toEqual([
      ['Ann   Lee', -5, -5.2, [2, 4], true, 'active'],
      ['Bo', 2, null, [], false, 'withdrawn'],
    ]);
    expect(roster.byName.get('ann lee')).toBe(0);
  });

  it('quotes a cell the spreadsheet made a boolean as TRUE or FALSE, as the sheet shows it', () => {
    setSheet(ss, 'Players', [
      ['Name', 'Rank', 'Byes', 'Bye volunteer', 'Status'],
      ['Ann', true, '', '', ''],
      ['Bo', '2k', '', '', false],
    ]);
    expect(() => readPlayers(real(), defaultSettings())).toThrow(
      'The Players tab has problems; nothing was changed:\n' +
        '• Players!B2 (Ann): "TRUE" is not a rank; write it like 5k, 10 kyu, 3d or 2 dan.\n' +
        '• Players!E3 (Bo): "FALSE" is not a status; write active (or leave it blank) or withdrawn.',
    );
  });

  it('refuses a Status that only names a built-in property, such as constructor', () => {
    setSheet(ss, 'Players', [
      ['Name', 'Rank', 'Byes', 'Bye volunteer', 'Status'],
      ['Ann', '2k', '', '', 'constructor'],
    ]);
    expect(() => readPlayers(real(), defaultSettings())).toThrow(
      'Players!E2 (Ann): "constructor" is not a status; write active (or leave it blank) or withdrawn.',
    );
  });

  it('uses defaults for settings rows that are missing and ignores unknown rows', () => {
    setSheet(ss, 'Settings', [
      ['Setting', 'Value'],
      ['Rounds', 6],
      ['Bar', '5 dan'],
      ['Favourite colour', 'blue'],
    ]);
    const settings = readSettings(real());
    expect([settings.rounds, settings.bar, settings.bandFactor, settings.pairingSystem]).toEqual([
      6,
      5,
      0.75,
      'McMahon',
    ]);
  });

  it('reads settings typed with an input method: full-width numbers, choices and ranks', () => {
    setSheet(ss, 'Settings', [
      ['Setting', 'Value'],
      ['Pairing system', 'Ｓｗｉｓｓ'],
      ['Rounds', '５'],
      ['Komi (even games)', '６．５'],
      ['Bar', 'アマ５段'],
      ['Floor', '二十級'],
      ['Requested bye points', '\u2018１／２'],
      ['Colour rule', 'Ｎｏ'],
    ]);
    const s = readSettings(real());
    expect([
      s.pairingSystem,
      s.rounds,
      s.komiEven,
      s.bar,
      s.floor,
      s.requestedByePoints,
      s.colourRule,
    ]).toEqual(['Swiss', 5, 6.5, 5, -20, 0.5, false]);
  });

  it('reads Colour balance in McMahon (default No) and names its cell when unreadable', () => {
    setSheet(ss, 'Settings', [['Setting', 'Value']]);
    expect(readSettings(real()).colourBalanceMcMahon).toBe(false);
    setSheet(ss, 'Settings', [
      ['Setting', 'Value'],
      ['Colour balance in McMahon', 'yes'],
    ]);
    expect(readSettings(real()).colourBalanceMcMahon).toBe(true);
    setSheet(ss, 'Settings', [
      ['Setting', 'Value'],
      ['Colour balance in McMahon', 'maybe'],
    ]);
    expect(() => readSettings(real())).toThrow(/Settings!B2/);
  });

  it('reads Avoid handicap games (default No, also when the row is missing) and names its cell when unreadable', () => {
    setSheet(ss, 'Settings', [['Setting', 'Value']]);
    expect(readSettings(real()).avoidHandicap).toBe(false);
    setSheet(ss, 'Settings', [
      ['Setting', 'Value'],
      ['Avoid handicap games', 'Yes'],
    ]);
    expect(readSettings(real()).avoidHandicap).toBe(true);
    setSheet(ss, 'Settings', [
      ['Setting', 'Value'],
      ['Rounds', 4],
      ['Avoid handicap games', 'maybe'],
    ]);
    expect(() => readSettings(real())).toThrow(
      'Settings!B3 (Avoid handicap games): "maybe" is not Yes or No.',
    );
  });

  it('refuses a floor stronger than the bar', () => {
    setSheet(ss, 'Settings', [
      ['Setting', 'Value'],
      ['Bar', '1k'],
      ['Floor', '2d'],
    ]);
    expect(() => readSettings(real())).toThrow(
      'Settings!B3 (Floor): 2d must be weaker than the Bar (1k, Settings!B2).',
    );
  });

  it('refuses a setting listed twice, naming both rows', () => {
    setSheet(ss, 'Settings', [
      ['Setting', 'Value'],
      ['Rounds', 5],
      ['Bar', '1k'],
      ['rounds', 4],
    ]);
    expect(() => readSettings(real())).toThrow(
      'Settings!A4: "Rounds" appears twice (also Settings!A2); keep one row.',
    );
  });
});

describe('WritePlan', () => {
  it('writes only the columns it owns, as text, and nothing before apply', () => {
    setSheet(ss, 'Players', [
      ['Name', 'Notes', 'Rank', 'Band', 'Initial score', 'Byes', 'Bye volunteer', 'Status'],
      ['Ann', 'keep me', '1k', 'old', 1],
      ['Bo', 'and me', '2k', '', ''],
    ]);
    const before = snapshot(ss);
    const table = readTable(real(), PLAYERS_TAB);
    const plan = new WritePlan(real()).updateColumns(
      table,
      ['Band', 'Initial score'],
      new Map([[3, ['=evil', -2]]]),
    );
    expect(snapshot(ss)).toEqual(before);
    ss.calls.reset();
    plan.apply();
    expect(ss.calls.count('setValues')).toBe(1);
    expect(sheetValues(ss, 'Players')).toEqual([
      ['Name', 'Notes', 'Rank', 'Band', 'Initial score', 'Byes', 'Bye volunteer', 'Status'],
      ['Ann', 'keep me', '1k', 'old', 1, '', '', ''],
      ['Bo', 'and me', '2k', '=evil', -2, '', '', ''],
    ]);
  });

  it('writes back a formula kept in a row it does not change', () => {
    setSheet(ss, 'Players', [
      ['Name', 'Rank', 'Band', 'Initial score', 'Byes', 'Bye volunteer', 'Status'],
      ['Ann', '1k', '1k', '=-1*1'],
      ['Bo', '2k', '', ''],
    ]);
    const table = readTable(real(), PLAYERS_TAB);
    new WritePlan(real())
      .updateColumns(table, ['Band', 'Initial score'], new Map([[3, ['2k', -2]]]))
      .apply();
    const players = ss.getSheetByName('Players')!;
    expect(players.getRange('D2:D3').getFormulas()).toEqual([['=-1*1'], ['']]);
    expect(players.getRange('C3:D3').getValues()).toEqual([['2k', -2]]);
  });

  it('writes no cell of a table with no rows below its header', () => {
    setSheet(ss, 'Players', [
      ['Name', 'Rank', 'Band', 'Initial score', 'Byes', 'Bye volunteer', 'Status'],
    ]);
    const before = snapshot(ss);
    const table = readTable(real(), PLAYERS_TAB);
    new WritePlan(real()).updateColumns(table, ['Band', 'Initial score'], new Map()).apply();
    expect(snapshot(ss)).toEqual(before);
  });

  it('keeps a formula whose date the write leaves as it was', () => {
    const day = new Date(2026, 2, 3);
    ss = createSpreadsheet('Dates', { strictGrid: true, formulaValue: () => new Date(day) });
    restore();
    restore = installGlobals(createServices(ss));
    setSheet(ss, 'Players', [
      ['Name', 'Rank', 'Band', 'Initial score', 'Byes', 'Bye volunteer', 'Status'],
      ['Ann', '1k', '1k', '=DATE(2026,3,3)'],
    ]);
    const table = readTable(real(), PLAYERS_TAB);
    new WritePlan(real())
      .updateColumns(table, ['Band', 'Initial score'], new Map([[2, ['2k', new Date(day)]]]))
      .apply();
    expect(ss.getSheetByName('Players')!.getRange('C2:D2').getFormulas()).toEqual([
      ['', '=DATE(2026,3,3)'],
    ]);
  });

  it('adds a missing optional column after the last header', () => {
    setSheet(ss, 'Players', [
      ['Name', 'Rank', 'Byes', 'Bye volunteer', 'Status'],
      ['Ann', '3k'],
    ]);
    const table = readTable(real(), PLAYERS_TAB);
    new WritePlan(real())
      .updateColumns(table, ['Band', 'Initial score'], new Map([[2, ['3k', -1]]]))
      .apply();
    expect(sheetValues(ss, 'Players')).toEqual([
      ['Name', 'Rank', 'Byes', 'Bye volunteer', 'Status', 'Band', 'Initial score'],
      ['Ann', '3k', '', '', '', '3k', -1],
    ]);
  });

  it('keeps a formula in a row it changes when the write leaves that cell’s value', () => {
    setSheet(ss, 'Players', [
      ['Name', 'Rank', 'Band', 'Initial score', 'Byes', 'Bye volunteer', 'Status'],
      ['Ann', '1k', '1k', '=-1*1'],
    ]);
    const table = readTable(real(), PLAYERS_TAB);
    const kept = table.values[1][3];
    new WritePlan(real())
      .updateColumns(table, ['Band', 'Initial score'], new Map([[2, ['2k', kept]]]))
      .apply();
    const players = ss.getSheetByName('Players')!;
    expect(players.getRange('C2:D2').getFormulas()).toEqual([['', '=-1*1']]);
    expect(players.getRange('C2').getValue()).toBe('2k');
  });

  it('writes an added column’s header as text, never as a formula', () => {
    setSheet(ss, 'Players', [
      ['Name', 'Rank', 'Byes', 'Bye volunteer', 'Status'],
      ['Ann', '3k'],
    ]);
    const table = readTable(real(), PLAYERS_TAB);
    new WritePlan(real()).updateColumns(table, ['=1+1'], new Map([[2, ['x']]])).apply();
    const players = ss.getSheetByName('Players')!;
    expect(players.getRange('F1:F2').getFormulas()).toEqual([[''], ['']]);
    expect(sheetValues(ss, 'Players')).toEqual([
      ['Name', 'Rank', 'Byes', 'Bye volunteer', 'Status', '=1+1'],
      ['Ann', '3k', '', '', '', 'x'],
    ]);
  });

  it('grows the grid for a wide tab instead of failing', () => {
    const wide = [Array.from({ length: 40 }, (_, i) => `C${i + 1}`)];
    new WritePlan(real()).replaceTab({ name: 'Wide', rows: wide }).apply();
    expect(sheetValues(ss, 'Wide')[0]).toHaveLength(40);
  });

  describe('a write that fails part-way leaves the workbook as it was', () => {
    /** Players with a Band column, an owned Round 1 and its by-name sheet. */
    function event(): { table: ReturnType<typeof readTable>; plan: WritePlan } {
      setSheet(ss, 'Players', [
        ['Name', 'Rank', 'Band', 'Initial score', 'Byes', 'Bye volunteer', 'Status'],
        ['Ann', '1k', 'old', 1],
        ['Bo', '2k', '', ''],
      ]);
      setSheet(ss, 'Round 1', [
        ['Board', 'White', 'Black'],
        [1, 'Ann', 'Bo'],
      ]);
      setSheet(ss, 'Round 1 by name', [
        ['Name', 'Board'],
        ['Ann', 1],
      ]);
      const table = readTable(real(), PLAYERS_TAB);
      const plan = new WritePlan(real())
        .updateColumns(table, ['Band', 'Initial score'], new Map([[3, ['B', -2]]]))
        .replaceTab({
          name: 'Round 1',
          rows: [
            ['Board', 'White', 'Black'],
            [1, 'Bo', 'Ann'],
          ],
        })
        .deleteTab('Round 1 by name')
        .replaceTab({
          name: 'Standings',
          rows: [
            ['Place', 'Name'],
            [1, 'Ann'],
          ],
        });
      return { table, plan };
    }

    it('a tab that cannot be built: no draft left, Players and the old tabs untouched', () => {
      const { plan } = event();
      const before = snapshot(ss);
      const insert = ss.insertSheet.bind(ss);
      let inserted = 0;
      ss.insertSheet = ((...args: Parameters<typeof insert>) => {
        if (++inserted === 2) throw new Error('Service Spreadsheets failed');
        return insert(...args);
      }) as typeof ss.insertSheet;
      expect(() => plan.apply()).toThrow('Service Spreadsheets failed');
      expect(snapshot(ss)).toEqual(before);
    });

    it('a user tab that refuses a write: the columns written put back, no draft left', () => {
      const { plan } = event();
      const before = snapshot(ss);
      plan.add(() => {
        throw new Error('You are trying to edit a protected cell');
      });
      expect(() => plan.apply()).toThrow('protected cell');
      expect(snapshot(ss)).toEqual(before);
    });

    it('and when nothing fails, every write lands in order', () => {
      event().plan.apply();
      expect(ss.getSheets().map((s) => s.getName())).toEqual([
        'Sheet1',
        'Players',
        'Round 1',
        'Standings',
      ]);
      expect(sheetValues(ss, 'Round 1')).toEqual([
        ['Board', 'White', 'Black'],
        [1, 'Bo', 'Ann'],
      ]);
      expect(sheetValues(ss, 'Players')[2].slice(2, 4)).toEqual(['B', -2]);
    });
  });
});
