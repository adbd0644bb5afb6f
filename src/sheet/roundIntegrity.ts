import { InputError } from '../engine/errors';
import { playersInRound } from '../engine/history';
import { nameKey } from '../engine/names';
import type { PlayerId } from '../engine/types';
import { boardRow } from './boardRow';
import { gapProblem, missingRowProblems } from './missingRows';
import { parseNumber } from './parse';
import type { Roster } from './playersTab';
import { Problems } from './problems';
import type { RoundSheet } from './roundTab';
import type { RoundLayout } from './schema';
import type { UndoRecord } from './undoRecord';
import { cellAt, refAt, textAt } from './table';

/**
 * Problems that break a round's history, found in the cells of its tab: a tab emptied to its
 * header, a board number twice, a player paired with themselves, and (one game a round) a
 * player on two boards or on a board and a bye row. Check round lists them; every other
 * command refuses, so nothing is paired or scored from such a tab.
 */
export function roundIntegrityProblems(
  sheet: RoundSheet,
  roster: Roster,
  layout: RoundLayout,
): string[] {
  const { table } = sheet;
  const tab = table.tab;
  const { first, second } = layout;
  const rows = table.rows.filter((r) => textAt(table, r, 'Board').toLowerCase() !== 'short');
  if (rows.length === 0) {
    return [
      `${tab} has no boards and no bye rows, only its header row. Undo the edit (Edit › Undo), or run "Undo last pairing" if it is the newest round and pair it again.`,
    ];
  }
  const problems: string[] = [];
  const boards = new Map<number, string>();
  const seen = new Map<PlayerId, string>();
  const idAt = (row: (typeof rows)[number], header: string): PlayerId | undefined =>
    roster.byName.get(nameKey(textAt(table, row, header)));
  for (const row of rows) {
    const isBye = textAt(table, row, 'Board').toLowerCase() === 'bye';
    if (!isBye) {
      const board = parseNumber(cellAt(table, row, 'Board'));
      const where = refAt(table, row, 'Board');
      if (board !== null && boards.has(board)) {
        problems.push(
          `${where}: board ${board} is also on ${boards.get(board)}; number each board once.`,
        );
      } else if (board !== null) boards.set(board, where);
    }
    const headers = isBye ? [first] : [first, second];
    const ids = headers.map((h) => idAt(row, h));
    if (!isBye && ids[0] !== undefined && ids[0] === ids[1]) {
      problems.push(
        `${refAt(table, row, first)} and ${refAt(table, row, second)}: ${roster.players[ids[0]].name} is both ${first} and ${second}.`,
      );
      continue;
    }
    // Multi-game events give a player several games a round; their own check counts them.
    if (layout.games) continue;
    headers.forEach((header, i) => {
      const id = ids[i];
      if (id === undefined) return;
      const where = refAt(table, row, header);
      const before = seen.get(id);
      if (before) {
        problems.push(
          `${where}: ${roster.players[id].name} is also on ${before}; a player has one board or bye a round.`,
        );
      } else seen.set(id, where);
    });
  }
  return problems;
}

/**
 * Refuses when any round tab has such problems, or a row deleted by hand (missingRows), naming
 * the cells: what Pair next round and Update standings read. `records`: each round's undo record.
 */
export function refuseBrokenRounds(
  rounds: readonly RoundSheet[],
  roster: Roster,
  layout: RoundLayout,
  records: ReadonlyMap<number, UndoRecord>,
): void {
  const problems = new Problems();
  for (const r of rounds) {
    for (const p of roundIntegrityProblems(r, roster, layout)) problems.add(p);
  }
  for (const p of missingRowProblems(rounds, roster, layout, records)) problems.add(p);
  refuse(problems);
}

/** Refuses a round tab with such problems: what a printout of one round needs. */
export function refuseBrokenTab(sheet: RoundSheet, roster: Roster, layout: RoundLayout): void {
  const problems = new Problems();
  for (const p of roundIntegrityProblems(sheet, roster, layout)) problems.add(p);
  refuse(problems);
}

function refuse(problems: Problems): void {
  if (problems.count === 0) return;
  try {
    problems.throwIfAny(
      'Some round tabs were edited into a state no round can be in; nothing was changed. Fix these cells ("Check round" on each round tab named lists them), then try again:',
    );
  } catch (error) {
    if (error instanceof InputError && problems.count === 1) {
      throw new InputError(
        `${error.message} Nothing was changed; "Check round" on that round tab lists such problems.`,
      );
    }
    throw error;
  }
}

/**
 * The cells behind the engine's Check round problems: "Board N: …" gets the board's cell on the
 * round tab. "X is neither paired nor given a bye." (no row on the round tab to name) gets,
 * in the latest round with no result in, the player's Status cell on Players: a board, a bye
 * row, or Status withdrawn for a player who left. In any other round the player had a row
 * before, and withdrawing them would not mend this round but drop them from the next ones:
 * the same advice as Pair next round's, to put the row back or give a bye row there.
 */
export function withCells(
  problems: readonly string[],
  sheet: RoundSheet,
  roster: Roster,
  rounds: readonly RoundSheet[],
): string[] {
  const { table } = sheet;
  const newest = rounds[rounds.length - 1]?.round.number === sheet.round.number;
  const open = newest && sheet.typed.length === 0;
  return problems.map((problem) => {
    const board = /^Board (\d+): /.exec(problem);
    if (board) {
      const row = boardRow(table, Number(board[1]));
      return row
        ? `${refAt(table, row, 'Board')} (board ${board[1]}): ${problem.slice(board[0].length)}`
        : problem;
    }
    const missing = /^(.*) is neither paired nor given a bye\.$/.exec(problem);
    const id = missing && roster.byName.get(nameKey(missing[1]));
    if (id === undefined || id === null) return problem;
    const last = open ? undefined : lastRow(rounds, sheet, id);
    if (last === undefined) {
      return `${refAt(roster.table, roster.rows[id], 'Status')}: ${problem} Add a board or a bye row for them on ${table.tab}, or set their Status to withdrawn.`;
    }
    return gapProblem({ name: roster.players[id].name, last, tabs: [table.tab] });
  });
}

/** The latest round before `sheet` in which the player has a row. */
function lastRow(
  rounds: readonly RoundSheet[],
  sheet: RoundSheet,
  id: PlayerId,
): number | undefined {
  const before = rounds.filter((r) => r.round.number < sheet.round.number);
  return before.reverse().find((r) => playersInRound(r.round).has(id))?.round.number;
}
