import { describe, expect, it } from 'vitest';
import { boardList } from '../../src/sheet/boardList';

describe('boardList', () => {
  it('names one board, a few, and shortens runs of three or more', () => {
    expect(boardList([4])).toBe('board 4');
    expect(boardList([4, 2])).toBe('boards 2, 4');
    expect(boardList([1, 2])).toBe('boards 1, 2');
    expect(boardList(Array.from({ length: 124 }, (_, i) => i + 1))).toBe('boards 1–124');
    expect(boardList([12, 1, 2, 3, 7, 9, 10, 11])).toBe('boards 1–3, 7, 9–12');
  });
});
