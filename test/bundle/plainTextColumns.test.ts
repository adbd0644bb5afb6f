import { describe, expect, it, vi } from 'vitest';
import { exportOpenGotha } from '../../src/interop';
import { AppsScriptError, MemorySpreadsheet, setSheet, snapshot } from '../../src/workbook';
import { lakeside } from '../interop/fixture';
import {
  dialogCall,
  newEvent,
  pairings,
  PLAYER_HEADERS,
  playerRow,
  type Event,
} from '../support/event';

/** Text a TD may type as a name that a spreadsheet would turn into a number, date or boolean. */
const TRICKY = ['0001', '1/2', '3-4', 'TRUE', 'March 3', '1e3'];

/** The number format of one column of a tab, from row `from` to row `to`. */
function formats(event: Event, tab: string, column: number, from: number, to: number): string[] {
  const range = event.ss.getSheetByName(tab)!.getRange(from, column, to - from + 1, 1);
  return range.getNumberFormats().map((r) => r[0]);
}

/** The number format of row 2 in each column of a tab's header row. */
function rowTwoFormats(event: Event, tab: string): Record<string, string> {
  const sheet = event.ss.getSheetByName(tab)!;
  const headers = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0];
  const row = sheet.getRange(2, 1, 1, headers.length).getNumberFormats()[0];
  return Object.fromEntries(headers.map((h, i) => [String(h), row[i]]));
}

/** Types rows into Players from A2, one setValues as a TD pasting them would. */
function typePlayers(event: Event, rows: Array<Record<string, string>>): void {
  const values = rows.map((fields) => PLAYER_HEADERS.map((h) => fields[h] ?? ''));
  event.ss
    .getSheetByName('Players')!
    .getRange(2, 1, values.length, PLAYER_HEADERS.length)
    .setValues(values);
}

describe('Set up makes the text columns plain text', () => {
  it('formats Name, Club, City, State, Country, Family, Band and Division on Players to row 500, and nothing else', () => {
    const event = newEvent();
    expect(rowTwoFormats(event, 'Players')).toEqual({
      Name: '@',
      Rank: 'General',
      Rating: 'General',
      Club: '@',
      City: '@',
      State: '@',
      Country: '@',
      Family: '@',
      Band: '@',
      'Initial score': 'General',
      Byes: 'General',
      'Bye volunteer': 'General',
      Status: 'General',
      Division: '@',
    });
    // The header row keeps its format; the plain text ends with the dropdowns, at row 500.
    expect(formats(event, 'Players', 1, 1, 1)).toEqual(['General']);
    expect(formats(event, 'Players', 1, 499, 501)).toEqual(['@', '@', 'General']);
    expect(rowTwoFormats(event, 'Constraints')).toEqual({
      Player: '@',
      Rule: 'General',
    });
    expect(formats(event, 'Constraints', 2, 500, 500)).toEqual(['@']);
    expect(rowTwoFormats(event, 'Bands')).toEqual({
      Band: '@',
      Strongest: 'General',
      Weakest: 'General',
      Players: 'General',
      Separation: 'General',
      'Initial score': 'General',
    });
  });

  it('formats Games and every choice column of Preferences for a multi-game event', () => {
    const event = newEvent({ settings: { 'Pairing system': 'Multi-game' } });
    event.click('Set up tournament sheet');
    expect(rowTwoFormats(event, 'Games')).toEqual({ Game: '@', Notes: 'General' });
    expect(Object.values(rowTwoFormats(event, 'Preferences'))).toEqual(Array(7).fill('@'));
  });

  it('keeps what the TD types there exactly as typed, where another column turns it into a number', () => {
    const event = newEvent();
    const sheet = event.ss.getSheetByName('Players')!;
    sheet.getRange('A2').setValue('0001');
    sheet.getRange('C2').setValue('0001');
    expect(sheet.getRange('A2:C2').getValues()).toEqual([['0001', '', 1]]);
    const constraints = event.ss.getSheetByName('Constraints')!;
    constraints.getRange('A2:B2').setValues([['3-4', 'TRUE']]);
    expect(constraints.getRange('A2:B2').getValues()).toEqual([['3-4', 'TRUE']]);
  });

  it('pairs players named 0001, 1/2, 3-4, TRUE, March 3 and 1e3 under those very names', () => {
    const event = newEvent({ settings: { 'Pairing system': 'Swiss', Rounds: 3 } });
    typePlayers(
      event,
      TRICKY.map((Name, i) => ({ Name, Rank: `${i + 1}k`, Club: Name, Byes: '' })),
    );
    expect(event.values('Players').map((r) => r[0])).toEqual(['Name', ...TRICKY]);
    event.click('Pair next round');
    expect(pairings(event, 1).flat().sort()).toEqual([...TRICKY].sort());
  });

  it('leaves a Players tab the TD made as it is, formats and all', () => {
    const event = newEvent();
    event.ss.deleteSheet(event.ss.getSheetByName('Players')!);
    setSheet(event.ss, 'Players', [PLAYER_HEADERS, ['Ann', '3k']]);
    event.click('Set up tournament sheet');
    expect(formats(event, 'Players', 1, 2, 3)).toEqual(['General', 'General']);
    expect(event.values('Players')).toEqual([
      PLAYER_HEADERS,
      ['Ann', '3k', ...Array<string>(PLAYER_HEADERS.length - 2).fill('')],
    ]);
  });
});

