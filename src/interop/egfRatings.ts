/**
 * Ratings on the EGF-like scale of OpenGotha and pairgoth (formats.md §4: whole numbers from
 * −900 to 2949, 2050–2149 = 1d) and the Players tab's Rating column, which holds one kind of
 * rating an event: Elo-style (100 to 3500) or AGA-style (src/engine/ratings.ts).
 */
import { InputError } from '../engine/errors';
import { ratingKind } from '../engine/ratings';
import { ratingOfRankEgf } from './ranks';
import { sheetName, type ImportedEvent, type ImportedPlayer } from './types';

/** OpenGotha's range (formats.md §4); pairgoth reads OpenGotha files, so it is kept to it too. */
const EGF_RATING_MIN = -900;
const EGF_RATING_MAX = 2949;

const inRange = (rating: number): number =>
  Math.min(EGF_RATING_MAX, Math.max(EGF_RATING_MIN, Math.round(rating)));

/** The rating a player is exported with: their own, else the bottom of their rank (30k if none). */
export const egfRating = (p: Pick<ImportedPlayer, 'rating' | 'rank'>): number =>
  inRange(p.rating ?? ratingOfRankEgf(p.rank ?? -30));

/** For the export's notes: players whose own rating had to be moved into the range. */
export function egfRatingNotes(event: ImportedEvent, program: string): string[] {
  const moved = event.players.filter(
    (p) => p.rating !== null && inRange(p.rating) !== Math.round(p.rating),
  );
  if (moved.length === 0) return [];
  const list = moved.map((p) => `${sheetName(p)} ${p.rating} as ${inRange(p.rating!)}`);
  return [
    `Ratings outside ${program}'s range (${EGF_RATING_MIN} to ${EGF_RATING_MAX}) were written at its nearest end: ${list.join('; ')}.`,
  ];
}

/**
 * The Rating column of an imported event, one cell a player, and what the report says of it.
 * EGF-like ratings are kept one by one when Elo-style; the rest (below 100: about 21k and
 * weaker) have no place in the column and are left blank, the rank kept. Ratings of the
 * sheet's kinds (a CSV roster) are kept only when all are of one kind, as Players reads them.
 */
export function sheetRatings(event: ImportedEvent): {
  ratings: Array<number | null>;
  notes: string[];
} {
  const given = event.players.map((p) => p.rating);
  if (event.ratingScale === 'EGF') {
    const ratings = given.map((r) => (r !== null && ratingKind(r) === 'Elo' ? r : null));
    const blank = event.players.filter((p, i) => p.rating !== null && ratings[i] === null);
    const notes = blank.length
      ? [
          `Ratings outside the Rating column's Elo-style range (100 to 3500; EGF ratings below 100 are about 21k and weaker) were left blank, the rank kept: ${blank.map((p) => `${sheetName(p)} (${p.rating})`).join('; ')}. An export writes them the rating at the bottom of their rank.`,
        ]
      : [];
    return { ratings, notes };
  }
  const kinds = new Set(given.filter((r) => r !== null).map(ratingKind));
  if (kinds.size === 0 || (kinds.size === 1 && !kinds.has(null)))
    return { ratings: given, notes: [] };
  // As the Players tab reads a Rating column: one kind only, so one player's typo never costs
  // everyone their rating. The file is refused, naming the players of each kind.
  const named = (kind: ReturnType<typeof ratingKind>): string => {
    const players = event.players.filter((p) => p.rating !== null && ratingKind(p.rating) === kind);
    const shown = players.slice(0, 4).map((p) => `${sheetName(p)} ${p.rating}`);
    return shown.join('; ') + (players.length > 4 ? ` and ${players.length - 4} more` : '');
  };
  const parts = [
    kinds.has('AGA') ? `AGA-style ratings (${named('AGA')})` : '',
    kinds.has('Elo') ? `Elo-style ratings (${named('Elo')})` : '',
    kinds.has(null) ? `values of neither kind (${named(null)})` : '',
  ].filter(Boolean);
  throw new InputError(
    `The file's Rating column holds ${parts.join(' and ')}. A Rating column holds one kind: AGA-style (−35 to 12, such as 3.2 or −5.5) or Elo-style (100 to 3500, such as 1850). Correct the file, or clear the odd ones, and import again; nothing was changed.`,
  );
}
