/**
 * Standings by division: the Standings order cut into the prize divisions of Players › Division
 * (Open, Dan, Kyu…; chess sections), one block each with its own title and header row.
 */
import { nameKey } from '../engine/names';
import type { StandingsColumn, StandingsRow, StandingsTable } from '../engine/systems';
import type { Player } from '../engine/types';
import { columnLetter, type Cell } from './cells';
import { divisionPageLines, divisionParts } from './divisionPages';
import { DIVISIONS_TAB_NAME } from './schema';
import type { PrintHeading } from './byNameTab';
import { prizeColour } from './standingsColours';
import { standingsName, standingsTitle } from './standingsTab';
import type { TabContent } from './tabContent';
import { titleBlock } from './title';

/** A division and its players in the overall order; `name` null for players with none. */
export interface Division {
  name: string | null;
  rows: StandingsRow[];
}

/**
 * The divisions of the standings, ordered by the best overall place in each, the players with a
 * blank Division last; null when no player has one. Two spellings that differ only in case or
 * spaces ("Dan", "dan ") are one division, named as the first player on Players wrote it.
 */
export function divisionsOf(
  table: StandingsTable,
  divisions: readonly string[],
): Division[] | null {
  const named = new Map<string, string>();
  for (const d of divisions) {
    const key = nameKey(d);
    if (key !== '' && !named.has(key)) named.set(key, d.trim());
  }
  if (named.size === 0) return null;
  const blocks = new Map<string, Division>();
  const none: Division = { name: null, rows: [] };
  for (const row of table.rows) {
    const key = nameKey(divisions[row.player] ?? '');
    if (key === '') {
      none.rows.push(row);
      continue;
    }
    const block = blocks.get(key) ?? { name: named.get(key)!, rows: [] };
    block.rows.push(row);
    blocks.set(key, block);
  }
  return [...blocks.values(), ...(none.rows.length ? [none] : [])];
}

/** Place in the division: one more than the division's players placed better overall; "2=" when shared. */
function divisionPlaces(rows: readonly StandingsRow[]): Cell[] {
  return rows.map((row) => {
    const place = 1 + rows.filter((r) => r.place < row.place).length;
    const shared = rows.some((r) => r !== row && r.place === row.place);
    return shared ? `${place}=` : place;
  });
}

/**
 * The columns shown after the name: the strength column with the most values (Rank in a go
 * event, Rating in an Elo-rated one; none in a multi-game event), the score, and the tiebreaks.
 */
function shownColumns(table: StandingsTable): number[] {
  const filled = (i: number): number =>
    table.rows.filter((r) => String(r.values[i] ?? '') !== '').length;
  const strength = table.columns
    .map((c, i) => ({ c, i }))
    .filter(({ c, i }) => c.role === 'strength' && filled(i) > 0)
    .reduce<number | null>(
      (best, { i }) => (best === null || filled(i) > filled(best) ? i : best),
      null,
    );
  const of = (role: StandingsColumn['role']): number[] =>
    table.columns.flatMap((c, i) => (c.role === role ? [i] : []));
  return [...(strength === null ? [] : [strength]), ...of('score'), ...of('tiebreak')];
}

const NAME_WIDTH = 260;
/** Characters of the default font a name column holds on one line before it wraps. */
const NAME_CHARACTERS = Math.floor((NAME_WIDTH - 10) / 7);
const STRIPE = '#f3f3f3';

/**
 * The Standings by division tab, or null when no player has a Division. Each division (or its
 * part on a printed page, divisionPages.ts) is a title row, a header row and its players: Place
 * in the division, Overall place, Name, Rank or Rating, Score and the system's tiebreaks.
 */
export function divisionsContent(
  table: StandingsTable,
  players: readonly Player[],
  divisions: readonly string[],
  rounds: number,
  heading: PrintHeading & { missing?: number },
): TabContent | null {
  const blocks = divisionsOf(table, divisions);
  if (!blocks) return null;
  const shown = shownColumns(table);
  const header = ['Place', 'Overall', 'Name', ...shown.map((i) => table.columns[i].header)];
  const notes = [
    'Place in this division; "2=" when shared.',
    'Place on the Standings tab, among all players.',
    'Player.',
    ...shown.map((i) => table.columns[i].note),
  ];
  const names = blocks.map((b) => b.rows.map((r) => standingsName(players[r.player])));
  const lines = names.map((list) =>
    list.map((n) => Math.max(1, Math.ceil(n.length / NAME_CHARACTERS))),
  );
  const rows: Cell[][] = [];
  const backgrounds: Array<string | null> = [];
  const headerRows: number[] = [];
  const bold: string[] = [];
  const centred: string[] = [];
  const last = columnLetter(header.length);
  const widths = [
    50,
    60,
    NAME_WIDTH,
    ...shown.map((i) => Math.max(55, table.columns[i].header.length * 9 + 14)),
  ];
  for (const part of divisionParts(lines, divisionPageLines(widths))) {
    const block = blocks[part.block];
    const places = divisionPlaces(block.rows);
    if (rows.length > 0 && !part.newPage) {
      rows.push([]);
      backgrounds.push(null);
    }
    const title = block.name === null ? 'No division' : `Division: ${block.name}`;
    rows.push([part.continued ? `${title} (continued)` : title]);
    backgrounds.push(null);
    bold.push(`A${rows.length}`);
    rows.push(header);
    backgrounds.push(null);
    headerRows.push(rows.length);
    const top = rows.length;
    for (let i = part.from; i < part.to; i++) {
      const row = block.rows[i];
      const place = places[i];
      // A place of its own is a number; a shared one reads "3=", as on Standings.
      const overall = /^\d+$/.test(row.placeLabel) ? Number(row.placeLabel) : row.placeLabel;
      rows.push([place, overall, names[part.block][i], ...shown.map((c) => row.values[c])]);
      // The division's prize places, as on Standings; players of no division have none.
      const prize =
        block.name === null
          ? null
          : prizeColour(parseInt(String(place), 10), players[row.player].status === 'withdrawn');
      backgrounds.push(prize ?? (i % 2 ? STRIPE : null));
    }
    centred.push(`A${top}:B${rows.length}`, `D${top}:${last}${rows.length}`);
  }
  const missing = heading.missing ?? 0;
  return {
    name: DIVISIONS_TAB_NAME,
    title: titleBlock(
      heading.tournament,
      standingsTitle(rounds, missing).replace(/^Standings/, 'Standings by division'),
      heading.when,
      'Place: within the division (Players › Division). Overall: the place on the Standings tab.',
    ),
    rows,
    headerless: true,
    frozenRows: 0,
    headerRows,
    headerNotes: notes,
    // Row 1 is the first division's title: the backgrounds start with its header row.
    rowBackgrounds: backgrounds.slice(1),
    boldRanges: bold,
    centerRanges: centred,
    wrapColumns: [3],
    columnWidths: widths,
  };
}
