import type { StandingsTable } from '../engine/systems';
import type { Player } from '../engine/types';
import { columnLetter, type Cell } from './cells';
import { STANDINGS_TAB_NAME } from './schema';
import type { ConditionalRule, TabContent } from './tabContent';
import type { PrintHeading } from './byNameTab';
import { titleBlock } from './title';
import { BYE, DRAW, LOSS, prizeColour, WIN } from './standingsColours';

/**
 * Cross-table colours, the first that fits: a round of several games (multi-game: "Chess 12=,
 * Shogi 10+") by its balance of wins and losses, else the cell's one result. `cell` is the
 * range's top-left cell, as a custom formula reads it.
 */
function crossColours(cell: string): Array<[ConditionalRule['when'], string]> {
  const count = (mark: string): string => `(LEN(${cell})-LEN(SUBSTITUTE(${cell},"${mark}","")))`;
  const several = `ISNUMBER(SEARCH(",",${cell}))`;
  return [
    [{ formula: `=AND(${several},${count('+')}>${count('-')})` }, WIN],
    [{ formula: `=AND(${several},${count('+')}<${count('-')})` }, LOSS],
    // As many wins as losses, or draws only; a round with no result in yet stays plain.
    [{ formula: `=AND(${several},OR(${count('+')}>0,ISNUMBER(SEARCH("=",${cell}))))` }, DRAW],
    [{ startsWith: 'bye' }, BYE],
    [{ contains: '+' }, WIN],
    [{ contains: '-' }, LOSS],
    [{ contains: '=' }, DRAW],
  ];
}

/**
 * Characters a header needs on one line: all of it, or its longest word when it wraps. A word
 * with a hyphen stays with the word before it: in a column only as wide as `Buchholz`, the
 * spreadsheet breaks `Buchholz Cut-1` after the hyphen, leaving `1` on a line of its own.
 */
function headerWidth(column: StandingsTable['columns'][number]): number {
  const words = column.wrapHeader ? column.header.split(/ (?![^ ]*-)/) : [column.header];
  return Math.max(...words.map((w) => w.length));
}

/**
 * What the standings show, for their title line: a table posted before round 1, or while
 * results are missing, says so rather than pass for the table after a round played.
 */
export function standingsTitle(rounds: number, missing: number): string {
  if (rounds === 0) return 'Standings before round 1';
  const pending = missing ? ` (${missing} result${missing > 1 ? 's' : ''} missing)` : '';
  return `Standings after round ${rounds}${pending}`;
}

/** A withdrawn player keeps their place and games, marked so nobody looks for them at a board. */
export function standingsName(player: Player): string {
  return player.status === 'withdrawn' ? `${player.name} (withdrawn)` : player.name;
}

/**
 * Standings: Place, Name, the system's columns (scores and tiebreaks), one cross-table cell
 * per round ("12+w", "7-b2", "bye+"), then the draw where it decided a place.
 */
export function standingsContent(
  table: StandingsTable,
  players: readonly Player[],
  rounds: number,
  heading?: PrintHeading & { missing?: number },
): TabContent {
  const roundHeaders = Array.from({ length: rounds }, (_, i) => `R${i + 1}`);
  const header = ['Place', 'Name', ...table.columns.map((c) => c.header), ...roundHeaders, 'Lot'];
  const rows: Cell[][] = [header];
  for (const row of table.rows) {
    // A place of its own is a number (sorts and filters as one); a shared one reads "3=".
    const place = /^\d+$/.test(row.placeLabel) ? Number(row.placeLabel) : row.placeLabel;
    rows.push([place, standingsName(players[row.player]), ...row.values, ...row.rounds, row.draw]);
  }
  const firstRound = 3 + table.columns.length;
  const last = table.rows.length + 1;
  const crossRange = `${columnLetter(firstRound)}2:${columnLetter(firstRound + Math.max(rounds, 1) - 1)}${Math.max(last, 2)}`;
  // A round cell is as wide as its longest entry: "12+w" in go and chess, a list of games
  // ("Othello 13+, Backgammon 3-") in a multi-game event, which 55 pixels would cut off.
  const roundWidths = roundHeaders.map((_, r) =>
    Math.max(55, ...table.rows.map((row) => String(row.rounds[r] ?? '').length * 7 + 14)),
  );
  const roundNote = [table.roundNote, table.annulledCell ?? ''].join(' ').trim();
  const notes = [
    `Final order; "3=" when a place is shared.${table.annulled ? ` ${table.annulled}` : ''}`,
    'Player.',
    ...table.columns.map((c) => c.note),
    ...roundHeaders.map(() => roundNote),
    table.drawNote,
  ];
  return {
    name: STANDINGS_TAB_NAME,
    ...(heading
      ? {
          // An annulled game's brackets on a line of their own: a longer legend line would
          // shrink the printed page.
          title: [
            ...titleBlock(
              heading.tournament,
              standingsTitle(rounds, heading.missing ?? 0),
              heading.when,
              `Rounds: ${table.roundNote}`,
            ),
            ...(table.annulledCell ? [table.annulledCell] : []),
          ],
        }
      : {}),
    rows,
    headerNotes: notes,
    banding: true,
    activate: true,
    // Place, scores, tiebreaks, rounds and draw centred; names and bands as written.
    centerColumns: header
      .map((h, i) => (h === 'Name' || h === 'Band' ? 0 : i + 1))
      .filter((column) => column > 0),
    // A long name wraps onto a second line (the row grows) rather than be cut off by Rank; so
    // does a tiebreak header of several words, which keeps many tiebreaks one page wide.
    wrapColumns: [2, ...table.columns.flatMap((c, i) => (c.wrapHeader ? [3 + i] : []))],
    rowBackgrounds: table.rows.map((r) =>
      prizeColour(r.place, players[r.player].status === 'withdrawn'),
    ),
    conditional:
      rounds > 0
        ? crossColours(`${columnLetter(firstRound)}2`).map(([when, background]) => ({
            range: crossRange,
            when,
            background,
          }))
        : [],
    // Wide enough for each header (SODOMS, SOS…) in bold, and each round for its longest cell.
    columnWidths: [
      45,
      210,
      ...table.columns.map((c) =>
        c.header === 'Band' ? 115 : Math.max(45, headerWidth(c) * 9 + 14),
      ),
      ...roundWidths,
      45,
    ],
  };
}
