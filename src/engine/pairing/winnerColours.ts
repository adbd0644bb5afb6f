import { runAfter } from '../colourBalance';
import type { Colour } from '../history';
import { NEXT_GROUP_COLOURS } from './params';
import type { Outcome, ResultsModel } from './resultsModel';
import type { Entrant } from './types';

/** An even game's colours as allocated, before the balancing below. */
export interface AllocatedGame {
  white: Entrant;
  black: Entrant;
  /** Whether the colours may be swapped (see balanceNextGroups). */
  swappable: boolean;
}

/**
 * Whether a game's colours may be swapped: both players level (colour difference 0, so either
 * colour leaves them at ±1), neither reaching one colour three times running, neither barred
 * from the other colour. Two in a row are allowed, as the FIDE Dutch system allows a player's
 * mild colour preference to go unmet.
 */
export function freeToSwap(
  white: Entrant,
  black: Entrant,
  barred: (e: Entrant, c: Colour) => boolean,
): boolean {
  const level = (e: Entrant) => e.colours.difference === 0 && e.colours.played.length > 0;
  return (
    level(white) &&
    level(black) &&
    runAfter(white.colours, 'black') < 3 &&
    runAfter(black.colours, 'white') < 3 &&
    !barred(white, 'black') &&
    !barred(black, 'white')
  );
}

/** Where a game sends its two players' colour sides: [score next round, expected side]. */
function sides(white: Entrant, black: Entrant, outcome: Outcome): Array<[number, number]> {
  // The colour due next: a player above 0 after this game is due Black (+1), below 0 White (−1).
  const w = Math.sign(white.colours.difference + 1);
  const b = Math.sign(black.colours.difference - 1);
  const { whiteWins, draw, blackWins } = outcome;
  return [
    [white.score + 1, whiteWins * w],
    [white.score + 0.5, draw * w],
    [white.score, blackWins * w],
    [black.score + 1, blackWins * b],
    [black.score + 0.5, draw * b],
    [black.score, whiteWins * b],
  ];
}

/** Players of the game on one colour twice or more running after it. */
function runsOfTwo(white: Entrant, black: Entrant): number {
  return (
    (runAfter(white.colours, 'white') >= 2 ? 1 : 0) +
    (runAfter(black.colours, 'black') >= 2 ? 1 : 0)
  );
}

/**
 * Colours for the next round's score groups (issue 8). A score group pairs best when as many of
 * its players are due White as Black; which players reach a group depends on who wins, and
 * whether a level player is due White or Black next depends on the colour he gets now.
 * Kujansuu et al. §1.1 alternate colours down the boards in round 1 for this reason; this goes
 * further: with the chances of each result (`model`), every game sends an expected colour side
 * to each score its players may reach, and games whose colours are free to swap (freeToSwap)
 * are swapped, the best swap first, while a swap lowers Σ |expected side| over the scores by
 * more than NEXT_GROUP_COLOURS.runOfTwo for each player it puts on a second colour running
 * (and gains as much for each it takes off one). Returns the games with their final colours,
 * in board order.
 */
export function balanceNextGroups(
  games: readonly AllocatedGame[],
  model: ResultsModel,
): Array<{ white: Entrant; black: Entrant }> {
  const options = games.map((g) => [
    { white: g.white, black: g.black, outcome: model.outcome(g.white, g.black) },
    { white: g.black, black: g.white, outcome: model.outcome(g.black, g.white) },
  ]);
  type Option = (typeof options)[number][number];
  const chosen = games.map(() => 0);
  const total = new Map<number, number>();
  const accumulate = (into: Map<number, number>, option: Option, sign: number) => {
    for (const [score, value] of sides(option.white, option.black, option.outcome)) {
      into.set(score, (into.get(score) ?? 0) + sign * value);
    }
  };
  const add = (k: number, option: number, sign: number) =>
    accumulate(total, options[k][option], sign);
  const gainOfSwap = (k: number): number => {
    const [now, next] = [options[k][chosen[k]], options[k][1 - chosen[k]]];
    const change = new Map<number, number>();
    accumulate(change, now, -1);
    accumulate(change, next, 1);
    let gain =
      NEXT_GROUP_COLOURS.runOfTwo *
      (runsOfTwo(now.white, now.black) - runsOfTwo(next.white, next.black));
    for (const [score, delta] of change) {
      const before = total.get(score) ?? 0;
      gain += Math.abs(before) - Math.abs(before + delta);
    }
    return gain;
  };
  games.forEach((_, k) => add(k, 0, 1));
  const candidates = games.flatMap((g, k) => (g.swappable ? [k] : []));
  for (;;) {
    // Every swap lowers the total strictly, so this ends.
    let best = -1;
    let bestGain = 1e-9;
    for (const k of candidates) {
      const gain = gainOfSwap(k);
      if (gain > bestGain) [best, bestGain] = [k, gain];
    }
    if (best < 0) break;
    add(best, chosen[best], -1);
    chosen[best] = 1 - chosen[best];
    add(best, chosen[best], 1);
  }
  return options.map((o, k) => ({ white: o[chosen[k]].white, black: o[chosen[k]].black }));
}
