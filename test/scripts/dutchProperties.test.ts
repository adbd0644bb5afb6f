import { describe, expect, it } from 'vitest';
import { pairDutchRound } from '../../scripts/dutch';
import { maxCardinalityMatching } from '../../src/engine/matching';
import { seededRandom } from '../../src/engine/random';
import { makePlayer } from '../engine/fixtures';
import type { Player, Round } from '../../src/engine/types';

function field(n: number, seed: number): Player[] {
  const random = seededRandom(seed);
  return Array.from({ length: n }, (_, id) =>
    makePlayer(id, `P${id + 1}`, { rank: null, rating: 1200 + random.int(1000), initialScore: 0 }),
  );
}

/** Each player's colours so far, 'w' or 'b', one per game. */
function history(n: number, rounds: Round[]): string[] {
  const colours = Array.from({ length: n }, () => '');
  for (const r of rounds)
    for (const g of r.games) {
      colours[g.white] += 'w';
      colours[g.black] += 'b';
    }
  return colours;
}

/** The absolute colour a player must get next, if any (colour difference ±2, or twice running). */
function mustHave(colours: string): 'w' | 'b' | null {
  const cd = [...colours].reduce((s, c) => s + (c === 'w' ? 1 : -1), 0);
  if (cd >= 2 || colours.endsWith('ww')) return 'b';
  if (cd <= -2 || colours.endsWith('bb')) return 'w';
  return null;
}

/**
 * Whether the whole field can be paired with no rematch (and, with `colours`, no two players
 * who both need the same colour).
 */
function avoidable(n: number, rounds: Round[], colours: boolean): boolean {
  const met = new Set(rounds.flatMap((r) => r.games.map((g) => `${g.white},${g.black}`)));
  const need = history(n, rounds).map(mustHave);
  const edges: Array<[number, number]> = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      if (met.has(`${i},${j}`) || met.has(`${j},${i}`)) continue;
      if (colours && need[i] !== null && need[i] === need[j]) continue;
      edges.push([i, j]);
    }
  return maxCardinalityMatching(n, edges).every((m) => m >= 0);
}

describe('Dutch reference pairing on seeded events', () => {
  it('never pairs a rematch, and keeps colours within the absolute limits whenever the field allows', () => {
    let checkedRounds = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const n = 6 + 2 * (seed % 6);
      const players = field(n, seed);
      const random = seededRandom(seed * 7919);
      const rounds: Round[] = [];
      for (let number = 1; number <= Math.min(n - 1, 7); number++) {
        if (!avoidable(n, rounds, false)) {
          expect(() => pairDutchRound(players, rounds)).toThrow(/rematch/);
          break;
        }
        const keepsColours = avoidable(n, rounds, true);
        const need = history(n, rounds).map(mustHave);
        const paired = pairDutchRound(players, rounds);
        const seen = paired.games.flatMap((g) => [g.white, g.black]).sort((a, b) => a - b);
        expect(seen).toEqual(players.map((p) => p.id));
        const met = new Set(rounds.flatMap((r) => r.games.map((g) => `${g.white},${g.black}`)));
        for (const g of paired.games) {
          expect(met.has(`${g.white},${g.black}`) || met.has(`${g.black},${g.white}`)).toBe(false);
        }
        const games = paired.games.map((g) => {
          const x = random.next();
          const white = x < 0.4 ? 1 : x < 0.7 ? 0.5 : 0;
          return {
            ...g,
            handicap: 0,
            komi: 0,
            result: { white, black: 1 - white, forfeit: false },
          };
        });
        rounds.push({ number, games, byes: [] });
        if (keepsColours) {
          // Everyone who must have a colour (difference ±2, or the same colour twice
          // running) gets it, so nobody reaches ±3 or three of a colour running.
          checkedRounds++;
          for (const g of paired.games) {
            expect(need[g.white]).not.toBe('b');
            expect(need[g.black]).not.toBe('w');
          }
        }
      }
    }
    expect(checkedRounds).toBeGreaterThan(200);
  });
});
