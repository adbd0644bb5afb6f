import { InputError } from '../engine/errors';
import {
  formatByeResult,
  formatResult,
  parseByeResult,
  parseResult,
  RESULT_CHOICES,
} from '../engine/results';
import type { Bye, Game, PlayerId, Round } from '../engine/types';
import type { Cell } from './cells';
import { nameKey } from '../engine/names';
import { parseNumber } from './parse';
import type { Roster } from './playersTab';
import { Problems } from './problems';
import { ROUND_COLUMNS, ROUND_TAB_PATTERN, roundTabName, type TabSpec } from './schema';
import { cellAt, refAt, tableOf, textAt, type Table, type TableRow } from './table';
import { isDraftTab, type TabContent } from './writer';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

const roundSpec = (round: number): TabSpec => ({
  name: roundTabName(round),
  columns: ROUND_COLUMNS,
});

/** A round as read from its tab, with where each board is for messages. */
export interface RoundSheet {
  round: Round;
  table: Table;
  /** Boards whose Result cell is still empty. */
  missing: number[];
  /** Number of result cells filled in (games only). */
  resultsIn: number;
  /** Notes column per board, kept when results are read back. */
  notes: Map<number, string>;
}

/** A tab someone may have meant as a round ("Round 01", "round 2 (done)"), other than ours. */
const LOOKS_LIKE_ROUND = /^\s*round\s*\d+/i;
const BY_NAME_TAB = /^Round \d+ by name$/;

/** Round numbers that have a tab, in order; a tab that looks like a round but is misnamed is refused. */
export function roundNumbers(ss: Spreadsheet): number[] {
  const numbers: number[] = [];
  for (const sheet of ss.getSheets()) {
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
  return numbers.sort((a, b) => a - b);
}

/**
 * Reads every "Round N" tab (one getValues each). Names must be on the Players tab, results in
 * an accepted notation; all problems are reported together.
 */
export function readRounds(ss: Spreadsheet, roster: Roster): RoundSheet[] {
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
    out.push(readRoundTable(tableOf(sheet, roundSpec(n)), n, roster, problems));
  }
  problems.throwIfAny('Some round tabs have problems; nothing was changed:');
  return out;
}

function readRoundTable(
  table: Table,
  number: number,
  roster: Roster,
  problems: Problems,
): RoundSheet {
  const games: Game[] = [];
  const byes: Bye[] = [];
  const missing: number[] = [];
  const notes = new Map<number, string>();
  let resultsIn = 0;
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
    if (boardText.toLowerCase() === 'bye') {
      const player = lookup(row, 'White');
      const kind = parseByeResult(resultText);
      if (kind === null) {
        problems.add(
          `${table.tab}, ${refAt(table, row, 'Result')}: a bye row needs "Forced bye" or "Voluntary bye", not "${resultText}".`,
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
    const white = lookup(row, 'White');
    const black = lookup(row, 'Black');
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
    if (parsed.kind === 'invalid') {
      problems.add(
        `${table.tab}, ${refAt(table, row, 'Result')} (board ${board}): "${resultText}" is not a result. Use W+, B+, W+F, B+F, Jigo, Double forfeit, 1-0, 0-1 or ½-½.`,
      );
    }
    if (parsed.kind === 'missing') missing.push(board);
    else resultsIn++;
    const note = textAt(table, row, 'Notes');
    if (note) notes.set(board, note);
    if (white === null || black === null) continue;
    games.push({
      board,
      white,
      black,
      handicap: handicap ?? 0,
      komi: komi ?? 0,
      result: parsed.kind === 'result' ? parsed.result : null,
    });
  }
  return { round: { number, games, byes }, table, missing, resultsIn, notes };
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

/** The Round N tab: boards in order, then bye rows; Result offers the accepted notations. */
export function roundContent(
  number: number,
  games: readonly GameLine[],
  byes: readonly ByeLine[],
  nameOf: (id: PlayerId) => string,
): TabContent {
  const rows: Cell[][] = [ROUND_COLUMNS.map((c) => c.header)];
  const sorted = [...games].sort((a, b) => a.board - b.board);
  for (const g of sorted) {
    const result = g.result ? formatResult(g.result) : '';
    rows.push([
      g.board,
      nameOf(g.white),
      nameOf(g.black),
      g.handicap,
      g.komi,
      result,
      g.notes.join('; '),
    ]);
  }
  for (const b of byes)
    rows.push(['Bye', nameOf(b.player), '', '', '', formatByeResult(b.kind), b.notes.join('; ')]);
  const result = ROUND_COLUMNS.findIndex((c) => c.header === 'Result') + 1;
  const lastGameRow = sorted.length + 1;
  return {
    name: roundTabName(number),
    rows,
    headerNotes: ROUND_COLUMNS.map((c) => c.note),
    dropdowns: [{ column: result, fromRow: 2, toRow: lastGameRow, choices: [...RESULT_CHOICES] }],
    conditional:
      sorted.length > 0
        ? [
            {
              range: `F2:F${lastGameRow}`,
              when: { empty: true },
              background: MISSING_RESULT_COLOUR,
            },
          ]
        : [],
    columnWidths: [60, 180, 180, 80, 60, 110, 320],
    banding: true,
    activate: true,
  };
}
