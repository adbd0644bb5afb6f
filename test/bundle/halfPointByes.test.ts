import { describe, expect, it, vi } from 'vitest';
import { chessClub } from '../support/chessClub';
import { dialogCall, newEvent, pairings, playerRow, refused, typeResults } from '../support/event';

/** Round 3 of the club's Swiss with byes at 0 or ½. */
const ROUND_THREE: Array<[string, string]> = [
  ['Boris', 'Anna'],
  ['Felix', 'Dmitri'],
  ['Carla', 'Eva'],
];

/**
 * A chess club's three-round Swiss where Eva and Felix ask to miss round 2 (Players › Byes),
 * played with Settings › Requested bye points `points`; `roundThree` is how round 3 pairs.
 */
function clubWithByes(points: string, roundThree: Array<[string, string]> = ROUND_THREE) {
  const event = chessClub({ 'Requested bye points': points });
  event.edit('Players', 4, 'Byes', '2');
  event.edit('Players', 5, 'Byes', '2');
  const results = [
    ['1-0', '1-0', '1-0'],
    ['½-½', '1-0'],
    ['1-0', '0-1', '½-½'],
  ];
  const played: Array<Array<[string, string]>> = [];
  for (let round = 1; round <= 3; round++) {
    event.click('Pair next round');
    played.push(pairings(event, round));
    typeResults(event, round, (_w, _b, board) => results[round - 1][board - 1]);
  }
  expect(played).toEqual([
    [
      ['Dmitri', 'Anna'],
      ['Boris', 'Eva'],
      ['Felix', 'Carla'],
    ],
    [
      ['Dmitri', 'Boris'],
      ['Anna', 'Carla'],
    ],
    roundThree,
  ]);
  event.click('Update standings');
  return event;
}

/** The header note of the Standings' Score column. */
function scoreNote(event: ReturnType<typeof clubWithByes>): string {
  const header = event.headerRow('Standings');
  const column = event.values('Standings')[0].indexOf('Score') + 1;
  return event.ss.getSheetByName('Standings')!.getRange(header, column).getNote();
}

