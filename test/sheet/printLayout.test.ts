/**
 * The print setup each tab of the offline workbook gets: input tabs follow the width of their
 * columns (portrait, landscape, or more pages across with the names repeated); a tab the file
 * holds with no page layout of its own gets one when it is one of the add-in's tabs.
 */
import { describe, expect, it } from 'vitest';
import { inputPageSetup } from '../../src/sheet/inputPages';
import { printSetupFor, printSetupOfKeptTab, printSetupOfTab } from '../../src/sheet/printLayout';
import { createSpreadsheet, setSheet } from '../../src/workbook';

/** The widths init gives a fresh Players tab, and its headers. */
const PLAYERS_WIDTHS = [180, 70, 70, 120, 110, 80, 90, 100, 110, 90, 80, 120, 90, 110];
const PLAYERS_HEADERS = [
  'Name',
  'Rank',
  'Rating',
  'Club',
  'City',
  'State',
  'Country',
  'Family',
  'Band',
  'Initial score',
  'Byes',
  'Bye volunteer',
  'Status',
  'Division',
];

describe('input tabs print the way their columns fit', () => {
  it('Bands (650 pixels of columns) prints portrait, one page wide, its header repeated', () => {
    const widths = [160, 90, 90, 80, 110, 120];
    const headers = ['Band', 'Strongest', 'Weakest', 'Players', 'Separation', 'Initial score'];
    expect(printSetupFor('Bands', 1, 14, { widths, headers })).toEqual({
      orientation: 'portrait',
      fitToWidth: 1,
      fitToHeight: 0,
      printTitleRows: '1:1',
    });
  });

  it('Settings (910 pixels: at 77% on a portrait page) stays portrait, on one page', () => {
    const setup = printSetupFor('Settings', 1, 40, {
      widths: [200, 150, 560],
      headers: ['Setting', 'Value', 'Help'],
    });
    expect(setup).toEqual({
      orientation: 'portrait',
      fitToWidth: 1,
      fitToHeight: 1,
      printTitleRows: '1:1',
    });
  });

  it('Players as init writes it (1,330 pixels) prints landscape, one page wide', () => {
    const setup = printSetupFor('Players', 1, 301, {
      widths: PLAYERS_WIDTHS,
      headers: PLAYERS_HEADERS,
    });
    expect(setup).toEqual({
      orientation: 'landscape',
      fitToWidth: 1,
      fitToHeight: 0,
      printTitleRows: '1:1',
    });
  });

  it('Players with Phone, Email and Notes added prints two pages across, names repeated', () => {
    const setup = printSetupFor('Players', 1, 2001, {
      widths: [...PLAYERS_WIDTHS, 120, 260, 400],
      headers: [...PLAYERS_HEADERS, 'Phone', 'Email', 'Notes'],
    });
    expect(setup).toEqual({
      orientation: 'landscape',
      fitToWidth: 2,
      fitToHeight: 0,
      pageOrder: 'overThenDown',
      printTitleColumns: 'A:A',
      printTitleRows: '1:1',
    });
  });

  it('repeats no column when the first one does not name the player', () => {
    const widths = Array<number>(20).fill(100);
    const headers = ['Seat', ...Array<string>(19).fill('x')];
    expect(inputPageSetup(widths, headers)).toEqual({
      orientation: 'landscape',
      fitToWidth: 2,
      pageOrder: 'overThenDown',
    });
  });

  it('counts no hidden column: Players with eight columns hidden prints portrait', () => {
    const widths = PLAYERS_WIDTHS.map((w, i) => (i >= 4 && i < 12 ? 0 : w));
    expect(inputPageSetup(widths, PLAYERS_HEADERS)).toEqual({
      orientation: 'portrait',
      fitToWidth: 1,
    });
  });

  it('turns landscape past 930 pixels, and a page wider past 1,600', () => {
    const seats = (width: number) => inputPageSetup([width], ['Seat']);
    // 698 pixels across a portrait page, the columns at three quarters of their size.
    expect(seats(930)).toEqual({ orientation: 'portrait', fitToWidth: 1 });
    expect(seats(931)).toEqual({ orientation: 'landscape', fitToWidth: 1 });
    // 960 pixels across a landscape page, the columns at 60% of their size.
    expect(seats(1600)).toEqual({ orientation: 'landscape', fitToWidth: 1 });
    expect(seats(1601)).toEqual({
      orientation: 'landscape',
      fitToWidth: 2,
      pageOrder: 'overThenDown',
    });
  });

  it('counts the name column once more on each page past the first', () => {
    // 3,100 pixels fit two pages (1,860 of 1,920), but not with 200 of names repeated on the second.
    expect(inputPageSetup([200, 2900], [' Player ', 'Notes'])).toEqual({
      orientation: 'landscape',
      fitToWidth: 3,
      pageOrder: 'overThenDown',
      printTitleColumns: 'A:A',
    });
    expect(inputPageSetup([200, 2900], ['Seat', 'Notes'])).toEqual({
      orientation: 'landscape',
      fitToWidth: 2,
      pageOrder: 'overThenDown',
    });
  });

  it('stops at four pages across, however many columns', () => {
    const widths = Array<number>(80).fill(100);
    expect(inputPageSetup(widths, ['Name'])).toMatchObject({ fitToWidth: 4 });
  });

  it('leaves the wall sheets as they were: Round N portrait, Seats landscape', () => {
    const wide = { widths: Array<number>(30).fill(100), headers: ['Board'] };
    expect(printSetupFor('Round 3', 4, 30, wide)).toEqual({
      orientation: 'portrait',
      fitToWidth: 1,
      fitToHeight: 0,
      printTitleRows: '1:4',
    });
    expect(printSetupFor('Seats', 4, 30, wide)).toEqual({
      orientation: 'landscape',
      fitToWidth: 1,
      fitToHeight: 0,
      printTitleRows: '1:4',
    });
  });
});

