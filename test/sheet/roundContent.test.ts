import { describe, expect, it } from 'vitest';
import { resultCheckFormula, roundContent, type GameLine } from '../../src/sheet/roundContent';
import { roundLayout } from '../../src/sheet/schema';

const go = roundLayout('colours', 'go');
const game = (board: number, white: number, black: number): GameLine => ({
  board,
  white,
  black,
  handicap: 0,
  komi: 6.5,
  result: null,
  notes: [],
});
const names = (id: number): string => ['Ann', 'Bo', 'Cy', 'Di'][id];

describe('A round tab of a single board', () => {
  it('still checks and marks its one Result cell', () => {
    const content = roundContent(1, [game(1, 0, 1)], [], names, go);
    expect(content.rows).toEqual([
      ['Board', 'White', 'Black', 'Handicap', 'Komi', 'Result', 'Notes'],
      [1, 'Ann', 'Bo', 0, 6.5, '', ''],
    ]);
    expect(content.formulaChecks?.map((c) => c.range)).toEqual(['F2:F2']);
    expect(content.conditional).toEqual([
      { range: 'F2:F2', when: { empty: true }, background: '#fff2cc' },
    ]);
  });
});

describe('A round tab', () => {
  const when = new Date(2026, 0, 2, 9, 30);
  const withNotes = (g: GameLine, notes: string[]): GameLine => ({
    ...g,
    handicap: 1,
    komi: 0.5,
    notes,
  });
  const content = roundContent(
    2,
    [withNotes(game(2, 2, 3), ['Cy floated up']), withNotes(game(1, 0, 1), ['same club'])],
    [{ player: 4, kind: 'voluntary', notes: [] }],
    (id) => ['Ed', 'Ann', 'Bo', 'Cy', 'Di', 'Flo'][id] ?? 'Flo',
    go,
    [{ player: 5, missing: 2, reason: 'no opponent left' }],
    { tournament: 'Open', when, lastRound: true },
  );

  it('lists the boards in order, then the byes, then who is short of games', () => {
    expect(content.rows).toEqual([
      ['Board', 'White', 'Black', 'Handicap', 'Komi', 'Result', 'Notes'],
      [1, 'Ed', 'Ann', 1, 0.5, '', 'same club'],
      [2, 'Bo', 'Cy', 1, 0.5, '', ''],
      ['Bye', 'Di', '', '', '', 'Voluntary bye', ''],
      ['Short', 'Flo', '', '', '', '', '2 games short: no opponent left'],
    ]);
    expect(content.cellNotes).toEqual([{ column: 7, notes: ['', 'Cy floated up', ''] }]);
  });

  it('counts the results in under the title and sends the last round to Update standings', () => {
    expect(content.title).toEqual(['Open', 'Round 2 · written 2026-01-02 09:30', '']);
    expect(content.titleFormulas).toEqual([
      {
        line: 2,
        column: 1,
        formula:
          '=COUNTA(F5:F6)&" of 2 results in"&IF(COUNTA(F5:F6)>=2,": run ""Update standings""","")',
      },
    ]);
    expect(content.formulaChecks).toEqual([
      {
        range: 'F2:F3',
        formula: resultCheckFormula('F2'),
        help: 'Use W+, B+, W+F, B+F, Jigo, Double forfeit, 1-0, 0-1 or ½-½.',
      },
    ]);
  });

  it('prints at the wall size, names wrapped and plain text, numbers centred', () => {
    expect(content.columnWidths).toEqual([55, 240, 240, 80, 50, 110, 300]);
    expect(content.fontSize).toBe(12);
    expect(content.rowHeight).toBe(24);
    expect(content.wrapColumns).toEqual([2, 3, 7]);
    expect(content.centerColumns).toEqual([1, 4, 5, 6]);
    expect(content.plainText).toEqual({ columns: [2, 3], toRow: 5 });
    expect(content.banding).toBe(true);
    expect(content.activate).toBe(true);
  });

  it('of a multi-game event lets its rows grow, one game short in the singular', () => {
    const games = roundContent(
      1,
      [{ ...game(1, 0, 1), game: 'Chess' }],
      [],
      names,
      roundLayout('games', 'go'),
      [{ player: 2, missing: 1, reason: 'x' }],
    );
    expect(games.rows).toEqual([
      ['Board', 'Game', 'Player 1', 'Player 2', 'Result', 'Notes'],
      [1, 'Chess', 'Ann', 'Bo', '', ''],
      ['Short', '', 'Cy', '', '', '1 game short: x'],
    ]);
    expect(games.rowHeight).toBeUndefined();
    expect(games.columnWidths).toEqual([55, 110, 230, 230, 110, 370]);
    expect(games.plainText).toEqual({ columns: [2, 3, 4], toRow: 3 });
    expect(games.formulaChecks?.[0].help).toBe(
      "Use 1-0 (Player 1 wins), 0-1, ½-½, '+- or '-+ (forfeits, typed with the apostrophe) or Double forfeit.",
    );
  });
});
