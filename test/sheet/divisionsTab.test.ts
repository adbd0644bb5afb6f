import { describe, expect, it } from 'vitest';
import type { StandingsTable } from '../../src/engine/systems';
import type { Player } from '../../src/engine/types';
import {
  divisionPageBreaks,
  divisionPageLines,
  divisionParts,
} from '../../src/sheet/divisionPages';
import { divisionsContent, divisionsOf } from '../../src/sheet/divisionsTab';
import { printSetupFor } from '../../src/sheet/printLayout';

const player = (id: number, name: string, status: 'active' | 'withdrawn' = 'active'): Player =>
  ({ id, name, status }) as Player;

/** Six players in overall order 0…5, places 1, 2=, 2=, 4, 5, 6; Swiss columns. */
const TABLE: StandingsTable = {
  columns: [
    { header: 'Rank', note: 'Rank.', role: 'strength' },
    { header: 'Rating', note: 'Rating.', role: 'strength' },
    { header: 'Score', note: 'Points.', role: 'score' },
    { header: 'Wins', note: 'Games won.' },
    { header: 'Buchholz', note: 'Tiebreak 1.', role: 'tiebreak' },
    { header: 'SB', note: 'Tiebreak 2.', role: 'tiebreak' },
  ],
  rows: [
    [0, 1, '1', '', 1900, 3],
    [1, 2, '2=', '', 1800, 2],
    [2, 2, '2=', '', 1850, 2],
    [3, 4, '4', '', 1700, 1.5],
    [4, 5, '5', '', 1600, 1],
    [5, 6, '6', '', '', 0],
  ].map(([id, place, label, rank, rating, score]) => ({
    player: id as number,
    place: place as number,
    placeLabel: label as string,
    values: [rank, rating, score, 1, 4.5, 2.25],
    rounds: ['1+w'],
    draw: '',
  })),
  roundNote: 'Rounds.',
  drawNote: 'Draw.',
};
const PLAYERS = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'].map((n, i) =>
  player(i, n, i === 4 ? 'withdrawn' : 'active'),
);
// The sheet layer on its own writes local time: 21 November, 15:30 in any zone.
const WHEN = new Date(2026, 10, 21, 15, 30);

describe('divisions of the standings', () => {
  it('are none while every Division is blank', () => {
    expect(divisionsOf(TABLE, ['', ' ', '', '', '', ''])).toBeNull();
    expect(
      divisionsContent(TABLE, PLAYERS, ['', '', '', '', '', ''], 2, {
        tournament: 'T',
        when: WHEN,
      }),
    ).toBeNull();
  });

  it('take spellings differing in case or spaces as one, named as first written, best place first', () => {
    const blocks = divisionsOf(TABLE, ['', 'U1800 ', ' Open', 'open', 'u1800', 'Open  ']);
    expect(blocks?.map((b) => [b.name, b.rows.map((r) => r.player)])).toEqual([
      ['U1800', [1, 4]],
      ['Open', [2, 3, 5]],
      [null, [0]],
    ]);
  });

  it('write a block per division: place in it, overall place, name, Rating, Score, tiebreaks', () => {
    const content = divisionsContent(
      TABLE,
      PLAYERS,
      ['', 'Open', 'U1800', 'Open', 'U1800', 'Open'],
      2,
      {
        tournament: 'Spring Swiss',
        when: WHEN,
        missing: 1,
      },
    )!;
    expect(content.name).toBe('Standings by division');
    expect(content.title?.[0]).toBe('Spring Swiss');
    expect(content.title?.[1]).toMatch(
      /^Standings by division after round 2 \(1 result missing\) · written 2026-11-21 15:30$/,
    );
    const header = ['Place', 'Overall', 'Name', 'Rating', 'Score', 'Buchholz', 'SB'];
    expect(content.rows).toEqual([
      ['Division: Open'],
      header,
      [1, '2=', 'Bo', 1800, 2, 4.5, 2.25],
      [2, 4, 'Di', 1700, 1.5, 4.5, 2.25],
      [3, 6, 'Flo', '', 0, 4.5, 2.25],
      [],
      ['Division: U1800'],
      header,
      [1, '2=', 'Cy', 1850, 2, 4.5, 2.25],
      [2, 5, 'Ed (withdrawn)', 1600, 1, 4.5, 2.25],
      [],
      ['No division'],
      header,
      [1, 1, 'Ann', 1900, 3, 4.5, 2.25],
    ]);
    expect(content.headerRows).toEqual([2, 8, 13]);
    expect(content.boldRanges).toEqual(['A1', 'A7', 'A12']);
    expect(content.centerRanges).toEqual([
      'A2:B5',
      'D2:G5',
      'A8:B10',
      'D8:G10',
      'A13:B14',
      'D13:G14',
    ]);
    // From sheet row 2: prize places in gold, blue, orange; none for players of no division, nor
    // for Ed, second in U1800 but withdrawn (striped as the row's turn gives).
    expect(content.rowBackgrounds).toEqual([
      null,
      '#ffd966',
      '#9fc5e8',
      '#e69138',
      null,
      null,
      null,
      '#ffd966',
      '#f3f3f3',
      null,
      null,
      null,
      null,
    ]);
    expect(content.headerNotes?.slice(0, 4)).toEqual([
      'Place in this division; "2=" when shared.',
      'Place on the Standings tab, among all players.',
      'Player.',
      'Rating.',
    ]);
  });

  it('share a place in the division where the players share it overall, and show Rank when ranks are given', () => {
    const ranked: StandingsTable = {
      ...TABLE,
      rows: TABLE.rows.map((r, i) => ({ ...r, values: [`${i + 1}k`, '', ...r.values.slice(2)] })),
    };
    const content = divisionsContent(ranked, PLAYERS, ['Kyu', 'Kyu', 'Kyu', '', '', ''], 2, {
      tournament: 'T',
      when: WHEN,
    })!;
    expect(content.rows.slice(0, 5)).toEqual([
      ['Division: Kyu'],
      ['Place', 'Overall', 'Name', 'Rank', 'Score', 'Buchholz', 'SB'],
      [1, 1, 'Ann', '1k', 3, 4.5, 2.25],
      ['2=', '2=', 'Bo', '2k', 2, 4.5, 2.25],
      ['2=', '2=', 'Cy', '3k', 2, 4.5, 2.25],
    ]);
  });
});