describe('Tabs other commands make keep their text columns plain text', () => {
  it('Import event: the Players it writes, AGA ID and EGF PIN included, to row 500', () => {
    const event = newEvent();
    dialogCall(event, 'importEventFile', {
      fileName: 'lakeside.xml',
      text: exportOpenGotha(lakeside()),
      replace: false,
    });
    const players = rowTwoFormats(event, 'Players');
    expect(players).toMatchObject({ Name: '@', Rank: 'General', 'AGA ID': '@', 'EGF PIN': '@' });
    // AGA ID and EGF PIN come after Division on an imported tab.
    const aga = event.values('Players')[0].indexOf('AGA ID') + 1;
    expect(aga).toBe(15);
    const notes = event.ss.getSheetByName('Players')!.getRange(1, aga, 1, 2).getNotes()[0];
    expect(notes).toEqual([
      'AGA membership number, for the AGA results file (optional).',
      'EGF PIN (8 digits, as the EGD lists it), for the EGF results table (optional).',
    ]);
    expect(formats(event, 'Players', aga, 500, 501)).toEqual(['@', 'General']);
    // An id typed with leading zeros below the imported players stays as typed.
    const sheet = event.ss.getSheetByName('Players')!;
    sheet.getRange(20, aga).setValue('00042');
    expect(sheet.getRange(20, aga).getValue()).toBe('00042');
  });

  it('Build bands: the band names on Bands, so a name typed to merge bands stays text', () => {
    const event = newEvent();
    typePlayers(event, [
      { Name: 'Ann', Rank: '3d' },
      { Name: 'Bo', Rank: '5k' },
      { Name: 'Cy', Rank: '15k' },
      { Name: 'Di', Rank: '20k' },
    ]);
    event.click('Build bands');
    const bands = event.values('Bands');
    expect(formats(event, 'Bands', 1, 2, bands.length)).toEqual(
      Array<string>(bands.length - 1).fill('@'),
    );
    expect(formats(event, 'Bands', 2, 2, 2)).toEqual(['General']);
  });
});

describe('Apply rating review adds the id column it writes as plain text', () => {
  const TDLIST = [
    'de Vries, Jan\t1234\tFull\t2.31\t12/31/2026\tUTRE\t\t0.52\t4/6/2025',
    'Kowalska-Nowak, Ewa\t5555\tFull\t-1.5\t\tWARS\t\t\t',
  ].join('\r\n');
  const AGA_ID = PLAYER_HEADERS.length + 1;

  /** Jan and Ewa looked up in a TDList: the review proposes an AGA ID for each. */
  function reviewed(players = newEvent()): Event {
    typePlayers(players, [
      { Name: 'de Vries, Jan', Rank: '2d', Club: 'UTRE' },
      { Name: 'Kowalska-Nowak, Ewa', Rank: '1k', Club: 'WARS' },
    ]);
    players.addon.call('lookUpRatingsFile', { fileName: 'tdlista.txt', text: TDLIST });
    return players;
  }

  it('formats a new AGA ID column to row 500, so an id typed there later as 0001 stays so', () => {
    const event = reviewed();
    event.click('Apply rating review');
    const players = event.values('Players');
    expect(players[0][AGA_ID - 1]).toBe('AGA ID');
    expect(players.slice(1, 3).map((r) => r[AGA_ID - 1])).toEqual(['1234', '5555']);
    expect(formats(event, 'Players', AGA_ID, 1, 2)).toEqual(['General', '@']);
    expect(formats(event, 'Players', AGA_ID, 500, 501)).toEqual(['@', 'General']);
    const cell = event.ss.getSheetByName('Players')!.getRange(4, AGA_ID);
    cell.setValue('0001');
    expect(cell.getValue()).toBe('0001');
  });

  it('keeps the format of an AGA ID column the TD made', () => {
    const event = newEvent();
    event.ss.getSheetByName('Players')!.getRange(1, AGA_ID).setValue('AGA ID');
    reviewed(event).click('Apply rating review');
    expect(
      event
        .values('Players')
        .slice(1, 3)
        .map((r) => r[AGA_ID - 1]),
    ).toEqual(['1234', '5555']);
    expect(formats(event, 'Players', AGA_ID, 2, 3)).toEqual(['General', 'General']);
  });

  it('puts the format back with the rest when the command fails', () => {
    const event = reviewed();
    const before = snapshot(event.ss);
    const refuse = vi.spyOn(MemorySpreadsheet.prototype, 'deleteSheet').mockImplementation(() => {
      throw new AppsScriptError('You are trying to edit a protected cell or object.');
    });
    try {
      expect(() => event.click('Apply rating review')).toThrow(/protected cell/);
    } finally {
      refuse.mockRestore();
    }
    expect(snapshot(event.ss)).toEqual(before);
    expect(formats(event, 'Players', AGA_ID, 2, 2)).toEqual(['General']);
  });
});

