import { InputError } from '../engine/errors';
import { formatRank } from '../engine/rank';
import { sheetName, type ImportedEvent } from './types';

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

/** A rank for every player listed in a rating office's file, and what the TD should know. */
export interface FileRanks {
  /** Rank by player index; absent for a player with neither rank nor rating. */
  ranks: Map<number, number>;
  /** Players (indexes) with neither a rank nor a rating. */
  unranked: number[];
  /** The derivations made, as one line for the Export report ('' when none). */
  note: string;
}

/**
 * Each listed player's rank; a player without one (allowed with Elo-style ratings) gets the rank
 * their rating falls in on the EGF-like scale (formats.md §4: 2050–2149 = 1D, 100 points a
 * grade), as the OpenGotha file derives it.
 */
export function ranksForFile(event: ImportedEvent, listed: readonly number[]): FileRanks {
  const ranks = new Map<number, number>();
  const unranked: number[] = [];
  const derived: string[] = [];
  for (const i of listed) {
    const p = event.players[i];
    if (p.rank !== null) ranks.set(i, p.rank);
    else if (p.rating !== null) {
      const rank = rankOfEgfRating(p.rating);
      ranks.set(i, rank);
      derived.push(`${sheetName(p)} ${p.rating} → ${formatRank(rank)}`);
    } else unranked.push(i);
  }
  const many = derived.length > EXAMPLES ? ` for ${count(derived.length)} players` : '';
  const note = derived.length
    ? `No rank on the Players tab${many}, so the rank written is the one the rating falls in on the EGF scale (2050–2149 = 1d, 100 points a grade): ${examples(derived)}.`
    : '';
  return { ranks, unranked, note };
}

/** How many entries a note about every player shows before "and N more" (2,000 would not read). */
export const EXAMPLES = 5;

/** A count as a note writes it: 2,000. */
export const count = (n: number): string => n.toLocaleString('en-US');

/** The first entries of a note's list, separated by semicolons, then "and N more". */
export function examples(items: readonly string[]): string {
  const shown = items.slice(0, EXAMPLES).join('; ');
  return items.length > EXAMPLES ? `${shown} and ${count(items.length - EXAMPLES)} more` : shown;
}

/** As ranksForFile, refusing a player with neither rank nor rating: the file needs a rank. */
export function requireRanks(
  event: ImportedEvent,
  listed: readonly number[],
  file: string,
): FileRanks {
  const found = ranksForFile(event, listed);
  const n = found.unranked.length;
  if (n > 0) {
    const names = found.unranked.slice(0, 10).map((i) => sheetName(event.players[i]));
    throw new InputError(
      `The ${file} needs a rank on every player line, and ${n} player${n === 1 ? ' has' : 's have'} neither a rank nor a rating: ${names.join('; ')}${n > 10 ? ` and ${n - 10} more` : ''}. Give ${n === 1 ? 'the player' : 'them'} a rank (like 5k or 2d) on the Players tab.`,
    );
  }
  return found;
}