describe('divisions on printed pages', () => {
  it('start a division on a new page when the rest of the page cannot hold it', () => {
    const rows = (n: number): number[] => Array<number>(n).fill(1);
    // 10 lines per page: 2+3 = 5, then 1+2+2 = 5 fills it; 2+4 starts page 2.
    expect(divisionParts([rows(3), rows(2), rows(4)], 10)).toEqual([
      { block: 0, from: 0, to: 3, continued: false, newPage: false },
      { block: 1, from: 0, to: 2, continued: false, newPage: false },
      { block: 2, from: 0, to: 4, continued: false, newPage: true },
    ]);
  });

  it('go on over the next page with the title again, counting a wrapped name as two lines', () => {
    expect(divisionParts([[1], [1, 2, 1, 1, 1, 1, 1, 1, 1, 1]], 8)).toEqual([
      { block: 0, from: 0, to: 1, continued: false, newPage: false },
      { block: 1, from: 0, to: 5, continued: false, newPage: true },
      { block: 1, from: 5, to: 10, continued: true, newPage: true },
    ]);
  });

  it('end a page before each part written at the top of one, found on the tab as written', () => {
    const rows = [
      ['T'],
      ['when'],
      ['note'],
      ['Division: A'],
      ['Place', 'Overall'],
      [1, 1],
      [],
      ['Division: B'],
      ['Place', 'Overall'],
      [1, 2],
      ['Division: B (continued)'],
      ['Place', 'Overall'],
      [2, 3],
    ];
    expect(divisionPageBreaks(rows, 3)).toEqual([10]);
    expect(printSetupFor('Standings by division', 3, 13, undefined, [10])).toEqual({
      orientation: 'portrait',
      fitToWidth: 1,
      fitToHeight: 0,
      rowBreaks: [10],
      printTitleRows: '1:3',
    });
  });

  it('hold more lines when the columns are wider than the page and it prints shrunk to fit', () => {
    // Up to 720 pixels across (Letter portrait): full size, 43 lines; twice as wide: half size.
    expect(divisionPageLines([50, 60, 260, 55, 55, 86, 55])).toBe(43);
    expect(divisionPageLines([720])).toBe(43);
    expect(divisionPageLines([1440])).toBe(89);
  });

  it('end pages where the rows no longer fit at the size the columns print at', () => {
    // Forty players in divisions of 4, 7, 14 and 10, and five in none: 54 lines in all.
    const sizes = [4, 7, 14, 10, 5];
    const names = ['Open', 'Dan', 'SDK', 'DDK', ''];
    const divisions = sizes.flatMap((n, d) => Array<string>(n).fill(names[d]));
    const players = divisions.map((_, i) => player(i, `Player ${i + 1}`));
    const tiebreaks = (headers: string[]): StandingsTable => ({
      columns: [
        { header: 'Rank', note: 'Rank.', role: 'strength' },
        { header: 'Score', note: 'Points.', role: 'score' },
        ...headers.map((header) => ({ header, note: 'Tiebreak.', role: 'tiebreak' as const })),
      ],
      rows: players.map((p) => ({
        player: p.id,
        place: p.id + 1,
        placeLabel: String(p.id + 1),
        values: ['1k', 40 - p.id, ...headers.map(() => 1)],
        rounds: [],
        draw: '',
      })),
      roundNote: 'Rounds.',
      drawNote: 'Draw.',
    });
    const breaks = (headers: string[]): number[] => {
      const content = divisionsContent(tiebreaks(headers), players, divisions, 5, {
        tournament: 'T',
        when: WHEN,
      })!;
      return divisionPageBreaks([...content.title!.map((t) => [t]), ...content.rows], 3);
    };
    // Two tiebreaks: the columns fit the page at full size, 43 lines, so the DDK division (12
    // lines with its title and header) starts page 2, after sheet row 36 (3 title rows, 33 of
    // the divisions before it).
    expect(breaks(['Buchholz', 'SB'])).toEqual([36]);
    // Five: the columns print at two thirds of their size and every division fits on page 1.
    expect(
      breaks(['Buchholz Cut-1', 'Median Buchholz', 'SB', 'Progressive', 'Direct encounter']),
    ).toEqual([]);
  });
});
