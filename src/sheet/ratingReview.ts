import { InputError } from '../engine/errors';
import { nameKey } from '../engine/names';
import { formatRank } from '../engine/rank';
import { ratingKind, type RatingKind } from '../engine/ratings';
import { lookUpRatings, ratingMismatch, type RatingList } from '../interop/ratingLists';
import type { Cell } from './cells';
import { parseNumber, parseYesNo } from './parse';
import {
  AGA_ID_HEADER,
  EGF_PIN_HEADER,
  PLAYERS_TAB,
  RATING_REVIEW_TAB_NAME,
  type TabSpec,
} from './schema';
import {
  cellAt,
  columnOf,
  headerKey,
  readTable,
  refAt,
  tableOf,
  textAt,
  type Table,
  type TableRow,
} from './table';
import type { TabContent } from './tabContent';
import { WritePlan } from './writer';

/** Apply rating review's message when no row is marked Yes (`ratings --yes` words its own). */
export const NOTHING_APPLIED =
  'No change was marked Yes; the Players tab is unchanged. The review tab was removed.';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export const REVIEW_TAB: TabSpec = {
  name: RATING_REVIEW_TAB_NAME,
  columns: [
    { header: 'Player', note: 'Player as on the Players tab.', required: true },
    {
      header: 'Match',
      note: 'How the list line was found: by id, by name, by name with its words in the other order, ambiguous or missing.',
      required: true,
    },
    { header: 'Column', note: 'Players column to change.', required: true },
    { header: 'Now', note: 'Value on the Players tab now.', required: true },
    { header: 'New', note: 'Value from the rating list.', required: true },
    {
      header: 'Apply',
      note: 'Yes: write this change with "Apply rating review"; No: leave it.',
      required: true,
    },
  ],
};

const sameAgaId = (a: string, b: string): boolean =>
  a.replace(/^0+(?=\d)/, '') === b.replace(/^0+(?=\d)/, '');

const headerOf = (list: RatingList): string =>
  list.kind === 'AGA' ? AGA_ID_HEADER : EGF_PIN_HEADER;

/** The one kind of rating the Rating column holds now, or null (empty, or mixed). */
function columnKind(table: Table, rows: readonly TableRow[]): RatingKind | null {
  const kinds = new Set<RatingKind | null>();
  for (const row of rows) {
    const rating = parseNumber(cellAt(table, row, 'Rating'));
    if (rating !== null) kinds.add(ratingKind(rating));
  }
  const [only] = [...kinds];
  return kinds.size === 1 ? only : null;
}

/** The Players columns a rating review changes: all it ever lists in its Column cells. */
const REVIEWED_COLUMNS = ['Rating', 'Rank', 'Club', AGA_ID_HEADER, EGF_PIN_HEADER];

/** The Players column a review row names, refused unless a rating review may change it. */
function reviewedColumn(review: Table, row: TableRow): string {
  const text = textAt(review, row, 'Column');
  const column = REVIEWED_COLUMNS.find((c) => headerKey(c) === headerKey(text));
  if (column) return column;
  const last = REVIEWED_COLUMNS.length - 1;
  const choices = `${REVIEWED_COLUMNS.slice(0, last).join(', ')} or ${REVIEWED_COLUMNS[last]}`;
  throw new InputError(
    `${refAt(review, row, 'Column')} (${textAt(review, row, 'Player')}): "${text}" is not a column a rating review changes; it must be ${choices}. Nothing was changed.`,
  );
}

/**
 * The review tab: every change the list would make, each to confirm; players not matched
 * listed. A rating of the other kind than the Rating column's is listed with Apply = No.
 */
