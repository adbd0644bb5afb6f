import { parseRank } from '../engine/rank';

/** OpenGotha and EGF ranks: "30K" … "1K", "1D" … "9D" (professional ranks count as 9D). */
export function formatUpperRank(rank: number | null): string {
  if (rank === null) return '';
  if (rank < 0) return `${-rank}K`;
  return `${Math.min(rank, 9)}D`;
}

/** pairgoth ranks: −30 = 30k … −1 = 1k, 0 = 1d … 8 = 9d. */
export const toPairgothRank = (rank: number): number => (rank < 0 ? rank : Math.min(rank, 9) - 1);
export const fromPairgothRank = (n: number): number => (n < 0 ? n : n + 1);

/** The EGF-like rating at the bottom of a rank (pairgoth: 2050 + 100 · rank; 1d = 2050). */
export const ratingOfRankEgf = (rank: number): number => 2050 + 100 * toPairgothRank(rank);

/** The rank an EGF-like rating falls in (2050–2149 = 1d), capped at 30k and 9d. */
export function rankOfEgfRating(rating: number): number {
  const n = Math.floor((rating - 2050) / 100);
  return fromPairgothRank(Math.max(-30, Math.min(8, n)));
}

export { parseRank };
