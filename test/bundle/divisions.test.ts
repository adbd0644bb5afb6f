/**
 * Prize divisions (Players › Division): Update standings writes "Standings by division" beside
 * Standings while any player has one, and removes it once none has.
 */
import { describe, expect, it } from 'vitest';
import { sheetValues, snapshot } from '../../src/workbook';
import { newEvent, playerRow, refused, typeResults, type Event } from '../support/event';

const TAB = 'Standings by division';
const RANKS = ['5d', '4d', '3d', '2d', '1d', '1k', '2k', '4k', '6k', '9k'];
/** Three divisions, one typed in two spellings ("Dan", "dan "), and Player H in none. */
const DIVISIONS = ['Open', 'Open', 'Dan', 'dan ', 'Dan', 'Kyu', 'KYU', '', 'Kyu', 'Kyu'];

/** Ten players, McMahon, two rounds played: board 2 Black wins, board 4 a jigo, else White. */
function playedEvent(divisions: readonly string[] = DIVISIONS): Event {
  const event = newEvent({
    players: RANKS.map((Rank, i) =>
      playerRow({
        Name: `Player ${String.fromCharCode(65 + i)}`,
        Rank,
        Division: divisions[i],
      }),
    ),
    settings: { Rounds: 3, 'Avoid same club': 'No' },
  });
  event.click('Build bands');
  for (let round = 1; round <= 2; round++) {
    event.click('Pair next round');
    typeResults(event, round, (w, b, board) => (board === 2 ? 'B+' : board === 4 ? 'Jigo' : 'W+'));
  }
  return event;
}

/**
 * Makes the spreadsheet fail on the second new tab a command asks for (Sheets failing part way
 * through Update standings); returns a function that puts insertSheet back and gives how many
 * tabs were asked for.
 */
function failSecondNewTab(event: Event): () => number {
  const insertSheet = event.ss.insertSheet.bind(event.ss);
  let made = 0;
  event.ss.insertSheet = ((...args: Parameters<typeof insertSheet>) => {
    if (++made === 2) throw new Error('Service Spreadsheets failed while accessing document');
    return insertSheet(...args);
  }) as typeof insertSheet;
  return () => {
    event.ss.insertSheet = insertSheet;
    return made;
  };
}

const sheetOf = (event: Event, tab: string) =>
  snapshot(event.ss).sheets.find((s) => s.name === tab);

/** Types a Division into Players (row 0 = the first player). */
const setDivision = (event: Event, row: number, value: string): void =>
  event.edit('Players', row, 'Division', value);

