/** Boards still without a result, each with its Result cell, for messages. */
import { consecutiveRuns } from './boardList';
import { boardRow } from './boardRow';
import { columnLetter } from './cells';
import type { RoundSheet } from './roundTab';
import { columnOf } from './table';

/** Past this many entries a round's list gives the count and the first few. */
const MOST_LISTED = 10;
const FIRST_LISTED = 5;

/**
 * "board 4 (E6)", "boards 4 (E6), 7 (E9)", "boards 1–24 (E3–E26)"; a run of three or more
 * boards on consecutive rows is shortened. A long list: "40 boards, first 1 (E3), 4 (E6), …
 * and 35 more".
 */
export function openBoardList(sheet: RoundSheet): string {
  const { table } = sheet;
  const column = columnLetter(columnOf(table, 'Result') ?? 1);
  const placed = [...sheet.missing]
    .sort((a, b) => a - b)
    .map((board) => ({ board, row: boardRow(table, board)?.row ?? null }));
  const at = (row: number | null): string => (row === null ? '' : ` (${column}${row})`);
  const follows = (k: number): boolean =>
    placed[k + 1].board === placed[k].board + 1 &&
    placed[k].row !== null &&
    placed[k + 1].row === placed[k].row! + 1;
  const runs = consecutiveRuns(placed.length, follows).flatMap(([i, j]) => {
    if (j - i < 2) {
      return placed.slice(i, j + 1).map((p) => ({ text: `${p.board}${at(p.row)}`, boards: 1 }));
    }
    const [from, to] = [placed[i], placed[j]];
    return [
      {
        text: `${from.board}–${to.board} (${column}${from.row}–${column}${to.row})`,
        boards: j - i + 1,
      },
    ];
  });
  const word = `board${placed.length === 1 ? '' : 's'}`;
  if (runs.length <= MOST_LISTED) return `${word} ${runs.map((r) => r.text).join(', ')}`;
  const first = runs.slice(0, FIRST_LISTED);
  const more = placed.length - first.reduce((n, r) => n + r.boards, 0);
  return `${placed.length} boards, first ${first.map((r) => r.text).join(', ')} and ${more} more`;
}

/** Each round with boards still open, one entry a round: "Round 3: boards 4 (E6), 7 (E9)". */
export function openBoardsByRound(rounds: readonly RoundSheet[]): string[] {
  return rounds
    .filter((r) => r.missing.length > 0)
    .map((r) => `${r.table.tab}: ${openBoardList(r)}`);
}
