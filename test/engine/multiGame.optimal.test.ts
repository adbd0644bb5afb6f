import { describe, expect, it } from 'vitest';
import { pairMultiGameRound, type MultiGameInput } from '../../src/engine/multiGame';
import { solveRelaxation } from '../../src/engine/multiGame/bMatching';
import { buildField, candidateTriples } from '../../src/engine/multiGame/field';
import { weighTriples } from '../../src/engine/multiGame/objective';
import {
  NODE_LIMIT,
  WORK_LIMIT,
  pairOptimally,
  searchNotice,
} from '../../src/engine/multiGame/optimal';
import { pairBySeedOrder } from '../../src/engine/multiGame/seedOrder';
import { playMultiGameRound, simulatedEvent } from '../../src/engine/multiGame/simulate';
import { seededRandom, type Random } from '../../src/engine/random';
import { boards, multiGameInput } from './multiGameFixtures';
import { better, bruteForceBest, reference, sumTiers, type RefBoard } from './multiGameReference';

const GAMES = ['A', 'B', 'C', 'D', 'E'];

/** A tiny event: 3–5 players (6 with one game each), 3–5 games, maybe one round played. */
function tinyInput(random: Random): MultiGameInput {
  const perRound = 1 + random.int(2);
  const playerCount = 3 + random.int(perRound === 1 ? 4 : 3);
  const games = GAMES.slice(0, 3 + random.int(perRound === 1 ? 3 : 2));
  const n = 1 + random.int(Math.min(3, games.length));
  const lists = Array.from({ length: playerCount }, () =>
    random.shuffle(games).slice(0, 1 + random.int(games.length)),
  );
  const setup = { games, n, perRound, replay: random.next() < 0.7 };
  let input = multiGameInput(lists, setup);
  if (random.next() < 0.5) {
    const round1 = playMultiGameRound(pairMultiGameRound(input), random);
    input = multiGameInput(lists, { ...setup, rounds: [round1] });
  }
  input.settings.method = 'optimal';
  return input;
}

const asRef = (p: { games: Array<{ white: number; black: number; game: string }> }): RefBoard[] =>
  p.games.map((g) => ({
    a: Math.min(g.white, g.black),
    b: Math.max(g.white, g.black),
    game: g.game,
  }));

describe("the 'optimal' method", () => {
  it('gives everyone both games where the seed walk leaves one player out', () => {
    // 4 players listing A, B, C; 2 games each. The walk (see multiGame.rules) gives Dan
    // nothing. Best: 4 boards on a 4-cycle, every player on A (1st) and B (2nd): 8 sides in the
    // top 3, rank sum 4 × (1 + 2) = 12.
    const lists = [
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
    ];
    const pairing = pairMultiGameRound(multiGameInput(lists, { perRound: 2, method: 'optimal' }));
    expect(pairing.games.length).toBe(4);
    expect(pairing.short).toEqual([]);
    for (let id = 0; id < 4; id++) {
      const mine = pairing.games.filter((g) => g.white === id || g.black === id);
      expect(mine.map((g) => g.game).sort()).toEqual(['A', 'B']);
      const opponents = mine.map((g) => (g.white === id ? g.black : g.white));
      expect(new Set(opponents).size).toBe(2);
    }
    expect(pairing.games.map((g) => g.game)).toEqual(['A', 'A', 'B', 'B']);
    expect(pairing.search).toEqual({ nodes: expect.any(Number), proven: true });
  });

  it('solves the relaxation (no once-per-round rule for pairs) exactly, on random instances', () => {
    const random = seededRandom(11);
    for (let k = 0; k < 60; k++) {
      const input = tinyInput(random);
      const field = buildField(input);
      const ref = reference(input);
      const triples = candidateTriples(field);
      expect(triples.map((t) => `${t.a}-${t.b}${t.game}`).sort()).toEqual(
        ref.candidates.map((t) => `${t.a}-${t.b}${t.game}`).sort(),
      );
      const w = weighTriples(field, triples);
      const chosen = solveRelaxation(
        triples,
        w.weights,
        triples.map(() => true),
        field.perRound,
        w.maxWeight,
      );
      const got = sumTiers(
        ref,
        chosen.map((i) => triples[i]),
      );
      expect(got).toEqual(bruteForceBest(ref, field.perRound, false).tiers);
    }
  });

  it('refuses weights whose matching could pass 2^53, and takes any below', () => {
    // The solver's numbers reach 8 times the blockers' weight, maxWeight + 1.
    const triples = [{ a: 0, b: 1, game: 'Go' }];
    const solve = (maxWeight: number) => solveRelaxation(triples, [1], [true], 1, maxWeight);
    expect(() => solve(2 ** 50 - 1)).toThrow(
      new RangeError(`multi-game weights up to ${2 ** 50 - 1} would pass 2^53`),
    );
    expect(solve(2 ** 50 - 2)).toEqual([0]);
  });

  it('matches the brute-force optimum of the objective on random tiny rounds', () => {
    const random = seededRandom(5);
    let differs = 0;
    let branched = 0;
    for (let k = 0; k < 150; k++) {
      const input = tinyInput(random);
      const ref = reference(input);
      const pairing = pairMultiGameRound(input);
      const best = bruteForceBest(ref, input.settings.gamesPerRound);
      expect(sumTiers(ref, asRef(pairing))).toEqual(best.tiers);
      expect(pairing.search?.proven).toBe(true);
      if ((pairing.search?.nodes ?? 0) > 1) branched++;
      const seed = pairMultiGameRound({
        ...input,
        settings: { ...input.settings, method: 'seed order' },
      });
      const cmp = better(best.tiers, sumTiers(ref, asRef(seed)));
      expect(cmp).toBeGreaterThanOrEqual(0);
      if (cmp > 0) differs++;
    }
    // The walk is not optimal on this objective: some rounds differ.
    expect(differs).toBeGreaterThan(0);
    // Some rounds needed the branch and bound (a relaxation gave two players two boards).
    expect(branched).toBeGreaterThan(0);
  });

  it('falls back on the seed-order round when it may not search', () => {
    const lists = [
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
    ];
    const input = multiGameInput(lists, { perRound: 2 });
    const field = buildField(input);
    const seed = pairBySeedOrder(field);
    const result = pairOptimally(field, seed, 0);
    expect(result).toMatchObject({ nodes: 0, proven: false });
    const key = (b: { a: number; b: number; game: string }) => `${b.a}-${b.b}${b.game}`;
    expect(result.state.boards.map(key).sort()).toEqual(seed.boards.map(key).sort());
    expect(boards(pairMultiGameRound(input))).toEqual([
      '1 A: Ann–Bob',
      '2 B: Ann–Cid',
      '3 C: Bob–Cid',
    ]);
  });
});

