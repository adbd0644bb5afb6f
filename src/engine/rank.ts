import { InputError } from './errors';
import { typedText } from './typedText';

/**
 * Go ranks as numbers: 30k = -30 … 1k = -1, 1d = 1 … 9d = 9, 1p = 10 … 9p = 18.
 * There is no 0: 1k and 1d are one stone apart.
 */

const RANK_PATTERN = /^(\d{1,2})\s*(k|kyu|d|dan|p|pro)$/;

/**
 * Japanese, Chinese and Korean ranks: an optional amateur (アマ, 业余, 業餘, 아마) or
 * professional (プロ, 职业, 職業, 프로) prefix, then 初段 or 초단 (1 dan), or a number and
 * 級 / 级 / 급 (kyu) or 段 / 단 (dan). Kanji numerals (一 … 三十) go with 級, 级 and 段.
 */
const EAST_ASIAN_PATTERN =
  /^(?:(アマチュア|アマ|业余|業餘|아마추어|아마)|(プロ|职业|職業|프로))?\s*(?:(初段|초단)|(\d{1,2})\s*(級|级|급|段|단)|([一二三四五六七八九十]{1,3})\s*(級|级|段))$/;

const KANJI_DIGITS = '一二三四五六七八九';

/** 一 … 九十九 as a number: 三 → 3, 十五 → 15, 二十 → 20; null for any other text. */
function kanjiNumber(text: string): number | null {
  const digit = (c: string | undefined): number => (c ? KANJI_DIGITS.indexOf(c) + 1 : 0);
  const match = /^([一二三四五六七八九])?(十)?([一二三四五六七八九])?$/.exec(text);
  if (!match || (match[1] && !match[2] && match[3])) return null;
  return match[2] ? (match[1] ? digit(match[1]) : 1) * 10 + digit(match[3]) : digit(match[1]);
}

/** The rank of a count of kyu, amateur dan or professional dan, or null when out of range. */
function rankOf(n: number, unit: 'k' | 'd' | 'p'): number | null {
  if (unit === 'k') return n >= 1 && n <= 30 ? -n : null;
  if (unit === 'd') return n >= 1 && n <= 9 ? n : null;
  return n >= 1 && n <= 9 ? 9 + n : null;
}

function parseEastAsianRank(text: string): number | null {
  const match = EAST_ASIAN_PATTERN.exec(text);
  if (!match) return null;
  const [, , pro, first, digits, unit, kanji, kanjiUnit] = match;
  const n = first ? 1 : digits ? Number(digits) : kanjiNumber(kanji);
  const kyu = ['級', '级', '급'].includes(unit ?? kanjiUnit ?? '');
  // Professionals hold dan ranks only.
  if (n === null || (pro && kyu)) return null;
  return rankOf(n, kyu ? 'k' : pro ? 'p' : 'd');
}

/**
 * Parses "30k", "5 kyu", "1K", "3d", "3 dan", "2D", "1p", and the East Asian forms "5級",
 * "初段", "三段", "5级", "业余3段", "5급", "아마 3단", "プロ九段"; full-width digits and letters
 * ("５級", "３ｄ") too. Null when the text is not a rank.
 */
export function parseRank(text: string): number | null {
  const t = typedText(text).toLowerCase();
  const match = RANK_PATTERN.exec(t);
  if (!match) return parseEastAsianRank(t);
  const unit = match[2][0];
  return rankOf(Number(match[1]), unit === 'k' ? 'k' : unit === 'd' ? 'd' : 'p');
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
