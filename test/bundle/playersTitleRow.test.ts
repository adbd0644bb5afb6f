import { describe, expect, it } from 'vitest';
import { sheetValues, snapshot } from '../../src/workbook';
import {
  newEvent,
  PLAYER_HEADERS,
  playerRow,
  refused,
  typeResults,
  type Event,
} from '../support/event';

/** Players headers as Set up writes them, Initial score left out: the TD deleted that column. */
const WITHOUT_INITIAL_SCORE = PLAYER_HEADERS.filter((h) => h !== 'Initial score');

/** A McMahon event whose Players tab has a title row above its headers (headers on row 2). */
function titledEvent(players: Array<Record<string, string>>, dropInitialScore = false): Event {
  const e = newEvent({
    players: players.map((p) => playerRow(p)),
    settings: { Rounds: 3, 'Avoid same club': 'No' },
  });
  const sheet = e.ss.getSheetByName('Players')!;
  sheet.insertRowBefore(1);
  sheet.getRange(1, 1).setValue('Spring Open');
  if (dropInitialScore) sheet.deleteColumn(PLAYER_HEADERS.indexOf('Initial score') + 1);
  return e;
}

const FOUR = [
  { Name: 'Ann', Rank: '5d' },
  { Name: 'Bo', Rank: '3d' },
  { Name: 'Cy', Rank: '1k' },
  { Name: 'Di', Rank: '5k' },
];

const players = (e: Event): unknown[][] => sheetValues(e.ss, 'Players');

/** Name, Band and Initial score of every row below the title, header row included. */
function placements(e: Event): unknown[][] {
  const rows = players(e);
  const at = (h: string): number => rows[1].indexOf(h);
  return rows.slice(1).map((r) => [r[0], r[at('Band')], r[at('Initial score')]]);
}

/** The band choices of each cell of a Players column, top to bottom (null: no dropdown). */
function dropdowns(e: Event, header: string): unknown[] {
  const sheet = e.ss.getSheetByName('Players')!;
  const column = players(e)[1].indexOf(header) + 1;
  return sheet
    .getRange(1, column, sheet.getLastRow(), 1)
    .getDataValidations()
    .map(([rule]) => (rule ? rule.getCriteriaValues()[0] : null));
}

/** A late arrival: a row typed below the table, Band and Initial score blank. */
function arrive(e: Event, name: string, rank: string): void {
  const sheet = e.ss.getSheetByName('Players')!;
  sheet.getRange(sheet.getLastRow() + 1, 1, 1, 2).setValues([[name, rank]]);
}

describe('Players with a title row above the headers', () => {
  it('Build bands adds the Initial score header on the header row and a Band dropdown below it', () => {
    const e = titledEvent(FOUR, true);
    e.click('Build bands');
    expect(e.lastAlert()).toBeUndefined();
    const blank = Array<string>(WITHOUT_INITIAL_SCORE.length).fill('');
    expect(players(e)).toEqual([
      ['Spring Open', ...blank.slice(1), ''],
      [...WITHOUT_INITIAL_SCORE, 'Initial score'],
      ...[
        ['Ann', '5d', '5d and up', 0],
        ['Bo', '3d', '3d', -1],
        ['Cy', '1k', '1k', -2],
        ['Di', '5k', '5k', -3],
      ].map(([Name, Rank, Band, score]) => [
        ...playerRow({ Name: String(Name), Rank: String(Rank), Band: String(Band) }).filter(
          (_, i) => PLAYER_HEADERS[i] !== 'Initial score',
        ),
        score,
      ]),
    ]);
    const bands = ['5d and up', '3d', '1k', '5k'];
    expect(dropdowns(e, 'Band')).toEqual([null, null, bands, bands, bands, bands]);
    // A strict list: a band typed by hand that Build bands did not make is refused as typed.
    const band = e.ss.getSheetByName('Players')!.getRange(3, players(e)[1].indexOf('Band') + 1);
    expect(band.getDataValidation()?.getAllowInvalid()).toBe(false);
    e.click('Pair next round');
    expect(e.lastAlert()).toBeUndefined();
    expect(
      e
        .values('Round 1')
        .slice(1)
        .map((r) => [r[1], r[2]]),
    ).toEqual([
      ['Ann', 'Bo'],
      ['Cy', 'Di'],
    ]);
  });

  it('Pair next round writes a late arrival’s Band and Initial score on their row; Undo gives them back', () => {
    const e = titledEvent(FOUR, true);
    e.click('Build bands');
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    arrive(e, 'Eve', '2k');
    const before = snapshot(e.ss);
    e.click('Pair next round');
    expect(e.ss.toasts.at(-1)?.msg).toContain('Late arrivals placed in their bands: Eve.');
    expect(players(e)[0][0]).toBe('Spring Open');
    expect(placements(e)).toEqual([
      ['Name', 'Band', 'Initial score'],
      ['Ann', '5d and up', 0],
      ['Bo', '3d', -1],
      ['Cy', '1k', -2],
      ['Di', '5k', -3],
      ['Eve', '5k', -3],
    ]);
    e.click('Undo last pairing');
    expect(e.ss.toasts.at(-1)?.msg).toBe(
      'Round 2 removed. Band and Initial score given back to 1 late arrival.',
    );
    expect(snapshot(e.ss)).toEqual(before);
  });

  it('a Band header gone after round 1 is refused naming the header row', () => {
    const e = titledEvent(FOUR);
    e.click('Build bands');
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    e.ss.getSheetByName('Players')!.getRange('I2').setValue('Group');
    expect(refused(e, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nPlayers tab, row 2: no column headed "Band" (row 2 has: Name, Rank, Rating, Club, City, State, Country, Family, Group, Initial score, Byes, Bye volunteer, Status, Division). Round 1 is already paired, so the bands are fixed: put the header back as "Band" over the column that holds them.',
    );
  });

  it('Apply rating review adds the AGA ID header on the header row and writes each value on its player’s row', () => {
    const e = titledEvent([
      { Name: 'de Vries, Jan', Rank: '2d', Club: 'Utre' },
      { Name: 'Chen, Wei', Rank: '2d' },
    ]);
    const list = [
      'de Vries, Jan\t1234\tFull\t2.31\t\t\t\t\t',
      'Chen, Wei\t301\tFull\t2.5\t\t\t\t\t',
    ];
    e.addon.call('lookUpRatingsFile', { fileName: 'tdlista.txt', text: list.join('\r\n') });
    expect(e.values('Rating review').map((r) => r[2])).toEqual([
      'Column',
      'Rating',
      'AGA ID',
      'Rating',
      'AGA ID',
    ]);
    e.click('Apply rating review');
    expect(e.ss.toasts.at(-1)?.msg).toBe('4 changes written to the Players tab.');
    const rows = players(e);
    const at = (h: string): number => rows[1].indexOf(h);
    expect(rows.map((r) => [r[0], r[at('Rating')], r[at('Club')], r[at('AGA ID')]])).toEqual([
      ['Spring Open', '', '', ''],
      ['Name', 'Rating', 'Club', 'AGA ID'],
      ['de Vries, Jan', 2.31, 'Utre', '1234'],
      ['Chen, Wei', 2.5, '', '301'],
    ]);
    expect(at('AGA ID')).toBe(PLAYER_HEADERS.length);
  });
});