describe("the 'optimal' method's search among top-n boards first", () => {
  const setup = { n: 1, games: ['A', 'B'], perRound: 1, method: 'optimal' as const };

  it('keeps the top-n round when it gives everyone a game on their first choice', () => {
    // Top 1: Ann, Bob on A; Cid, Dan on B. One relaxation among those boards proves the round.
    const lists = [
      ['A', 'B'],
      ['A', 'B'],
      ['B', 'A'],
      ['B', 'A'],
    ];
    const pairing = pairMultiGameRound(multiGameInput(lists, setup));
    expect(boards(pairing)).toEqual(['1 A: Ann–Bob', '2 B: Cid–Dan']);
    expect(pairing.search).toEqual({ nodes: 1, proven: true });
  });

  it('searches every board when the top-n boards leave someone out', () => {
    // Top 1: Ann, Bob, Cid on A, Dan on B: the top-n search seats two players only. The full
    // search seats all four: one of Ann, Bob, Cid plays B (their 2nd choice) against Dan.
    const lists = [
      ['A', 'B'],
      ['A', 'B'],
      ['A', 'B'],
      ['B', 'A'],
    ];
    const input = multiGameInput(lists, setup);
    const pairing = pairMultiGameRound(input);
    const ref = reference(input);
    // 2 boards, 3 sides on a first choice, Σ (2·2 − ranks) = 2 + 1, both fresh, and the B
    // board's game is rarer than A (1).
    expect(sumTiers(ref, asRef(pairing))).toEqual([2, 3, 3, 2, 1]);
    expect(sumTiers(ref, asRef(pairing))).toEqual(bruteForceBest(ref, 1).tiers);
    expect(pairing.short).toEqual([]);
    expect(pairing.search).toEqual({ nodes: 2, proven: true });
    // Ann's B is her 2nd choice with n = 1: the note names the widening it needed.
    expect(boards(pairing)).toEqual(['1 A: Bob–Cid', '2 B: Ann–Dan']);
    expect(pairing.games.map((g) => g.notes)).toEqual([
      ["Cid's 1st, Bob's 1st choice"],
      ["Dan's 1st, Ann's 2nd choice", 'widened to n+1 (top 2)'],
    ]);
  });

  it('searches every board when the top-n search stopped before proving its round', () => {
    // One relaxation a search: the top-3 search stops with 7 boards (the most 5 players with 3
    // games each can hold), every side on a top-3 game, but not proven best. Kept as it is, its
    // sides would sit one place lower on their lists in all (tier 3: 42, not 43) than in the best
    // round, which the search over every board, started from it, then finds and proves.
    const lists = [
      ['C', 'B', 'A', 'D', 'E'],
      ['D', 'B', 'E', 'C', 'A'],
      ['B', 'D', 'A', 'C'],
      ['B', 'C', 'D'],
      ['D', 'E', 'C'],
    ];
    const input = multiGameInput(lists, {
      games: ['A', 'B', 'C', 'D', 'E'],
      n: 3,
      perRound: 3,
      method: 'optimal',
    });
    const field = buildField(input);
    const result = pairOptimally(field, pairBySeedOrder(field), 1);
    expect(result).toMatchObject({ nodes: 2, proven: true });
    const key = (b: { a: number; b: number; game: string }) => `${b.a}-${b.b}${b.game}`;
    expect(result.state.boards.map(key)).toEqual([
      '0-1B',
      '0-2A',
      '0-3C',
      '1-3D',
      '1-4E',
      '2-3B',
      '2-4D',
    ]);
    expect(sumTiers(reference(input), result.state.boards)).toEqual([7, 14, 43, 7, 8]);
    expect(sumTiers(reference(input), result.state.boards)).toEqual(
      bruteForceBest(reference(input), 3).tiers,
    );
  });
});

