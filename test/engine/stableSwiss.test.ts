import { describe, expect, it } from 'vitest';
import { buildHistories } from '../../src/engine/history';
import { pairKey } from '../../src/engine/pairing/types';
import {
  blockingPairProblems,
  pairStableSwissRound,
  preference,
} from '../../src/engine/stableSwiss';
import { allocateColours, colourState } from '../../src/engine/colourBalance';
import { stableEntrants } from '../../src/engine/stableSwiss/entrants';
import { preferenceLists, scoreLevels } from '../../src/engine/stableSwiss/lists';
import type { Constraint, Player, Round } from '../../src/engine/types';
import { makeGame, makePlayer, makeRound, makeSettings } from './fixtures';

const WEIGHTS = { c: 8.7, s: 0.0001 };
const settings = makeSettings({ pairingSystem: 'Stable Swiss', rounds: 5, randomSeed: 3 });

/** Players P1 … Pn, P1 strongest (Elo-style ratings), all starting at 0. */
function field(n: number, overrides: Record<number, Partial<Player>> = {}): Player[] {
  return Array.from({ length: n }, (_, id) =>
    makePlayer(id, `P${id + 1}`, {
      rank: null,
      rating: 2000 - 100 * id,
      initialScore: 0,
      ...overrides[id],
    }),
  );
}

const names = (players: Player[], ids: number[]): string[] => ids.map((id) => players[id].name);

function pair(players: Player[], rounds: Round[], number: number, constraints: Constraint[] = []) {
  return pairStableSwissRound(
    { settings, players, rounds, roundNumber: number, constraints },
    WEIGHTS,
  );
}

describe('the preference function (Kujansuu et al. §2)', () => {
  const state = (colours: string) => {
    const played = [...colours].map((c) => (c === 'W' ? 'white' : 'black'));
    const history = {
      player: 0,
      entries: played.map((colour) => ({ kind: 'game', colour }) as never),
      scoreBefore: [0],
      opponents: new Set<number>(),
      forcedByes: 0,
    };
    return colourState(history);
  };

  it('weighs X by (10 − c)/6, sd by c/ms, and adds s when both are due the same colour', () => {
    // X[1][−1] = 2: 1.3/6 · 2.
    expect(preference(state('W'), state('B'), 0, 0, WEIGHTS)).toBeCloseTo((1.3 / 6) * 2, 12);
    // X[1][1] = 6 and Y = s (both last played White).
    expect(preference(state('W'), state('W'), 0, 0, WEIGHTS)).toBeCloseTo(1.3 + 0.0001, 12);
    // X[0][0] = 5, sd 1 at ms 2: + 8.7 · 1/2.
    expect(preference(state('WB'), state('BW'), 1, 2, WEIGHTS)).toBeCloseTo(
      (1.3 / 6) * 5 + 4.35,
      12,
    );
    // X[2][−2] = 0.
    expect(preference(state('WW'), state('BB'), 0, 0, WEIGHTS)).toBeCloseTo(0, 12);
  });

  it('forbids two players both at +2 or both at −2 (the "−" cells of X)', () => {
    expect(preference(state('WW'), state('WBWW'), 0, 0, WEIGHTS)).toBeNull();
    expect(preference(state('BB'), state('BB'), 0, 1, WEIGHTS)).toBeNull();
    expect(preference(state('WW'), state('WB'), 0, 0, WEIGHTS)).not.toBeNull();
  });
});

/**
 * Round 2 of six players (P1 strongest). Round 1: P1–P4 1-0, P5–P2 0-1, P3–P6 1-0, White first.
 * Scores: P1, P2, P3 on 1 (P1, P3 played White, P2 Black); P4, P5, P6 on 0 (P5 White).
 */
const six = field(6);
const roundOne = makeRound(1, [
  makeGame(1, 0, 3, '1-0'),
  makeGame(2, 4, 1, '0-1'),
  makeGame(3, 2, 5, '1-0'),
]);

