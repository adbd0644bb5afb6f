/**
 * Settings › Drawing of lots = No: players still tied after every tiebreak share the place
 * ("3=", the next place skipped) on Standings, Standings by division, the CSV and the EGF .h9,
 * in every pairing system; the Lot column stays empty and says why.
 */
import { describe, expect, it } from 'vitest';
import { setSheet } from '../../src/workbook';
import {
  dialogCall,
  newEvent,
  playerRow,
  refused,
  typeResults,
  type Event,
} from '../support/event';
import { GAMES, PREFERENCES } from '../support/multiGameExample';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay'];

/** Ann wins every game, Bob loses every other one, the rest are jigo. */
const annWinsBobLoses = (w: string, b: string): string =>
  w === 'Ann' ? 'W+' : b === 'Ann' ? 'B+' : w === 'Bob' ? 'B+' : b === 'Bob' ? 'W+' : 'Jigo';

/**
 * Six 1k players (and Gil, withdrawn before round 1, outside a round robin) play every round of
 * `system` by annWinsBobLoses; then Update standings.
 */
function played(
  system: string,
  settings: Record<string, string | number> = {},
  divisions: readonly string[] = [],
): Event {
  const robin = system === 'Round robin';
  const event = newEvent({
    players: [
      ...NAMES.map((Name, i) => playerRow({ Name, Rank: '1k', Division: divisions[i] ?? '' })),
      ...(robin ? [] : [playerRow({ Name: 'Gil', Rank: '1k', Status: 'withdrawn' })]),
    ],
    settings: {
      'Pairing system': system,
      Rounds: robin ? 5 : 3,
      'Random seed': 3,
      'Drawing of lots': 'No',
      ...settings,
    },
  });
  if (system === 'McMahon') event.click('Build bands');
  if (robin) event.click('Seat players (round robin)');
  for (let round = 1; round <= (robin ? 5 : 3); round++) {
    event.click('Pair next round');
    typeResults(event, round, annWinsBobLoses);
  }
  event.click('Update standings');
  return event;
}

/** Backgrounds of column A from the first standings row down, `count` rows. */
function placeColours(event: Event, count: number): string[] {
  const sheet = event.ss.getSheetByName('Standings')!;
  const top = event.headerRow('Standings') + 1;
  return Array.from({ length: count }, (_, i) => sheet.getRange(top + i, 1).getBackground());
}

/** The header note of the Lot column. */
function lotNote(event: Event): string {
  const header = event.values('Standings')[0];
  return event.ss
    .getSheetByName('Standings')!
    .getRange(event.headerRow('Standings'), header.indexOf('Lot') + 1)
    .getNote();
}

const GOLD = '#ffd966';
const BLUE = '#9fc5e8';
const ORANGE = '#e69138';
const WHITE = '#ffffff';
const NO_LOTS =
  'Empty: Settings › Drawing of lots is No, so players still tied after every tiebreak share the place ("3=").';

