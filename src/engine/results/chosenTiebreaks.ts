import type { PlayerHistory } from '../history';
import { ratingKind } from '../ratings';
import type { Player, SwissTiebreak } from '../types';

/** Every tiebreak Settings › Tiebreaks offers, as the Standings headers name them. */
export const SWISS_TIEBREAKS: readonly SwissTiebreak[] = [
  'Buchholz',
  'Buchholz Cut-1',
  'Median Buchholz',
  'SB',
  'Wins',
  'Progressive',
  'Direct encounter',
  'ARO',
];

/** Today's Swiss order, and the default of Settings › Tiebreaks. */
export const DEFAULT_TIEBREAKS: readonly SwissTiebreak[] = ['Buchholz', 'SB'];

/**
 * Progressive score (FIDE 2023 "PS"): the sum of the player's running score after each round,
 * so points won early count more. The initial score (0 in Swiss) is left out.
 */
export function progressiveScore(history: PlayerHistory): number {
  const start = history.scoreBefore[0] ?? 0;
  return history.scoreBefore.slice(1).reduce((sum, score) => sum + score - start, 0);
}

/**
 * Average rating of opponents (FIDE 2023 "ARO"): the ratings of the opponents the player met
 * over the board (forfeits and byes left out, a game whose result is missing counted), averaged
 * over the rated ones; Elo-style to the nearest whole number as FIDE rounds, AGA-style to two
 * decimals (halves away from zero). 0 when no rated opponent was met.
 */
export function averageRatingOfOpponents(
  history: PlayerHistory,
  players: readonly Player[],
): number {
  const ratings: number[] = [];
  for (const entry of history.entries) {
    if (entry.kind !== 'game' || entry.forfeit || entry.doubleForfeit) continue;
    const rating = players[entry.opponent].rating;
    if (rating !== null) ratings.push(rating);
  }
  if (!ratings.length) return 0;
  const average = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
  const scale = ratingKind(ratings[0]) === 'Elo' ? 1 : 100;
  // Halves away from zero, so an AGA-style −7.875 reads −7.88 as 7.875 reads 7.88.
  return (Math.sign(average) * Math.round(Math.abs(average) * scale)) / scale + 0;
}