describe('Standings print landscape', () => {
  it('on one page up to sixty players, on as many pages as it takes past that', () => {
    const setup = (players: number) => printSetupFor('Standings', 4, 4 + players);
    expect(setup(60)).toEqual({
      orientation: 'landscape',
      fitToWidth: 1,
      fitToHeight: 1,
      printTitleRows: '1:4',
    });
    expect(setup(61)).toEqual({
      orientation: 'landscape',
      fitToWidth: 1,
      fitToHeight: 0,
      printTitleRows: '1:4',
    });
  });
});

describe('the print setup of a tab from its sheet', () => {
  it('reads the widths set, hidden columns and the header row of a written tab', () => {
    const ss = createSpreadsheet('Club');
    const sheet = setSheet(ss, 'Players', [
      [...PLAYERS_HEADERS, 'Notes'],
      ['Ann Lee', '3k'],
    ]);
    PLAYERS_WIDTHS.forEach((w, i) => sheet.setColumnWidth(i + 1, w));
    sheet.setColumnWidth(14, 900);
    sheet.setFrozenRows(1);
    expect(printSetupOfTab(sheet)).toMatchObject({ fitToWidth: 2, printTitleColumns: 'A:A' });
    sheet.hideColumns(14);
    expect(printSetupOfTab(sheet)).toEqual({
      orientation: 'landscape',
      fitToWidth: 1,
      fitToHeight: 0,
      printTitleRows: '1:1',
    });
  });

  it('repeats the header row of a Players tab with no frozen rows, below a title of the TD', () => {
    const ss = createSpreadsheet('Club');
    const sheet = setSheet(ss, 'Players', [
      ['Spring Open 2026'],
      [''],
      ['Name', 'Rank', 'Byes', 'Bye volunteer', 'Status'],
      ['Ann Lee', '3k'],
    ]);
    expect(printSetupOfKeptTab(sheet)).toEqual({
      orientation: 'portrait',
      fitToWidth: 1,
      fitToHeight: 0,
      printTitleRows: '1:3',
    });
  });

  it('finds the header row of a Players tab whose table starts in column B', () => {
    const ss = createSpreadsheet('Club');
    const sheet = setSheet(ss, 'Players', [
      ['', 'Spring Open 2026'],
      ['', 'Name', 'Rank'],
      ['', 'Ann Lee', '3k'],
    ]);
    expect(printSetupOfKeptTab(sheet)?.printTitleRows).toBe('1:2');
  });

  it('gives no setup to a tab of the TD own (Notes), whatever its columns', () => {
    const ss = createSpreadsheet('Club');
    const sheet = setSheet(ss, 'Notes', [
      ['Name', 'Phone'],
      ['Ann Lee', '555'],
    ]);
    expect(printSetupOfKeptTab(sheet)).toBeNull();
  });
});