describe('preference lists', () => {
  const histories = buildHistories(six, [roundOne]);
  const entrants = stableEntrants(six, histories);
  const blocked = new Set([pairKey(0, 3), pairKey(4, 1), pairKey(2, 5)]);
  const barred = (a: { player: Player }, b: { player: Player }) =>
    blocked.has(pairKey(a.player.id, b.player.id));
  const lists = (ms: number) =>
    preferenceLists(entrants, { ms, everyone: false }, WEIGHTS, barred).map((l, i) => [
      entrants[i].player.name,
      l.map((j) => entrants[j].player.name),
    ]);

  it('at ms = 0 hold the own score group only, best colour match first', () => {
    // P2 ties P1 and P3 (both X = 2): P3 is its ideal Swiss opponent (3 in a group of 3: 2–3).
    expect(lists(0)).toEqual([
      ['P1', ['P2', 'P3']],
      ['P2', ['P3', 'P1']],
      ['P3', ['P2', 'P1']],
      ['P4', ['P5', 'P6']],
      ['P5', ['P6', 'P4']],
      ['P6', ['P5', 'P4']],
    ]);
  });

  it('at ms = 1 add the next score group after the own one (c · sd/ms = 8.7)', () => {
    // P1: P2 0.43, P3 1.30, P6 9.13, P5 10.00 (P4 met in round 1).
    expect(lists(1)).toEqual([
      ['P1', ['P2', 'P3', 'P6', 'P5']],
      ['P2', ['P3', 'P1', 'P4', 'P6']],
      ['P3', ['P2', 'P1', 'P4', 'P5']],
      ['P4', ['P5', 'P6', 'P3', 'P2']],
      ['P5', ['P6', 'P4', 'P3', 'P1']],
      ['P6', ['P5', 'P4', 'P1', 'P2']],
    ]);
  });

  it('skip differences no pairing can keep: three players on 1 force a pair across to 0', () => {
    expect(scoreLevels(entrants)).toEqual([
      { ms: 1, everyone: false },
      { ms: 1, everyone: true },
    ]);
  });
});

