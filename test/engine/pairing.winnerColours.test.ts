import { describe, expect, it } from 'vitest';
import type { Colour } from '../../src/engine/history';
import type { Outcome, ResultsModel } from '../../src/engine/pairing/resultsModel';
import type { Entrant } from '../../src/engine/pairing/types';
import { balanceNextGroups, freeToSwap } from '../../src/engine/pairing/winnerColours';

/** What the balancing reads of a player: id, score, strength, colours played. */
function entrant(id: number, score: number, strength: number, played: Colour[]): Entrant {
  let difference = 0;
  for (const c of played) difference += c === 'white' ? 1 : -1;
  return {
    id,
    score,
    strength,
    barred: { white: false, black: false },
    colours: { difference, played, last: played[played.length - 1] ?? null },
  } as unknown as Entrant;
}

const never = () => false;
/** Level (colour difference 0) after Black then White. */
const level = (id: number, score: number, strength: number) =>
  entrant(id, score, strength, ['black', 'white']);

/** The stronger player always wins. */
const strongerWins: ResultsModel = {
  outcome: (white, black): Outcome =>
    white.strength > black.strength
      ? { whiteWins: 1, draw: 0, blackWins: 0 }
      : { whiteWins: 0, draw: 0, blackWins: 1 },
};

function balance(games: Array<[Entrant, Entrant]>, model = strongerWins): Array<[number, number]> {
  return balanceNextGroups(
    games.map(([white, black]) => ({
      white,
      black,
      swappable: freeToSwap(white, black, never),
    })),
    model,
  ).map((g) => [g.white.id, g.black.id]);
}

describe('colours for the next round’s score groups (winnerColours.ts)', () => {
  it('swaps games until the winners and the losers each reach their group half due White', () => {
    // Four games on 1 point, the stronger player White on every board: the four winners
    // would reach 2 points all due Black, the four losers stay on 1 all due White. Each swap
    // moves the expected sides by 2 on both scores: the first two boards swap, then it is even.
    const games = [1, 2, 3, 4].map((k): [Entrant, Entrant] => [
      level(k, 1, 100 - k),
      level(10 + k, 1, 50 - k),
    ]);
    expect(balance(games)).toEqual([
      [11, 1],
      [12, 2],
      [3, 13],
      [4, 14],
    ]);
  });

  it('counts the games it may not swap, and keeps their colours', () => {
    // Board 1: player 1 is on +2 and must take Black (to +1, due Black again), player 11 is
    // level and takes White (+1, due Black): both reach the next round due Black, wherever
    // they land. Boards 2 and 3 (free) give their winners White as allocated. The balancing
    // swaps board 2 (the first of two equal swaps): on 2 points players 1 and 3 are then due
    // Black and player 2 White, on 1 point players 11 and 12 due Black and 13 White.
    const games: Array<[Entrant, Entrant]> = [
      [level(11, 1, 40), entrant(1, 1, 99, ['white', 'white'])],
      [level(2, 1, 98), level(12, 1, 48)],
      [level(3, 1, 97), level(13, 1, 47)],
    ];
    expect(balance(games)).toEqual([
      [11, 1],
      [12, 2],
      [3, 13],
    ]);
  });

  it('weighs each result by its chance: an even game balances nothing', () => {
    // Two evenly matched players: whoever takes White, each score they may reach expects as
    // much due White as due Black, so no swap gains anything and the allocation stands.
    const even: ResultsModel = { outcome: () => ({ whiteWins: 0.4, draw: 0.2, blackWins: 0.4 }) };
    const games: Array<[Entrant, Entrant]> = [
      [level(1, 1, 50), level(2, 1, 50)],
      [level(3, 1, 50), level(4, 1, 50)],
    ];
    expect(balance(games, even)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('puts a player on a second colour running only for a gain of a whole player', () => {
    // The stronger player wins 70 % of the time: a game sends 0.7 − 0.3 = 0.4 of a player due
    // Black to the winners' score, and as much due White to the losers'. Two such games: 0.8
    // and −0.8; swapping one of them evens both (a gain of 1.6).
    const likelier: ResultsModel = {
      outcome: (white, black) =>
        white.strength > black.strength
          ? { whiteWins: 0.7, draw: 0, blackWins: 0.3 }
          : { whiteWins: 0.3, draw: 0, blackWins: 0.7 },
    };
    // Everyone last had White: whoever takes White has two running, either way round.
    const same: Array<[Entrant, Entrant]> = [
      [level(1, 1, 99), level(11, 1, 49)],
      [level(2, 1, 98), level(12, 1, 48)],
    ];
    expect(balance(same, likelier)).toEqual([
      [11, 1],
      [2, 12],
    ]);
    // Each due the colour allocated: a swap puts both on two running, which costs 2 > 1.6.
    const due = (id: number, strength: number, last: Colour) =>
      entrant(id, 1, strength, last === 'white' ? ['black', 'white'] : ['white', 'black']);
    const alternating: Array<[Entrant, Entrant]> = [
      [due(1, 99, 'black'), due(11, 49, 'white')],
      [due(2, 98, 'black'), due(12, 48, 'white')],
    ];
    expect(balance(alternating, likelier)).toEqual([
      [1, 11],
      [2, 12],
    ]);
    // When the stronger always wins, the swap gains 4 > 2 and is made.
    expect(balance(alternating)).toEqual([
      [11, 1],
      [2, 12],
    ]);
  });

  it('swaps only level players, never into a third colour running or a barred colour', () => {
    // Two in a row are allowed (a mild colour preference goes unmet).
    expect(freeToSwap(level(1, 0, 99), level(2, 0, 49), never)).toBe(true);
    expect(
      freeToSwap(
        entrant(1, 0, 99, ['white', 'black']),
        entrant(2, 0, 49, ['black', 'white']),
        never,
      ),
    ).toBe(true);
    // Player 2 after Black, Black, White, White would take White a third time.
    const twoWhites = entrant(2, 0, 49, ['black', 'black', 'white', 'white']);
    expect(freeToSwap(level(1, 0, 99), twoWhites, never)).toBe(false);
    // Not level: player 1 on +1 would reach +2 with the other colour.
    expect(freeToSwap(entrant(1, 0, 99, ['white']), level(2, 0, 49), never)).toBe(false);
    // Before round 2 nobody has played: round 1 keeps its alternating colours.
    expect(freeToSwap(entrant(1, 0, 99, []), entrant(2, 0, 49, []), never)).toBe(false);
    expect(
      freeToSwap(level(1, 0, 99), level(2, 0, 49), (e, c) => e.id === 2 && c === 'white'),
    ).toBe(false);
  });
});
