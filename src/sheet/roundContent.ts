import { formatByeResult, formatResult, RESULT_PATTERN } from '../engine/results';
import { formatChessResult } from '../engine/results/chessNotation';
import type { Bye, Game, PlayerId } from '../engine/types';
import { columnLetter, type Cell } from './cells';
import { fullNotes, visibleNotes } from './roundNotes';
import { roundTabName, type RoundLayout } from './schema';
import { TITLE_LINES, titleBlock } from './title';
import type { TabContent } from './tabContent';

/** Writing a Round N tab: its rows, title, result checks, notes and print layout. */

export interface GameLine extends Game {
  notes: string[];
}

export interface ByeLine extends Bye {
  notes: string[];
  /** Round robin: the rotation leaves the player without a game; the row reads Rest. */
  rests?: true;
}

const MISSING_RESULT_COLOUR = '#fff2cc';

/** A player this round could not give all their games (multi-game events). */
export interface ShortLine {
  player: PlayerId;
  missing: number;
  reason: string;
}

/** Cells of one game row, in the layout's column order. */
function gameCells(g: GameLine, layout: RoundLayout, nameOf: (id: PlayerId) => string): Cell[] {
  const result = g.result
    ? (layout.chessNotation ? formatChessResult : formatResult)(g.result)
    : '';
  const cells: Record<string, Cell> = {
    Board: g.board,
    Game: g.game ?? '',
    [layout.first]: nameOf(g.white),
    [layout.second]: nameOf(g.black),
    Handicap: g.handicap,
    Komi: g.komi,
    Result: result,
    Notes: visibleNotes(g.notes),
  };
  return layout.columns.map((c) => cells[c.header]);
}

/** The title and live count of a round tab; without it the tab has no title (older callers). */
export interface RoundHeading {
  tournament: string;
  when: Date;
  /** The event's last round: the count then points to Update standings, not the next pairing. */
  lastRound: boolean;
}

/**
 * "18 of 20 results in", kept live by a formula over the Result cells of the game rows; once
 * every result is in it names the next step.
 */
function resultsInFormula(resultColumn: number, boards: number, lastRound: boolean): string {
  const first = TITLE_LINES + 2;
  const letter = columnLetter(resultColumn);
  const count = `COUNTA(${letter}${first}:${letter}${first + boards - 1})`;
  // A menu item in quotes, as every message names one; a formula string doubles its quotes.
  const next = lastRound ? 'run ""Update standings""' : 'run ""Pair next round""';
  return `=${count}&" of ${boards} results in"&IF(${count}>=${boards},": ${next}","")`;
}

/** Sheets' check of a Result cell: the notations parseResult accepts (notationPattern.ts). */
export function resultCheckFormula(cell: string): string {
  return `=REGEXMATCH(LOWER(REGEXREPLACE(TO_TEXT(${cell}),"\\s+","")),"${RESULT_PATTERN}")`;
}

/** A few results in the event's notation, for a message asking for them. */
export function resultExamples(layout: RoundLayout): string {
  return layout.chessNotation ? '1-0, 0-1, ½-½…' : 'W+, B+, Jigo…';
}

/** What a Result cell may hold, for a refusal. */
export function resultHint(layout: RoundLayout): string {
  if (layout.games)
    return "Use 1-0 (Player 1 wins), 0-1, ½-½, '+- or '-+ (forfeits, typed with the apostrophe) or Double forfeit.";
  if (layout.chessNotation)
    return "Use 1-0, 0-1, ½-½, '+- or '-+ (forfeits, typed with the apostrophe) or Double forfeit.";
  return 'Use W+, B+, W+F, B+F, Jigo, Double forfeit, 1-0, 0-1 or ½-½.';
}

/** A row for one player alone (bye or short): the name under the first player's header. */
function soloRow(
  layout: RoundLayout,
  label: string,
  name: string,
  result: string,
  notes: string,
): Cell[] {
  const cells: Cell[] = layout.columns.map(() => '');
  const at = (header: string): number => layout.columns.findIndex((c) => c.header === header);
  cells[at('Board')] = label;
  cells[at(layout.first)] = name;
  cells[at('Result')] = result;
  cells[at('Notes')] = notes;
  return cells;
}

