import { differenceAfter, runAfter, type ColourState } from '../colourBalance';
import type { Colour } from '../history';
import { WINNER_COLOURS } from './params';
import type { Entrant } from './types';

/** An even game's colours as allocated, before the balancing below. */
export interface AllocatedGame {
  white: Entrant;
  black: Entrant;
  /** Whether the colours may be swapped (see balanceWinnerColours). */
  swappable: boolean;
}

/**
 * Whether a game's colours may be swapped freely: both players level (colour difference 0,
 * so either colour leaves them at ±1), the swap leaves no more players with two of one colour
 * running than the allocation did, and neither player is barred from the other colour.
 */
export function freeToSwap(
  white: Entrant,
  black: Entrant,
  barred: (e: Entrant, c: Colour) => boolean,
): boolean {
  const level = (s: ColourState, c: Colour) =>
    s.difference === 0 && s.played.length > 0 && Math.abs(differenceAfter(s, c)) === 1;
  const runs = (w: Entrant, b: Entrant) =>
    (runAfter(w.colours, 'white') >= 2 ? 1 : 0) + (runAfter(b.colours, 'black') >= 2 ? 1 : 0);
  return (
    runs(black, white) <= runs(white, black) &&
    level(white.colours, 'black') &&
    level(black.colours, 'white') &&
    runAfter(white.colours, 'black') < 3 &&
    runAfter(black.colours, 'white') < 3 &&
    !barred(white, 'black') &&
    !barred(black, 'white')
  );
}

/**
 * Kujansuu et al. §1.1 alternate colours down the boards in round 1 so that the stronger
 * players of a score group have White and Black about equally often: the winners, who mostly
 * are the stronger players, then reach the next score group with balanced colours, and its
 * pairs can give everyone the colour due (issue 8). This keeps that balance in later rounds:
 * in each score group (by the higher score of the pair), when more games than the share
 * WINNER_COLOURS.strongerWhiteShare give the stronger player White, games whose colours are
 * free to swap (freeToSwap) swap them, lowest board first, until that share is reached; and
 * likewise the other way round. Groups of fewer than WINNER_COLOURS.minimumGames such games
 * keep their colours. Returns the games with their final colours, in board order.
 */
export function balanceWinnerColours(
  games: ReadonlyArray<AllocatedGame & { group: number }>,
): Array<{ white: Entrant; black: Entrant }> {
  const result = games.map((g) => ({ white: g.white, black: g.black }));
  const strongerWhite = (k: number) => result[k].white.strength > result[k].black.strength;
  const groups = new Map<number, number[]>();
  games.forEach((g, k) => {
    if (g.white.strength === g.black.strength) return;
    const list = groups.get(g.group);
    if (list) list.push(k);
    else groups.set(g.group, [k]);
  });
  for (const boards of groups.values()) {
    if (boards.length < WINNER_COLOURS.minimumGames) continue;
    const half = Math.floor(boards.length * WINNER_COLOURS.strongerWhiteShare);
    let white = boards.filter(strongerWhite).length;
    for (let i = boards.length - 1; i >= 0 && white !== half; i--) {
      const k = boards[i];
      if (!games[k].swappable || strongerWhite(k) !== white > half) continue;
      result[k] = { white: result[k].black, black: result[k].white };
      white += white > half ? -1 : 1;
    }
  }
  return result;
}
