import { InputError } from '../engine/errors';
import {
  formatByeResult,
  formatResult,
  parseByeResult,
  parseResult,
  RESULT_PATTERN,
} from '../engine/results';
import { formatChessResult } from '../engine/results/chessNotation';
import { isWithdrawalForfeit } from '../engine/systems';
import type { Bye, Game, PlayerId, Round } from '../engine/types';
import type { Cell } from './cells';
import { nameKey } from '../engine/names';
import { parseNumber } from './parse';
import type { Roster } from './playersTab';
import { Problems } from './problems';
import { ROUND_TAB_PATTERN, roundTabName, type RoundLayout, type TabSpec } from './schema';
import { cellAt, refAt, tableOf, textAt, type Table, type TableRow } from './table';
import { refuseStrayRound } from './strayTabs';
import { isDraftTab, type TabContent } from './writer';
import { columnLetter } from './cells';
import { TITLE_LINES, titleBlock } from './title';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

const roundSpec = (round: number, layout: RoundLayout): TabSpec => ({
  name: roundTabName(round),
  columns: layout.columns,
});

/** How the rounds of this event read: the layout, and the games offered (multi-game events). */
export interface RoundFormat {
  layout: RoundLayout;
  /** Multi-game: the Games tab, to check and spell each board's game as listed there. */
  games?: readonly string[];
}

/** A round as read from its tab, with where each board is for messages. */
export interface RoundSheet {
  round: Round;
  table: Table;
  /** Boards whose Result cell is still empty. */
  missing: number[];
  /**
   * Boards whose Result cell a volunteer filled in. A forfeit the pairing wrote itself for a
   * withdrawn player is not among them: the round may still be undone or paired again.
   */
  typed: number[];
  /** Notes column per board, kept when results are read back. */
  notes: Map<number, string>;
}

/** A tab someone may have meant as a round ("Round 01", "round 2 (done)"), other than ours. */
const LOOKS_LIKE_ROUND = /^\s*round\s*\d+/i;
const BY_NAME_TAB = /^Round \d+ by name$/;

/** Round numbers that have a tab, in order; a tab that looks like a round but is misnamed is refused. */
export function roundNumbers(ss: Spreadsheet): number[] {
  const numbers: number[] = [];
  const sheets = ss.getSheets();
  for (const sheet of sheets) {
    const name = sheet.getName();
    const match = ROUND_TAB_PATTERN.exec(name);
    if (isDraftTab(name)) continue;
    if (match && String(Number(match[1])) === match[1]) numbers.push(Number(match[1]));
    else if (LOOKS_LIKE_ROUND.test(name) && !BY_NAME_TAB.test(name)) {
      throw new InputError(
        `The tab "${name}" looks like a round but is not named exactly "Round N" (for example "Round 2"). Rename it, so its games are not paired again.`,
      );
    }
  }
  // A round renamed out of that pattern ("R1", "Rnd 1") is found by its headers.
  refuseStrayRound(sheets, numbers.map(roundTabName));
  return numbers.sort((a, b) => a - b);
}

/**
 * Reads every "Round N" tab (one getValues each). Names must be on the Players tab, results in
 * an accepted notation; all problems are reported together.
 */
export function readRounds(ss: Spreadsheet, roster: Roster, format: RoundFormat): RoundSheet[] {
  const problems = new Problems();
  const out: RoundSheet[] = [];
  const numbers = roundNumbers(ss);
  numbers.forEach((n, i) => {
    if (n !== i + 1)
      problems.add(
        `There is a "Round ${n}" tab but no "Round ${i + 1}" tab; round tabs must run 1, 2, 3…`,
      );
  });
  for (const n of numbers) {
    const sheet = ss.getSheetByName(roundTabName(n))!;
    const table = tableOf(sheet, roundSpec(n, format.layout));
    out.push(readRoundTable(table, n, roster, format, problems));
  }
  problems.throwIfAny('Some round tabs have problems; nothing was changed:');
  return out;
}

