/** Reading the Round N tabs into engine rounds: one getValues() a tab, every cell checked. */
import { InputError } from '../engine/errors';
import { byeIsAbsence, parseByeResult, parseResult, suggestResult } from '../engine/results';
import { isWithdrawalForfeit } from '../engine/systems';
import type { Bye, Game, PlayerId, Round } from '../engine/types';
import { nameKey, wordList } from '../engine/names';
import { cellRef, cellText, dateAdvice, SPREADSHEET_ERROR, type Cell } from './cells';
import { parseNumber } from './parse';
import type { Roster } from './playersTab';
import { Problems } from './problems';
import {
  BY_NAME_TAB_PATTERN,
  ROUND_TAB_PATTERN,
  roundLayout,
  roundTabName,
  type RoundLayout,
  type TabSpec,
} from './schema';
import {
  cellAt,
  holdsHeaders,
  refAt,
  tableFromValues,
  textAt,
  type Table,
  type TableRow,
} from './table';
import { refuseStrayRound } from './strayTabs';
import { TAB_BACK } from './tabBack';
import { isDraftTab } from './tabBuild';
import { resultHint } from './roundContent';

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

/** Round numbers that have a tab, in order; a tab that looks like a round but is misnamed is refused. */
export function roundNumbers(ss: Spreadsheet): number[] {
  const numbers: number[] = [];
  const sheets = ss.getSheets();
  for (const sheet of sheets) {
    const name = sheet.getName();
    const match = ROUND_TAB_PATTERN.exec(name);
    if (isDraftTab(name)) continue;
    if (match && String(Number(match[1])) === match[1]) numbers.push(Number(match[1]));
    else if (LOOKS_LIKE_ROUND.test(name) && !BY_NAME_TAB_PATTERN.test(name)) {
      throw new InputError(
        `The tab "${name}" looks like a round but is not named exactly "Round N" (for example "Round 2"). Rename it, so its games are not paired again.`,
      );
    }
  }
  // A round renamed out of that pattern ("R1", "Rnd 1") is found by its headers.
  refuseStrayRound(sheets, numbers.map(roundTabName));
  return numbers.sort((a, b) => a - b);
}

/** The round tabs as read (one getValues each), before any cell in them is checked. */
export interface RoundTabs {
  numbers: number[];
  tables: Table[];
}

/**
 * Reads every "Round N" tab. A tab laid out for the other kind of event (White and Black where
 * the Settings' system wants Game, Player 1 and Player 2, or the reverse) goes to `otherLayout`,
 * which refuses it, before its missing headers are named.
 */
export function readRoundTabs(
  ss: Spreadsheet,
  layout: RoundLayout,
  otherLayout: OtherLayout,
): RoundTabs {
  const numbers = roundNumbers(ss);
  const tables = numbers.map((n) => {
    const sheet = ss.getSheetByName(roundTabName(n))!;
    const values = sheet.getDataRange().getValues() as Cell[][];
    checkRoundLayout(n, sheet.getSheetId(), values, layout, otherLayout);
    return tableFromValues(sheet, values, roundSpec(n, layout));
  });
  return { numbers, tables };
}

/** Refuses round `n`, whose tab (of id `sheetId`) has the other kind of event's headers. */
export type OtherLayout = (n: number, sheetId: number) => never;

/** Calls `otherLayout` when round n's tab has the other kind of event's headers, not its own. */
export function checkRoundLayout(
  n: number,
  sheetId: number,
  values: Cell[][],
  layout: RoundLayout,
  otherLayout: OtherLayout,
): void {
  const other = roundLayout(layout.games ? 'colours' : 'games', 'go');
  if (!holdsHeaders(values, roundSpec(n, layout)) && holdsHeaders(values, roundSpec(n, other))) {
    otherLayout(n, sheetId);
  }
}

/**
 * Reads the round tabs' cells into rounds. Names must be on the Players tab, results in an
 * accepted notation; all problems are reported together.
 */
export function readRounds(tabs: RoundTabs, roster: Roster, format: RoundFormat): RoundSheet[] {
  const problems = new Problems();
  const { numbers } = tabs;
  // Each round missing below the last, named once (Round 1, 3 and 4: Round 2 only).
  const last = numbers[numbers.length - 1] ?? 0;
  for (let n = 1; n < last; n++) {
    if (numbers.includes(n)) continue;
    const after = numbers.find((m) => m > n)!;
    problems.add(
      `There is a "Round ${after}" tab but no "Round ${n}" tab; round tabs must run 1, 2, 3… If "Round ${n}" was deleted or renamed by mistake, bring it back (${TAB_BACK}) or rename it "Round ${n}" again: its games and results count in the pairings and the standings.`,
      ' Nothing was changed.',
    );
  }
  const out = tabs.tables.map((table, i) =>
    readRoundTable(table, numbers[i], roster, format, problems),
  );
  problems.throwIfAny('Some round tabs have problems; nothing was changed:');
  return out;
}

