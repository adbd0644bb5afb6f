import { describe, expect, it } from 'vitest';
import { byeIsAbsence, formatResult } from '../../src/engine/results';
import { formatChessResult } from '../../src/engine/results/chessNotation';

describe('formatResult', () => {
  it('writes a TD-awarded half point against nothing as numbers, not as a jigo', () => {
    expect(formatResult({ white: 0.5, black: 0, forfeit: false })).toBe('½-0');
    expect(formatResult({ white: 0, black: 0.5, forfeit: false })).toBe('0-½');
  });
});

describe('formatChessResult', () => {
  it('writes + and - only for forfeits', () => {
    expect(formatChessResult({ white: 1, black: 0, forfeit: false })).toBe('1-0');
    expect(formatChessResult({ white: 0, black: 1, forfeit: false })).toBe('0-1');
    expect(formatChessResult({ white: 1, black: 0, forfeit: true })).toBe('+-');
    expect(formatChessResult({ white: 0, black: 1, forfeit: true })).toBe('-+');
  });

  it('writes a double forfeit in words and a draw with halves', () => {
    expect(formatChessResult({ white: 0, black: 0, forfeit: true })).toBe('Double forfeit');
    expect(formatChessResult({ white: 0.5, black: 0.5, forfeit: false })).toBe('½-½');
  });
});

describe('byeIsAbsence', () => {
  it('is true for Absent and Rest only, case and spaces ignored', () => {
    expect(byeIsAbsence(' ABSENT ')).toBe(true);
    expect(byeIsAbsence('Rest')).toBe(true);
    expect(byeIsAbsence('Voluntary bye')).toBe(false);
    expect(byeIsAbsence('Forced bye')).toBe(false);
  });
});
