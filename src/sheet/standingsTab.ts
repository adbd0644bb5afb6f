import type { StandingsTable } from '../engine/systems';
import type { Player } from '../engine/types';
import { columnLetter, type Cell } from './cells';
import { STANDINGS_TAB_NAME } from './schema';
import type { ConditionalRule, TabContent } from './writer';

const PODIUM = ['#ffe599', '#e7e6e6', '#f8cbad'];
const CROSS_COLOURS: Array<[ConditionalRule['when'], string]> = [
  [{ startsWith: 'bye' }, '#d9d9d9'],
  [{ contains: '+' }, '#c6efce'],
  [{ contains: '-' }, '#ffc7ce'],
  [{ contains: '=' }, '#ffeb9c'],
];

/**
 * Standings: Place, Name, the system's columns (scores and tiebreaks), one cross-table cell
 * per round ("12+w", "7-b2", "bye+"), then the draw where it decided a place.
 */
export function standingsContent(
  table: StandingsTable,
  players: readonly Player[],
  rounds: number,
): TabContent {
  const roundHeaders = Array.from({ length: rounds }, (_, i) => `R${i + 1}`);
  const header = ['Place', 'Name', ...table.columns.map((c) => c.header), ...roundHeaders, 'Draw'];
  const rows: Cell[][] = [header];
  for (const row of table.rows) {
    // A place of its own is a number (sorts and filters as one); a shared one reads "3=".
    const place = /^\d+$/.test(row.placeLabel) ? Number(row.placeLabel) : row.placeLabel;
    rows.push([place, players[row.player].name, ...row.values, ...row.rounds, row.draw]);
  }
  const firstRound = 3 + table.columns.length;
  const last = table.rows.length + 1;
  const crossRange = `${columnLetter(firstRound)}2:${columnLetter(firstRound + Math.max(rounds, 1) - 1)}${Math.max(last, 2)}`;
  const notes = [
    'Final order; "3=" when a place is shared.',
    'Player.',
    ...table.columns.map((c) => c.note),
    ...roundHeaders.map(() => table.roundNote),
    table.drawNote,
  ];
  return {
    name: STANDINGS_TAB_NAME,
    rows,
    headerNotes: notes,
    banding: true,
    activate: true,
    rowBackgrounds: table.rows.map((r) => (r.place <= 3 ? PODIUM[r.place - 1] : null)),
    conditional:
      rounds > 0
        ? CROSS_COLOURS.map(([when, background]) => ({ range: crossRange, when, background }))
        : [],
    columnWidths: [50, 180, ...table.columns.map((c) => (c.header === 'Band' ? 110 : 60))],
  };
}
