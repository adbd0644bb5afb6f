import { InputError } from './errors';

/**
 * Go ranks as numbers: 30k = -30 … 1k = -1, 1d = 1 … 9d = 9, 1p = 10 … 9p = 18.
 * There is no 0: 1k and 1d are one stone apart.
 */

const RANK_PATTERN = /^(\d{1,2})\s*(k|kyu|d|dan|p|pro)$/;

/** Parses "30k", "5 kyu", "1K", "3d", "3 dan", "2D", "1p"; null when the text is not a rank. */
export function parseRank(text: string): number | null {
  const match = RANK_PATTERN.exec(text.trim().toLowerCase());
  if (!match) return null;
  const n = Number(match[1]);
  const unit = match[2][0];
  if (unit === 'k') return n >= 1 && n <= 30 ? -n : null;
  if (unit === 'd') return n >= 1 && n <= 9 ? n : null;
  return n >= 1 && n <= 9 ? 9 + n : null;
}

export function formatRank(rank: number | null): string {
  if (rank === null) return '';
  if (rank < 0) return `${-rank}k`;
  if (rank <= 9) return `${rank}d`;
  return `${rank - 9}p`;
}

/** Strength in stones on a gapless scale: 1k = 0, 1d = 1, so a difference is a handicap. */
export function rankStones(rank: number): number {
  return rank < 0 ? rank + 1 : rank;
}

/** A player's rank where a rule needs one (McMahon bands); the sheet refuses blank ranks first. */
export function requireRank(player: { name: string; rank: number | null }): number {
  if (player.rank === null)
    throw new InputError(`${player.name} has no rank; McMahon bands need one.`);
  return player.rank;
}

/** AGA-style rating in the middle of the rank's interval: 5k → -5.5, 3d → 3.5. */
export function ratingOfRank(rank: number): number {
  return rank < 0 ? rank - 0.5 : rank + 0.5;
}

/** The strength of a player with neither rating nor rank: below everyone else. */
const UNKNOWN_STRENGTH = -1000;

/**
 * Ordering key: the player's rating when known, else the middle of their rank (AGA scale). In
 * an Elo-rated field (ratings of 100 and up) players without a rating thus come after every
 * rated player, ordered by rank when they have one, as chess events list unrated players.
 */
export function strength(player: { rank: number | null; rating: number | null }): number {
  if (player.rating !== null) return player.rating;
  return player.rank === null ? UNKNOWN_STRENGTH : ratingOfRank(player.rank);
}

/**
 * The rank an AGA-style rating falls in (AGA: 3.0–3.99 is 3 dan, −5.0 to −5.99 is 5 kyu):
 * 3.2 → 3d, −5.5 → 5k; capped at 30k and 9d.
 */
export function rankOfAgaRating(rating: number): number {
  if (rating < 0) return -Math.min(30, Math.max(1, Math.floor(-rating)));
  return Math.min(9, Math.max(1, Math.floor(rating)));
}
