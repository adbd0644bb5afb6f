import { describe, expect, it } from 'vitest';
import { pairMultiGameRound, type MultiGameInput } from '../../src/engine/multiGame';
import { buildField, inTop, type Field } from '../../src/engine/multiGame/field';
import type { RoundState } from '../../src/engine/multiGame/roundState';
import { pairOptimally } from '../../src/engine/multiGame/optimal';
import { pairBySeedOrder } from '../../src/engine/multiGame/seedOrder';
import { playMultiGameRound, simulatedEvent } from '../../src/engine/multiGame/simulate';
import { seededRandom } from '../../src/engine/random';
import type { Round } from '../../src/engine/types';
import { NAMES, boards, multiGameInput, playedRound, shortOf } from './multiGameFixtures';

// Round 3 of Ann, Bob, Cid, Dan (Eve and Fay rest); games A–D, n = 3, 3 games each. Ann beat Eve
// on B in round 1 and Bob beat Fay on B in round 2, so Ann and Bob may replay B.
const PREFERENCES = [
  ['A', 'B', 'C'],
  ['A', 'B', 'D'],
  ['A', 'C', 'D'],
  ['C', 'B', 'D'],
  ['B', 'A', 'C'],
  ['B', 'A', 'C'],
];
const ROUNDS = [playedRound(1, [['B', 0, 4, '1-0']]), playedRound(2, [['B', 5, 1, '0-1']])];
const TAKEN =
  'everyone they could still play already has their games this round, has met them this ' +
  'round, or plays that game on another board';

const round3 = (method: 'seed order' | 'optimal' = 'seed order'): MultiGameInput =>
  multiGameInput(PREFERENCES, {
    games: ['A', 'B', 'C', 'D'],
    n: 3,
    perRound: 3,
    rounds: ROUNDS,
    byes: { 4: [3], 5: [3] },
    method,
  });

const listed = (state: RoundState): string[] =>
  state.boards.map((b) => `${b.game}: ${NAMES[b.a]}–${NAMES[b.b]}`);

describe('Seed order: switching a pair to a game both won before', () => {
  it('moves Ann–Bob from A to their replay of B so that Cid gets A with Ann', () => {
    // The walk, all A, B, C, D popular alike: Ann–Dan (C only in common) on C, Bob–Dan on D,
    // then Ann–Bob on A, their first choice; Ann–Cid (A, C), Bob–Cid (A, D) and Cid–Dan (C, D)
    // then find each of their games taken, and Cid has no board.
    expect(listed(pairBySeedOrder(buildField(round3()), false))).toEqual([
      'C: Ann–Dan',
      'D: Bob–Dan',
      'A: Ann–Bob',
    ]);
    const pairing = pairMultiGameRound(round3());
    expect(boards(pairing)).toEqual([
      '1 A: Ann–Cid',
      '2 B: Ann–Bob',
      '3 C: Ann–Dan',
      '4 D: Bob–Dan',
    ]);
    expect(pairing.games[1].notes).toEqual([
      "Bob's 2nd, Ann's 2nd choice",
      'replayed: Bob and Ann each won it before',
      'switched from A, freeing A for other opponents',
    ]);
    expect(pairing.games[0].notes).toEqual(["Cid's 1st, Ann's 1st choice"]);
    expect(shortOf(pairing)).toEqual([`Bob −1: ${TAKEN}`, `Cid −2: ${TAKEN}`, `Dan −1: ${TAKEN}`]);
  });

  it('does not switch when the replay is refused', () => {
    const input = round3();
    input.settings.replayBetweenWinners = false;
    expect(boards(pairMultiGameRound(input))).toEqual([
      '1 A: Ann–Bob',
      '2 C: Ann–Dan',
      '3 D: Bob–Dan',
    ]);
  });

  it('Optimal finds the replay by itself, searching from the walk alone', () => {
    const field = buildField(round3('optimal'));
    const { state, proven } = pairOptimally(field, pairBySeedOrder(field, false));
    expect(proven).toBe(true);
    expect(listed(state).sort()).toEqual(['A: Ann–Cid', 'B: Ann–Bob', 'C: Cid–Dan', 'D: Bob–Dan']);
  });
});

const topNBoards = (field: Field, state: RoundState): number =>
  state.boards.filter(
    (b) => inTop(field, b.a, b.game, field.n) && inTop(field, b.b, b.game, field.n),
  ).length;
const shortCount = (field: Field, state: RoundState): number =>
  field.paired.filter((id) => state.games[id] < field.perRound).length;

