import { describe, expect, it, vi } from 'vitest';
import { newEvent, playerRow, PLAYER_HEADERS, refused } from '../support/event';
import { AppsScriptError, MemoryRange, setSheet, snapshot } from '../../src/workbook';
import { RATING_RULE } from '../../src/engine/ratings';

const roster = (): ReturnType<typeof playerRow>[] => [
  playerRow({ Name: 'Ann Lee', Rank: '3k' }),
  playerRow({ Name: 'Bo Chen', Rank: '2D' }),
  playerRow({ Name: 'Cy Ortiz', Rank: '5 kyu' }),
  playerRow({ Name: 'Di Park', Rank: '3 dan' }),
];

/** Clicks a command and checks that one dialog came up and the spreadsheet did not change. */
describe('bad input gets one clear dialog and leaves the sheet exactly as it was', () => {
  it('accepts ranks like 3k, 2D, 5 kyu and 3 dan', () => {
    const event = newEvent({ players: roster() });
    event.click('Build bands');
    expect(event.lastAlert()).toBeUndefined();
    expect(
      event
        .values('Bands')
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['3d and up', '2d', '3k', '5k']);
  });

  it('names the cell of an unreadable rank', () => {
    const event = newEvent({
      players: [...roster(), playerRow({ Name: 'Ed Fox', Rank: '3 kyuu' })],
    });
    expect(refused(event, 'Build bands')).toMatch(/Players!B6 \(Ed Fox\): "3 kyuu" is not a rank/);
  });

  it('names the row of a blank name', () => {
    const event = newEvent({ players: [...roster(), playerRow({ Rank: '4k' })] });
    expect(refused(event, 'Build bands')).toMatch(/row 6: the name \(Players!A6\) is blank/);
  });

  it('names both rows of a duplicate name, ignoring case and spaces', () => {
    const event = newEvent({ players: [...roster(), playerRow({ Name: 'ann  LEE', Rank: '4k' })] });
    expect(refused(event, 'Build bands')).toMatch(
      /Players!A6: "ann {2}LEE" is already on row 2; names must be unique\.$/,
    );
  });

  it('refuses to build bands for a single player, writing nothing', () => {
    const event = newEvent({ players: [playerRow({ Name: 'Ann Lee', Rank: '4k' })] });
    const before = snapshot(event.ss);
    expect(refused(event, 'Build bands')).toBe(
      'Pairsheet: Build bands\nThe Players tab needs at least two players before bands can be built.',
    );
    expect(snapshot(event.ss)).toEqual(before);
  });

  it('refuses a name cell whose formula failed, rather than pair "#NAME?"', () => {
    const event = newEvent({ players: [...roster(), playerRow({ Name: '#NAME?', Rank: '4k' })] });
    expect(refused(event, 'Build bands')).toBe(
      'Pairsheet: Build bands\nPlayers!A6: the cell shows the error #NAME? (a formula there went wrong), not a name. Type the name as text.',
    );
  });

  it('lists every problem in the one dialog', () => {
    const event = newEvent({
      players: [
        ...roster(),
        playerRow({ Name: 'Ed', Rank: 'strong' }),
        playerRow({ Name: 'Flo', Rank: '1k', Byes: 'third' }),
      ],
    });
    const message = refused(event, 'Build bands');
    expect(message).toMatch(/Players!B6 \(Ed\)/);
    expect(message).toMatch(/Players!K7 \(Flo\): "third" is not a list of rounds/);
  });

  it('refuses a requested bye past the last round (a typo for "3, 5"), naming the cell', () => {
    const event = newEvent({
      players: [...roster(), playerRow({ Name: 'Flo', Rank: '1k', Byes: '35' })],
      settings: { Rounds: 5 },
    });
    event.click('Build bands');
    const before = snapshot(event.ss);
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nPlayers!K6 (Flo): round 35 is past the last round (Settings › Rounds is 5); separate rounds with commas, as in "3, 5".',
    );
    expect(snapshot(event.ss)).toEqual(before);
  });

  it('skips blank rows between players', () => {
    const event = newEvent({ players: [roster()[0], playerRow({}), ...roster().slice(1)] });
    event.click('Build bands');
    expect(event.lastAlert()).toBeUndefined();
    expect(
      event
        .values('Bands')
        .slice(1)
        .reduce((n, r) => n + Number(r[3]), 0),
    ).toBe(4);
  });

  it('names a missing Players tab', () => {
    const event = newEvent({ players: roster() });
    event.ss.getSheetByName('Players')!.setName('Roster');
    expect(refused(event, 'Build bands')).toMatch(
      /There is no "Players" tab \(tabs now: .*"Roster"/,
    );
  });

  it('names a header renamed by a volunteer', () => {
    const event = newEvent();
    setSheet(event.ss, 'Players', [
      PLAYER_HEADERS.map((h) => (h === 'Rank' ? 'Grade' : h)),
      ...roster().map((r) => r.map(String)),
    ]);
    expect(refused(event, 'Build bands')).toMatch(
      /Players tab: no column headed "Rank" in row 1 \(row 1 has: Name, Grade/,
    );
  });

  it('finds columns by header name in any order, keeping extra columns untouched', () => {
    const event = newEvent();
    setSheet(event.ss, 'Players', [
      ['Notes', 'Rank', 'Status', 'Name', 'Byes', 'Bye volunteer', 'Band', 'Initial score', '', ''],
      ['paid', '3k', '', 'Ann Lee', '', '', '', '', '', 'unheaded'],
      ['=1+1', '2d', '', 'Bo Chen', '', '', '', '', '', ''],
    ]);
    event.click('Build bands');
    expect(event.values('Players')).toEqual([
      ['Notes', 'Rank', 'Status', 'Name', 'Byes', 'Bye volunteer', 'Band', 'Initial score', '', ''],
      ['paid', '3k', '', 'Ann Lee', '', '', '3k', -1, '', 'unheaded'],
      ['#FORMULA', '2d', '', 'Bo Chen', '', '', '2d and up', 0, '', ''],
    ]);
    expect(event.ss.getSheetByName('Players')!.getRange('A3').getFormula()).toBe('=1+1');
  });

  it('adds a missing Band column after every column in use, never over unheaded data', () => {
    const event = newEvent();
    setSheet(event.ss, 'Players', [
      ['Name', 'Rank', 'Byes', 'Bye volunteer', 'Status', ''],
      ['Ann Lee', '3k', '', '', '', 'paid'],
      ['Bo Chen', '2d', '', '', '', 'unpaid'],
    ]);
    event.click('Build bands');
    expect(event.values('Players')).toEqual([
      ['Name', 'Rank', 'Byes', 'Bye volunteer', 'Status', '', 'Band', 'Initial score'],
      ['Ann Lee', '3k', '', '', '', 'paid', '3k', -1],
      ['Bo Chen', '2d', '', '', '', 'unpaid', '2d and up', 0],
    ]);
  });

  it('names a renamed Status column instead of pairing a withdrawn player', () => {
    const event = newEvent();
    setSheet(event.ss, 'Players', [
      PLAYER_HEADERS.map((h) => (h === 'Status' ? 'Withdrawn?' : h)),
      ...roster().map((r) => r.map(String)),
    ]);
    expect(refused(event, 'Build bands')).toMatch(/no column headed "Status"/);
  });

  it('names a missing Club column when Settings ask to avoid same-club games', () => {
    const event = newEvent();
    setSheet(event.ss, 'Players', [
      PLAYER_HEADERS.filter((h) => h !== 'Club'),
      ...roster().map((r) => r.filter((_, i) => PLAYER_HEADERS[i] !== 'Club').map(String)),
    ]);
    event.setSetting('Pairing system', 'Swiss');
    event.click('Build bands');
    expect(refused(event, 'Pair next round')).toMatch(
      /"Avoid same club", but the Players tab has no column headed "Club"/,
    );
  });

  it('refuses rounds that are not a positive whole number, naming the cell', () => {
    const event = newEvent({ players: roster(), settings: { Rounds: 'five' } });
    expect(refused(event, 'Build bands')).toMatch(
      /Settings!B5 \(Rounds\): "five" is not a whole number/,
    );
    event.setSetting('Rounds', 0);
    expect(refused(event, 'Build bands')).toMatch(/"0" is not a whole number of rounds/);
  });

  it('names the range of a whole number that is out of it (Random seed, Preferred games)', () => {
    const event = newEvent({ players: roster(), settings: { 'Random seed': 2147483648 } });
    expect(refused(event, 'Build bands')).toBe(
      'Pairsheet: Build bands\nSettings!B35 (Random seed): "2147483648" is not a whole number from −2147483647 to 2147483647.',
    );
    event.setSetting('Random seed', 1);
    event.setSetting('Preferred games (n)', 100);
    expect(refused(event, 'Build bands')).toBe(
      'Pairsheet: Build bands\nSettings!B30 (Preferred games (n)): "100" is not a whole number of games from 1 to 99.',
    );
  });

  it('names the choices of a setting as its dropdown spells them', () => {
    const event = newEvent({ players: roster(), settings: { 'Pairing system': 'Swizz' } });
    expect(refused(event, 'Build bands')).toBe(
      'Pairsheet: Build bands\nSettings!B3 (Pairing system): "Swizz" is not McMahon, Swiss, Stable Swiss, Round robin or Multi-game.',
    );
    event.setSetting('Pairing system', 'swiss mcmahon');
    event.setSetting('Handicap', 'lots');
    expect(refused(event, 'Build bands')).toBe(
      'Pairsheet: Build bands\nSettings!B11 (Handicap): "lots" is not None, Full, Minus 1 or Minus 2.',
    );
  });

  it('refuses a blank setting, naming the cell and the default, and takes the default for a deleted row', () => {
    const event = newEvent({ players: roster() });
    const rows = event.values('Settings');
    const row = (name: string): number => rows.findIndex((r) => r[0] === name) + 1;
    const settings = event.ss.getSheetByName('Settings')!;
    settings.getRange(row('Avoid same club'), 2).setValue('');
    expect(refused(event, 'Build bands')).toBe(
      `Pairsheet: Build bands\nSettings!B${row('Avoid same club')} (Avoid same club): the value is blank. Choose Yes or No, or delete the row to use the default (Yes).`,
    );
    settings.getRange(row('Avoid same club'), 2).setValue('Yes');
    settings.getRange(row('Rounds'), 2).setValue(' ');
    expect(refused(event, 'Build bands')).toMatch(
      /B\d+ \(Rounds\): the value is blank\. Type a value \(see its Help\), or delete the row to use the default \(5\)\.$/,
    );
    settings.getRange(row('Rounds'), 1, 1, 3).setValues([['', '', '']]);
    const alerts = event.ss.ui.alerts.length;
    event.click('Build bands');
    expect(event.ss.ui.alerts.length).toBe(alerts);
    expect(event.values('Bands').length).toBeGreaterThan(1);
  });

  it('explains a result the spreadsheet turned into a time or a date', () => {
    const event = newEvent({ players: roster(), settings: { 'Pairing system': 'Swiss' } });
    event.click('Build bands');
    event.click('Pair next round');
    const round = event.ss.getSheetByName('Round 1')!;
    const result = event.values('Round 1')[0].indexOf('Result') + 1;
    const row = event.headerRow('Round 1') + 1;
    round.getRange(row, result).setValue(new Date(1899, 11, 30, 1, 0)); // "1:0" as a time
    round.getRange(row + 1, result).setValue('B+');
    expect(refused(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nRound 1!F${row} (board 1): the spreadsheet turned what was typed into a date or time. Type the result again with an apostrophe in front ('1:0), or as 1-0, 0-1, ½-½.`,
    );
  });

  it('explains a Players, Settings or round cell the spreadsheet turned into a date', () => {
    const advice =
      " The spreadsheet turned what was typed into a date or time: type it again with an apostrophe in front, or set the cell's format to Text first.";
    const players = roster();
    players[0][PLAYER_HEADERS.indexOf('Byes')] = 3.5; // "3,5" where a comma is the decimal point
    const event = newEvent({ players, settings: { 'Pairing system': 'Swiss' } });
    const sheet = event.ss.getSheetByName('Players')!;
    sheet.getRange(3, PLAYER_HEADERS.indexOf('Byes') + 1).setValue(new Date(2026, 2, 5)); // "3/5"
    sheet.getRange(4, PLAYER_HEADERS.indexOf('Rating') + 1).setValue(new Date(2026, 4, 2)); // "2.5"
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nThe Players tab has problems; nothing was changed:\n' +
        '• Players!K2 (Ann Lee): "3.5" is not a list of rounds such as "3, 5". The spreadsheet read it as a number: type the rounds with a space after each comma.\n' +
        `• Players!K3 (Bo Chen): "2026-03-05" is not a list of rounds such as "3, 5".${advice}\n` +
        `• Players!C4 (Cy Ortiz): "2026-05-02" is not a rating: ${RATING_RULE}.${advice}`,
    );
    sheet.getRange(2, PLAYER_HEADERS.indexOf('Byes') + 1, 3, 1).setValue('');
    sheet.getRange(4, PLAYER_HEADERS.indexOf('Rating') + 1).setValue('');
    event.click('Pair next round');
    const round = event.ss.getSheetByName('Round 1')!;
    const komi = event.values('Round 1')[0].indexOf('Komi') + 1;
    const row = event.headerRow('Round 1') + 1;
    round.getRange(row, komi).setValue(new Date(2026, 4, 6)); // "6.5" where a comma is the decimal point
    expect(refused(event, 'Check round')).toContain(
      `Round 1!E${row} (board 1): "2026-05-06" is not a komi such as 7.5.${advice}`,
    );
    round.getRange(row, komi).setValue(6.5);
    const settings = event.ss.getSheetByName('Settings')!;
    const rounds = event.values('Settings').findIndex((r) => r[0] === 'Rounds') + 1;
    settings.getRange(rounds, 2).setValue(new Date(2026, 0, 5));
    expect(refused(event, 'Check round')).toBe(
      `Pairsheet: Check round\nSettings!B${rounds} (Rounds): "2026-01-05" is not a whole number of rounds from 1 to 99.${advice}`,
    );
  });

  it('refuses an initial score with more than three decimals or far from the others, naming the cell', () => {
    const event = newEvent({ players: roster() });
    event.click('Build bands');
    const initial = PLAYER_HEADERS.indexOf('Initial score');
    const cell = (row: number): string => `Players!${String.fromCharCode(65 + initial)}${row}`;
    event.edit('Players', 0, 'Initial score', 0.33333);
    expect(refused(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nRound 1 cannot be paired: scores can have at most three decimals, such as 0.5 or 0.125, and ${cell(2)} (Ann Lee, Initial score 0.33333) gives more. Correct that cell. Nothing was changed.`,
    );
    // A number typed in by mistake so large that the penalties would pass what a number holds
    // exactly (one pair's squared difference alone passes 2^53).
    event.edit('Players', 0, 'Initial score', 100000000);
    const scores = event
      .values('Players')
      .slice(1)
      .map((r) => Number(r[initial]));
    expect(scores).toEqual([100000000, -1, -3, 0]);
    expect(refused(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nRound 1 cannot be paired: ${cell(2)} (Ann Lee, Initial score 100000000) is 100000003 points above ${cell(4)} (Cy Ortiz, Initial score −3), too far apart for Pairsheet to weigh the pairings exactly. Correct the Initial score that is wrong (a rating typed in by mistake, say): bands are normally a few points apart. Nothing was changed.`,
    );
  });

  it('refuses a Bar that is not a rank', () => {
    const event = newEvent({ players: roster(), settings: { Bar: '5 dann' } });
    expect(refused(event, 'Build bands')).toMatch(/\(Bar\): "5 dann" is not a rank/);
  });

  it('says busy when another command holds the lock, and changes nothing', () => {
    const event = newEvent({ players: roster() });
    event.ss.locks.heldElsewhere = true;
    expect(refused(event, 'Build bands')).toMatch(/busy[\s\S]*try again/i);
  });

  it('hands its writes to the sheet before it lets the next command in', () => {
    // Sheets may hold writes back until a flush; the next command must read them.
    const event = newEvent({ players: roster() });
    event.ss.calls.trace = true;
    event.click('Build bands');
    const locking = event.ss.calls.sequence.filter((c) => /Lock\.|flush|toast/.test(c));
    // The report comes once the writes are in and the next command may start.
    expect(locking.slice(-3)).toEqual([
      'SpreadsheetApp.flush',
      'Lock.releaseLock',
      'Spreadsheet.toast',
    ]);
    expect(locking.filter((c) => c === 'Lock.tryLock')).toHaveLength(1);
  });

  it("hands a failed command's rollback to the sheet before it lets the next command in", () => {
    // A dialog does not flush: without a flush first, the next command could read the
    // half-written cells while the TD is still reading the error.
    const event = newEvent({ players: roster() });
    const before = snapshot(event.ss);
    const refuse = vi.spyOn(MemoryRange.prototype, 'setDataValidation').mockImplementation(() => {
      throw new AppsScriptError('You are trying to edit a protected cell or object.');
    });
    event.ss.calls.trace = true;
    try {
      expect(() => event.click('Build bands')).toThrow(/protected cell/);
    } finally {
      refuse.mockRestore();
    }
    // What the command wrote before the refusal is put back.
    expect(snapshot(event.ss)).toEqual(before);
    expect(event.lastAlert()).toMatch(/Build bands failed[\s\S]*protected cell/);
    const locking = event.ss.calls.sequence.filter((c) => /Lock\.|flush|alert/.test(c));
    expect(locking.slice(-3)).toEqual(['SpreadsheetApp.flush', 'Lock.releaseLock', 'Ui.alert']);
  });
});

describe('names that look like formulas', () => {
  it('are written back as text, never as formulas', () => {
    const names = ['=HYPERLINK("x")', '+Plus', '-Minus-', '@At'];
    const event = newEvent({
      players: names.map((Name, i) => playerRow({ Name: `'${Name}`, Rank: `${i + 1}k` })),
      settings: { 'Pairing system': 'Swiss' },
    });
    event.click('Build bands');
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    const round = event.ss.getSheetByName('Round 1')!;
    const written = round.getRange(5, 2, 2, 2).getValues().flat();
    expect(written.sort()).toEqual([...names].sort());
    // The one formula on the tab is the add-in's own count of results (A3).
    expect(round.getRange('A3').getFormula()).toMatch(/^=COUNTA\(F5:F6\)/);
    expect(
      round
        .getRange(4, 1, 3, 7)
        .getFormulas()
        .flat()
        .every((f) => f === ''),
    ).toBe(true);
  });
});