export function reviewContent(
  ss: Spreadsheet,
  list: RatingList,
  source: string,
): {
  tab: TabContent;
  changes: number;
  unmatched: number;
  /** Players matched to a line with no rating. */
  unrated: number;
  /** Players matched by their name with its words in the other order (changes marked No). */
  swapped: number;
  notApplied: string;
  /** Each player counted in unmatched, unrated and swapped, as "Name: how the list found them". */
  named: { unmatched: string[]; unrated: string[]; swapped: string[] };
} {
  const table = readTable(ss, PLAYERS_TAB);
  const idHeader = headerOf(list);
  const rows = table.rows.filter((r) => textAt(table, r, 'Name') !== '');
  const kind = columnKind(table, rows);
  let kept = 0;
  const reasons = new Set<string>();
  const results = lookUpRatings(
    rows.map((r) => ({ name: textAt(table, r, 'Name'), id: textAt(table, r, idHeader) })),
    list,
  );
  const out: Cell[][] = [REVIEW_TAB.columns.map((c) => c.header)];
  let changes = 0;
  const named = { unmatched: [] as string[], unrated: [] as string[], swapped: [] as string[] };
  results.forEach((result, i) => {
    const name = textAt(table, rows[i], 'Name');
    if (result.status === 'ambiguous') {
      const [first] = result.candidates;
      const match = result.candidates.every((c) => c.id === first.id)
        ? `ambiguous: id ${first.id} is on ${result.candidates.map((c) => `line ${c.line} (${c.rating ?? 'no rating'})`).join(', ')} of the ${source}; type the right rating by hand`
        : `ambiguous: ${result.candidates.map((c) => `${c.id} (line ${c.line})`).join(', ')}; put the right id in ${idHeader}`;
      out.push([name, match, '', '', '', '']);
      named.unmatched.push(`${name}: ${match}`);
      return;
    }
    if (result.status === 'missing') {
      out.push([name, `missing: ${result.reason}`, '', '', '', '']);
      named.unmatched.push(`${name}: missing: ${result.reason}`);
      return;
    }
    const e = result.entry;
    const proposed: Array<[string, string | number]> = [
      ['Rating', e.rating ?? ''],
      ['Rank', formatRank(e.rank)],
      ['Club', e.club],
      [idHeader, e.id],
    ];
    // An unrated member (a TDList rating of 0 or blank, an EGD GoR blank): matched, no rating.
    const unratedNote = e.rating === null ? `; the ${source} has no rating for this player` : '';
    // Found by the name with its words in the other order: the TD confirms each change.
    const swapped = result.status === 'by name, order swapped';
    const confirm = swapped ? '; check it is the same player, then set Apply to Yes' : '';
    const found = `${name}: ${result.status} (${source}, line ${e.line})`;
    const match = `${result.status} (${source}, line ${e.line})${unratedNote}${confirm}`;
    const before = out.length;
    for (const [column, value] of proposed) {
      const now = textAt(table, rows[i], column);
      if (String(value) === '' || String(value) === now) continue;
      // An AGA id typed as text with leading zeros is the same id (the AGA file writes 123).
      if (column === idHeader && list.kind === 'AGA' && sameAgaId(now, String(value))) continue;
      changes++;
      const why = column === 'Rating' ? ratingMismatch(Number(value), kind) : null;
      if (why) {
        kept++;
        reasons.add(why);
      }
      out.push(
        why
          ? [name, `${match}; not applied: ${why}`, column, now, value, 'No']
          : [name, match, column, now, value, swapped ? 'No' : 'Yes'],
      );
    }
    if (unratedNote) {
      named.unrated.push(found);
      if (out.length === before) out.push([name, match, '', '', '', '']);
    }
    if (swapped && out.length > before) named.swapped.push(found);
  });
  const tab: TabContent = {
    name: REVIEW_TAB.name,
    rows: out,
    headerNotes: REVIEW_TAB.columns.map((c) => c.note),
    dropdowns: [{ column: 6, fromRow: 2, toRow: Math.max(2, out.length), choices: ['Yes', 'No'] }],
    // Now and New hold a club's name on one or two lines; the tab still prints portrait.
    columnWidths: [180, 260, 90, 130, 130, 60],
    // A long name, a club in Now or New, or a long match wraps onto another line (the row
    // grows) rather than be cut off by the next column, on screen and on the printed page.
    wrapColumns: [1, 2, 4, 5],
    activate: true,
  };
  const notApplied = kept
    ? `${kept} rating${kept === 1 ? '' : 's'} of the list marked Apply = No, as the Rating column cannot take ${kept === 1 ? 'it' : 'them'} (${[...reasons].join('; ')}).`
    : '';
  return {
    tab,
    changes,
    unmatched: named.unmatched.length,
    unrated: named.unrated.length,
    swapped: named.swapped.length,
    notApplied,
    named,
  };
}

/** Writes the review's confirmed changes into Players, then removes the review tab. */
export function applyReview(ss: Spreadsheet): string {
  const sheet = ss.getSheetByName(REVIEW_TAB.name);
  if (!sheet)
    throw new InputError('There is no "Rating review" tab; run "Look up ratings…" first.');
  const review = tableOf(sheet, REVIEW_TAB);
  const players = readTable(ss, PLAYERS_TAB);
  const rowOf = new Map(players.rows.map((r) => [nameKey(textAt(players, r, 'Name')), r]));
  const edits = new Map<number, Map<string, Cell>>();
  const headers = new Set<string>();
  let applied = 0;
  for (const row of review.rows) {
    if (textAt(review, row, 'Column') === '') continue;
    const column = reviewedColumn(review, row);
    const name = textAt(review, row, 'Player');
    const apply = parseYesNo(cellAt(review, row, 'Apply'));
    if (apply === null)
      throw new InputError(
        `${refAt(review, row, 'Apply')} (${name}): Apply must be Yes or No, not "${textAt(review, row, 'Apply')}". Nothing was changed.`,
      );
    if (!apply) continue;
    const target = rowOf.get(nameKey(name));
    if (!target)
      throw new InputError(
        `${refAt(review, row, 'Player')}: "${name}" is no longer on the Players tab; run "Look up ratings…" again. Nothing was changed.`,
      );
    const now = textAt(players, target, column);
    if (now !== textAt(review, row, 'Now')) {
      throw new InputError(
        `${refAt(players, target, column)} (${name}): ${column} is now "${now}", not "${textAt(review, row, 'Now')}" as the review lists it (${refAt(review, row, 'Now')}); run "Look up ratings…" again. Nothing was changed.`,
      );
    }
    const newValue = cellAt(review, row, 'New');
    edits.set(target.row, (edits.get(target.row) ?? new Map()).set(column, newValue));
    headers.add(column);
    applied++;
  }
  const list = [...headers];
  const values = new Map<number, Cell[]>();
  for (const [row, changes] of edits) {
    const current = players.values[row - 1];
    values.set(
      row,
      list.map((h) => (changes.has(h) ? changes.get(h)! : currentCell(players, current, h))),
    );
  }
  const plan = new WritePlan(ss);
  if (applied > 0) plan.updateColumns(players, list, values);
  plan.add(() => ss.deleteSheet(sheet));
  plan.apply();
  return applied === 0
    ? NOTHING_APPLIED
    : `${applied} change${applied === 1 ? '' : 's'} written to the Players tab.`;
}

function currentCell(table: Table, row: Cell[], header: string): Cell {
  const column = columnOf(table, header);
  return column ? (row[column - 1] ?? '') : '';
}
