import { describe, expect, it } from 'vitest';
import { PairingError } from '../../src/engine/errors';
import { pairRound } from '../../src/engine/pairing';
import { rowList } from '../../src/engine/pairing/neverRows';
import type { Constraint, Game, Player, Round } from '../../src/engine/types';
import { makeGame, makePlayer, makeRound, makeSettings } from './fixtures';

/** `n` players P1 … Pn, P1 strongest, in one Swiss score group. */
const field = (n: number) =>
  Array.from({ length: n }, (_, id) =>
    makePlayer(id, `P${id + 1}`, { rank: null, rating: 2400 - id, initialScore: 0 }),
  );

function refusal(n: number, constraints: Constraint[], rounds: Round[] = []): string {
  try {
    pairRound({
      settings: makeSettings({ pairingSystem: 'Swiss', rounds: 5 }),
      players: field(n),
      rounds,
      roundNumber: rounds.length + 1,
      constraints,
    });
  } catch (e) {
    if (e instanceof PairingError) return e.message;
    throw e;
  }
  throw new Error('paired');
}

describe('the never rows a refusal names, in a large field', () => {
  it('a player barred from all 199 others: every one of his rows, though past the rows tried', () => {
    const rows = Array.from({ length: 199 }, (_, k) => ({
      a: 0,
      b: k + 1,
      rule: 'never' as const,
      row: k + 2,
    }));
    expect(refusal(200, rows)).toContain('(the "never" rows 2–200)');
  });

  it('an odd field whose player barred from everyone has had the forced bye: all his rows', () => {
    // Round 1: P1 had the bye, P2–P3, P4–P5 … played. Round 2 has 51 players again, P1 can
    // neither sit out nor play; each of his 50 rows deleted lets the round pair. Before, no
    // row was named: beside a bye no more boards fit, whichever row goes.
    const n = 51;
    const games: Game[] = [];
    for (let k = 1; k + 1 < n; k += 2) {
      const result = { white: 1, black: 0, forfeit: false };
      games.push({ board: games.length + 1, white: k, black: k + 1, handicap: 0, komi: 0, result });
    }
    const rounds: Round[] = [{ number: 1, games, byes: [{ player: 0, kind: 'forced' }] }];
    const rows = Array.from({ length: n - 1 }, (_, k) => ({
      a: 0,
      b: k + 1,
      rule: 'never' as const,
      row: k + 2,
    }));
    const message = refusal(n, rows, rounds);
    expect(message).toContain('takes the forced bye, too many of the other players have already');
    expect(message).toContain('on the Constraints tab (the "never" rows 2–51). P1 has had');
    expect(message).toContain('Delete or change one of those rows, or pair them by hand');
  });

  /** P1, P2 and P3 may play only one another: one of them, and one other player, is left over. */
  function triangle(n: number): Constraint[] {
    const rows: Constraint[] = [];
    for (let a = 0; a < 3; a++) {
      for (let b = 3; b < n; b++) rows.push({ a, b, rule: 'never', row: rows.length + 2 });
    }
    return rows;
  }

  it('three who may play only one another: the rows are named in a small field, not past 150', () => {
    // In 20 players every row of the three could pair one more board; the first 40 are tried.
    expect(refusal(20, triangle(20))).toContain('(the "never" rows 2–41)');
    expect(refusal(152, triangle(152))).not.toContain('(the "never" row');
    expect(refusal(152, triangle(152))).toContain('everyone left for them');
  });

  it('shortens runs of three or more rows', () => {
    expect(rowList([2, 3, 5, 6, 7, 8, 12])).toBe('rows 2, 3, 5–8 and 12');
    expect(rowList([4])).toBe('row 4');
  });
});

describe('the never rows a refusal names, leaving out rows that would not help', () => {
  /** Round `number` of the field `players`, refused: its message. */
  function refused(players: Player[], rounds: Round[], number: number, rows: Constraint[]): string {
    try {
      pairRound({
        settings: makeSettings({ pairingSystem: 'Swiss', rounds: 5 }),
        players,
        rounds,
        roundNumber: number,
        constraints: rows,
      });
    } catch (e) {
      if (e instanceof PairingError) return e.message;
      throw e;
    }
    throw new Error('paired');
  }
  const never = (a: number, b: number, row: number): Constraint => ({ a, b, rule: 'never', row });

  it('a player barred from everyone: not the row with a withdrawn player, who is not there', () => {
    const players = field(5).map((p) => (p.id === 4 ? { ...p, status: 'withdrawn' as const } : p));
    const rows = [never(0, 1, 2), never(0, 2, 3), never(0, 3, 4), never(0, 4, 5)];
    expect(refused(players, [], 1, rows)).toBe(
      'Round 1 cannot be paired: P1 cannot be given an opponent, as everyone left for them is ruled out on the Constraints tab (the "never" rows 2–4). Delete or change one of those rows, or pair players by hand there (one row per board, Rule "round 1"). Nothing was changed.',
    );
  });

  it('a player barred from everyone: not the row with a player already met', () => {
    const round1 = makeRound(1, [makeGame(1, 0, 1, '1-0'), makeGame(2, 2, 3, '1-0')]);
    const rows = [never(0, 1, 2), never(0, 2, 3), never(0, 3, 4)];
    expect(refused(field(4), [round1], 2, rows)).toContain('(the "never" rows 3 and 4)');
  });

  it('three who may play only one another: not the row of a pair who have met', () => {
    // P1–P3 may not play P4–P6 (P1 and P4 by having met, and a row besides): one board short.
    const round1 = makeRound(1, [
      makeGame(1, 0, 3, '1-0'),
      makeGame(2, 1, 4, '1-0'),
      makeGame(3, 2, 5, '1-0'),
    ]);
    const rows = [
      never(0, 4, 2),
      never(0, 5, 3),
      never(1, 3, 4),
      never(1, 5, 5),
      never(2, 3, 6),
      never(2, 4, 7),
      never(0, 3, 8),
    ];
    expect(refused(field(6), [round1], 2, rows)).toContain('(the "never" rows 2–7)');
  });
});
