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

export function formatRank(rank: number): string {
  if (rank < 0) return `${-rank}k`;
  if (rank <= 9) return `${rank}d`;
  return `${rank - 9}p`;
}

/** Strength in stones on a gapless scale: 1k = 0, 1d = 1, so a difference is a handicap. */
export function rankStones(rank: number): number {
  return rank < 0 ? rank + 1 : rank;
}

/** AGA-style rating in the middle of the rank's interval: 5k → -5.5, 3d → 3.5. */
export function ratingOfRank(rank: number): number {
  return rank < 0 ? rank - 0.5 : rank + 0.5;
}

/** Ordering key: the player's rating when known, else the middle of their rank. */
export function strength(player: { rank: number; rating: number | null }): number {
  return player.rating ?? ratingOfRank(player.rank);
}