describe('pairing a round', () => {
  it('round 1: top half against bottom half, colours alternating down the boards', () => {
    const round = pair(six, [], 1);
    expect(round.level).toEqual({ ms: 0, everyone: false });
    const boards = round.games.map((g) => [g.board, ...names(six, [g.white, g.black])]);
    // P1–P4, P2–P5, P3–P6; the seed gives the strongest of board 1 the first colour.
    const first = boards[0][1] === 'P1' ? 'white' : 'black';
    expect(boards.map((b) => [b[0], [b[1], b[2]].sort().join('–')])).toEqual([
      [1, 'P1–P4'],
      [2, 'P2–P5'],
      [3, 'P3–P6'],
    ]);
    const strongerWhite = boards.map(
      (b) => Number(String(b[1]).slice(1)) < Number(String(b[2]).slice(1)),
    );
    expect(strongerWhite).toEqual(first === 'white' ? [true, false, true] : [false, true, false]);
  });

  it('round 2: of the stable pairings of everyone, the Swiss one: P3 floats down to P4', () => {
    // At ms = 1 (derived in the lists test) with the Swiss-ideal ties, P2–P3 and P5–P6 hold,
    // leaving P1 and P4, who met. Other orders of equally preferred opponents give two stable
    // pairings of everyone: P1–P2, P3–P4, P5–P6 and P1–P6, P2–P3, P4–P5 (P2 ranks P1 and P3
    // equally, P5 ranks P4 and P6 equally). Both have max sd 1, Σsd 1 and Σ|cd| 0 afterwards;
    // the first is nearer Swiss placement (6 against 10). The lower difference takes White.
    const round = pair(six, [roundOne], 2);
    expect(round.level).toEqual({ ms: 1, everyone: false });
    expect(round.games.map((g) => [g.board, ...names(six, [g.white, g.black])])).toEqual([
      [1, 'P2', 'P1'],
      [2, 'P4', 'P3'],
      [3, 'P6', 'P5'],
    ]);
    expect(round.games[1].notes).toEqual(['score difference 1 (allowed difference widened to 1)']);
    expect(round.messages).toEqual([
      '3 players have a score of 1 or more, an odd number, so one of them must meet a player with less: the allowed score difference was widened to 1.',
    ]);
    expect(
      blockingPairProblems(
        six,
        [roundOne],
        { number: 2, games: round.games, byes: [] },
        [],
        WEIGHTS,
      ),
    ).toEqual([]);
  });

  it('an odd field: the lowest-rated player takes the forced bye when the rest pairs stably', () => {
    const seven = field(7);
    const round = pair(seven, [], 1);
    expect(round.byes).toEqual([{ player: 6, kind: 'forced', notes: ['forced bye'] }]);
    expect(round.games).toHaveLength(3);
  });

  it('respects voluntary byes, "never" and a pair the TD fixed for the round', () => {
    const players = field(6, { 5: { byes: [1] }, 4: { byes: [1] } });
    const round = pair(players, [], 1, [
      { a: 0, b: 2, rule: 'never' },
      { a: 0, b: 3, rule: 1 },
    ]);
    const pairs = round.games.map((g) => names(players, [g.white, g.black]).sort().join('–'));
    expect(pairs.sort()).toEqual(['P1–P4', 'P2–P3']);
    expect(round.games.find((g) => [g.white, g.black].includes(0))!.notes).toEqual([
      'paired by the TD',
    ]);
    expect(round.byes.map((b) => [b.player, b.kind])).toEqual([
      [4, 'voluntary'],
      [5, 'voluntary'],
    ]);
  });

  it('notes a score difference on the pairs it made, not on a pair the TD fixed', () => {
    // Round 2: P1 and P3 won. The TD pairs P1 (1 point) with P4 (0); P3 must then meet P2.
    const players = field(4);
    const won = [makeRound(1, [makeGame(1, 0, 1, '1-0'), makeGame(2, 2, 3, '1-0')])];
    const round = pair(players, won, 2, [{ a: 0, b: 3, rule: 2 }]);
    expect(round.games.map((g) => [...names(players, [g.white, g.black]), g.notes])).toEqual([
      ['P4', 'P1', ['paired by the TD']],
      ['P2', 'P3', ['score difference 1 (allowed difference widened to 1)']],
    ]);
  });

  it('falls back to the weighted-matching Swiss when no stable pairing of everyone exists', () => {
    // A, B played White and C, D Black in round 1, all on ½; the TD barred A–C, A–D and B–D.
    // B–C (opposite colours) is strictly best for both, so every stable pairing holds it and
    // leaves A and D, who may not meet: the only pairing of everyone is A–B, C–D.
    const players = field(8, {
      4: { status: 'withdrawn' },
      5: { status: 'withdrawn' },
      6: { status: 'withdrawn' },
      7: { status: 'withdrawn' },
    });
    const r1 = makeRound(1, [
      makeGame(1, 0, 4, '½-½'),
      makeGame(2, 1, 5, '½-½'),
      makeGame(3, 6, 2, '½-½'),
      makeGame(4, 7, 3, '½-½'),
    ]);
    const never = [
      { a: 0, b: 2, rule: 'never' as const },
      { a: 0, b: 3, rule: 'never' as const },
      { a: 1, b: 3, rule: 'never' as const },
    ];
    const round = pair(players, [r1], 2, never);
    expect(round.level).toBeNull();
    expect(
      round.games.map((g) => names(players, [g.white, g.black]).sort().join('–')).sort(),
    ).toEqual(['P1–P2', 'P3–P4']);
    for (const g of round.games) expect(g.notes[0]).toMatch(/^weighted-matching pairing: /);
    expect(round.messages[0]).toMatch(/no stable pairing .* paired by the weighted-matching Swiss/);
  });
});

