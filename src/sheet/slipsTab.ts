import type { Game, PlayerId, Round } from '../engine/types';
import { columnLetter, type Cell } from './cells';
import type { PrintHeading } from './byNameTab';
import { roundTabName, type RoundLayout } from './schema';
import type { TabContent } from './tabContent';

export const SLIPS_TAB_NAME = 'Slips';
/** Sheet rows per slip, the blank row after it included. */
export const SLIP_ROWS = 9;
/** Slips side by side across the page. */
export const SLIPS_ACROSS = 2;
/** Rows of slips on a printed page (a page break after each such block). */
export const SLIP_ROWS_PER_PAGE = 4;
/**
 * Sheet columns per slip, and the narrow gap column between two slips. The name column holds
 * about 29 characters in bold; a longer name wraps onto a second line and its row grows.
 */
const SLIP_COLUMNS = 4;
const SLIP_WIDTHS = [95, 200, 45, 45];
const GAP_WIDTH = 24;
const ROW_HEIGHT = 30;

/** One slip's lines, SLIP_COLUMNS cells each (the last, blank line separates slips). */
function slipLines(
  g: Game,
  round: number,
  layout: RoundLayout,
  tournament: string,
  nameOf: (id: PlayerId) => string,
  rankOf: (id: PlayerId) => string,
): Cell[][] {
  const conditions: Cell[] = layout.games
    ? ['Game', g.game ?? '', '', '']
    : layout.chessNotation
      ? ['Write', '1-0, 0-1 or ½-½', '', '']
      : [
          'Handicap',
          g.handicap === 0 ? 'even' : `${g.handicap} stone${g.handicap === 1 ? '' : 's'}`,
          'Komi',
          g.komi,
        ];
  return [
    // The tournament has the slip's whole width; the board (4 digits at 2,000 players) runs on
    // over the empty last column.
    [tournament, '', '', ''],
    [roundTabName(round), '', `Board ${g.board}`, ''],
    [layout.first, nameOf(g.white), '', rankOf(g.white)],
    [layout.second, nameOf(g.black), '', rankOf(g.black)],
    conditions,
    ['Result', '', '', ''],
    [`${layout.first} signs`, '', '', ''],
    [`${layout.second} signs`, '', '', ''],
    ['', '', '', ''],
  ];
}

/**
 * "Slips": one result slip per board for the players to fill in and sign: tournament, round,
 * board, both names and ranks, colours (or game and move order), handicap and komi, a result
 * box and two signature lines. Two slips across and four down fill a portrait page.
 */
export function slipsContent(
  round: Round,
  nameOf: (id: PlayerId) => string,
  rankOf: (id: PlayerId) => string,
  layout: RoundLayout,
  heading: PrintHeading,
): TabContent {
  const games = [...round.games].sort((a, b) => a.board - b.board);
  const tournament = heading.tournament.trim() || 'Tournament';
  const width = SLIPS_ACROSS * SLIP_COLUMNS + (SLIPS_ACROSS - 1);
  const slipRows = Math.ceil(games.length / SLIPS_ACROSS);
  const rows: Cell[][] = Array.from({ length: Math.max(1, slipRows * SLIP_ROWS) }, () =>
    Array<Cell>(width).fill(''),
  );
  const boxes: string[] = [];
  const underlines: string[] = [];
  const bold: string[] = [];
  const names: string[] = [];
  games.forEach((g, i) => {
    const top = Math.floor(i / SLIPS_ACROSS) * SLIP_ROWS;
    const left = (i % SLIPS_ACROSS) * (SLIP_COLUMNS + 1);
    slipLines(g, round.number, layout, tournament, nameOf, rankOf).forEach((line, r) => {
      line.forEach((cell, c) => (rows[top + r][left + c] = cell));
    });
    const a1 = (r: number, c: number): string => `${columnLetter(left + c + 1)}${top + r + 1}`;
    boxes.push(`${a1(0, 0)}:${a1(SLIP_ROWS - 2, SLIP_COLUMNS - 1)}`, `${a1(5, 1)}:${a1(5, 3)}`);
    underlines.push(`${a1(6, 1)}:${a1(6, 3)}`, `${a1(7, 1)}:${a1(7, 3)}`);
    bold.push(`${a1(0, 0)}:${a1(0, 3)}`, a1(1, 2), `${a1(2, 1)}:${a1(3, 1)}`);
    names.push(`${a1(2, 1)}:${a1(3, 1)}`);
  });
  const widths: number[] = [];
  for (let s = 0; s < SLIPS_ACROSS; s++) {
    if (s > 0) widths.push(GAP_WIDTH);
    widths.push(...SLIP_WIDTHS);
  }
  return {
    name: SLIPS_TAB_NAME,
    rows: games.length ? rows : [[`${roundTabName(round.number)} has no boards to play.`]],
    headerless: true,
    rowHeight: ROW_HEIGHT,
    boxes,
    underlines,
    boldRanges: bold,
    wrapRanges: names,
    columnWidths: widths,
    activate: true,
  };
}

/**
 * The round a Slips tab was printed for, or null: the first slip names it on its second line
 * (its first is the tournament, which may itself say "Round 1…"); a round with no boards says
 * so on the first line.
 */
export function slipsRound(sheet: GoogleAppsScript.Spreadsheet.Sheet): number | null {
  if (sheet.getLastRow() < 1) return null;
  const [[first], [second] = ['']] = sheet
    .getRange(1, 1, Math.min(2, sheet.getLastRow()), 1)
    .getValues();
  const match =
    /^Round (\d+)$/.exec(String(second).trim()) ??
    /^Round (\d+) has no boards to play\.$/.exec(String(first).trim());
  return match ? Number(match[1]) : null;
}