describe('switches never make a Seed order round worse', () => {
  it('on seeded random events of several rounds', () => {
    let switched = 0;
    const switches: string[] = [];
    for (let seed = 1; seed <= 400; seed++) {
      const r = seededRandom(seed);
      const players = 4 + r.int(8);
      const games = 3 + r.int(6);
      const perRound = 2 + r.int(3);
      const preferred = Math.min(games, perRound + r.int(4));
      const event = simulatedEvent({ players, games, seed, preferred });
      const settings = {
        preferred,
        gamesPerRound: perRound,
        replayBetweenWinners: true,
        method: 'seed order' as const,
        randomSeed: seed,
      };
      const results = seededRandom(seed * 7);
      const played: Round[] = [];
      for (let number = 1; number <= 4; number++) {
        const input = { settings, ...event, rounds: [...played], roundNumber: number };
        const field = buildField(input);
        const walk = pairBySeedOrder(field, false);
        const round = pairBySeedOrder(field);
        if (round.boards.some((b) => b.switchedFrom !== undefined)) switched++;
        for (const b of round.boards.filter((x) => x.switchedFrom !== undefined))
          switches.push(`${seed}/${number}: ${b.switchedFrom} to ${b.game}, ${b.a}–${b.b}`);
        // Each player plays a game at most once a round.
        for (const id of field.paired) {
          const own = round.boards.filter((b) => b.a === id || b.b === id).map((b) => b.game);
          expect(new Set(own).size).toBe(own.length);
        }
        expect(topNBoards(field, round)).toBeGreaterThanOrEqual(topNBoards(field, walk));
        expect(shortCount(field, round)).toBeLessThanOrEqual(shortCount(field, walk));
        played.push(playMultiGameRound(pairMultiGameRound(input), results));
      }
    }
    expect(switched).toBeGreaterThan(0);
    // Never to a game either player already has on another board this round.
    expect(switches).toEqual([
      '115/2: Shogi to Xiangqi, 0–2',
      '176/2: Chess to Go, 1–8',
      '309/2: Shogi to Xiangqi, 2–6',
    ]);
  });
});

// Round 3 (Ann rests); games A–E, n = 3, 3 games each. The lists are C E D, E A C, C E A,
// B D E C, E D A, D E A. Dan beat Bob on C in round 1, Cid beat Eve on C in round 2, so Cid and
// Dan may replay C, but C is Dan's 4th choice, outside his top 3.
const OUTSIDE_PREFERENCES = [
  ['C', 'E', 'D'],
  ['E', 'A', 'C'],
  ['C', 'E', 'A'],
  ['B', 'D', 'E', 'C'],
  ['E', 'D', 'A'],
  ['D', 'E', 'A'],
];
const OUTSIDE_ROUNDS: Array<Array<[string, number, number, string]>> = [
  [
    ['C', 3, 1, '1-0'],
    ['D', 3, 4, '0-1'],
  ],
  [
    ['D', 5, 1, '0-1'],
    ['E', 1, 0, '1-0'],
    ['C', 2, 4, '1-0'],
  ],
];

/** The event with Cid and Dan given each other's roster places when `swapped`. */
function outsideTopN(swapped: boolean): MultiGameInput {
  const place = (id: number): number => (swapped && (id === 2 || id === 3) ? 5 - id : id);
  const preferences = OUTSIDE_PREFERENCES.map((_, id) => OUTSIDE_PREFERENCES[place(id)]);
  const rounds = OUTSIDE_ROUNDS.map((lines, i) =>
    playedRound(
      i + 1,
      lines.map(([game, w, b, result]) => [game, place(w), place(b), result]),
    ),
  );
  return multiGameInput(preferences, {
    games: ['A', 'B', 'C', 'D', 'E'],
    n: 3,
    perRound: 3,
    rounds,
    byes: { 0: [3] },
  });
}

describe('Seed order: a switch stays among both players’ top n', () => {
  it('leaves Cid–Dan on E though both won C, C being 4th on Dan’s list', () => {
    const pairing = pairMultiGameRound(outsideTopN(false));
    expect(boards(pairing)).toEqual(['1 A: Bob–Cid', '2 A: Eve–Fay', '3 E: Cid–Dan']);
    expect(pairing.games[2].notes).toEqual(["Cid's 2nd, Dan's 3rd choice"]);
  });

  it('and so with Cid and Dan in each other’s roster places (Dan first on the board)', () => {
    // Cid's list and games are now the third player's ("Dan"), Dan's the fourth's ("Cid").
    const pairing = pairMultiGameRound(outsideTopN(true));
    expect(boards(pairing)).toEqual(['1 A: Bob–Dan', '2 A: Eve–Fay', '3 E: Cid–Dan']);
    expect(pairing.games[2].notes).toEqual(["Dan's 2nd, Cid's 3rd choice"]);
  });
});