function readRoundTable(
  table: Table,
  number: number,
  roster: Roster,
  format: RoundFormat,
  problems: Problems,
): RoundSheet {
  const { first, second } = format.layout;
  const gameNames = new Map((format.games ?? []).map((g) => [nameKey(g), g]));
  const games: Game[] = [];
  const byes: Bye[] = [];
  const missing: number[] = [];
  const notes = new Map<number, string>();
  const typed: number[] = [];
  const lookup = (row: TableRow, header: string): PlayerId | null => {
    const name = textAt(table, row, header);
    if (name === '') {
      problems.add(`${table.tab}, ${refAt(table, row, header)}: the ${header} player is blank.`);
      return null;
    }
    const id = roster.byName.get(nameKey(name));
    if (id === undefined) {
      problems.add(
        `${table.tab}, ${refAt(table, row, header)}: "${name}" is not on the Players tab.`,
      );
      return null;
    }
    return id;
  };
  for (const row of table.rows) {
    const boardText = textAt(table, row, 'Board');
    const resultText = textAt(table, row, 'Result');
    // Multi-game: a player left short of games, for the TD's eyes only.
    if (format.layout.games && boardText.toLowerCase() === 'short') continue;
    if (boardText.toLowerCase() === 'bye') {
      const player = lookup(row, first);
      const kind = parseByeResult(resultText);
      if (kind === null) {
        problems.add(
          `${table.tab}, ${refAt(table, row, 'Result')}: a bye row needs "Forced bye" or "Voluntary bye", ${resultText === '' ? 'and the cell is blank' : `not "${resultText}"`}.`,
        );
      }
      if (player !== null && kind !== null) byes.push({ player, kind });
      continue;
    }
    const board = parseNumber(cellAt(table, row, 'Board'));
    if (board === null || !Number.isInteger(board) || board < 1) {
      problems.add(
        `${table.tab}, ${refAt(table, row, 'Board')}: "${boardText}" is not a board number or "Bye".`,
      );
      continue;
    }
    const white = lookup(row, first);
    const black = lookup(row, second);
    const game = format.layout.games ? gameAt(table, row, board, gameNames, problems) : undefined;
    const handicap = numberAt(table, row, 'Handicap', 0);
    if (handicap === null || !Number.isInteger(handicap) || handicap < 0 || handicap > 9) {
      problems.add(
        `${table.tab}, ${refAt(table, row, 'Handicap')} (board ${board}): "${textAt(table, row, 'Handicap')}" is not a handicap of 0 to 9 stones.`,
      );
    }
    const komi = numberAt(table, row, 'Komi', 0);
    if (komi === null) {
      problems.add(
        `${table.tab}, ${refAt(table, row, 'Komi')} (board ${board}): "${textAt(table, row, 'Komi')}" is not a komi such as 7.5.`,
      );
    }
    const parsed = parseResult(resultText);
    if (cellAt(table, row, 'Result') instanceof Date) {
      // Excel, LibreOffice and Sheets turn "1:0" into a time and "1-1" or "1/2" into a date.
      problems.add(
        `${table.tab}, ${refAt(table, row, 'Result')} (board ${board}): the spreadsheet turned what was typed into a date or time. Type the result again with an apostrophe in front ('1:0), or as 1-0, 0-1, ½-½.`,
      );
    } else if (parsed.kind === 'invalid') {
      problems.add(
        `${table.tab}, ${refAt(table, row, 'Result')} (board ${board}): "${resultText}" is not a result. ${resultHint(format.layout)}`,
      );
    }
    const note = textAt(table, row, 'Notes');
    if (note) notes.set(board, note);
    if (parsed.kind === 'missing') missing.push(board);
    if (white === null || black === null || game === null) {
      if (parsed.kind !== 'missing') typed.push(board);
      continue;
    }
    const played: Game = {
      board,
      white,
      black,
      handicap: handicap ?? 0,
      komi: komi ?? 0,
      result: parsed.kind === 'result' ? parsed.result : null,
      ...(game === undefined ? {} : { game }),
    };
    games.push(played);
    if (parsed.kind !== 'missing' && !isWithdrawalForfeit(played, roster.players, note)) {
      typed.push(board);
    }
  }
  return { round: { number, games, byes }, table, missing, typed, notes };
}

/** The Game cell of a multi-game board, spelled as on the Games tab; null when it is not there. */
function gameAt(
  table: Table,
  row: TableRow,
  board: number,
  gameNames: ReadonlyMap<string, string>,
  problems: Problems,
): string | null {
  const text = textAt(table, row, 'Game');
  const where = `${table.tab}, ${refAt(table, row, 'Game')} (board ${board})`;
  if (text === '') {
    problems.add(`${where}: the game is blank; write the game played on this board.`);
    return null;
  }
  const game = gameNames.get(nameKey(text));
  if (game === undefined) problems.add(`${where}: "${text}" is not on the Games tab.`);
  return game ?? null;
}

