import { describe, expect, it } from 'vitest';
import { history, makePlayer, makeSettings } from './fixtures';
import { pairRound } from '../../src/engine/pairing';
import { scoreUnit } from '../../src/engine/pairing/field';
import { TooManyDecimals } from '../../src/engine/pairing/refusals';
import { ScoreLimitError, type ScoreProblem } from '../../src/engine/pairing/scoreLimits';
import type { PairingSystem, Round } from '../../src/engine/types';

/** Players P1… with these initial scores (band scores 0 to −7 unless given). */
function refusal(
  initial: (i: number) => number,
  count: number,
  system: PairingSystem = 'McMahon',
  rounds: Round[] = [],
): { message: string; problem: ScoreProblem } {
  const players = Array.from({ length: count }, (_, i) =>
    makePlayer(i, `P${i + 1}`, { rank: -(i % 20) - 1, initialScore: initial(i) }),
  );
  const settings = makeSettings({ pairingSystem: system });
  const input = { settings, players, rounds, roundNumber: rounds.length + 1, constraints: [] };
  try {
    pairRound(input);
  } catch (error) {
    if (error instanceof ScoreLimitError) return { message: error.message, problem: error.problem };
    throw error;
  }
  throw new Error('the round was paired');
}

/** Round 1's games of players P1… with these initial scores, White first. */
function pairs(initial: (i: number) => number, count: number): string {
  const players = Array.from({ length: count }, (_, i) =>
    makePlayer(i, `P${i + 1}`, { rank: -(i % 20) - 1, initialScore: initial(i) }),
  );
  const input = { settings: makeSettings(), players, rounds: [], roundNumber: 1, constraints: [] };
  return pairRound(input)
    .games.map((g) => `P${g.white + 1}-P${g.black + 1}`)
    .join(', ');
}

describe('scores the weights cannot hold', () => {
  it('refuses scores in finer steps than 0.001', () => {
    expect(scoreUnit([0.125, -2.001])).toBe(1000);
    expect(() => scoreUnit([1, 0.3333, 2])).toThrow(TooManyDecimals);
  });

  it('names the highest and lowest initial scores when they are too far apart', () => {
    // 100,000,120 points: one such pair's squared difference alone passes 2^53.
    const scores = [0, 100000000, -120];
    const { message, problem } = refusal((i) => scores[i] ?? -(i % 8), 8);
    expect(problem).toEqual({
      kind: 'wide',
      high: { player: 1, name: 'P2', initial: 100000000 },
      low: { player: 2, name: 'P3', initial: -120 },
    });
    expect(message).toBe(
      'Round 1 cannot be paired: P2 (Initial score 100000000) is 100000120 points above P3 (Initial score −120), too far apart for Pairsheet to weigh the pairings exactly. Correct the Initial score that is wrong (a rating typed in by mistake, say). Nothing was changed.',
    );
  });

  it('names the initial scores too far apart, not a quarter point that is no trouble alone', () => {
    const scores = [0.25, 100000000, -120];
    const { problem } = refusal((i) => scores[i] ?? -(i % 8), 8);
    expect(problem).toEqual({
      kind: 'wide',
      high: { player: 1, name: 'P2', initial: 100000000 },
      low: { player: 2, name: 'P3', initial: -120 },
    });
  });

  it('pairs initial scores 270 apart, which the weights hold exactly', () => {
    // Each far one meets the nearest player: 150 the 0, −120 the −7.
    const scores = [0, 150, -120];
    expect(pairs((i) => scores[i] ?? -(i % 8), 8)).toBe('P2-P1, P4-P5, P6-P7, P8-P3');
  });

  it('pairs a field of 40 with an initial score in thousandths', () => {
    // P1 alone on 0.001 meets the strongest on 0 (P25, 5k).
    const games = pairs((i) => (i === 0 ? 0.001 : -(i % 8)), 40);
    expect(games.split(', ')[0]).toBe('P1-P25');
    expect(games.split(', ')).toHaveLength(20);
  });

  it('names the results in thousandths that a Swiss field of 40 cannot weigh', () => {
    // Board 1 of rounds 1 and 2 ends 0.001-0.999, every other game a win for White.
    const players = Array.from({ length: 40 }, (_, i) =>
      makePlayer(i, `P${i + 1}`, { rank: -(i % 20) - 1, initialScore: 0 }),
    );
    const settings = makeSettings({ pairingSystem: 'Swiss' });
    const rounds: Round[] = [];
    for (let n = 1; n <= 2; n++) {
      const paired = pairRound({ settings, players, rounds, roundNumber: n, constraints: [] });
      const games = paired.games.map((g, board) => ({
        ...g,
        result:
          board === 0
            ? { white: 0.001, black: 0.999, forfeit: false }
            : { white: 1, black: 0, forfeit: false },
      }));
      rounds.push({ number: n, games, byes: [] });
    }
    const { problem } = refusal(() => 0, 40, 'Swiss', rounds);
    expect(problem).toEqual({
      kind: 'fine',
      scores: [
        {
          player: 10,
          name: 'P11',
          score: 0.001,
          initial: null,
          results: [{ round: 1, points: 0.001 }],
        },
        {
          player: 19,
          name: 'P20',
          score: 1.999,
          initial: null,
          results: [{ round: 2, points: 0.999 }],
        },
      ],
    });
  });

  it('names the round whose result gives more than three decimals (Swiss)', () => {
    const rounds = history('P1-P2 0.3333-0.6667, P3-P4 1-0');
    const { message, problem } = refusal(() => 0, 4, 'Swiss', rounds);
    expect(problem).toEqual({
      kind: 'decimals',
      scores: [
        {
          player: 0,
          name: 'P1',
          score: 0.3333,
          initial: null,
          results: [{ round: 1, points: 0.3333 }],
        },
        {
          player: 1,
          name: 'P2',
          score: 0.6667,
          initial: null,
          results: [{ round: 1, points: 0.6667 }],
        },
      ],
    });
    expect(message).toBe(
      'Round 2 cannot be paired: scores can have at most three decimals, such as 0.5 or 0.125; P1 (score 0.3333); P2 (score 0.6667) have more. Correct the Initial score or result that gives them. Nothing was changed.',
    );
  });

  it('pairs the same fields once the scores are corrected', () => {
    const players = Array.from({ length: 40 }, (_, i) =>
      makePlayer(i, `P${i + 1}`, { rank: -(i % 20) - 1, initialScore: -(i % 8) }),
    );
    const settings = makeSettings();
    const paired = pairRound({ settings, players, rounds: [], roundNumber: 1, constraints: [] });
    expect(paired.games).toHaveLength(20);
  });
});