describe('A Band column a command adds to Players is plain text', () => {
  const OWN_HEADERS = ['Name', 'Rank', 'Byes', 'Bye volunteer', 'Status'];
  const BAND = OWN_HEADERS.length + 1;

  /** A Players tab the TD made, with no Band or Initial score column. */
  function ownPlayers(settings: Record<string, string | number> = {}): Event {
    const event = newEvent({ settings });
    event.ss.deleteSheet(event.ss.getSheetByName('Players')!);
    setSheet(event.ss, 'Players', [
      OWN_HEADERS,
      ['Ann', '3d', '', '', 'active'],
      ['Bo', '5k', '', '', 'active'],
      ['Cy', '15k', '', '', 'active'],
      ['Di', '20k', '', '', 'active'],
    ]);
    return event;
  }

  it('Build bands: Band to row 500, Initial score as usual, and a band typed there later as 1/2 or 3-4 stays text', () => {
    const event = ownPlayers();
    event.click('Build bands');
    const players = event.values('Players');
    expect(players[0]).toEqual([...OWN_HEADERS, 'Band', 'Initial score']);
    expect(formats(event, 'Players', BAND, 1, 3)).toEqual(['General', '@', '@']);
    expect(formats(event, 'Players', BAND, 500, 501)).toEqual(['@', 'General']);
    expect(formats(event, 'Players', BAND + 1, 2, 2)).toEqual(['General']);
    // The columns the TD made keep their format.
    expect(formats(event, 'Players', 1, 2, 2)).toEqual(['General']);
    const sheet = event.ss.getSheetByName('Players')!;
    sheet.getRange(6, BAND).setValue('1/2');
    sheet.getRange(7, BAND).setValue('3-4');
    // Typed beside it, in a column with the usual format, 1/2 becomes a date.
    sheet.getRange(6, BAND + 1).setValue('1/2');
    expect(sheet.getRange(6, BAND, 2, 2).getValues()).toEqual([
      ['1/2', new Date(2026, 0, 2)],
      ['3-4', ''],
    ]);
  });

  it('keeps the format of a Band column the TD made', () => {
    const event = newEvent();
    event.ss.deleteSheet(event.ss.getSheetByName('Players')!);
    setSheet(event.ss, 'Players', [
      [...OWN_HEADERS, 'Band'],
      ['Ann', '3d', '', '', 'active', ''],
      ['Bo', '5k', '', '', 'active', ''],
    ]);
    event.click('Build bands');
    expect(formats(event, 'Players', BAND, 2, 3)).toEqual(['General', 'General']);
  });
});

describe('The name columns of round tabs and Seats are plain text, for names retyped by hand', () => {
  it('Pair next round: White and Black on the boards and bye rows, nothing else', () => {
    const event = newEvent({
      players: ['3d', '1d', '2k', '4k', '5k'].map((Rank, i) =>
        playerRow({ Name: `P${i + 1}`, Rank }),
      ),
      settings: { Rounds: 2 },
    });
    event.click('Build bands');
    event.click('Pair next round');
    const top = event.headerRow('Round 1');
    const sheet = event.ss.getSheetByName('Round 1')!;
    // Header row, two boards, the bye row, then the row below the table.
    expect(sheet.getRange(top, 1, 5, 7).getNumberFormats()).toEqual([
      Array<string>(7).fill('General'),
      ['General', '@', '@', 'General', 'General', 'General', 'General'],
      ['General', '@', '@', 'General', 'General', 'General', 'General'],
      ['General', '@', '@', 'General', 'General', 'General', 'General'],
      Array<string>(7).fill('General'),
    ]);
    // A TD swapping in a player named 1/2 by hand: the name stays text, not a date.
    sheet.getRange(top + 1, 2).setValue('1/2');
    expect(sheet.getRange(top + 1, 2).getValue()).toBe('1/2');
  });

  it('Seat players: the Player columns of the plan and the schedule', () => {
    const event = newEvent({
      players: ['3d', '1d', '2k', '4k'].map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
      settings: { 'Pairing system': 'Round robin' },
    });
    event.click('Seat players (round robin)');
    const top = event.headerRow('Seats');
    const sheet = event.ss.getSheetByName('Seats')!;
    const rows = event.values('Seats').length;
    const formats = sheet.getRange(top + 1, 1, rows - 1, 6).getNumberFormats();
    expect(formats.map((r) => [r[2], r[4]])).toEqual(Array(rows - 1).fill(['@', '@']));
    expect(formats.map((r) => [r[0], r[1], r[3], r[5]])).toEqual(
      Array(rows - 1).fill(['General', 'General', 'General', 'General']),
    );
    expect(sheet.getRange(top + rows, 3, 1, 3).getNumberFormats()).toEqual([
      ['General', 'General', 'General'],
    ]);
  });
});
