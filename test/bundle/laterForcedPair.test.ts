import { describe, expect, it } from 'vitest';
import { setSheet } from '../../src/workbook';
import {
  newEvent,
  pairings,
  playerRow,
  refused,
  roundNotes,
  typeResults,
  type Event,
} from '../support/event';

/** Twenty players, P1 strongest, in seven clubs. */
const RANKS = '6d 5d 5d 4d 4d 3d 3d 2d 2d 1d 1d 1k 1k 2k 2k 3k 3k 4k 5k 6k'.split(' ');

function twenty(system: string, rows: string[][], rounds = 4): Event {
  const event = newEvent({
    players: RANKS.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank, Club: `C${i % 7}` })),
    settings: { 'Pairing system': system, Rounds: rounds },
  });
  event.click('Build bands');
  setSheet(event.ss, 'Constraints', [['Player', 'Player', 'Rule'], ...rows]);
  event.ss.ui.alerts.length = 0;
  return event;
}

/** Pairs every round, the player listed higher winning each game; each round's boards. */
function playAll(event: Event, rounds: number): string[] {
  const boards: string[] = [];
  for (let r = 1; r <= rounds; r++) {
    event.click('Pair next round');
    boards.push(
      pairings(event, r)
        .map((p) => p.join('-'))
        .join(' '),
    );
    typeResults(event, r, (w, b) => (Number(w.slice(1)) < Number(b.slice(1)) ? 'W+' : 'B+'));
  }
  return boards;
}

const KEPT_APART: Array<[string, string[], string[], string]> = [
  [
    'McMahon',
    ['P1', 'P4'],
    [
      'P1-P2 P3-P4 P5-P6 P7-P8 P9-P10 P12-P11 P14-P13 P15-P16 P17-P18 P19-P20',
      'P1-P3 P2-P5 P4-P7 P6-P9 P11-P8 P13-P10 P15-P12 P14-P17 P16-P19 P18-P20',
      'P5-P1 P3-P2 P6-P4 P9-P7 P10-P8 P13-P11 P12-P14 P17-P15 P20-P16 P19-P18',
      'P4-P1 P7-P2 P5-P3 P8-P6 P11-P9 P10-P12 P15-P13 P14-P19 P16-P18 P20-P17',
    ],
    'paired by the TD; floated twice: P1 down',
  ],
  [
    'Swiss',
    ['P3', 'P2'],
    [
      'P11-P1 P2-P12 P13-P3 P4-P14 P15-P5 P6-P16 P17-P7 P8-P18 P19-P9 P10-P20',
      'P1-P6 P7-P2 P3-P8 P9-P4 P5-P10 P16-P11 P12-P17 P18-P13 P14-P19 P20-P15',
      'P2-P1 P4-P3 P6-P5 P11-P7 P8-P12 P13-P9 P10-P14 P15-P16 P17-P20 P19-P18',
      'P1-P5 P3-P2 P10-P4 P7-P15 P9-P8 P14-P6 P12-P11 P20-P13 P18-P17 P16-P19',
    ],
    'paired by the TD',
  ],
  [
    'Stable Swiss',
    ['P4', 'P1'],
    [
      'P11-P1 P2-P12 P13-P3 P4-P14 P15-P5 P6-P16 P17-P7 P8-P18 P19-P9 P10-P20',
      'P1-P6 P7-P2 P3-P8 P9-P4 P5-P10 P16-P11 P12-P17 P18-P13 P14-P19 P20-P15',
      'P20-P1 P2-P5 P4-P3 P6-P12 P11-P7 P8-P14 P13-P9 P10-P15 P19-P16 P17-P18',
      'P1-P4 P3-P2 P5-P8 P9-P6 P7-P10 P15-P11 P12-P20 P16-P13 P14-P17 P18-P19',
    ],
    'paired by the TD',
  ],
];