/** What to do about a name a round tab holds and Players does not: most often a row deleted. */
const UNKNOWN_PLAYER_ADVICE = `If a Players row was deleted by mistake, put it back (Edit › Undo, or type it again): a player who leaves the event stays on Players, with Status withdrawn. A name misspelt on the round tab is corrected there.`;

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
      problems.add(`${refAt(table, row, header)}: the ${header} player is blank.`);
      return null;
    }
    const id = roster.byName.get(nameKey(name));
    if (id === undefined) {
      problems.add(`${refAt(table, row, header)}: "${name}" is not on the Players tab.`);
      problems.advise(UNKNOWN_PLAYER_ADVICE);
      return null;
    }
    return id;
  };
  for (const row of table.rows) {
    const boardText = textAt(table, row, 'Board');
    // Multi-game: a player left short of games, for the TD's eyes only; a result typed there
    // (a volunteer's slip onto the wrong row) would be lost without a word, so it is named.
    if (format.layout.games && boardText.toLowerCase() === 'short') {
      const typedHere = textAt(table, row, 'Result');
      if (typedHere !== '')
        problems.add(
          `${refAt(table, row, 'Result')}: "${typedHere}" is typed on a Short row, which only says that ${textAt(table, row, first)} is short of games: it holds no game. Type the result on its board's row, and clear this cell.`,
        );
      continue;
    }
    if (boardText.toLowerCase() === 'bye') {
      const bye = byeRow(table, row, lookup(row, first), problems);
      if (bye) byes.push(bye);
      continue;
    }
    const board = parseNumber(cellAt(table, row, 'Board'));
    if (board === null || !Number.isInteger(board) || board < 1) {
      problems.add(notABoard(table, row, format.layout));
      continue;
    }
    const white = lookup(row, first);
    const black = lookup(row, second);
    const game = format.layout.games ? gameAt(table, row, board, gameNames, problems) : undefined;
    const handicap = numberAt(table, row, 'Handicap', 0);
    if (handicap === null || !Number.isInteger(handicap) || handicap < 0 || handicap > 9) {
      problems.add(
        `${refAt(table, row, 'Handicap')} (board ${board}): "${textAt(table, row, 'Handicap')}" is not a handicap of 0 to 9 stones.${dateAdvice(cellAt(table, row, 'Handicap'))}`,
      );
    }
    const komi = numberAt(table, row, 'Komi', 0);
    if (komi === null) {
      problems.add(
        `${refAt(table, row, 'Komi')} (board ${board}): "${textAt(table, row, 'Komi')}" is not a komi such as 7.5.${dateAdvice(cellAt(table, row, 'Komi'))}`,
      );
    }
    const parsed = rowResult(table, row, board, format.layout, problems);
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
  // Board order, then the bye players' order: a tab sorted by name or result reads the same.
  games.sort((a, b) => a.board - b.board);
  byes.sort((a, b) => a.player - b.player);
  return { round: { number, games, byes }, table, missing, typed, notes };
}

/** A bye row's bye; null, with the problem, when its Result is not a kind of bye. */
function byeRow(
  table: Table,
  row: TableRow,
  player: PlayerId | null,
  problems: Problems,
): Bye | null {
  const resultText = textAt(table, row, 'Result');
  const kind = parseByeResult(resultText);
  if (kind === null) {
    problems.add(
      `${refAt(table, row, 'Result')}: a bye row needs "Forced bye", "Voluntary bye", "Absent" or (round robin) "Rest", ${resultText === '' ? 'and the cell is blank' : `not "${resultText}"`}.`,
    );
  }
  if (player === null || kind === null) return null;
  return { player, kind, ...(byeIsAbsence(resultText) ? { absent: true as const } : {}) };
}

/** A board's Result as read; one the spreadsheet turned into a date or a formula is refused. */
function rowResult(
  table: Table,
  row: TableRow,
  board: number,
  layout: RoundLayout,
  problems: Problems,
): ReturnType<typeof parseResult> {
  const resultText = textAt(table, row, 'Result');
  const parsed = parseResult(resultText);
  if (cellAt(table, row, 'Result') instanceof Date) {
    // Excel, LibreOffice and Sheets turn "1:0" into a time and "1-1" or "1/2" into a date.
    problems.add(
      `${refAt(table, row, 'Result')} (board ${board}): the spreadsheet turned what was typed into a date or time. Type the result again with an apostrophe in front ('1:0), or as 1-0, 0-1, ½-½.`,
    );
  } else if (SPREADSHEET_ERROR.test(resultText)) {
    // A result starting with +, - or = typed without an apostrophe became a formula.
    problems.add(
      `${refAt(table, row, 'Result')} (board ${board}): the cell shows the error ${resultText}: the spreadsheet took what was typed for a formula. Type the result again with an apostrophe in front ('+-, '-+, '=), or as 1-0, 0-1, ½-½.`,
    );
  } else if (parsed.kind === 'invalid') {
    problems.add(
      `${refAt(table, row, 'Result')} (board ${board}): "${resultText}" is not a result.${meant(resultText)} ${resultHint(layout)}`,
    );
  }
  return parsed;
}

/**
 * Why a row's Board cell is refused. A row with no players is text typed below or between the
 * boards (a note, a signature): it is named with what it holds and where such text can go.
 */
function notABoard(table: Table, row: TableRow, layout: RoundLayout): string {
  const where = refAt(table, row, 'Board');
  const boardText = textAt(table, row, 'Board');
  const players = [layout.first, layout.second].some((h) => textAt(table, row, h) !== '');
  if (players) {
    return boardText === ''
      ? `${where}: the board number is blank; type the board number back.`
      : `${where}: "${boardText}" is not a board number or "Bye".${dateAdvice(cellAt(table, row, 'Board'))}`;
  }
  const held = row.cells
    .map((cell, i) => ({ text: cellText(cell), at: cellRef(table.tab, row.row, i + 1) }))
    .filter((c) => c.text !== '')
    .map((c) => `${c.at} "${c.text}"`);
  return `${table.tab} row ${row.row} is not a board or a bye row; it holds ${wordList(held, 'and')}. A round tab holds only its boards and bye rows below the header: write the note in the Notes cell of a board or on a tab of your own, and clear the row.`;
}

/** " Did you mean 1-0?" for a result typed with a likely slip, or nothing. */
function meant(text: string): string {
  const suggestion = suggestResult(text);
  return suggestion === null ? '' : ` Did you mean ${suggestion}?`;
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
  const where = `${refAt(table, row, 'Game')} (board ${board})`;
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
