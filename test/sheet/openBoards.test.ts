import { describe, expect, it } from 'vitest';
import { openBoardList } from '../../src/sheet/openBoards';
import type { RoundSheet } from '../../src/sheet/roundTab';
import type { Table } from '../../src/sheet/table';

/**
 * A round tab, header on row 4, Result in column F, one board a row from row 5 (`order`: the
 * boards in row order, else 1, 2, 3…).
 */
function round(boards: number, missing: number[], order?: number[]): RoundSheet {
  const table = {
    tab: 'Round 3',
    columns: new Map([
      ['board', [1]],
      ['result', [6]],
    ]),
    rows: Array.from({ length: boards }, (_, i) => ({
      row: 5 + i,
      cells: [order ? order[i] : i + 1, '', '', '', '', ''],
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

  it('a run is three boards or more; two are named each', () => {
    expect(openBoardList(round(8, [2, 3, 4]))).toBe('boards 2–4 (F6–F8)');
    expect(openBoardList(round(8, [2, 3, 6]))).toBe('boards 2 (F6), 3 (F7), 6 (F10)');
  });

  it('boards on rows out of order, or on no row, are named one by one', () => {
    expect(openBoardList(round(4, [1, 2, 3], [1, 3, 2, 4]))).toBe('boards 1 (F5), 2 (F7), 3 (F6)');
    expect(openBoardList(round(4, [4, 5]))).toBe('boards 4 (F8), 5');
  });

  it('counts entries, not boards: eleven entries give the count, twelve boards in one run do not', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => 2 * i + 1);
    expect(openBoardList(round(40, eleven))).toBe(
      '11 boards, first 1 (F5), 3 (F7), 5 (F9), 7 (F11), 9 (F13) and 6 more',
    );
    const twelve = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(openBoardList(round(40, twelve))).toBe('boards 1–12 (F5–F16)');
  });

  it('past ten entries of runs, the boards left are counted', () => {
    // Eleven runs of three: 1–3, 5–7, … 41–43.
    const runs = Array.from({ length: 33 }, (_, i) => 4 * Math.floor(i / 3) + (i % 3) + 1);
    expect(openBoardList(round(44, runs))).toBe(
      '33 boards, first 1–3 (F5–F7), 5–7 (F9–F11), 9–11 (F13–F15), 13–15 (F17–F19), 17–19 (F21–F23) and 18 more',
    );
  });
});
