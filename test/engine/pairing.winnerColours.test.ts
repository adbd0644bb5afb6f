import { describe, expect, it } from 'vitest';
import type { Colour } from '../../src/engine/history';
import type { Entrant } from '../../src/engine/pairing/types';
import { balanceWinnerColours, freeToSwap } from '../../src/engine/pairing/winnerColours';

/** What the balancing reads of a player: id, strength, colours played. */
function entrant(id: number, strength: number, played: Colour[]): Entrant {
  let difference = 0;
  for (const c of played) difference += c === 'white' ? 1 : -1;
  return {
    id,
    strength,
    barred: { white: false, black: false },
    colours: { difference, played, last: played[played.length - 1] ?? null },
  } as unknown as Entrant;
}

const never = () => false;
/** Both level and last White: whichever takes White again has two in a row. */
const levelWhite = (id: number, strength: number) => entrant(id, strength, ['black', 'white']);

function balance(games: Array<[Entrant, Entrant, number]>): Array<[number, number]> {
  return balanceWinnerColours(
    games.map(([white, black, group]) => ({
      white,
      black,
      group,
      swappable: freeToSwap(white, black, never),
    })),
  ).map((g) => [g.white.id, g.black.id]);
}

describe('colours of the stronger players in a score group (winnerColours.ts)', () => {
  it('swaps free games from the lowest board until 40% give the stronger player White', () => {
    // Four games of one group, the stronger player White on every board: floor(4 · 0.4) = 1.
    const games = [1, 2, 3, 4].map((k): [Entrant, Entrant, number] => [
      levelWhite(k, 100 - k),
      levelWhite(10 + k, 50 - k),
      0,
    ]);
    expect(balance(games)).toEqual([
      [1, 11],
      [12, 2],
      [13, 3],
      [14, 4],
    ]);
  });

  it('leaves games that are not free to swap, and groups of fewer than three games', () => {
    // Group 0: three games, floor(3 · 0.4) = 1; board 3's White player is on −1 (Black would
    // take him to −2), so boards 2 and 1 swap. Group 1: two games, left as they are.
    const games: Array<[Entrant, Entrant, number]> = [
      [levelWhite(1, 99), levelWhite(11, 49), 0],
      [levelWhite(2, 98), levelWhite(12, 48), 0],
      [entrant(3, 97, ['black']), levelWhite(13, 47), 0],
      [levelWhite(4, 96), levelWhite(14, 46), 1],
      [levelWhite(5, 95), levelWhite(15, 45), 1],
    ];
    expect(balance(games)).toEqual([
      [11, 1],
      [12, 2],
      [3, 13],
      [4, 14],
      [5, 15],
    ]);
  });

  it('does not swap when the swap makes more runs of two than the allocation did', () => {
    // Each is due his colour (last colours differ): a swap gives both two in a row.
    const white = entrant(1, 99, ['white', 'black']);
    const black = entrant(2, 49, ['black', 'white']);
    expect(freeToSwap(white, black, never)).toBe(false);
    expect(freeToSwap(levelWhite(1, 99), levelWhite(2, 49), never)).toBe(true);
    expect(
      freeToSwap(levelWhite(1, 99), levelWhite(2, 49), (e, c) => e.id === 2 && c === 'white'),
    ).toBe(false);
  });
});
