/**
 * Two kinds of rating may fill the Players tab's Rating column, one kind per event:
 *
 * - AGA-style, in stones: 1.0 and up for dan players, −1.0 and down for kyu players (3.2 is a
 *   3 dan, −5.5 a 5 kyu), from −35 to 12. A player with such a rating needs no rank: it is
 *   the rank the rating falls in.
 * - Elo-style (chess Elo, EGF GoR …): from 100 to 3500, e.g. 1850. Ranks are then optional in
 *   the systems that need no handicap or bands; a player without a rating is unrated and is
 *   listed after the rated players.
 *
 * Anything else (0, 0.5, 50, 4000) is neither, and a column that mixes the two kinds is
 * refused: its order would be meaningless.
 */
export type RatingKind = 'AGA' | 'Elo';

export function ratingKind(value: number): RatingKind | null {
  if (value >= 100 && value <= 3500) return 'Elo';
  if (value >= -35 && value <= 12 && Math.abs(value) >= 1) return 'AGA';
  return null;
}

export const RATING_RULE =
  'AGA-style ratings run from −35 to 12 (e.g. −5.5 for 5 kyu, 3.2 for 3 dan; never between −1 and 1), Elo-style ratings from 100 to 3500 (e.g. 1850)';
