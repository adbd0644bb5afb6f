import { describe, expect, it } from 'vitest';
import { openBoardList } from '../../src/sheet/openBoards';
import type { RoundSheet } from '../../src/sheet/roundTab';
import type { Table } from '../../src/sheet/table';

/** A round tab, header on row 4, Result in column F, one board a row from row 5. */
function round(boards: number, missing: number[]): RoundSheet {
  const table = {
    tab: 'Round 3',
    columns: new Map([
      ['board', [1]],
      ['result', [6]],
    ]),
    rows: Array.from({ length: boards }, (_, i) => ({
      row: 5 + i,
      cells: [i + 1, '', '', '', '', ''],
    })),
    headerRow: 4,
  } as unknown as Table;
  return { table, missing } as unknown as RoundSheet;
}

describe('openBoardList', () => {
  it('names each open board with its Result cell, a run of three or more shortened', () => {
    expect(openBoardList(round(8, [4]))).toBe('board 4 (F8)');
    expect(openBoardList(round(8, [7, 4]))).toBe('boards 4 (F8), 7 (F11)');
    expect(openBoardList(round(8, [1, 2, 3, 4, 6, 8]))).toBe(
      'boards 1–4 (F5–F8), 6 (F10), 8 (F12)',
    );
  });

  it('past ten entries gives the count and the first five', () => {
    const odd = Array.from({ length: 20 }, (_, i) => 2 * i + 1);
    expect(openBoardList(round(40, odd))).toBe(
      '20 boards, first 1 (F5), 3 (F7), 5 (F9), 7 (F11), 9 (F13) and 15 more',
    );
    const ten = Array.from({ length: 10 }, (_, i) => 2 * i + 1);
    expect(openBoardList(round(40, ten))).toMatch(/^boards 1 \(F5\), .* 19 \(F23\)$/);
  });
});