describe('Standings by division', () => {
  it('writes a block per division in the overall order, the players of none last', () => {
    const event = playedEvent();
    event.click('Update standings');
    const header = ['Place', 'Overall', 'Name', 'Rank', 'Score', 'SOMS', 'SODOMS'];
    const rows = sheetValues(event.ss, TAB);
    expect(rows.slice(0, 3).map((r) => r[0])).toEqual([
      'Club tournament',
      expect.stringMatching(
        /^Standings by division after round 2 · written \d{4}-\d\d-\d\d \d\d:\d\d$/,
      ),
      'Place: within the division (Players › Division). Overall: the place on the Standings tab.',
    ]);
    expect(rows.slice(3)).toEqual([
      ['Division: Open', '', '', '', '', '', ''],
      header,
      [1, 1, 'Player A', '5d', 1, -2, -1],
      [2, 2, 'Player B', '4d', -1, 0, 0],
      ['', '', '', '', '', '', ''],
      ['Division: Dan', '', '', '', '', '', ''],
      header,
      [1, 3, 'Player D', '2d', -1, 0, 0],
      [2, 4, 'Player C', '3d', -1, -2, -1],
      [3, 5, 'Player E', '1d', -2, -10, -10],
      ['', '', '', '', '', '', ''],
      ['Division: Kyu', '', '', '', '', '', ''],
      header,
      [1, 6, 'Player F', '1k', -4.5, -8.5, -3.25],
      [2, 7, 'Player G', '2k', -5.5, -8.5, -3.25],
      [3, 8, 'Player I', '6k', -6.5, -12.5, -10.25],
      [4, 10, 'Player J', '9k', -8, -13, -6.5],
      ['', '', '', '', '', '', ''],
      ['No division', '', '', '', '', '', ''],
      header,
      [1, 9, 'Player H', '4k', -6.5, -13.5, -2.75],
    ]);
    // Every player's overall place, rank, score and tiebreaks are those of the Standings tab.
    const standings = event.values('Standings');
    const columns = ['Place', 'Name', 'Rank', 'Score', 'SOMS', 'SODOMS'].map((h) =>
      standings[0].indexOf(h),
    );
    const expected = standings.slice(1).map((r) => columns.map((c) => r[c]));
    const listed = rows.filter((r) => typeof r[1] === 'number').map((r) => r.slice(1));
    expect([...listed].sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual(expected);
    // Beside Standings, its three title lines frozen (printed on every page).
    const tabs = event.ss.getSheets().map((s) => s.getName());
    expect(tabs.slice(tabs.indexOf('Standings'))).toEqual(['Standings', TAB]);
    const sheet = event.ss.getSheetByName(TAB)!;
    expect(sheet.getFrozenRows()).toBe(3);
    expect(sheet.getRange('A5').getNote()).toBe('Place in this division; "2=" when shared.');
    expect(sheet.getRange('A5:G5').getFontWeights()[0]).toEqual(Array(7).fill('bold'));
    expect(sheet.getRange('A4').getFontWeight()).toBe('bold');
    expect(sheet.getRange('A5:G5').getBackgrounds()[0]).toEqual(Array(7).fill('#d9e2f3'));
    expect(sheet.getRange('A10:G10').getBackgrounds()[0]).toEqual(Array(7).fill('#d9e2f3'));
    expect(sheet.getRange('B6').getHorizontalAlignment()).toBe('center');
    expect(sheet.getRange('A4').getHorizontalAlignment()).not.toBe('center');
    expect(
      sheet
        .getRange('A6:A8')
        .getBackgrounds()
        .map((r) => r[0]),
    ).toEqual(['#ffd966', '#9fc5e8', '#ffffff']);
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Standings updated after 2 rounds. Leader: Player A (1). "Standings by division" lists 3 divisions (Open, Dan and Kyu). 1 player has no Division (Players!N9) and is listed last, under "No division".',
    );
  });

  it('names the players without a Division by their topmost cells, not their places', () => {
    // Players C and D (rows 4 and 5, places 4 and 3), H and I (rows 9 and 10, places 9 and 8).
    const event = playedEvent(['Open', 'Open', '', '', 'Dan', 'Kyu', 'Kyu', '', '', 'Kyu']);
    event.click('Update standings');
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Standings updated after 2 rounds. Leader: Player A (1). "Standings by division" lists 3 divisions (Open, Dan and Kyu). 4 players have no Division (Players!N4, Players!N5, Players!N9…) and are listed last, under "No division".',
    );
  });

  it('leaves Standings as before while every Division is blank, or without the column', () => {
    const event = playedEvent(Array<string>(10).fill(''));
    event.click('Update standings');
    expect(event.ss.getSheetByName(TAB)).toBeNull();
    const blank = sheetOf(event, 'Standings');
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Standings updated after 2 rounds. Leader: Player A (1).',
    );
    // A Players tab made before the column existed.
    const players = event.ss.getSheetByName('Players')!;
    const column = event.values('Players')[0].indexOf('Division') + 1;
    players.deleteColumn(column);
    event.click('Update standings');
    expect(event.lastAlert()).toBeUndefined();
    expect(sheetOf(event, 'Standings')).toEqual(blank);
    expect(event.ss.getSheetByName(TAB)).toBeNull();
  });

  it('is removed once the divisions are cleared, and said so', () => {
    const event = playedEvent();
    event.click('Update standings');
    for (let row = 0; row < 10; row++) setDivision(event, row, '');
    event.click('Update standings');
    expect(event.ss.getSheetByName(TAB)).toBeNull();
    expect(event.ss.getSheetByName('Standings')).not.toBeNull();
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Standings updated after 2 rounds. Leader: Player A (1). No player has a Division now, so the "Standings by division" tab was removed.',
    );
    // Typed again later: written again.
    setDivision(event, 3, 'Dan');
    event.click('Update standings');
    expect(sheetValues(event.ss, TAB).slice(3, 6)).toEqual([
      ['Division: Dan', '', '', '', '', '', ''],
      ['Place', 'Overall', 'Name', 'Rank', 'Score', 'SOMS', 'SODOMS'],
      [1, 3, 'Player D', '2d', -1, 0, 0],
    ]);
  });

  it('follows a Division changed mid-event', () => {
    const event = playedEvent();
    event.click('Update standings');
    setDivision(event, 4, 'Kyu');
    event.click('Update standings');
    const rows = sheetValues(event.ss, TAB).slice(3);
    expect(rows.filter((r) => r[2] === 'Player E')).toEqual([
      [1, 5, 'Player E', '1d', -2, -10, -10],
    ]);
    // Now the best placed of Kyu, ahead of Player F.
    expect(rows.filter((r) => r[2] === 'Player F')).toEqual([
      [2, 6, 'Player F', '1k', -4.5, -8.5, -3.25],
    ]);
  });

  it('is left alone by Pair next round and Undo last pairing', () => {
    const event = playedEvent();
    event.click('Update standings');
    const before = snapshot(event.ss);
    const tab = sheetOf(event, TAB);
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    // The same cells, one place further right (after the new round's tab).
    expect(sheetOf(event, TAB)).toEqual({ ...tab, index: tab!.index + 1 });
    event.click('Undo last pairing');
    expect(snapshot(event.ss)).toEqual(before);
  });

  it('is written with Standings or not at all: a failure building it leaves both as they were', () => {
    const event = playedEvent();
    event.click('Update standings');
    setDivision(event, 7, 'Kyu');
    event.edit('Round 2', 0, 'Result', 'B+');
    const before = snapshot(event.ss);
    // Sheets builds the new Standings aside, then fails to make the second tab.
    const restore = failSecondNewTab(event);
    expect(() => event.click('Update standings')).toThrow('Service Spreadsheets failed');
    expect(restore()).toBe(2);
    expect(snapshot(event.ss)).toEqual(before);
    event.click('Update standings');
    expect(sheetValues(event.ss, TAB).filter((r) => r[0] === 'No division')).toEqual([]);
  });

  it('with no tab before, a failure building it leaves no Standings either', () => {
    const event = playedEvent();
    const before = snapshot(event.ss);
    failSecondNewTab(event);
    expect(() => event.click('Update standings')).toThrow('Service Spreadsheets failed');
    expect(snapshot(event.ss)).toEqual(before);
    expect(event.ss.getSheetByName('Standings')).toBeNull();
  });

  it('refuses a Division cell showing a formula error, naming the cell, and changes nothing', () => {
    const event = playedEvent();
    setDivision(event, 2, '#REF!');
    const before = snapshot(event.ss);
    event.click('Update standings');
    expect(event.lastAlert()).toContain(
      'Players!N4 (Player C): the cell shows the error #REF! (a formula there went wrong), not a division. Type the division as text, or leave it blank.',
    );
    expect(snapshot(event.ss)).toEqual(before);
  });

  it('refuses Pair next round too while a Division cell shows a formula error, naming it', () => {
    // Mid-event: a late entry's Division looked up by a formula that found nothing.
    const event = playedEvent();
    setDivision(event, 9, '#N/A');
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nPlayers!N11 (Player J): the cell shows the error #N/A (a formula there went wrong), not a division. Type the division as text, or leave it blank.',
    );
    setDivision(event, 9, 'Kyu');
    event.click('Pair next round');
    expect(event.ss.getSheetByName('Round 3')).not.toBeNull();
  });
});
