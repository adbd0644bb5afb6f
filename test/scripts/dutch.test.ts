import { describe, expect, it } from 'vitest';
import { allocate } from '../../scripts/dutch/colours';
import { pairDutchRound } from '../../scripts/dutch';
import { makePlayer } from '../engine/fixtures';
import type { DutchPlayer } from '../../scripts/dutch/players';
import type { Game, Player, Round } from '../../src/engine/types';

/** n players, rated in the order of their ids (id 0 has pairing number 1). */
function field(n: number): Player[] {
  return Array.from({ length: n }, (_, id) =>
    makePlayer(id, `P${id + 1}`, { rank: null, rating: 2000 - 50 * id, initialScore: 0 }),
  );
}

/** A game between pairing numbers (1-based): white's score 1, 0.5 or 0. */
function game(board: number, white: number, black: number, score: number): Game {
  return {
    board,
    white: white - 1,
    black: black - 1,
    handicap: 0,
    komi: 0,
    result: { white: score, black: 1 - score, forfeit: false },
  };
}

/** The pairing as [white, black] pairing numbers, board by board. */
function boards(players: Player[], rounds: Round[]): Array<[number, number]> {
  return pairDutchRound(players, rounds).games.map((g) => [g.white + 1, g.black + 1]);
}

describe('Dutch reference pairing', () => {
  it('pairs round 1 top half against bottom half, colours alternating from the first board', () => {
    expect(boards(field(8), [])).toEqual([
      [1, 5],
      [6, 2],
      [3, 7],
      [8, 4],
    ]);
  });

  it('transposes S2 when the first S1–S2 pairing would be a rematch', () => {
    // 1–3 and 2–4 drew in round 1 (the first-named had White); 5 and 6 won with White.
    const rounds: Round[] = [
      {
        number: 1,
        games: [game(1, 1, 3, 0.5), game(2, 2, 4, 0.5), game(3, 5, 7, 1), game(4, 6, 8, 1)],
        byes: [],
      },
    ];
    // Bracket ½: S1 = 1, 2; S2 = 3, 4. 1–3 is a rematch, so 1–4 and 2–3, each player getting
    // the colour due. Brackets 1 and 0: both players had the same colour; the higher ranked
    // player's preference wins (E.4).
    expect(boards(field(8), rounds)).toEqual([
      [6, 5],
      [4, 1],
      [3, 2],
      [7, 8],
    ]);
  });

  it('exchanges between S1 and S2 when that meets every colour preference', () => {
    // Bracket ½ again, now with 1 and 4 having had White, 2 and 3 Black: 1–4 and 2–3 would
    // leave two players without their colour, the exchange of 2 and 3 gives 1–2 and 3–4.
    const rounds: Round[] = [
      {
        number: 1,
        games: [game(1, 1, 3, 0.5), game(2, 4, 2, 0.5), game(3, 5, 7, 1), game(4, 6, 8, 1)],
        byes: [],
      },
    ];
    expect(boards(field(8), rounds)).toEqual([
      [6, 5],
      [2, 1],
      [3, 4],
      [7, 8],
    ]);
  });

  it('moves the lowest player of an odd bracket down, to meet the first allowed player below', () => {
    // 1, 3 and 5 won with White. Bracket 1: 1–3, and 5 moves down; bracket 0: 5 cannot
    // meet 2 again, so 5–4, then 2–6.
    const rounds: Round[] = [
      {
        number: 1,
        games: [game(1, 1, 4, 1), game(2, 5, 2, 1), game(3, 3, 6, 1)],
        byes: [],
      },
    ];
    expect(boards(field(6), rounds)).toEqual([
      [3, 1],
      [4, 5],
      [2, 6],
    ]);
  });
});

function card(number: number, colours: Array<'w' | 'b' | null>): DutchPlayer {
  return {
    id: number - 1,
    number,
    score: 2,
    colours,
    cd: colours.filter((c) => c === 'w').length - colours.filter((c) => c === 'b').length,
    opponents: new Set(),
    floats: colours.map(() => null),
    hadBye: false,
  };
}

describe('Dutch colour allocation', () => {
  it('grants the stronger preference (E.2)', () => {
    const high = card(1, ['w', 'b']); // colour difference 0: mild, White
    const low = card(2, [null, 'b']); // colour difference −1: strong, White
    expect(allocate(high, low, 'w').map((p) => p.number)).toEqual([2, 1]);
    const strong = card(1, ['b', 'w', 'b']); // strong, White
    const absolute = card(2, ['w', 'b', 'b']); // Black twice running: absolute, White
    expect(allocate(strong, absolute, 'w').map((p) => p.number)).toEqual([2, 1]);
  });

  it('alternates from the latest round with different colours (E.3)', () => {
    const high = card(1, ['b', 'w', 'w', 'b']); // mild, White
    const low = card(2, ['w', 'b', 'w', 'b']); // mild, White
    // Round 2 is the latest they differ in (high White, low Black): high takes Black now.
    expect(allocate(high, low, 'w').map((p) => p.number)).toEqual([2, 1]);
  });

  it("otherwise grants the higher ranked player's preference (E.4)", () => {
    const high = card(1, ['b', 'w', 'b']); // strong, White
    const low = card(2, ['b', 'w', 'b']); // strong, White, never a different colour
    expect(allocate(high, low, 'w').map((p) => p.number)).toEqual([1, 2]);
  });
});
