import { rankStones, strength } from './rank';
import type { HandicapMode, Settings } from './types';

const MAX_HANDICAP = 9;
const REDUCTION: Record<HandicapMode, number | null> = {
  none: null,
  full: 0,
  'minus 1': 1,
  'minus 2': 2,
};

/**
 * Handicap stones between two ranks. AGA 2009 "Handicaps": full handicap (the rank difference),
 * handicap minus 1 or minus 2, or none; at most nine stones. No stones without both ranks.
 */
export function handicapStones(
  mode: HandicapMode,
  rankA: number | null,
  rankB: number | null,
): number {
  const reduction = REDUCTION[mode];
  // The sheet refuses a handicap setting while a rank is missing; a rating alone gives none.
  if (reduction === null || rankA === null || rankB === null) return 0;
  const difference = Math.abs(rankStones(rankA) - rankStones(rankB));
  return Math.min(MAX_HANDICAP, Math.max(0, difference - reduction));
}

/**
 * The player who takes Black in a handicap game: the lower rank in stones (the stones follow the
 * ranks), then the lower strength.
 */
export function takesBlack<T extends { player: { rank: number | null }; strength: number }>(
  a: T,
  b: T,
): T {
  const weaker = rankStones(a.player.rank ?? 0) - rankStones(b.player.rank ?? 0);
  return (weaker || a.strength - b.strength) < 0 ? a : b;
}

/**
 * Who is stronger where the stones decide colours (round robin with a Handicap): rank in
 * stones first, as takesBlack, then strength (rating, else rank). Strengths lie within
 * −1,000 and 3,500, so ten thousand a stone keeps the rank first.
 */
export function handicapStrength(player: { rank: number | null; rating: number | null }): number {
  return rankStones(player.rank ?? 0) * 10000 + strength(player);
}

export function komiFor(settings: Settings, handicap: number): number {
  return handicap > 0 ? settings.komiHandicap : settings.komiEven;
}
