import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/types';
import { roundLayout } from '../../src/sheet/schema';
import { slipsContent, slipsRound } from '../../src/sheet/slipsTab';
import { createSpreadsheet, setSheet } from '../../src/workbook';

const game = (
  board: number,
  white: number,
  black: number,
  handicap: number,
  komi: number,
): Game => ({
  board,
  white,
  black,
  handicap,
  komi,
  result: null,
});

describe('Slips', () => {
  it('write each board with both names and ranks, and the stones in words', () => {
    const names = ['Ann Lee', 'Bo Chen', 'Cy Park', 'Di Wu', 'Ed Kim', 'Flo Ito'];
    const ranks = ['3d', '1d', '2k', '3k', '5k', '8k'];
    const content = slipsContent(
      {
        number: 2,
        games: [game(3, 4, 5, 3, 0.5), game(1, 0, 1, 0, 7.5), game(2, 2, 3, 1, 0.5)],
        byes: [],
      },
      (id) => names[id],
      (id) => ranks[id],
      roundLayout('colours', 'go'),
      { tournament: 'Club open', when: new Date(0) },
    );
    // The left slip's four columns of each slip row, then the right slip's.
    const slip = (top: number, left: number): string[][] =>
      content.rows.slice(top, top + 8).map((row) => row.slice(left, left + 4).map(String));
    expect(slip(0, 0)).toEqual([
      ['Club open', '', '', ''],
      ['Round 2', '', 'Board 1', ''],
      ['White', 'Ann Lee', '', '3d'],
      ['Black', 'Bo Chen', '', '1d'],
      ['Handicap', 'even', 'Komi', '7.5'],
      ['Result', '', '', ''],
      ['White signs', '', '', ''],
      ['Black signs', '', '', ''],
    ]);
    expect(slip(0, 5).slice(2, 5)).toEqual([
      ['White', 'Cy Park', '', '2k'],
      ['Black', 'Di Wu', '', '3k'],
      ['Handicap', '1 stone', 'Komi', '0.5'],
    ]);
    expect(slip(9, 0).slice(1, 5)).toEqual([
      ['Round 2', '', 'Board 3', ''],
      ['White', 'Ed Kim', '', '5k'],
      ['Black', 'Flo Ito', '', '8k'],
      ['Handicap', '3 stones', 'Komi', '0.5'],
    ]);
  });
});

describe('The round a Slips tab was printed for', () => {
  const roundOf = (rows: string[][]): number | null => {
    const ss = createSpreadsheet('Event');
    setSheet(ss, 'Slips', rows);
    return slipsRound(ss.getSheetByName('Slips') as unknown as GoogleAppsScript.Spreadsheet.Sheet);
  };

  it("is read from the first slip's second line, whatever the tournament is called", () => {
    expect(
      roundOf([
        ['Round 1 Cup', ''],
        ['Round 2', 'Board 1'],
      ]),
    ).toBe(2);
    expect(
      roundOf([
        ['Spring Open', ''],
        ['Round 12', 'Board 1'],
      ]),
    ).toBe(12);
  });

  it('is read from the line a round with no boards writes', () => {
    expect(roundOf([['Round 3 has no boards to play.']])).toBe(3);
  });

  it('is unknown on a tab that names no round where the slips do', () => {
    expect(roundOf([['Round 4 Open']])).toBeNull();
    expect(roundOf([['Round 4 Open'], ['Board 1']])).toBeNull();
  });
});
