import { describe, expect, it } from 'vitest';
import { isWithdrawalForfeit } from '../../src/engine/systems';
import type { Game, GameResult } from '../../src/engine/types';
import { makePlayer } from './fixtures';

const players = [
  makePlayer(0, 'Ann Lee', { status: 'withdrawn' }),
  makePlayer(1, 'Bo Chan'),
  makePlayer(2, 'Cy Ito', { status: 'withdrawn' }),
];

const game = (white: number, black: number, result: GameResult | null): Game => ({
  board: 1,
  white,
  black,
  handicap: 0,
  komi: 7.5,
  result,
});

const whiteWins = { white: 1, black: 0, forfeit: true };
const blackWins = { white: 0, black: 1, forfeit: true };

describe('A forfeit the pairing wrote for a withdrawn player', () => {
  it('is the forfeit the withdrawal gives, with the pairing’s note', () => {
    expect(isWithdrawalForfeit(game(0, 1, blackWins), players, 'Ann Lee withdrew: forfeit')).toBe(
      true,
    );
    expect(isWithdrawalForfeit(game(1, 0, whiteWins), players, 'ann  lee withdrew: forfeit')).toBe(
      true,
    );
    const both = { white: 0, black: 0, forfeit: true };
    const notes = 'Ann Lee withdrew: forfeit; Cy Ito withdrew: forfeit';
    expect(isWithdrawalForfeit(game(0, 2, both), players, notes)).toBe(true);
  });

  it('is not a result typed in: no note, another result, or no one withdrawn', () => {
    const note = 'Ann Lee withdrew: forfeit';
    expect(isWithdrawalForfeit(game(0, 1, blackWins), players, '')).toBe(false);
    expect(isWithdrawalForfeit(game(0, 1, whiteWins), players, note)).toBe(false);
    expect(isWithdrawalForfeit(game(0, 1, { ...blackWins, forfeit: false }), players, note)).toBe(
      false,
    );
    expect(isWithdrawalForfeit(game(0, 1, null), players, note)).toBe(false);
    expect(
      isWithdrawalForfeit(game(0, 2, { white: 0, black: 0, forfeit: true }), players, note),
    ).toBe(false);
    const active = players.map((p) => ({ ...p, status: 'active' as const }));
    expect(isWithdrawalForfeit(game(0, 1, blackWins), active, note)).toBe(false);
  });
});
