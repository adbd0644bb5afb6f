import { InputError } from '../engine/errors';
import { nameKey } from '../engine/names';
import { parseRank, rankOfAgaRating } from '../engine/rank';
import { RATING_RULE, ratingKind, type RatingKind } from '../engine/ratings';
import { losesCharacters, toAscii } from './ascii';
import { checkSize, cleanText } from './limits';

/** One line of an official rating list. */
interface RatingEntry {
  /** As the list writes it: "Last, First" (TDList), "Surname Firstname" (EGD). */
  name: string;
  /** AGA id or EGF PIN. */
  id: string;
  /** AGA-style rating (TDList) or GoR (EGD); null when unrated. */
  rating: number | null;
  rank: number | null;
  club: string;
  country: string;
  /** 1-based line, for messages. */
  line: number;
}

export interface RatingList {
  kind: 'AGA' | 'EGD';
  entries: RatingEntry[];
}

/**
 * A header line, as a spreadsheet export writes one first (`Name⇥AGA ID⇥Member Type⇥…`): its id
 * field (the second) holds no digit and reads like a column name.
 */
const isHeaderLine = (text: string): boolean =>
  /^[A-Za-z][A-Za-z .#_/-]{0,29}$/.test((text.split('\t')[1] ?? '').trim());

/** The first line with text, or -1. */
const firstTextLine = (lines: readonly string[]): number => lines.findIndex((l) => l.trim() !== '');

/** A TDList or an EGD list extract, told apart by its first line of data. */
export function parseRatingList(source: string): RatingList {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  const first = firstTextLine(lines);
  const data = first >= 0 && isHeaderLine(lines[first]) ? lines.slice(first + 1) : lines;
  return (data[firstTextLine(data)] ?? '').includes('\t')
    ? parseTdList(source)
    : parseEgdList(source);
}

/** AGA TDList A/B: 9 tab-separated fields a line (formats.md §2); a header line is skipped. */
export function parseTdList(source: string): RatingList {
  const what = 'TDList';
  checkSize(source, what);
  const entries: RatingEntry[] = [];
  const lines = cleanText(source).split('\n');
  const first = firstTextLine(lines);
  lines.forEach((text, i) => {
    const line = i + 1;
    if (text.trim() === '') return;
    if (i === first && isHeaderLine(text)) return;
    const f = text.split('\t');
    if (f.length < 4)
      throw new InputError(
        `${what}, line ${line}: expected 9 fields separated by tabs (name, AGA id, member type, rating, …), found ${f.length}.`,
      );
    const id = f[1].trim();
    if (!/^\d{1,5}$/.test(id))
      throw new InputError(`${what}, line ${line}: "${id}" is not an AGA id (1 to 5 digits).`);
    const ratingText = f[3].trim();
    let rating: number | null = null;
    if (ratingText !== '') {
      rating = Number(ratingText);
      // No AGA rating falls between −1 and 1 (formats.md §2); kyu ratings reach −35, dan 12.
      if (!Number.isFinite(rating) || ratingKind(rating) !== 'AGA') {
        throw new InputError(
          `${what}, line ${line} (${f[0].trim()}): rating "${ratingText}" is not an AGA rating (−35 to −1 for kyu, 1 to 12 for dan), so it gives no rank.`,
        );
      }
    }
    entries.push({
      name: f[0].trim(),
      id,
      rating,
      rank: rating === null ? null : rankOfAgaRating(rating),
      club: (f[5] ?? '').trim(),
      country: '',
      line,
    });
  });
  if (entries.length === 0) throw new InputError(`${what}: the file has no players.`);
  return { kind: 'AGA', entries };
}

/**
 * An EGD list extract, one player a line: PIN (8 digits), surname and first name, country,
 * club, grade, GoR (as in the EGD's rating list pages). Lines not starting with a PIN are
 * headings and are skipped.
 */
export function parseEgdList(source: string): RatingList {
  const what = 'EGD list';
  checkSize(source, what);
  const entries: RatingEntry[] = [];
  cleanText(source)
    .split('\n')
    .forEach((text, i) => {
      const line = i + 1;
      const t = text.trim().split(/\s+/);
      if (!/^\d{8}$/.test(t[0] ?? '')) return;
      let found = -1;
      for (let k = 2; k + 3 < t.length + 1 && k + 3 <= t.length; k++) {
        if (
          /^[A-Z]{2}$/.test(t[k]) &&
          parseRank(t[k + 2] ?? '') !== null &&
          /^-?\d+$/.test(t[k + 3] ?? '')
        ) {
          found = k;
          break;
        }
      }
      if (found < 0)
        throw new InputError(
          `${what}, line ${line}: expected PIN, name, country, club, grade (like 2k) and GoR, found "${text.trim()}".`,
        );
      entries.push({
        name: t.slice(1, found).join(' '),
        id: t[0],
        rating: Number(t[found + 3]),
        rank: parseRank(t[found + 2]),
        club: t[found + 1],
        country: t[found],
        line,
      });
    });
  if (entries.length === 0)
    throw new InputError(`${what}: no line starts with an 8-digit PIN; this is not an EGD list.`);
  return { kind: 'EGD', entries };
}

export interface LookUpPlayer {
  name: string;
  /** The id the sheet has for this list's kind (AGA ID or EGF PIN), '' when none. */
  id: string;
}

export type LookUpResult =
  | { status: 'by id' | 'by name'; entry: RatingEntry }
  | { status: 'ambiguous'; candidates: RatingEntry[] }
  | { status: 'missing'; reason: string };

/** Names compare without case and commas: "Okafor, Ada" = "okafor ada". */
const looseName = (name: string): string => nameKey(name.replace(/,/g, ' '));

/** A name in printable ASCII: its ASCII form is itself. */
const PRINTABLE = /^[\x20-\x7e]*$/;

/**
 * As looseName, in ASCII when the name has an ASCII form: a list in ASCII writes "Muller, Jorg"
 * for Müller, Jörg and "Nguyen, Duc" for Nguyễn, Đức.
 */
const unaccented = (name: string): string =>
  looseName(PRINTABLE.test(name) || losesCharacters(name) ? name : toAscii(name));

/** Entries by a key (their name, their id). */
function indexBy(
  list: RatingList,
  key: (entry: RatingEntry) => string,
): Map<string, RatingEntry[]> {
  const index = new Map<string, RatingEntry[]>();
  for (const e of list.entries) {
    const k = key(e);
    const same = index.get(k);
    if (same) same.push(e);
    else index.set(k, [e]);
  }
  return index;
}

/**
 * Matches each player: by id when the sheet has one (AGA: look players up by id, formats.md
 * §2), else by exact name, else by the name without accents; a name shared by several lines
 * is ambiguous.
 */
export function lookUpRatings(players: readonly LookUpPlayer[], list: RatingList): LookUpResult[] {
  const byId = indexBy(list, (e) => e.id.replace(/^0+(?=\d)/, ''));
  const byName = indexBy(list, (e) => looseName(e.name));
  // Built only when some name is not in the list as written (an EGD list has 90,000 lines).
  let byUnaccented: Map<string, RatingEntry[]> | null = null;
  return players.map((p) => {
    const id = p.id.trim();
    if (id !== '') {
      const lines = byId.get(id.replace(/^0+(?=\d)/, '')) ?? [];
      // An id on two lines (two memberships) that give different ratings: neither is taken.
      if (new Set(lines.map((e) => e.rating)).size > 1)
        return { status: 'ambiguous', candidates: lines };
      return lines.length
        ? { status: 'by id', entry: lines[0] }
        : { status: 'missing', reason: `id ${id} is not in the list` };
    }
    const matches =
      byName.get(looseName(p.name)) ??
      (byUnaccented ??= indexBy(list, (e) => unaccented(e.name))).get(unaccented(p.name)) ??
      [];
    if (matches.length === 1) return { status: 'by name', entry: matches[0] };
    if (matches.length > 1) return { status: 'ambiguous', candidates: matches };
    return { status: 'missing', reason: 'no line with this name' };
  });
}

/**
 * Why a list's rating cannot go into a Rating column holding `columnKind` ratings (null: the
 * column is empty), or null when it can: a column mixes no kinds (engine/ratings.ts), so an
 * AGA-style TDList rating never replaces an Elo-style one, nor a GoR an AGA-style rating.
 */
export function ratingMismatch(rating: number, columnKind: RatingKind | null): string | null {
  const kind = ratingKind(rating);
  if (kind === null) return `${rating} is not a rating the Rating column takes: ${RATING_RULE}`;
  if (columnKind !== null && kind !== columnKind) {
    return `an ${kind}-style rating, and the Rating column holds ${columnKind}-style ratings`;
  }
  return null;
}
