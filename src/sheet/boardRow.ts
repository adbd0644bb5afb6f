import { parseNumber } from './parse';
import { cellAt, type Table, type TableRow } from './table';

/** The row of a round tab whose Board cell holds `board`, to name its cells. */
export function boardRow(table: Table, board: number): TableRow | undefined {
  return table.rows.find((r) => parseNumber(cellAt(table, r, 'Board')) === board);
}