/** Wall sheets: a size read from a step away, 20 boards still on one page. */
export const WALL_FONT_SIZE = 12;
export const WALL_ROW_HEIGHT = 24;
const CENTRED = new Set(['Board', 'Handicap', 'Komi', 'Result']);
const WRAPPED = new Set(['White', 'Black', 'Player 1', 'Player 2', 'Notes']);

/** Columns of names (players, games) a TD may retype when changing a pairing by hand. */
const TYPED_NAMES = new Set(['White', 'Black', 'Player 1', 'Player 2', 'Game']);

/**
 * The Round N tab: boards in order, then bye rows, then (multi-game) the players left short;
 * Result offers the accepted notations.
 */
export function roundContent(
  number: number,
  games: readonly GameLine[],
  byes: readonly ByeLine[],
  nameOf: (id: PlayerId) => string,
  layout: RoundLayout,
  short: readonly ShortLine[] = [],
  heading?: RoundHeading,
): TabContent {
  const { columns } = layout;
  const rows: Cell[][] = [columns.map((c) => c.header)];
  const sorted = [...games].sort((a, b) => a.board - b.board);
  for (const g of sorted) rows.push(gameCells(g, layout, nameOf));
  for (const b of byes) {
    rows.push(
      soloRow(
        layout,
        'Bye',
        nameOf(b.player),
        formatByeResult(b.kind, b.rests, b.absent),
        visibleNotes(b.notes),
      ),
    );
  }
  for (const s of short) {
    const games = `${s.missing} game${s.missing > 1 ? 's' : ''} short: ${s.reason}`;
    rows.push(soloRow(layout, 'Short', nameOf(s.player), '', games));
  }
  const result = columns.findIndex((c) => c.header === 'Result') + 1;
  const resultLetter = columnLetter(result);
  const lastGameRow = sorted.length + 1;
  const notesColumn = columns.findIndex((c) => c.header === 'Notes') + 1;
  const hover = [...sorted.map((g) => fullNotes(g.notes)), ...byes.map((b) => fullNotes(b.notes))];
  const title = heading
    ? {
        title: titleBlock(heading.tournament, roundTabName(number), heading.when),
        titleFormulas:
          sorted.length > 0
            ? [
                {
                  line: TITLE_LINES - 1,
                  column: 1,
                  formula: resultsInFormula(result, sorted.length, heading.lastRound),
                },
              ]
            : [],
      }
    : {};
  return {
    name: roundTabName(number),
    rows,
    ...title,
    headerNotes: columns.map((c) => c.note),
    // A check, not a dropdown: a list would mark W+R, B+12.5 and other accepted notations.
    formulaChecks:
      sorted.length > 0
        ? [
            {
              range: `${resultLetter}2:${resultLetter}${lastGameRow}`,
              formula: resultCheckFormula(`${resultLetter}2`),
              help: resultHint(layout),
            },
          ]
        : [],
    cellNotes: hover.some(Boolean) ? [{ column: notesColumn, notes: hover }] : [],
    conditional:
      sorted.length > 0
        ? [
            {
              range: `${resultLetter}2:${resultLetter}${lastGameRow}`,
              when: { empty: true },
              background: MISSING_RESULT_COLOUR,
            },
          ]
        : [],
    columnWidths: columns.map((c) => layout.widths[c.header] ?? 100),
    fontSize: WALL_FONT_SIZE,
    // A long name, a multi-game board's notes (choices, widening, replays) and a Short row's
    // reason wrap inside their cells, and their rows grow, rather than be cut off by the next
    // column or spill past the page's width.
    wrapColumns: columns
      .map((c, i) => (WRAPPED.has(c.header) ? i + 1 : 0))
      .filter((column) => column > 0),
    ...(layout.games ? {} : { rowHeight: WALL_ROW_HEIGHT }),
    centerColumns: columns
      .map((c, i) => (CENTRED.has(c.header) ? i + 1 : 0))
      .filter((column) => column > 0),
    banding: true,
    activate: true,
    // A name the TD types over another by hand (a pairing changed) stays as typed.
    plainText: {
      columns: columns
        .map((c, i) => (TYPED_NAMES.has(c.header) ? i + 1 : 0))
        .filter((column) => column > 0),
      toRow: rows.length,
    },
  };
}