describe('Drawing of lots = No', () => {
  it('McMahon: three tied players share 3rd, the next is 6th, the withdrawn player last', () => {
    const event = played('McMahon');
    expect(event.values('Standings')).toEqual([
      ['Place', 'Name', 'Rank', 'Band', 'Score', 'Wins', 'SOMS', 'SODOMS', 'R1', 'R2', 'R3', 'Lot'],
      [1, 'Ann', '1k', '1k and up', 3, 3, 4.5, 4.5, '3+b', '3+w', '3+b', ''],
      [2, 'Cid', '1k', '1k and up', 1.5, 0, 4.5, 2.25, '3=b', '3=w', '3=b', ''],
      ['3=', 'Dee', '1k', '1k and up', 1.5, 1, 4.5, 0.75, '1-w', '6+b', '2=w', ''],
      ['3=', 'Eve', '1k', '1k and up', 1.5, 1, 4.5, 0.75, '6+w', '2=b', '1-w', ''],
      ['3=', 'Fay', '1k', '1k and up', 1.5, 1, 4.5, 0.75, '2=w', '1-b', '6+w', ''],
      [6, 'Bob', '1k', '1k and up', 0, 0, 4.5, 0, '3-b', '3-w', '3-b', ''],
      [7, 'Gil (withdrawn)', '1k', '', 0, 0, 4.5, 0, 'bye=', 'bye=', 'bye=', ''],
    ]);
    // Everyone sharing the bronze place gets its colour.
    expect(placeColours(event, 7)).toEqual([GOLD, BLUE, ORANGE, ORANGE, ORANGE, WHITE, WHITE]);
    expect(lotNote(event)).toBe(NO_LOTS);
  });

  it('the rounds legend says a shared place is written without its "=" in a round cell', () => {
    // Cid drew Dee, both 3=: "3=w" is a draw against place 3, not a game against "3=".
    const go = played('McMahon');
    expect(go.title('Standings')[2][0]).toBe(
      "Rounds: Opponent's place (a shared 3= is written 3), then + win, - loss, = jigo or draw, ? result missing, ! forfeit, then w/b colour and handicap stones. bye+ forced bye, bye= voluntary bye or absent.",
    );
    // The default keeps the legend it always had.
    const lots = played('McMahon', { 'Drawing of lots': 'Yes' });
    expect(lots.title('Standings')[2][0]).toBe(
      "Rounds: Opponent's place, then + win, - loss, = jigo or draw, ? result missing, ! forfeit, then w/b colour and handicap stones. bye+ forced bye, bye= voluntary bye or absent.",
    );
  });

  it('McMahon with the default (Yes): the lots separate the same three', () => {
    const event = played('McMahon', { 'Drawing of lots': 'Yes' });
    const rows = event.values('Standings').slice(1);
    expect(rows.map((r) => [r[0], r[1], r.at(-1)])).toEqual([
      [1, 'Ann', ''],
      [2, 'Cid', ''],
      [3, 'Dee', 1],
      [4, 'Fay', 2],
      [5, 'Eve', 3],
      [6, 'Bob', ''],
      [7, 'Gil (withdrawn)', ''],
    ]);
    expect(placeColours(event, 4)).toEqual([GOLD, BLUE, ORANGE, WHITE]);
    expect(lotNote(event)).toMatch(/^Drawing of lots \(from the Settings seed\)/);
  });

  it('Swiss: shared 3rd on Standings, in the CSV and as blank places in the .h9', () => {
    const event = played('Swiss');
    expect(event.values('Standings')).toEqual([
      ['Place', 'Name', 'Rank', 'Score', 'Wins', 'Buchholz', 'SB', 'R1', 'R2', 'R3', 'Lot'],
      [1, 'Ann', '1k', 3, 3, 4.5, 4.5, '3+w', '3+b', '3+w', ''],
      [2, 'Fay', '1k', 1.5, 0, 4.5, 2.25, '3=b', '3=b', '3=w', ''],
      ['3=', 'Cid', '1k', 1.5, 1, 4.5, 0.75, '2=w', '6+b', '1-b', ''],
      ['3=', 'Dee', '1k', 1.5, 1, 4.5, 0.75, '1-b', '2=w', '6+w', ''],
      ['3=', 'Eve', '1k', 1.5, 1, 4.5, 0.75, '6+w', '1-w', '2=b', ''],
      [6, 'Bob', '1k', 0, 0, 4.5, 0, '3-b', '3-w', '3-b', ''],
      [7, 'Gil (withdrawn)', '1k', 0, 0, 0, 0, 'bye=', 'bye=', 'bye=', ''],
    ]);
    expect(placeColours(event, 7)).toEqual([GOLD, BLUE, ORANGE, ORANGE, ORANGE, WHITE, WHITE]);
    const csv = dialogCall(event, 'exportEventFile', { format: 'standings' }).text!;
    expect(
      csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toEqual([
      'Place,Name,Rank,Score,Wins,Buchholz,SB,R1,R2,R3,Status',
      '1,Ann,1k,3,3,4.5,4.5,3+w,3+b,3+w,active',
      '2,Fay,1k,1.5,0,4.5,2.25,3=b,3=b,3=w,active',
      '3=,Cid,1k,1.5,1,4.5,0.75,2=w,6+b,1-b,active',
      '3=,Dee,1k,1.5,1,4.5,0.75,1-b,2=w,6+w,active',
      '3=,Eve,1k,1.5,1,4.5,0.75,6+w,1-w,2=b,active',
      '6,Bob,1k,0,0,4.5,0,3-b,3-w,3-b,active',
      '7,Gil,1k,0,0,0,0,bye=,bye=,bye=,withdrawn',
    ]);
    const h9 = dialogCall(event, 'exportEventFile', { format: 'h9', temporaryIds: true }).text!;
    // formats.md: the place is left blank on a line tied with the line above.
    expect(h9.split(/\r?\n/).filter((line) => /^ *\d* +[A-Z][a-z]{2} +1K /.test(line))).toEqual([
      '   1 Ann                            1K XX xxxx    4+/w0    5+/b0    3+/w0',
      '   2 Fay                            1K XX xxxx    3=/b0    4=/b0    5=/w0',
      '   3 Cid                            1K XX xxxx    2=/w0    6+/b0    1-/b0',
      '     Dee                            1K XX xxxx    1-/b0    2=/w0    6+/w0',
      '     Eve                            1K XX xxxx    6+/w0    1-/w0    2=/b0',
      '   6 Bob                            1K XX xxxx    5-/b0    3-/w0    4-/b0',
    ]);
  });

  it('Swiss: two players withdrawn before playing share the last place, below one withdrawn after', () => {
    const event = newEvent({
      players: [
        ...NAMES.map((Name) => playerRow({ Name, Rank: '1k' })),
        playerRow({ Name: 'Gil', Rank: '1k', Status: 'withdrawn' }),
        playerRow({ Name: 'Hal', Rank: '1k', Status: 'withdrawn' }),
      ],
      settings: { 'Pairing system': 'Swiss', Rounds: 3, 'Random seed': 3, 'Drawing of lots': 'No' },
    });
    for (let round = 1; round <= 3; round++) {
      event.click('Pair next round');
      typeResults(event, round, annWinsBobLoses);
      // Bob plays round 1 only.
      if (round === 1) event.edit('Players', 1, 'Status', 'withdrawn');
    }
    event.click('Update standings');
    const rows = event.values('Standings').slice(1);
    expect(rows.slice(-3).map((r) => [r[0], r[1]])).toEqual([
      [6, 'Bob (withdrawn)'],
      ['7=', 'Gil (withdrawn)'],
      ['7=', 'Hal (withdrawn)'],
    ]);
  });

  it('Stable Swiss: shared 3rd, the Lot column empty', () => {
    const event = played('Stable Swiss');
    const rows = event.values('Standings').slice(1);
    expect(rows.map((r) => [r[0], r[1], r.at(-1)])).toEqual([
      [1, 'Ann', ''],
      [2, 'Fay', ''],
      ['3=', 'Cid', ''],
      ['3=', 'Dee', ''],
      ['3=', 'Eve', ''],
      [6, 'Bob', ''],
      [7, 'Gil (withdrawn)', ''],
    ]);
    expect(lotNote(event)).toBe(NO_LOTS);
  });

  it('round robin: four players share 2nd, all in the silver colour', () => {
    const event = played('Round robin');
    expect(event.values('Standings')).toEqual([
      ['Place', 'Name', 'Rank', 'Score', 'Wins', 'SODOS', 'R1', 'R2', 'R3', 'R4', 'R5', 'Lot'],
      [1, 'Ann', '1k', 5, 5, 10, '2+b', '2+w', '6+b', '2+w', '2+b', ''],
      ['2=', 'Cid', '1k', 2.5, 1, 3.75, '2=b', '1-b', '2=w', '2=b', '6+w', ''],
      ['2=', 'Dee', '1k', 2.5, 1, 3.75, '2=w', '2=b', '2=w', '6+b', '1-w', ''],
      ['2=', 'Eve', '1k', 2.5, 1, 3.75, '1-w', '6+w', '2=b', '2=w', '2=b', ''],
      ['2=', 'Fay', '1k', 2.5, 1, 3.75, '6+b', '2=w', '2=b', '1-b', '2=w', ''],
      [6, 'Bob', '1k', 0, 0, 0, '2-w', '2-b', '1-w', '2-w', '2-b', ''],
    ]);
    expect(placeColours(event, 6)).toEqual([GOLD, BLUE, BLUE, BLUE, BLUE, WHITE]);
    expect(lotNote(event)).toBe(NO_LOTS);
  });

  it('Standings by division: "2=" within a division beside the overall "3="', () => {
    const divisions = ['B', 'B', 'A', 'A', 'A', 'B'];
    const event = played('McMahon', {}, divisions);
    expect(event.values('Standings by division').slice(1)).toEqual([
      ['Division: B', '', '', '', '', '', ''],
      ['Place', 'Overall', 'Name', 'Rank', 'Score', 'SOMS', 'SODOMS'],
      [1, 1, 'Ann', '1k', 3, 4.5, 4.5],
      [2, '3=', 'Fay', '1k', 1.5, 4.5, 0.75],
      [3, 6, 'Bob', '1k', 0, 4.5, 0],
      ['', '', '', '', '', '', ''],
      ['Division: A', '', '', '', '', '', ''],
      ['Place', 'Overall', 'Name', 'Rank', 'Score', 'SOMS', 'SODOMS'],
      [1, 2, 'Cid', '1k', 1.5, 4.5, 2.25],
      ['2=', '3=', 'Dee', '1k', 1.5, 4.5, 0.75],
      ['2=', '3=', 'Eve', '1k', 1.5, 4.5, 0.75],
      ['', '', '', '', '', '', ''],
      ['No division', '', '', '', '', '', ''],
      ['Place', 'Overall', 'Name', 'Rank', 'Score', 'SOMS', 'SODOMS'],
      [1, 7, 'Gil (withdrawn)', '1k', 0, 4.5, 0],
    ]);
    // Division A's silver place is shared: both players get its colour.
    const sheet = event.ss.getSheetByName('Standings by division')!;
    expect(['A12', 'A13', 'A14'].map((a) => sheet.getRange(a).getBackground())).toEqual([
      GOLD,
      BLUE,
      BLUE,
    ]);
  });

  it('multi-game: players level on points, wins and SB share the place', () => {
    const names = PREFERENCES.slice(1).map((row) => String(row[0]));
    const event = newEvent({
      players: names.map((Name) => playerRow({ Name })),
      settings: {
        'Pairing system': 'Multi-game',
        Rounds: 3,
        'Random seed': 2,
        'Drawing of lots': 'no',
      },
    });
    setSheet(event.ss, 'Games', GAMES);
    setSheet(event.ss, 'Preferences', PREFERENCES);
    event.click('Pair next round');
    const [header, ...rows] = event.values('Round 1');
    rows.forEach((row, i) => {
      const first = row[header.indexOf('Player 1')];
      const second = row[header.indexOf('Player 2')];
      event.edit(
        'Round 1',
        i,
        'Result',
        first === 'Ada' ? '1-0' : second === 'Ada' ? '0-1' : '½-½',
      );
    });
    event.click('Update standings');
    const standings = event.values('Standings').slice(1);
    expect(standings.map((r) => [r[0], r[1], r[2], r[4], r[6], r.at(-2), r.at(-1)])).toEqual([
      [1, 'Ada', 2, 2, 1, 'Chess 7+, Shogi 7+', ''],
      ['2=', 'Cleo', 1, 0, 1, 'Go 5=, Othello 2=', ''],
      ['2=', 'Gus', 1, 0, 1, 'Hex 2=, Backgammon 5=', ''],
      ['2=', 'Hana', 1, 0, 1, 'Othello 2=, Hex 2=', ''],
      ['5=', 'Dev', 1, 0, 0.75, 'Xiangqi 7=, Go 2=', ''],
      ['5=', 'Eli', 1, 0, 0.75, 'Checkers 7=, Backgammon 2=', ''],
      ['7=', 'Ben', 0.5, 0, 0.5, 'Shogi 1-, Xiangqi 5=', ''],
      ['7=', 'Fay', 0.5, 0, 0.5, 'Chess 1-, Checkers 5=', ''],
    ]);
    expect(placeColours(event, 5)).toEqual([GOLD, BLUE, BLUE, BLUE, WHITE]);
    expect(lotNote(event)).toBe(NO_LOTS);
    expect(event.title('Standings')[2][0]).toBe(
      "Rounds: Each game of the round: the game, the opponent's place (a shared 3= is written 3), then + win, - loss, = draw, ? result missing, ! forfeit.",
    );
  });
});

describe('the Drawing of lots setting', () => {
  it('refuses a value that is not Yes or No, naming the cell, and changes nothing', () => {
    const event = played('Swiss', { 'Drawing of lots': 'Yes' });
    event.setSetting('Drawing of lots', 'Maybe');
    expect(refused(event, 'Update standings')).toBe(
      'Pairsheet: Update standings\nSettings!B34 (Drawing of lots): "Maybe" is not Yes or No.',
    );
  });

  it('reads the default (Yes) without its row, and Set up adds the row back', () => {
    const event = played('Swiss', { 'Drawing of lots': 'Yes' });
    const settings = event.ss.getSheetByName('Settings')!;
    const row = event.values('Settings').findIndex((r) => r[0] === 'Drawing of lots') + 1;
    settings.getRange(row, 1, 1, 3).setValues([['', '', '']]);
    event.click('Update standings');
    const rows = event.values('Standings').slice(1);
    expect(rows.map((r) => [r[0], r.at(-1)]).slice(2, 5)).toEqual([
      [3, 1],
      [4, 2],
      [5, 3],
    ]);
    event.click('Set up tournament sheet');
    expect(event.ss.toasts.at(-1)?.msg).toMatch(/^Added 1 missing setting to Settings\. /);
    expect(event.values('Settings').at(-1)!.slice(0, 2)).toEqual(['Drawing of lots', 'Yes']);
  });
});