describe('colours', () => {
  const histories = (rounds: Round[]) => stableEntrants(six, buildHistories(six, rounds));
  const byName = (rounds: Round[]) => new Map(histories(rounds).map((e) => [e.player.name, e]));

  it('the lower colour difference takes White; then the history alternates; then the stronger', () => {
    const e = byName([roundOne]);
    // P1 (+1) against P2 (−1): P2 White.
    expect(allocateColours(e.get('P1')!, e.get('P2')!).white.player.name).toBe('P2');
    // P1 and P3 both +1 after one White: the stronger (P1) takes the colour he is due, Black.
    expect(allocateColours(e.get('P3')!, e.get('P1')!).white.player.name).toBe('P3');
  });

  it('never a third colour in a row or a difference of ±3 when the other choice avoids it', () => {
    const r2 = makeRound(2, [
      makeGame(1, 0, 4, '1-0'),
      makeGame(2, 2, 1, '1-0'),
      makeGame(3, 3, 5, '1-0'),
    ]);
    const e = byName([roundOne, r2]);
    // P1: WW (+2). P4: BW (0). The lower difference (P4) takes White anyway.
    expect(allocateColours(e.get('P1')!, e.get('P4')!).white.player.name).toBe('P4');
    // P3: WW (+2) against P2: BB (−2): P2 White, P3 Black.
    expect(allocateColours(e.get('P3')!, e.get('P2')!).white.player.name).toBe('P2');
  });
});

describe('Check round on a Stable Swiss round edited by hand', () => {
  it('names the pairs who would both strictly rather play each other', () => {
    // P3–P1, P4–P2, P6–P5 at ms = 1: P2 (with P4, f 10.0) prefers P1 and P3 (0.43 each), P1
    // (with P3, 1.30) prefers P2 (0.43), P3 (with P1, 1.30) prefers P2: two blocking pairs.
    const edited = makeRound(2, [
      makeGame(1, 2, 0, ''),
      makeGame(2, 3, 1, ''),
      makeGame(3, 5, 4, ''),
    ]);
    expect(blockingPairProblems(six, [roundOne], edited, [], WEIGHTS)).toEqual([
      'P1 (board 1) and P2 (board 2) would both rather play each other than their opponents: the pairing is not stable.',
      'P2 (board 2) and P3 (board 1) would both rather play each other than their opponents: the pairing is not stable.',
    ]);
  });

  it('finds no blocking pair where a player only ranks two opponents equally', () => {
    // P1–P6, P2–P3, P4–P5: P6 strictly prefers P5, but P5 ranks P4 and P6 equally.
    const other = makeRound(2, [
      makeGame(1, 5, 0, ''),
      makeGame(2, 1, 2, ''),
      makeGame(3, 3, 4, ''),
    ]);
    expect(blockingPairProblems(six, [roundOne], other, [], WEIGHTS)).toEqual([]);
  });
});

describe('Stable Swiss handicap games', () => {
  const handicapped = makeSettings({ ...settings, handicap: 'full' });
  const pairGo = (players: Player[]) =>
    pairStableSwissRound(
      { settings: handicapped, players, rounds: [], roundNumber: 1, constraints: [] },
      WEIGHTS,
    ).games.map((g) => [g.white, g.black, g.handicap]);

  it('gives Black and the stones to the lower rank', () => {
    // Ranks 5k, 2k, 9k, 1k, unrated: boards P4–P1 (4 stones) and P2–P3 (7 stones).
    const players = [-5, -2, -9, -1].map((rank, id) =>
      makePlayer(id, `P${id + 1}`, { rank, rating: null, initialScore: 0 }),
    );
    expect(pairGo(players)).toEqual([
      [3, 0, 4],
      [1, 2, 7],
    ]);
  });

  it('follows the ranks, not the ratings, when the two disagree', () => {
    // Ann 1k rated 1500, Bob 5k rated 1800: the stones follow the ranks, so Bob takes Black.
    const players = [
      makePlayer(0, 'Ann', { rank: -1, rating: 1500, initialScore: 0 }),
      makePlayer(1, 'Bob', { rank: -5, rating: 1800, initialScore: 0 }),
    ];
    expect(pairGo(players)).toEqual([[0, 1, 4]]);
  });
});
