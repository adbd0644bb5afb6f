import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random';
import { blockingPairProblems, pairStableSwissRound } from '../../src/engine/stableSwiss';
import type { GameResult, Player, Round } from '../../src/engine/types';
import { makePlayer, makeSettings } from './fixtures';

const WEIGHTS = { c: 8.7, s: 0.0001 };

/** A random result: 30% draws, else the higher rating wins more often. */
function play(white: Player, black: Player, u: number, v: number): GameResult {
  if (u < 0.3) return { white: 0.5, black: 0.5, forfeit: false };
  const p = 1 / (1 + 10 ** (((black.rating ?? 0) - (white.rating ?? 0)) / 400));
  return v < p ? { white: 1, black: 0, forfeit: false } : { white: 0, black: 1, forfeit: false };
}

describe('Stable Swiss over random events', () => {
  it('pairs everyone once, never repeats a game, and every stable round has no blocking pair', () => {
    let stableRounds = 0;
    let widened = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const random = seededRandom(seed);
      const size = 8 + random.int(9);
      const players = Array.from({ length: size }, (_, id) =>
        makePlayer(id, `P${id + 1}`, {
          rank: null,
          rating: 1200 + random.int(1000),
          initialScore: 0,
          byes: random.next() < 0.1 ? [2 + random.int(3)] : [],
        }),
      );
      const settings = makeSettings({ pairingSystem: 'Stable Swiss', rounds: 5, randomSeed: seed });
      const rounds: Round[] = [];
      const met = new Set<string>();
      for (let number = 1; number <= 5; number++) {
        const paired = pairStableSwissRound(
          { settings, players, rounds, roundNumber: number, constraints: [] },
          WEIGHTS,
        );
        const seen = paired.games.flatMap((g) => [g.white, g.black]);
        seen.push(...paired.byes.map((b) => b.player));
        expect([...seen].sort((a, b) => a - b)).toEqual(players.map((p) => p.id));
        expect(paired.byes.filter((b) => b.kind === 'forced').length).toBeLessThanOrEqual(1);
        for (const g of paired.games) {
          const key = [g.white, g.black].sort((a, b) => a - b).join('-');
          expect(met.has(key)).toBe(false);
          met.add(key);
        }
        const round: Round = {
          number,
          games: paired.games.map((g) => ({
            ...g,
            result: play(players[g.white], players[g.black], random.next(), random.next()),
          })),
          byes: paired.byes.map(({ player, kind }) => ({ player, kind })),
        };
        if (paired.level) {
          stableRounds++;
          if (paired.level.ms > 0) widened++;
          expect(blockingPairProblems(players, rounds, round, [], WEIGHTS)).toEqual([]);
        }
        rounds.push(round);
      }
    }
    // The corpus exercises both stable rounds and widened ones.
    expect(stableRounds).toBeGreaterThan(500);
    expect(widened).toBeGreaterThan(100);
  });
});