// Before, each pair below met in round 3 (as with no Constraints row at all) and round 4
// forced a repeat: "repeat game (paired by the TD)".
describe('a pair a Constraints row fixes for round 4 does not meet before it', () => {
  for (const [system, [a, b], rounds, note] of KEPT_APART) {
    it(`${system}: ${a} and ${b}`, () => {
      const event = twenty(system, [[a, b, 'round 4']]);
      expect(playAll(event, 4)).toEqual(rounds);
      expect(roundNotes(event, 4)).toContain(note);
    });
  }
});

/** The dialog of a round that pairs the two early, Constraints `row` fixing them for `round`. */
function early(
  n: number,
  board: number,
  [a, b]: [string, string],
  [round, row]: [number, number],
  boards: number,
) {
  const count = `${boards} board${boards === 1 ? '' : 's'}`;
  return `Pairsheet: Pair next round\nRound ${n}: ${count}.\n\nBoard ${board}: ${a} and ${b} meet now, though row ${row} of the Constraints tab fixes their game for round ${round}: no pairing of round ${n} kept them apart. Round ${round} pairs them again (a repeat game) unless you change or delete that row.`;
}

/** McMahon round 1 pairs P1-P2 early on board 1, and no one else early (P5-P6 kept apart). */
function onlyP1P2MeetEarly(rows: string[][]): void {
  const event = twenty('McMahon', rows);
  event.click('Pair next round');
  const boards = pairings(event, 1).map((b) => [...b].sort().join('-'));
  expect(boards[0]).toBe('P1-P2');
  expect(boards).not.toContain('P5-P6');
  expect(roundNotes(event, 1)).toEqual(['meet before round 3 (Constraints)']);
  expect(event.lastAlert()).toBe(early(1, 1, ['P2', 'P1'], [3, 20], 10));
}

