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

describe('The Slips grid', () => {
  const three = {
    number: 4,
    games: [game(1, 0, 1, 0, 7.5), game(2, 2, 3, 1, 0.5), game(3, 4, 5, 3, 0.5)],
    byes: [],
  };
  const slips = (layout = roundLayout('colours', 'go'), tournament = 'Club open') =>
    slipsContent(
      three,
      (id) => `P${id}`,
      () => '1k',
      layout,
      {
        tournament,
        when: new Date(0),
      },
    );

  it('sets two slips across, a narrow gap between them, nine rows to a slip', () => {
    const content = slips();
    expect(content.rows).toHaveLength(18);
    expect(content.rows.every((row) => row.length === 9)).toBe(true);
    expect(content.columnWidths).toEqual([95, 200, 45, 45, 24, 95, 200, 45, 45]);
    expect(content.rowHeight).toBe(30);
    expect(content.headerless).toBe(true);
    expect(content.activate).toBe(true);
  });

  it('boxes each slip and its result, underlines the signatures, makes the names bold', () => {
    const content = slips();
    expect(content.boxes).toEqual(['A1:D8', 'B6:D6', 'F1:I8', 'G6:I6', 'A10:D17', 'B15:D15']);
    expect(content.underlines).toEqual(['B7:D7', 'B8:D8', 'G7:I7', 'G8:I8', 'B16:D16', 'B17:D17']);
    expect(content.boldRanges).toEqual([
      'A1:D1',
      'C2',
      'B3:B4',
      'F1:I1',
      'H2',
      'G3:G4',
      'A10:D10',
      'C11',
      'B12:B13',
    ]);
    expect(content.wrapRanges).toEqual(['B3:B4', 'G3:G4', 'B12:B13']);
  });

  it('asks chess players for the result in chess notation, multi-game players for the game', () => {
    expect(slips(roundLayout('colours', 'chess')).rows[4].slice(0, 4)).toEqual([
      'Write',
      '1-0, 0-1 or ½-½',
      '',
      '',
    ]);
    const games = slips(roundLayout('games', 'go')).rows;
    expect(games[2].slice(0, 4)).toEqual(['Player 1', 'P0', '', '1k']);
    expect(games[4].slice(0, 4)).toEqual(['Game', '', '', '']);
    expect(games[6].slice(0, 4)).toEqual(['Player 1 signs', '', '', '']);
  });

  it('names the tournament "Tournament" when Settings leaves it blank', () => {
    expect(slips(undefined, '  ').rows[0][0]).toBe('Tournament');
  });

  it('says so when the round has no boards', () => {
    const content = slipsContent(
      { number: 5, games: [], byes: [{ player: 0, kind: 'forced' }] },
      () => 'P',
      () => '',
      roundLayout('colours', 'go'),
      { tournament: 'Club open', when: new Date(0) },
    );
    expect(content.rows).toEqual([['Round 5 has no boards to play.']]);
    expect(content.boxes).toEqual([]);
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