describe('half-point byes on request (Settings › Requested bye points)', () => {
  it('½: the rounds asked for count half a point in the score, Buchholz and SB', () => {
    const event = clubWithByes('½');
    expect(
      event
        .values('Round 2')
        .filter((r) => r[0] === 'Bye')
        .map((r) => [r[1], r[3]]),
    ).toEqual([
      ['Eva', 'Voluntary bye'],
      ['Felix', 'Voluntary bye'],
    ]);
    // Scores: Dmitri 1+½+1, Boris 1+½+1, Felix 1+½ (bye)+0, Anna 0+1+0, Eva 0+½ (bye)+½,
    // Carla 0+0+½. The byes are not in the last round, so opponents count them at ½.
    // Buchholz: Dmitri Anna 1 + Boris 2½ + Felix 1½ = 5; Boris Eva 1 + Dmitri 2½ + Anna 1 = 4½;
    // Felix Carla ½ + own 1½ (the bye's dummy) + Dmitri 2½ = 4½; Anna 2½ + ½ + 2½ = 5½;
    // Eva Boris 2½ + own 1 + Carla ½ = 4; Carla Felix 1½ + Anna 1 + Eva 1 = 3½.
    // SB: Dmitri 1·1 + ½·2½ + 1·1½ = 3¾; Boris 1·1 + ½·2½ + 1·1 = 3¼; Felix 1·½ + ½·1½ = 1¼;
    // Anna 1·½ = ½; Eva ½·1 + ½·½ = ¾; Carla ½·1 = ½.
    expect(event.values('Standings')).toEqual([
      ['Place', 'Name', 'Rating', 'Score', 'Wins', 'Buchholz', 'SB', 'R1', 'R2', 'R3', 'Lot'],
      [1, 'Dmitri', 1760, 2.5, 2, 5, 3.75, '4+w', '2=w', '3+b', ''],
      [2, 'Boris', 2010, 2.5, 2, 4.5, 3.25, '5+w', '1=b', '4+w', ''],
      [3, 'Felix', 1505, 1.5, 1, 4.5, 1.25, '6+w', 'bye=', '1-w', ''],
      [4, 'Anna', 2150, 1, 1, 5.5, 0.5, '1-b', '6+w', '2-b', ''],
      [5, 'Eva', 1620, 1, 0, 4, 0.75, '2-b', 'bye=', '6=b', ''],
      [6, 'Carla', 1890, 0.5, 0, 3.5, 0.5, '3-b', '4-b', '5=w', ''],
    ]);
    expect(scoreNote(event)).toBe(
      'Points: 1 per win (forfeit wins and forced byes included), ½ per draw. ½ per bye asked for (Settings › Requested bye points).',
    );
  });

  it('0 (the default): the same rounds score nothing', () => {
    const event = clubWithByes('0');
    expect(event.values('Standings').map((r) => [r[1], r[3], r[5], r[6]])).toEqual([
      ['Name', 'Score', 'Buchholz', 'SB'],
      ['Dmitri', 2.5, 4.5, 3.25],
      ['Boris', 2.5, 4, 2.75],
      ['Anna', 1, 5.5, 0.5],
      ['Felix', 1, 4, 0.5],
      ['Eva', 0.5, 3.5, 0.25],
      ['Carla', 0.5, 2.5, 0.25],
    ]);
    expect(scoreNote(event)).toBe(
      'Points: 1 per win (forfeit wins and forced byes included), ½ per draw.',
    );
  });

  it('1: a bye asked for scores a full point, counts in Wins, and reads bye+', () => {
    // Felix, 2 after his round 2 bye, meets Dmitri (1½) in round 3.
    const event = clubWithByes('1', [
      ['Felix', 'Dmitri'],
      ['Boris', 'Anna'],
      ['Carla', 'Eva'],
    ]);
    // Scores: Felix 1+1 (bye)+1, Anna 0+1+1, Dmitri 1+½+0, Boris 1+½+0, Eva 0+1 (bye)+½,
    // Carla 0+0+½. Buchholz: Felix Carla ½ + own 3 (the bye's dummy) + Dmitri 1½ = 5;
    // Eva Boris 1½ + own 1½ + Carla ½ = 3½. SB: Felix ½ + 1·3 + 1½ = 5; Eva 1·1½ + ½·½ = 1¾.
    expect(event.values('Standings').map((r) => r.slice(1, 9))).toEqual([
      ['Name', 'Rating', 'Score', 'Wins', 'Buchholz', 'SB', 'R1', 'R2'],
      ['Felix', 1505, 3, 3, 5, 5, '6+w', 'bye+'],
      ['Anna', 2150, 2, 2, 3.5, 2, '3-b', '6+w'],
      ['Dmitri', 1760, 1.5, 1, 6.5, 2.75, '2+w', '4=w'],
      ['Boris', 2010, 1.5, 1, 5, 2.25, '5+w', '3=b'],
      ['Eva', 1620, 1.5, 1, 3.5, 1.75, '4-b', 'bye+'],
      ['Carla', 1890, 0.5, 0, 6.5, 0.75, '1-b', '2-b'],
    ]);
    const header = event.headerRow('Standings');
    const note = (title: string): string =>
      event.ss
        .getSheetByName('Standings')!
        .getRange(header, event.values('Standings')[0].indexOf(title) + 1)
        .getNote();
    expect(note('Score')).toBe(
      'Points: 1 per win (forfeit wins and forced byes included), ½ per draw. 1 per bye asked for (Settings › Requested bye points).',
    );
    expect(note('Wins')).toBe(
      'Games won (forfeit wins included) plus forced byes. A bye asked for (worth 1 point) counts too.',
    );
    expect(note('R2')).toBe(
      "Opponent's place, then + win, - loss, = draw, ? result missing, ! forfeit, then w/b colour. bye+ forced bye, bye+ also a bye asked for, bye- absent, withdrawn or not yet entered (no point).",
    );
  });

  it('shows what each voluntary bye scored: bye= half a point, bye- a round missed unasked', () => {
    const cells = (event: ReturnType<typeof clubWithByes>): Record<string, unknown> =>
      Object.fromEntries(
        event
          .values('Standings')
          .slice(1)
          .map((r) => [r[1], r[8]]),
      );
    // Eva's round 2 row changed to Absent by hand: no point, and it reads so.
    const half = clubWithByes('½');
    const evaRow = half.values('Round 2').findIndex((r) => r[0] === 'Bye' && r[1] === 'Eva');
    half.edit('Round 2', evaRow - 1, 'Result', 'Absent');
    half.click('Update standings');
    expect(cells(half)).toMatchObject({ Felix: 'bye=', Eva: 'bye-' });
    const header = half.headerRow('Standings');
    const r2 = half.values('Standings')[0].indexOf('R2') + 1;
    expect(half.ss.getSheetByName('Standings')!.getRange(header, r2).getNote()).toBe(
      "Opponent's place, then + win, - loss, = draw, ? result missing, ! forfeit, then w/b colour. bye+ forced bye, bye= a bye asked for (½), bye- absent, withdrawn or not yet entered (no point).",
    );
  });

  it('refuses a value other than 0, ½ or 1, naming the cell, and changes nothing', () => {
    const event = chessClub({ 'Requested bye points': '2' });
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nSettings!B25 (Requested bye points): "2" is not 0, ½ or 1.',
    );
    // Typed without an apostrophe, 1/2 becomes a date: the message says so.
    // (The spreadsheet takes the year it is now: the clock is set, so New Year reads the same.)
    const date = chessClub();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2031, 5, 15) });
    try {
      date.setSetting('Requested bye points', '1/2');
    } finally {
      vi.useRealTimers();
    }
    expect(refused(date, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nSettings!B25 (Requested bye points): "2031-01-02" is not 0, ½ or 1. The spreadsheet turned what was typed into a date or time: type it again with an apostrophe in front, or set the cell's format to Text first.`,
    );
    for (const typed of ['0.5', '0,5', "'.5", "'1/2", 'Half', ' ½ ', 1, 0]) {
      const reads = chessClub({ 'Requested bye points': typed });
      reads.click('Pair next round');
      expect(reads.values('Round 1')).toHaveLength(4);
    }
  });
});

