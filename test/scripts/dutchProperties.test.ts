import { describe, expect, it } from 'vitest';
import { pairDutchRound } from '../../scripts/dutch';
import { absoluteConflict, preference } from '../../scripts/dutch/colours';
import { pairingCards, type DutchPlayer } from '../../scripts/dutch/players';
import { maxCardinalityMatching, minWeightPerfectMatching } from '../../src/engine/matching';
import { seededRandom, type Random } from '../../src/engine/random';
import { makePlayer } from '../engine/fixtures';
import type { Game, Player, Round } from '../../src/engine/types';

function field(n: number, seed: number): Player[] {
  const random = seededRandom(seed);
  return Array.from({ length: n }, (_, id) =>
    makePlayer(id, `P${id + 1}`, { rank: null, rating: 1200 + random.int(1000), initialScore: 0 }),
  );
}

/** The games played out: White wins below `win`, a draw below `draw`, else Black wins. */
function played(
  games: ReadonlyArray<Pick<Game, 'board' | 'white' | 'black'>>,
  random: Random,
  win: number,
  draw: number,
): Game[] {
  return games.map((g) => {
    const x = random.next();
    const white = x < win ? 1 : x < draw ? 0.5 : 0;
    return { ...g, handicap: 0, komi: 0, result: { white, black: 1 - white, forfeit: false } };
  });
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
        const games = played(paired.games, random, 0.4, 0.7);
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

/** 1 when the two players want the same colour, so one of them goes without. */
function clash(a: DutchPlayer, b: DutchPlayer): number {
  const pa = preference(a);
  return pa.colour !== null && pa.colour === preference(b).colour ? 1 : 0;
}

/**
 * The fewest colour preferences that any pairing of `group` among themselves leaves unmet,
 * without rematches or two players who must both have the same colour.
 */
function fewestUnmet(group: DutchPlayer[]): number {
  const edges: Array<[number, number, number]> = [];
  for (let i = 0; i < group.length; i++)
    for (let j = i + 1; j < group.length; j++) {
      const [a, b] = [group[i], group[j]];
      if (a.opponents.has(b.id) || absoluteConflict(preference(a), preference(b))) continue;
      edges.push([i, j, clash(a, b)]);
    }
  const mate = minWeightPerfectMatching(group.length, edges)!;
  return mate.reduce((s, m, i) => s + (i < m ? clash(group[i], group[m]) : 0), 0);
}

describe('Dutch reference colour preferences on seeded events', () => {
  it('leaves unmet, among the players it pairs within one score, no more preferences than any other pairing of them (C.10)', () => {
    const unmet: number[] = [];
    const fewest: number[] = [];
    for (let seed = 1; seed <= 30; seed++) {
      const n = 12 + 2 * (seed % 5);
      const players = field(n, seed);
      const random = seededRandom(seed * 104723);
      const rounds: Round[] = [];
      for (let number = 1; number <= 6; number++) {
        const cards = new Map(pairingCards(players, rounds).map((c) => [c.id, c]));
        const paired = pairDutchRound(players, rounds);
        const level = new Map<number, Array<[DutchPlayer, DutchPlayer]>>();
        for (const g of paired.games) {
          const [a, b] = [cards.get(g.white)!, cards.get(g.black)!];
          if (a.score === b.score) level.set(a.score, [...(level.get(a.score) ?? []), [a, b]]);
        }
        for (const pairs of level.values()) {
          unmet.push(pairs.reduce((s, [a, b]) => s + clash(a, b), 0));
          fewest.push(fewestUnmet(pairs.flat()));
        }
        const games = played(paired.games, random, 0.45, 0.75);
        rounds.push({ number, games, byes: [] });
      }
    }
    expect(unmet.reduce((s, k) => s + k, 0)).toBeGreaterThan(20);
    expect(unmet).toEqual(fewest);
  });
});