// Before, such a round was paired with the two together and no word; kept apart with no way
// out, it was refused. The TD asked for their game: the round is paired, and says so.
describe('a round no pairing of which keeps the pair apart', () => {
  // P1 may meet no one but P2 (never rows), and P2 only in round 3.
  const nevers = Array.from({ length: 18 }, (_, i) => ['P1', `P${i + 3}`, 'never']);
  for (const system of ['McMahon', 'Swiss', 'Stable Swiss']) {
    it(`${system}: pairs them now, notes the board and says round 3 repeats the game`, () => {
      const event = twenty(system, [...nevers, ['P2', 'P1', 'round 3']]);
      event.click('Pair next round');
      const board1 = pairings(event, 1)[0];
      expect([...board1].sort()).toEqual(['P1', 'P2']);
      expect(roundNotes(event, 1)).toEqual(['meet before round 3 (Constraints)']);
      expect(event.lastAlert()).toBe(early(1, 1, ['P2', 'P1'], [3, 20], 10));
    });
  }

  // Check round sets the later row of a pair on a board aside: kept, a Stable Swiss round's
  // blocking pairs took the pair as barred from each other (Pair next round paired them).
  for (const system of ['McMahon', 'Swiss', 'Stable Swiss']) {
    it(`${system}: Check round finds the round right and warns of the board`, () => {
      const event = twenty(system, [...nevers, ['P2', 'P1', 'round 3']]);
      event.click('Pair next round');
      event.click('Check round');
      expect(event.lastAlert()).toBe(
        'Pairsheet: Check round\nRound 1 looks right: 10 boards, no bye rows. 10 results still to come: boards 1–10 (F5–F14).\n\nRound 1!A5 (board 1): P2 and P1 meet in round 1, though row 20 of the Constraints tab fixes their game for round 3. Round 3 pairs them again (a repeat game) unless you change or delete that row.',
      );
    });
  }

  it('lets only the pair that must meet do so: another row still keeps its pair apart', () => {
    // Without the row P5-P6 meet on board 3 (the McMahon round 1 above).
    onlyP1P2MeetEarly([...nevers, ['P2', 'P1', 'round 3'], ['P5', 'P6', 'round 3']]);
  });

  // Before, letting the pair's round 3 row go left its round 4 row keeping them apart, so every
  // later row was let go and P5-P6 met on board 3 as well.
  it('lets the pair meet when two rows fix it for later rounds, and only that pair', () => {
    onlyP1P2MeetEarly([
      ...nevers,
      ['P2', 'P1', 'round 3'],
      ['P1', 'P2', 'round 4'],
      ['P5', 'P6', 'round 3'],
    ]);
  });

  /** Two players, one row fixing their game for round 2: round 1 pairs them all the same. */
  function rowAlone(): Event {
    const event = newEvent({
      players: ['3d', '2d'].map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
      settings: { 'Pairing system': 'Swiss', Rounds: 2 },
    });
    setSheet(event.ss, 'Constraints', [
      ['Player', 'Player', 'Rule'],
      ['P1', 'P2', 'round 2'],
    ]);
    event.click('Pair next round');
    expect(pairings(event, 1)).toEqual([['P2', 'P1']]);
    expect(event.lastAlert()).toBe(early(1, 1, ['P1', 'P2'], [2, 2], 1));
    return event;
  }

  /** Check round of rowAlone's round 1: looks right, with the board's warning after. */
  const ROW_ALONE_CHECKED =
    'Pairsheet: Check round\nRound 1 looks right: 1 board, no bye rows. 1 result still to come: board 1 (F5).\n\nRound 1!A5 (board 1): P1 and P2 meet in round 1, though row 2 of the Constraints tab fixes their game for round 2. Round 2 pairs them again (a repeat game) unless you change or delete that row.';

  it('the row alone: two players meet in round 1 and again in round 2', () => {
    const event = rowAlone();
    // Before, Check round named the board Pair next round had paired so as a problem.
    event.click('Check round');
    expect(event.lastAlert()).toBe(ROW_ALONE_CHECKED);
    typeResults(event, 1, () => 'W+');
    event.click('Pair next round');
    expect(pairings(event, 2)).toEqual([['P1', 'P2']]);
    expect(roundNotes(event, 2)).toEqual(['repeat game (paired by the TD)']);
    // Round 2 is paired: round 1's board is no longer a warning.
    typeResults(event, 2, () => 'W+');
    const round1 = event.ss.getSheetByName('Round 1')!;
    round1.activate();
    event.click('Check round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Check round\nRound 1 looks right: 1 board, no bye rows.',
    );
  });

  // Before, Check round knew such a board by its note: with the note deleted or edited, the
  // board Pair next round had paired was named a problem.
  for (const [what, note] of [
    ['deleted', ''],
    ['edited', 'meet before round 5 (Constraints)'],
    ['typed over', 'Ann asked for this board'],
  ]) {
    it(`Check round warns of the board the same way with its note ${what}`, () => {
      const event = rowAlone();
      event.edit('Round 1', 0, 'Notes', note);
      event.click('Check round');
      expect(event.lastAlert()).toBe(ROW_ALONE_CHECKED);
    });
  }

  it('four players: kept apart for two rounds, paired in the third when nothing else is left', () => {
    const event = newEvent({
      players: ['3d', '2d', '1d', '1k'].map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
      settings: { 'Pairing system': 'Swiss', Rounds: 4 },
    });
    setSheet(event.ss, 'Constraints', [
      ['Player', 'Player', 'Rule'],
      ['P1', 'P2', 'round 4'],
    ]);
    for (const round of [1, 2, 3]) {
      event.click('Pair next round');
      typeResults(event, round, () => 'W+');
    }
    expect([1, 2, 3].map((r) => pairings(event, r))).toEqual([
      [
        ['P3', 'P1'],
        ['P2', 'P4'],
      ],
      [
        ['P3', 'P2'],
        ['P1', 'P4'],
      ],
      [
        ['P4', 'P3'],
        ['P2', 'P1'],
      ],
    ]);
    expect(roundNotes(event, 3)).toEqual(['meet before round 4 (Constraints)']);
    // Round 4 would repeat P3-P4 as well, which only the TD may ask for.
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nRound 4 cannot be paired: P3; P4 cannot all be given an opponent, as everyone left for them has already played them. Pair them by hand on the Constraints tab (one row per board, Rule "round 4"; players may meet again that way), or, if the field is too small for more rounds, lower Rounds on the Settings tab. Nothing was changed.',
    );
  });
});