describe("the 'optimal' method's work limit", () => {
  // A round whose first relaxation gives Bob and Eve two boards: the search needs 3 of them.
  const lists = [
    ['A', 'B', 'C'],
    ['C', 'B', 'A', 'D'],
    ['D', 'B'],
    ['D', 'B', 'A', 'C'],
    ['B', 'D', 'A'],
  ];
  const input = multiGameInput(lists, {
    perRound: 2,
    n: 2,
    games: ['A', 'B', 'C', 'D'],
    method: 'optimal',
  });
  const key = (b: { a: number; b: number; game: string }) => `${b.a}-${b.b}${b.game}`;

  it('proves the best round within the limit', () => {
    const field = buildField(input);
    const result = pairOptimally(field, pairBySeedOrder(field));
    expect(result).toMatchObject({ nodes: 3, proven: true });
    expect(result.state.boards.map(key)).toEqual(['0-1C', '0-4A', '1-2B', '2-3D', '3-4B']);
    expect(sumTiers(reference(input), result.state.boards)).toEqual([5, 8, 23, 5, 5]);
    expect(sumTiers(reference(input), result.state.boards)).toEqual(
      bruteForceBest(reference(input), 2).tiers,
    );
  });

  it('stops after the first relaxation once the work is spent, with the best round so far', () => {
    const field = buildField(input);
    const result = pairOptimally(field, pairBySeedOrder(field), NODE_LIMIT, 1);
    expect(result).toMatchObject({ nodes: 1, proven: false });
    // The first relaxation repaired: one side fewer on a top-2 game than the best round.
    expect(result.state.boards.map(key)).toEqual(['0-1B', '0-3A', '1-4A', '2-3D', '2-4B']);
    expect(sumTiers(reference(input), result.state.boards)).toEqual([5, 7, 21, 5, 5]);
    expect(WORK_LIMIT).toBe(500_000_000);
    // No work allowed at all: the first relaxation still runs.
    expect(pairOptimally(field, pairBySeedOrder(field), NODE_LIMIT, 0)).toEqual(result);
  });

  it('counts the work as spent once it reaches the limit exactly', () => {
    const field = buildField(input);
    const w = weighTriples(field, candidateTriples(field));
    // The first relaxation: the top-n search, over boards both players prefer.
    const meter = { work: 0 };
    const preferred = w.values.map((v) => v[1] === 2);
    solveRelaxation(w.triples, w.weights, preferred, field.perRound, w.maxWeight, meter);
    const run = (limit: number) => pairOptimally(field, pairBySeedOrder(field), NODE_LIMIT, limit);
    expect(run(meter.work)).toMatchObject({ nodes: 1, proven: false });
    expect(run(meter.work + 1)).toMatchObject({ nodes: 2, proven: false });
  });
});

describe("the 'optimal' method's repair of a relaxation", () => {
  // Ann [B,A,C], Bob [A,C,B], Cid [B], Dan [B,C,A], Eve [A,C,B], Fay [B]; n = 2, 2 games a round.
  const lists = [['B', 'A', 'C'], ['A', 'C', 'B'], ['B'], ['B', 'C', 'A'], ['A', 'C', 'B'], ['B']];
  const input = multiGameInput(lists, { games: ['A', 'B', 'C'], n: 2, perRound: 2 });
  const key = (b: { a: number; b: number; game: string }) => `${b.a}-${b.b}${b.game}`;

  it('keeps the heavier board of a pair given two, then fills greedily', () => {
    const field = buildField(input);
    const result = pairOptimally(field, pairBySeedOrder(field), 1);
    expect(result).toMatchObject({ nodes: 2, proven: false });
    expect(result.state.boards.map(key)).toEqual(['0-5B', '1-3C', '1-4A', '2-3B']);
  });

  it('prunes with the repaired round as the incumbent', () => {
    const field = buildField(input);
    const result = pairOptimally(field, pairBySeedOrder(field));
    expect(result).toMatchObject({ nodes: 3, proven: true });
    expect(result.state.boards.map(key)).toEqual(['0-1C', '0-2B', '1-4A', '3-4C', '3-5B']);
    expect(sumTiers(reference(input), result.state.boards)).toEqual(
      bruteForceBest(reference(input), 2).tiers,
    );
  });
});

