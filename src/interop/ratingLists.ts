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

/** A line of a list that could not be read: left out, the rest of the list still used. */
interface UnreadLine {
  line: number;
  /** The id the line gives, when it reads (a player with that id is told why it is missing). */
  id: string | null;
  name: string;
  why: string;
}

export interface RatingList {
  kind: 'AGA' | 'EGD';
  entries: RatingEntry[];
  unread: UnreadLine[];
}

/**
 * A header line, as a spreadsheet export writes one first (`Name⇥AGA ID⇥Member Type⇥…`): its
 * second field reads like a column name and its first holds no digit (an EGD line copied with
 * tabs has a name second, after its PIN).
 */
const isHeaderLine = (text: string): boolean => {
  const [first = '', second = ''] = text.split('\t');
  return !/\d/.test(first) && /^[A-Za-z][A-Za-z .#_/-]{0,29}$/.test(second.trim());
};

/** The first line with text, or -1. */
const firstTextLine = (lines: readonly string[]): number => lines.findIndex((l) => l.trim() !== '');

/**
 * An EGD line by its shape, with tabs or spaces: an 8-digit PIN first (a TDList line starts
 * with a name), and a grade (like 5k) with a number or nothing after it.
 */
function isEgdLine(text: string): boolean {
  const t = text.trim().split(/\s+/);
  return (
    /^\d{8}$/.test(t[0]) &&
    t.some(
      (w, k) => k >= 2 && parseRank(w) !== null && (k === t.length - 1 || /^-?\d+$/.test(t[k + 1])),
    )
  );
}

/**
 * A TDList or an EGD list extract, told apart by the shape of its first line of data (a tab
 * alone does not tell: an EGD extract copied from a spreadsheet has tabs too).
 */
export function parseRatingList(source: string): RatingList {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  const first = firstTextLine(lines);
  const data = first >= 0 && isHeaderLine(lines[first]) ? lines.slice(first + 1) : lines;
  const line = data[firstTextLine(data)] ?? '';
  return line.includes('\t') && !isEgdLine(line) ? parseTdList(source) : parseEgdList(source);
}

/** An EGD line copied with tabs: PIN, name, country, club, grade and GoR in their own fields. */
function tabbedEgdLine(f: readonly string[]): Omit<RatingEntry, 'line'> | null {
  const [pin, name, country, club, grade, gor = ''] = f.map((x) => x.trim());
  const rank = parseRank(grade ?? '');
  if (f.length < 5 || rank === null || !/^(-?\d+)?$/.test(gor)) return null;
  const rating = gor === '' ? null : Number(gor);
  return { name: name.split(/\s+/).join(' '), id: pin, rating, rank, club, country };
}

/** Why one line of a list could not be read, as a message names it. */
const unreadText = (u: UnreadLine): string =>
  `line ${u.line}${u.name ? ` (${u.name})` : ''}: ${u.why}`;

/** The list read, or refused with its first unread line when no line at all could be read. */
function listOf(
  kind: RatingList['kind'],
  what: string,
  entries: RatingEntry[],
  unread: UnreadLine[],
  none: string,
): RatingList {
  if (entries.length > 0) return { kind, entries, unread };
  throw new InputError(unread.length ? `${what}, ${unreadText(unread[0])}.` : `${what}: ${none}`);
}

/**
 * AGA TDList A/B: 9 tab-separated fields a line (formats.md §2); a header line is skipped. A
 * rating of 0 or blank is an unrated member: no rating. A line that does not read is set aside
 * (RatingList.unread) and the rest of the list is read.
 */
export function parseTdList(source: string): RatingList {
  const what = 'TDList';
  checkSize(source, what);
  const entries: RatingEntry[] = [];
  const unread: UnreadLine[] = [];
  const lines = cleanText(source).split('\n');
  const first = firstTextLine(lines);
  lines.forEach((text, i) => {
    const line = i + 1;
    if (text.trim() === '') return;
    if (i === first && isHeaderLine(text)) return;
    const f = text.split('\t');
    if (f.length < 4) {
      const why = `expected 9 fields separated by tabs (name, AGA id, member type, rating, …), found ${f.length}`;
      unread.push({ line, id: null, name: '', why });
      return;
    }
    const name = f[0].trim();
    const id = f[1].trim();
    if (!/^\d{1,5}$/.test(id)) {
      unread.push({ line, id: null, name: '', why: `"${id}" is not an AGA id (1 to 5 digits)` });
      return;
    }
    const ratingText = f[3].trim();
    const rating = ratingText === '' ? 0 : Number(ratingText);
    // No AGA rating falls between −1 and 1 (formats.md §2); kyu ratings reach −35, dan 12.
    if (rating !== 0 && (!Number.isFinite(rating) || ratingKind(rating) !== 'AGA')) {
      const why = `rating "${ratingText}" is not an AGA rating (−35 to −1 for kyu, 1 to 12 for dan), so it gives no rank`;
      unread.push({ line, id, name, why });
      return;
    }
    entries.push({
      name,
      id,
      rating: rating === 0 ? null : rating,
      rank: rating === 0 ? null : rankOfAgaRating(rating),
      club: (f[5] ?? '').trim(),
      country: '',
      line,
    });
  });
  return listOf('AGA', what, entries, unread, 'the file has no players.');
}

/**
 * An EGD list extract, one player a line: PIN (8 digits), surname and first name, country,
 * club, grade, GoR (as in the EGD's rating list pages), separated by spaces or by tabs (a copy
 * from a spreadsheet); a blank GoR is no rating. Lines not
 * starting with a PIN are headings and are skipped; a line that does not read is set aside.
 */
export function parseEgdList(source: string): RatingList {
  const what = 'EGD list';
  checkSize(source, what);
  const entries: RatingEntry[] = [];
  const unread: UnreadLine[] = [];
  cleanText(source)
    .split('\n')
    .forEach((text, i) => {
      const line = i + 1;
      const t = text.trim().split(/\s+/);
      if (!/^\d{8}$/.test(t[0] ?? '')) return;
      const tabbed = text.includes('\t') ? tabbedEgdLine(text.split('\t')) : null;
      if (tabbed) {
        entries.push({ ...tabbed, line });
        return;
      }
      let found = -1;
      for (let k = 2; k + 3 <= t.length; k++) {
        if (
          /^[A-Z]{2}$/.test(t[k]) &&
          parseRank(t[k + 2] ?? '') !== null &&
          (k + 3 === t.length || /^-?\d+$/.test(t[k + 3]))
        ) {
          found = k;
          break;
        }
      }
      if (found < 0) {
        const why = `expected PIN, name, country, club, grade (like 2k) and GoR, found "${text.trim()}"`;
        unread.push({ line, id: t[0], name: '', why });
        return;
      }
      const gor = t[found + 3];
      entries.push({
        name: t.slice(1, found).join(' '),
        id: t[0],
        rating: gor === undefined ? null : Number(gor),
        rank: parseRank(t[found + 2]),
        club: t[found + 1],
        country: t[found],
        line,
      });
    });
  return listOf(
    'EGD',
    what,
    entries,
    unread,
    'no line starts with an 8-digit PIN; this is not an EGD list.',
  );
}

/** The lines a list could not read, as a sentence for the message ('' for none). */
export function unreadNote(list: RatingList, source: string): string {
  const n = list.unread.length;
  if (n === 0) return '';
  const shown = list.unread.slice(0, 5).map(unreadText).join('; ');
  const more = n > 5 ? `; and ${n - 5} more` : '';
  return `${n} line${n === 1 ? '' : 's'} of the ${source} could not be read and ${n === 1 ? 'was' : 'were'} left out: ${shown}${more}.`;
}

export interface LookUpPlayer {
  name: string;
  /** The id the sheet has for this list's kind (AGA ID or EGF PIN), '' when none. */
  id: string;
}

export type LookUpResult =
  | { status: 'by id' | 'by name' | 'by name, order swapped'; entry: RatingEntry }
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

/**
 * A list name with its words in the other order: "Lindqvist, Per" as "Per Lindqvist"; with no
 * comma (EGD "de Vries Jan"), the last word first ("Jan de Vries") or the first word last.
 */
function swappedNames(name: string): string[] {
  const comma = name.indexOf(',');
  if (comma >= 0) return [`${name.slice(comma + 1)} ${name.slice(0, comma)}`];
  const w = name.trim().split(/\s+/);
  if (w.length < 2) return [];
  return [[w[w.length - 1], ...w.slice(0, -1)].join(' '), [...w.slice(1), w[0]].join(' ')];
}

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

/** Entries by their names with the words in the other order (each entry once a key). */
function swappedIndex(list: RatingList): Map<string, RatingEntry[]> {
  const index = new Map<string, RatingEntry[]>();
  for (const e of list.entries) {
    for (const key of new Set(swappedNames(e.name).map(unaccented))) {
      const same = index.get(key);
      if (same) same.push(e);
      else index.set(key, [e]);
    }
  }
  return index;
}

/**
 * Matches each player: by id when the sheet has one (AGA: look players up by id, formats.md
 * §2), else by exact name, else by the name without accents, else by the name with its words
 * in the other order; a name shared by several lines is ambiguous.
 */
export function lookUpRatings(players: readonly LookUpPlayer[], list: RatingList): LookUpResult[] {
  const byId = indexBy(list, (e) => e.id.replace(/^0+(?=\d)/, ''));
  const byName = indexBy(list, (e) => looseName(e.name));
  // Built only when some name is not in the list as written (an EGD list has 90,000 lines).
  let byUnaccented: Map<string, RatingEntry[]> | null = null;
  let bySwapped: Map<string, RatingEntry[]> | null = null;
  return players.map((p) => {
    const id = p.id.trim();
    if (id !== '') {
      const lines = byId.get(id.replace(/^0+(?=\d)/, '')) ?? [];
      // An id on two lines (two memberships) that give different ratings: neither is taken.
      if (new Set(lines.map((e) => e.rating)).size > 1)
        return { status: 'ambiguous', candidates: lines };
      if (lines.length) return { status: 'by id', entry: lines[0] };
      const bare = id.replace(/^0+(?=\d)/, '');
      const unread = list.unread.find((u) => u.id?.replace(/^0+(?=\d)/, '') === bare);
      return {
        status: 'missing',
        reason: unread
          ? `id ${id} is on line ${unread.line} of the list, which could not be read: ${unread.why}`
          : `id ${id} is not in the list`,
      };
    }
    const matches =
      byName.get(looseName(p.name)) ??
      (byUnaccented ??= indexBy(list, (e) => unaccented(e.name))).get(unaccented(p.name)) ??
      [];
    if (matches.length === 1) return { status: 'by name', entry: matches[0] };
    if (matches.length > 1) return { status: 'ambiguous', candidates: matches };
    // "Per Lindqvist" on Players, "Lindqvist, Per" on the list: a match for the TD to confirm.
    const swapped = (bySwapped ??= swappedIndex(list)).get(unaccented(p.name)) ?? [];
    if (swapped.length === 1) return { status: 'by name, order swapped', entry: swapped[0] };
    if (swapped.length > 1) return { status: 'ambiguous', candidates: swapped };
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