/** A number cell: blank gives the default, unreadable text gives null. */
function numberAt(table: Table, row: TableRow, header: string, blank: number): number | null {
  if (textAt(table, row, header) === '') return blank;
  return parseNumber(cellAt(table, row, header));
}

/** A game to write, with the notes that explain it. */
export interface GameLine extends Game {
  notes: string[];
}

export interface ByeLine extends Bye {
  notes: string[];
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

/** A float that only says who moved between score groups: routine in McMahon, in the hover note. */
const ROUTINE = /^.+ floated (up|down)$/;
/** "X floated up twice in a row (allowed in the last rounds)": a second float in a row. */
const TWICE = /^(.+) floated (up|down) twice in a row\b/;

/**
 * The Notes cell keeps what a TD must act on (same club, colour rule, a second float, a forced
 * bye); second floats are gathered as "floated twice: Ann up, Bo down", without the
 * explanation in brackets. The whole text is in the cell's hover note.
 */
export function visibleNotes(notes: readonly string[]): string {
  const twice: string[] = [];
  const kept: string[] = [];
  for (const note of notes) {
    if (ROUTINE.test(note)) continue;
    const float = TWICE.exec(note);
    if (float) twice.push(`${float[1]} ${float[2]}`);
    else kept.push(note);
  }
  if (twice.length) kept.push(`floated twice: ${twice.join(', ')}`);
  return kept.join('; ');
}

/** The hover note of a Notes cell: every note in full, one a line ('' when nothing was left out). */
export function fullNotes(notes: readonly string[]): string {
  return visibleNotes(notes) === notes.join('; ') ? '' : notes.join('\n');
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
export function resultsInFormula(resultColumn: number, boards: number, lastRound: boolean): string {
  const first = TITLE_LINES + 2;
  const letter = columnLetter(resultColumn);
  const count = `COUNTA(${letter}${first}:${letter}${first + boards - 1})`;
  const next = lastRound ? 'run Update standings' : 'run Pair next round';
  return `=${count}&" of ${boards} results in"&IF(${count}>=${boards},": ${next}","")`;
}

/** Sheets' check of a Result cell: the notations parseResult accepts (notationPattern.ts). */
export function resultCheckFormula(cell: string): string {
  return `=REGEXMATCH(LOWER(REGEXREPLACE(TO_TEXT(${cell}),"\\s+","")),"${RESULT_PATTERN}")`;
}

/** What a Result cell may hold, for a refusal. */
function resultHint(layout: RoundLayout): string {
  if (layout.games)
    return 'Use 1-0 (Player 1 wins), 0-1, ½-½, +- or -+ (forfeits) or Double forfeit.';
  if (layout.chessNotation) return 'Use 1-0, 0-1, ½-½, +- or -+ (forfeits) or Double forfeit.';
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

// About 800 pixels in all: one portrait page wide (A4 or Letter) at 90%.
// Names get room for about 32 characters ("Okafor-Williams, Chiamaka A") at the wall font size.
const COLUMN_WIDTHS: Record<string, number> = {
  Board: 55,
  Game: 130,
  White: 220,
  Black: 220,
  'Player 1': 220,
  'Player 2': 220,
  Handicap: 80,
  Komi: 50,
  Result: 110,
  Notes: 300,
};

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
      soloRow(layout, 'Bye', nameOf(b.player), formatByeResult(b.kind), visibleNotes(b.notes)),
    );
  }
  for (const s of short) {
    const games = `${s.missing} game${s.missing > 1 ? 's' : ''} short: ${s.reason}`;
    rows.push(soloRow(layout, 'Short', nameOf(s.player), '', games));
  }
  const result = columns.findIndex((c) => c.header === 'Result') + 1;
  const resultLetter = String.fromCharCode(64 + result);
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
    columnWidths: columns.map((c) => COLUMN_WIDTHS[c.header] ?? 100),
    fontSize: WALL_FONT_SIZE,
    rowHeight: WALL_ROW_HEIGHT,
    centerColumns: columns
      .map((c, i) => (CENTRED.has(c.header) ? i + 1 : 0))
      .filter((column) => column > 0),
    banding: true,
    activate: true,
  };
}