describe("the 'optimal' method among rounds as good as each other", () => {
  it('keeps the seed-order round when no round beats it', () => {
    // Ann [C,B], Bob [B], Cid [C], Dan [C,A,B]; n = 2, 2 games a round. Ann–Cid and Ann–Dan on
    // C weigh the same (both 1st choices, both fresh): Seed order's Ann–Cid stays.
    const lists = [['C', 'B'], ['B'], ['C'], ['C', 'A', 'B']];
    const setup = { games: ['A', 'B', 'C'], n: 2, perRound: 2 };
    const seed = pairMultiGameRound(multiGameInput(lists, setup));
    const optimal = pairMultiGameRound(multiGameInput(lists, { ...setup, method: 'optimal' }));
    expect(boards(seed)).toEqual(['1 B: Ann–Bob', '2 C: Ann–Cid']);
    expect(boards(optimal)).toEqual(['1 B: Ann–Bob', '2 C: Ann–Cid']);
    expect(optimal.search).toEqual({ nodes: 2, proven: true });
  });
});

describe("the 'optimal' method on the largest fields it weighs exactly", () => {
  it('searches a round of 301 players listing 8 of 10 games, 3 a round', () => {
    // The weights reach about 7.5·10^12 over at most 450 boards: every sum stays below 2^53,
    // although vertices × weight (the bound once used) would not, and the field went to Seed order.
    const event = simulatedEvent({ players: 301, games: 10, seed: 3036, preferred: 3, minList: 8 });
    event.preferences = event.preferences.map((list) => list.slice(0, 8));
    const settings = {
      preferred: 3,
      gamesPerRound: 3,
      replayBetweenWinners: true,
      method: 'seed order' as const,
      randomSeed: 3036,
    };
    const first = pairMultiGameRound({ settings, ...event, rounds: [], roundNumber: 1 });
    const input: MultiGameInput = {
      settings: { ...settings, method: 'optimal' },
      ...event,
      rounds: [playMultiGameRound(first, seededRandom(7))],
      roundNumber: 2,
    };
    const field = buildField(input);
    const weighted = weighTriples(field, candidateTriples(field));
    expect(weighted.maxBoards).toBe(451);
    expect(weighted.maxWeight).toBeGreaterThan(Number.MAX_SAFE_INTEGER / 2709);
    expect(weighted.maxWeight * 451).toBeLessThan(Number.MAX_SAFE_INTEGER);
    // A work limit of 1: one relaxation, among the boards both players prefer.
    const seed = pairBySeedOrder(field);
    const result = pairOptimally(field, seed, NODE_LIMIT, 1);
    expect(result).toMatchObject({ nodes: 1, proven: false });
    expect(sumTiers(reference(input), seed.boards)).toEqual([450, 410, 2365, 428, 1522]);
    expect(sumTiers(reference(input), result.state.boards)).toEqual([450, 410, 2365, 428, 1522]);
  });
});

describe("the 'optimal' method on a field too large for exact weights", () => {
  it('keeps the seed-order round and says the search did not run', () => {
    // 200 players, 20 games, n = 17, 4 games a round: up to 400 boards, so the five tiers'
    // multipliers reach about 4·10^13 and the matching's sums would pass 2^53.
    const event = simulatedEvent({ players: 200, games: 20, seed: 3, preferred: 17 });
    const settings = {
      preferred: 17,
      gamesPerRound: 4,
      replayBetweenWinners: true,
      randomSeed: 1,
    };
    const input = { ...event, rounds: [], roundNumber: 1 };
    const optimal = pairMultiGameRound({ ...input, settings: { ...settings, method: 'optimal' } });
    const seed = pairMultiGameRound({ ...input, settings: { ...settings, method: 'seed order' } });
    expect(optimal.search).toEqual({ nodes: 0, proven: false });
    expect(optimal.games).toEqual(seed.games);
    expect(searchNotice(optimal.search!)).toMatch(/too large for the exact search/);
    expect(searchNotice({ nodes: NODE_LIMIT, proven: false })).toBe(
      'Multi-game method Optimal: the search stopped after 400 tries; the round is the best pairing it found, not proven the best there is.',
    );
    // A field so large that the work is spent after the first relaxation.
    expect(searchNotice({ nodes: 1, proven: false })).toBe(
      'Multi-game method Optimal: the search stopped after 1 try; the round is the best pairing it found, not proven the best there is.',
    );
    expect(searchNotice({ nodes: 12, proven: true })).toBeNull();
  });
});
