import { describe, expect, it } from 'vitest';
import { pairRound } from '../../src/engine/pairing';
import type { Player, Round } from '../../src/engine/types';
import { makePlayer, makeSettings } from './fixtures';

/**
 * Every game won by White: colours then move in lockstep with the scores (after two rounds the
 * 2-pointers all had White twice, the 0-pointers Black twice), the colour rule forces a break
 * or a float on every pair, and stage 1's bounds grow with them. A TD trying the add-in out by
 * typing 1-0 on every board meets this; 200 players used to be refused in round 3 as too large
 * to weigh.
 */
/** Plays `count` rounds of the lockstep Swiss (every game won by White); colours per player. */
function whiteWins(size: number, count: number): { players: Player[]; rounds: Round[] } {
  const players = Array.from({ length: size }, (_, i) =>
    makePlayer(i, `P${i + 1}`, { rank: null, rating: 2400 - 3 * i, initialScore: 0 }),
  );
  const settings = makeSettings({ pairingSystem: 'Swiss', rounds: 7 });
  const rounds: Round[] = [];
  for (let number = 1; number <= count; number++) {
    const paired = pairRound({ settings, players, rounds, roundNumber: number, constraints: [] });
    const games = paired.games.map((g) => ({
      ...g,
      result: { white: 1, black: 0, forfeit: false },
    }));
    rounds.push({ number, games, byes: paired.byes });
  }
  return { players, rounds };
}

describe('Swiss, colours in lockstep with the scores', () => {
  it('pairs round 5 of a 1,500-player Swiss where White won every game (refused before as too large to weigh): two pairs across score groups, each one point apart', () => {
    const { players, rounds } = whiteWins(1500, 4);
    const settings = makeSettings({ pairingSystem: 'Swiss', rounds: 7 });
    const round5 = pairRound({ settings, players, rounds, roundNumber: 5, constraints: [] });
    const score = players.map((p) =>
      rounds.reduce((total, r) => total + (r.games.some((g) => g.white === p.id) ? 1 : 0), 0),
    );
    const gaps = round5.games.map((g) => Math.abs(score[g.white] - score[g.black]));
    expect(round5.byes).toEqual([]);
    expect(round5.games.length).toBe(750);
    expect(gaps.filter((d) => d > 0)).toEqual([1, 1]);
  }, 120_000);

  it('pairs round 4 of a 700-player Swiss where White won every game, though stage 1 with every player is too large to weigh: the pairing of the ends of the groups stands', () => {
    const { players, rounds } = whiteWins(700, 3);
    const settings = makeSettings({ pairingSystem: 'Swiss', rounds: 7 });
    const round4 = pairRound({ settings, players, rounds, roundNumber: 4, constraints: [] });
    const score = players.map((p) =>
      rounds.reduce((total, r) => total + (r.games.some((g) => g.white === p.id) ? 1 : 0), 0),
    );
    const gaps = round4.games.map((g) => Math.abs(score[g.white] - score[g.black]));
    expect(round4.byes).toEqual([]);
    expect(round4.games.length).toBe(350);
    // 84 pairs across score groups, each one point apart.
    expect(gaps.filter((d) => d > 0)).toEqual(new Array(84).fill(1));
  });

  it('round 7 of a 360-player Swiss where White won every game: keeps the floaters stage 1 finds with every player, as the floater rule ranks them', () => {
    // Stage 1 on the ends of each group floated up P252, 67th of the 91 two-pointers; with
    // every player, P27, the second of them (floater tier 95 against 559, the tiers above
    // equal). The two were weighed with different multipliers, and compared by those totals
    // the first was kept.
    const { players, rounds } = whiteWins(360, 6);
    const settings = makeSettings({ pairingSystem: 'Swiss', rounds: 7 });
    const round7 = pairRound({ settings, players, rounds, roundNumber: 7, constraints: [] });
    const score = players.map((p) =>
      rounds.reduce((total, r) => total + (r.games.some((g) => g.white === p.id) ? 1 : 0), 0),
    );
    const floats = round7.games
      .filter((g) => score[g.white] !== score[g.black])
      .map((g) => g.notes);
    expect(floats).toEqual([
      ['P4 floated up', 'P237 floated down'],
      ['P27 floated up', 'P165 floated down'],
    ]);
  });

  it('pairs round 3 of a 200-player Swiss where White won every game: every 2-pointer Black against a 1-pointer who had White then Black, every 0-pointer White against one who had Black then White', () => {
    const players = Array.from({ length: 200 }, (_, i) =>
      makePlayer(i, `P${i + 1}`, { rank: null, rating: 2400 - 3 * i, initialScore: 0 }),
    );
    const settings = makeSettings({ pairingSystem: 'Swiss', rounds: 7 });
    const rounds: Round[] = [];
    const colours = players.map(() => '');
    for (let number = 1; number <= 2; number++) {
      const paired = pairRound({ settings, players, rounds, roundNumber: number, constraints: [] });
      const games = paired.games.map((g) => ({
        ...g,
        result: { white: 1, black: 0, forfeit: false },
      }));
      for (const g of games) {
        colours[g.white] += 'W';
        colours[g.black] += 'B';
      }
      rounds.push({ number, games, byes: paired.byes });
    }
    const count = (history: string) => colours.filter((c) => c === history).length;
    expect([count('WW'), count('WB'), count('BW'), count('BB')]).toEqual([50, 50, 50, 50]);

    const round3 = pairRound({ settings, players, rounds, roundNumber: 3, constraints: [] });
    expect(round3.byes).toEqual([]);
    const kinds = round3.games.map((g) => `${colours[g.white]} v ${colours[g.black]}`);
    const tally = new Map<string, number>();
    for (const k of kinds) tally.set(k, (tally.get(k) ?? 0) + 1);
    // White is the first history, Black the second.
    expect(Object.fromEntries(tally)).toEqual({ 'WB v WW': 50, 'BB v BW': 50 });
  });
});