// Before, the board fixed for round 1 read "meet before round 4 (Constraints)" and the dialog
// said no pairing of round 1 had kept them apart, though the TD had paired them there.
describe('a pair fixed for this round and for a later one', () => {
  for (const system of ['McMahon', 'Swiss', 'Stable Swiss']) {
    it(`${system}: is paired as the TD asked, with no word of meeting early`, () => {
      const event = twenty(system, [
        ['P1', 'P4', 'round 4'],
        ['P4', 'P1', 'round 1'],
      ]);
      event.click('Pair next round');
      expect(pairings(event, 1)[0]).toEqual(['P4', 'P1']);
      expect(roundNotes(event, 1)).toEqual(['paired by the TD']);
      expect(event.lastAlert()).toBeUndefined();
    });
  }
});

describe('Check round on a hand edit that pairs the pair before its round', () => {
  /** Round 1 of the Swiss field, P4 swapped onto P1's board (P11 takes P4's place). */
  function edited(rows: string[][]): Event {
    const event = twenty('Swiss', rows);
    event.click('Pair next round');
    expect(pairings(event, 1).slice(0, 4)).toEqual([
      ['P11', 'P1'],
      ['P2', 'P12'],
      ['P13', 'P3'],
      ['P4', 'P14'],
    ]);
    const white = event.values('Round 1')[0].indexOf('White') + 1;
    const top = event.headerRow('Round 1');
    const sheet = event.ss.getSheetByName('Round 1')!;
    sheet.getRange(top + 1, white).setValue('P4');
    sheet.getRange(top + 4, white).setValue('P11');
    return event;
  }

  // Before, a problem ("are paired, but Constraints fixes this pair for round 4"), told apart
  // from a board Pair next round paired so by the board's note alone.
  it('warns that a row of Constraints fixes the pair for a later round', () => {
    const event = edited([
      ['P9', 'P10', 'never'],
      ['P1', 'P4', 'round 4'],
    ]);
    event.click('Check round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Check round\nRound 1 looks right: 10 boards, no bye rows. 10 results still to come: boards 1–10 (F5–F14).\n\nRound 1!A5 (board 1): P1 and P4 meet in round 1, though row 3 of the Constraints tab fixes their game for round 4. Round 4 pairs them again (a repeat game) unless you change or delete that row.',
    );
  });

  it('gives the warning after the problems of a round with some', () => {
    const event = edited([['P1', 'P4', 'round 4']]);
    event.edit('Round 1', 1, 'Black', 'P13');
    event.click('Check round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Check round\nRound 1 has 2 problems (nothing was changed):\n• Round 1!B7: P13 is also on Round 1!C6; a player has one board or bye a round.\n• Round 1: no row for P12, who was paired on board 2 (their first round). The row may have been deleted: put it back (Edit › Undo), or give the player a bye row (Bye, their name, Absent; Voluntary bye if they had asked to miss it) if they did not play. No result is in yet, so you may also run "Undo last pairing" and pair the round again.\n\nRound 1!A5 (board 1): P1 and P4 meet in round 1, though row 2 of the Constraints tab fixes their game for round 4. Round 4 pairs them again (a repeat game) unless you change or delete that row.',
    );
  });

  it('says nothing when a row fixes the pair for this round as well', () => {
    const event = twenty('Swiss', [
      ['P1', 'P4', 'round 4'],
      ['P4', 'P1', 'round 1'],
    ]);
    event.click('Pair next round');
    expect(pairings(event, 1)).toContainEqual(['P4', 'P1']);
    event.click('Check round');
    expect(event.lastAlert()).toMatch(/^Pairsheet: Check round\nRound 1 looks right/);
  });
});

