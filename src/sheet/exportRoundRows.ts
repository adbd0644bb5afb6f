import { cellText } from './cells';
import { parseNumber } from './parse';
import type { RoundSheet } from './roundTab';
import { cellAt, headerKey, type Table, type TableRow } from './table';

type Line = Array<string | number>;

const text = (c: unknown): string | number => (typeof c === 'number' ? c : cellText(c));

/**
 * The rounds CSV: the first round tab's headers, then every round's rows under them, each cell
 * found by its header and the boards in board order (bye and short rows after), so a round tab sorted,
 * or its columns dragged into another order, exports the same lines.
 */
export function exportRoundRows(rounds: readonly RoundSheet[]): Line[] {
  const first = rounds[0]?.table;
  // The header row sits below the title lines of a printable round tab.
  const header = first ? first.values[first.headerRow - 1].map(text) : [];
  const seen = new Map<string, number>();
  const columns = header.map((h) => {
    const key = String(h);
    const occurrence = seen.get(headerKey(key)) ?? 0;
    seen.set(headerKey(key), occurrence + 1);
    return { key, occurrence };
  });
  const lines: Line[] = [['Round', ...header]];
  for (const r of rounds) {
    for (const row of inBoardOrder(r.table)) {
      const cells = columns.map(({ key, occurrence }) =>
        key === '' ? '' : text(cellAt(r.table, row, key, occurrence)),
      );
      lines.push([r.round.number, ...cells]);
    }
  }
  return lines;
}

/**
 * Boards by number, a Board cell held as text ("10") as the round tab reads it, then the other
 * rows (Bye, Short…) by their text: not by where they sit.
 */
function inBoardOrder(table: Table): TableRow[] {
  const key = (row: TableRow): { board: number; text: string } => {
    const board = parseNumber(cellAt(table, row, 'Board'));
    return {
      board: board ?? Infinity,
      text: JSON.stringify(row.cells.map(text)),
    };
  };
  return table.rows
    .map((row) => ({ row, ...key(row) }))
    .sort((a, b) => a.board - b.board || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
    .map(({ row }) => row);
}
