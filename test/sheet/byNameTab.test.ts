import { describe, expect, it } from 'vitest';
import type { Game, Round } from '../../src/engine/types';
import { byNameContent } from '../../src/sheet/byNameTab';
import { roundLayout } from '../../src/sheet/schema';

const NAMES = ['Zhou, Li', 'Adams, Bea', 'Carl Berg', 'Dee Ng', 'Eve Ono'];
const nameOf = (id: number): string => NAMES[id];
const rankOf = (id: number): string => ['3d', '1k', '2k', '5k', '9k'][id];

const game = (board: number, white: number, black: number, extra: Partial<Game> = {}): Game => ({
  board,
  white,
  black,
  handicap: 0,
  komi: 6.5,
  result: null,
  ...extra,
});

const round: Round = {
  number: 3,
  games: [game(2, 0, 1, { handicap: 2, komi: 0.5 }), game(1, 2, 3)],
  byes: [{ player: 4, kind: 'voluntary' }],
};

describe('Round N by name', () => {
  it('files everyone by name with rank, board, colour, opponent, handicap and komi', () => {
    const content = byNameContent(round, nameOf, roundLayout('colours', 'go'), { rankOf });
    expect(content.name).toBe('Round 3 by name');
    expect(content.rows).toEqual([
      ['Name', 'Rank', 'Board', 'Colour', 'Opponent', 'Handicap', 'Komi'],
      ['Adams, Bea', '1k', 2, 'Black', 'Zhou, Li', 2, 0.5],
      ['Carl Berg', '2k', 1, 'White', 'Dee Ng', '', 6.5],
      ['Dee Ng', '5k', 1, 'Black', 'Carl Berg', '', 6.5],
      ['Eve Ono', '9k', 'Bye', '', 'voluntary bye', '', ''],
      ['Zhou, Li', '3d', 2, 'White', 'Adams, Bea', 2, 0.5],
    ]);
    expect(content.columnWidths).toEqual([250, 50, 55, 65, 250, 80, 50]);
    expect(content.headerNotes).toEqual([
      'Player (family name first when written "Family, Given")',
      "Player's rank",
      'Board number',
      'Colour to play',
      'Opponent',
      'Handicap stones (blank: even)',
      'Komi for White',
    ]);
    expect(content.centerColumns).toEqual([2, 3, 4, 6, 7]);
    expect(content.wrapColumns).toEqual([1, 5]);
    expect(content.fontSize).toBe(12);
    expect(content.rowHeight).toBe(20);
    expect(content.banding).toBe(true);
    expect(content.activate).toBe(true);
    expect(content.title).toBeUndefined();
  });

  it('gives chess events board, colour and opponent, and a round robin its rests', () => {
    const content = byNameContent(round, nameOf, roundLayout('colours', 'chess'), {
      byesAreRests: true,
    });
    expect(content.rows).toEqual([
      ['Name', 'Board', 'Colour', 'Opponent'],
      ['Adams, Bea', 2, 'Black', 'Zhou, Li'],
      ['Carl Berg', 1, 'White', 'Dee Ng'],
      ['Dee Ng', 1, 'Black', 'Carl Berg'],
      ['Eve Ono', 'Rest', '', 'rests this round'],
      ['Zhou, Li', 2, 'White', 'Adams, Bea'],
    ]);
    expect(content.columnWidths).toEqual([250, 60, 70, 250]);
    expect(content.headerNotes).toEqual(['Player', 'Board number', 'Colour to play', 'Opponent']);
    expect(content.centerColumns).toEqual([2, 3]);
    expect(content.wrapColumns).toEqual([1, 4]);
  });

  it('gives multi-game events the game and who moves first, a player short of games by name', () => {
    const content = byNameContent(
      {
        number: 1,
        games: [game(1, 0, 1, { game: 'Chess' }), game(2, 1, 2, { game: 'Go' })],
        byes: [],
      },
      nameOf,
      roundLayout('games', 'go'),
      { idle: [3] },
    );
    expect(content.rows).toEqual([
      ['Name', 'Board', 'Game', 'Moves', 'Opponent'],
      ['Adams, Bea', 1, 'Chess', 'second', 'Zhou, Li'],
      ['Adams, Bea', 2, 'Go', 'first', 'Carl Berg'],
      ['Carl Berg', 2, 'Go', 'second', 'Adams, Bea'],
      ['Dee Ng', '', '', '', 'no game this round'],
      ['Zhou, Li', 1, 'Chess', 'first', 'Adams, Bea'],
    ]);
    expect(content.columnWidths).toEqual([250, 60, 130, 70, 250]);
    expect(content.headerNotes).toEqual([
      'Player',
      'Board number',
      'Game to play',
      'First or second',
      'Opponent',
    ]);
    expect(content.centerColumns).toEqual([2, 4]);
    expect(content.wrapColumns).toEqual([1, 5]);
  });

  it("leaves out a withdrawn player's forfeited game, not one played, and tells the opponent it is won", () => {
    const forfeit = { white: 1, black: 0, forfeit: true };
    const content = byNameContent(
      {
        number: 2,
        games: [
          game(1, 2, 3, { result: forfeit }),
          game(2, 0, 1, { result: { white: 1, black: 0, forfeit: false } }),
        ],
        byes: [],
      },
      nameOf,
      roundLayout('colours', 'go'),
      { rankOf, withdrawn: (id) => id === 3 || id === 1 },
    );
    expect(content.rows).toEqual([
      ['Name', 'Rank', 'Board', 'Colour', 'Opponent', 'Handicap', 'Komi'],
      ['Adams, Bea', '1k', 2, 'Black', 'Zhou, Li', '', 6.5],
      ['Carl Berg', '2k', 1, '', 'wins by forfeit: Dee Ng withdrew', '', ''],
      ['Zhou, Li', '3d', 2, 'White', 'Adams, Bea', '', 6.5],
    ]);
  });

  it('titles the printout with the tournament, the round and how names are filed', () => {
    const when = new Date(2026, 10, 23, 14, 5);
    const content = byNameContent(round, nameOf, roundLayout('colours', 'go'), {
      heading: { tournament: '  ', when },
    });
    expect(content.title).toEqual([
      'Tournament',
      'Round 3: pairings by name · written 2026-11-23 14:05',
      'Find your name; names written "Family, Given" are filed under the family name.',
    ]);
  });
});