describe('Check round and a pair kept apart for a later round', () => {
  // Check round sets aside the later rows of the pairs a board pairs, and only those: a pair
  // on two boards stays barred from each other in the Stable Swiss blocking-pair check, as in
  // the pairing. Setting every later row aside, P1 and P2 (2 wins each, kept apart for round 4)
  // read as a blocking pair, and so did P3 and P4 once they were.
  it('Stable Swiss: a pair kept apart for a later round is no blocking pair', () => {
    const event = newEvent({
      players: RANKS.slice(0, 8).map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
      settings: { 'Pairing system': 'Stable Swiss', Rounds: 4 },
    });
    event.click('Build bands');
    setSheet(event.ss, 'Constraints', [
      ['Player', 'Player', 'Rule'],
      ['P1', 'P2', 'round 4'],
    ]);
    expect(playAll(event, 2)).toEqual(['P5-P1 P2-P6 P7-P3 P4-P8', 'P1-P4 P3-P2 P8-P5 P6-P7']);
    event.click('Pair next round');
    expect(pairings(event, 3).map((p) => p.join('-'))).toEqual([
      'P6-P1',
      'P2-P5',
      'P8-P3',
      'P4-P7',
    ]);
    event.click('Check round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Check round\nRound 3 looks right: 4 boards, no bye rows. 4 results still to come: boards 1–4 (F5–F8).',
    );
  });
});

describe('which later pair meets early when one must', () => {
  // P1 may meet only P2 and P3 (never rows), and each of them only in a later round.
  const nevers = Array.from({ length: 17 }, (_, i) => ['P1', `P${i + 4}`, 'never']);

  it('the pair of the soonest round', () => {
    const event = twenty('McMahon', [...nevers, ['P3', 'P1', 'round 4'], ['P2', 'P1', 'round 3']]);
    event.click('Pair next round');
    expect([...pairings(event, 1)[0]].sort()).toEqual(['P1', 'P2']);
    expect(event.lastAlert()).toBe(early(1, 1, ['P2', 'P1'], [3, 20], 10));
  });

  it('a pair fixed for two later rounds: the warning names the sooner', () => {
    const only = Array.from({ length: 18 }, (_, i) => ['P1', `P${i + 3}`, 'never']);
    // Listed last, the round 3 row is still the one named.
    const event = twenty('McMahon', [...only, ['P1', 'P2', 'round 4'], ['P2', 'P1', 'round 3']]);
    event.click('Pair next round');
    expect([...pairings(event, 1)[0]].sort()).toEqual(['P1', 'P2']);
    expect(event.lastAlert()).toBe(early(1, 1, ['P2', 'P1'], [3, 21], 10));
    // Check round: not a problem, and the warning names the sooner row, as the pairing did.
    event.click('Check round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Check round\nRound 1 looks right: 10 boards, no bye rows. 10 results still to come: boards 1–10 (F5–F14).\n\nRound 1!A5 (board 1): P2 and P1 meet in round 1, though row 21 of the Constraints tab fixes their game for round 3. Round 3 pairs them again (a repeat game) unless you change or delete that row.',
    );
  });
});

describe('two later pairs that must both meet early', () => {
  it("lets both meet and still pairs this round's forced game", () => {
    // P1 may meet only P2, P3 only P4 (never rows); both pairs are fixed for round 3.
    const nevers = [1, 3].flatMap((p) =>
      Array.from({ length: 20 }, (_, i) => i + 1)
        .filter((o) => o !== p && o !== p + 1)
        .map((o) => [`P${p}`, `P${o}`, 'never']),
    );
    const rows = [
      ...nevers,
      ['P1', 'P2', 'round 3'],
      ['P3', 'P4', 'round 3'],
      ['P5', 'P9', 'round 1'],
    ];
    const event = twenty('McMahon', rows);
    event.click('Pair next round');
    const boards = pairings(event, 1).map((b) => [...b].sort().join('-'));
    expect(boards).toContain('P1-P2');
    expect(boards).toContain('P3-P4');
    expect(boards).toContain('P5-P9');
  });
});
