import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/types';
import { roundLayout } from '../../src/sheet/schema';
import { slipsContent } from '../../src/sheet/slipsTab';

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