describe('half-point byes in the EGF results table', () => {
  it('writes 0= for a round asked to miss and 0- for one the TD marked Absent', () => {
    // A go Swiss: Ed and Flo ask to miss round 2; Ed's row is then changed to Absent.
    const names = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
    const ranks = ['3d', '1d', '1k', '2k', '4k', '5k'];
    const event = newEvent({
      players: names.map((Name, i) => playerRow({ Name, Rank: ranks[i], Byes: i >= 4 ? '2' : '' })),
      settings: { 'Pairing system': 'Swiss', Rounds: 3, 'Requested bye points': '½' },
    });
    for (const round of [1, 2]) {
      event.click('Pair next round');
      typeResults(event, round, () => 'W+');
    }
    const ed = event.values('Round 2').findIndex((r) => r[0] === 'Bye' && r[1] === 'Ed');
    event.edit('Round 2', ed - 1, 'Result', 'Absent');
    const text = dialogCall(event, 'exportEventFile', { format: 'h9' }).text!;
    const lines = text.split('\n').filter((l) => / (Ed|Flo) /.test(l));
    expect(lines).toEqual([
      '   2 Flo                            5K XX xxxx    5+/w0       0=',
      '   6 Ed                             4K XX xxxx    3-/b0       0-',
    ]);
  });
});

describe('half-point byes in a Stable Swiss round checked', () => {
  it('checks the stability of the pairing at the points the byes gave', () => {
    // P7 and P8 ask to miss round 1 and come back with ½ each, where P1, P3 and P5 lost.
    const event = newEvent({
      players: Array.from({ length: 8 }, (_, i) =>
        playerRow({ Name: `P${i + 1}`, Rating: 2000 - 100 * i, Byes: i >= 6 ? '1' : '' }),
      ),
      settings: {
        'Pairing system': 'Stable Swiss',
        'Board game': 'Chess',
        Rounds: 4,
        'Requested bye points': '½',
      },
    });
    event.click('Pair next round');
    typeResults(event, 1, () => '1-0');
    event.click('Pair next round');
    expect(pairings(event, 2)).toEqual([
      ['P1', 'P2'],
      ['P6', 'P4'],
      ['P8', 'P7'],
      ['P3', 'P5'],
    ]);
    // Checked as if the byes gave 0, P7 and P8 would rather meet the losers of round 1.
    event.click('Check round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Check round\nRound 2 looks right: 4 boards, no bye rows. 4 results still to come: boards 1–4 (D5–D8).',
    );
  });
});
