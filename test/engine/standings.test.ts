import { describe, expect, it } from 'vitest';
import {
  computeStandings,
  DEFAULT_TIEBREAKS,
  drawKey,
  type Standing,
  type StandingsInput,
} from '../../src/engine/results';
import { seededRandom, type Random } from '../../src/engine/random';
import type { Bye, Game, Player, Round } from '../../src/engine/types';
import { makeGame, makePlayer, makeRound } from './fixtures';

function player(id: number, name: string, initialScore = 0): Player {
  return makePlayer(id, name, { initialScore });
}

const game = makeGame;
const round = makeRound;

const [A, B, C, D, E, F] = [0, 1, 2, 3, 4, 5];
const four = [player(A, 'A'), player(B, 'B'), player(C, 'C'), player(D, 'D')];
const six = [...four, player(E, 'E'), player(F, 'F')];

const summary = (s: Standing[]) => s.map((x) => [x.placeLabel, x.player, x.score]);

describe('tiebreak order', () => {
  // A, B, C, D, E, F all start at 0; every game is a win for White.
  const whiteWins = [
    round(1, [game(1, A, B, 'W+'), game(2, C, D, 'W+'), game(3, E, F, 'W+')]),
    round(2, [game(1, A, C, 'W+'), game(2, B, E, 'W+'), game(3, D, F, 'W+')]),
    round(3, [game(1, A, D, 'W+'), game(2, B, F, 'W+'), game(3, C, E, 'W+')]),
  ];
  const input = (tiebreaks: StandingsInput['tiebreaks']): StandingsInput => ({
    players: six,
    rounds: whiteWins,
    tiebreaks,

    seed: 1,
    randomDraw: false,
  });

  it('McMahon: score, then SOMS, then SODOMS', () => {
    const s = computeStandings(input('AGA'));
    expect(s.map((x) => [x.player, x.score, x.soms, x.sodoms, x.sodos])).toEqual([
      [A, 3, 5, 5, 5],
      [C, 2, 5, 2, 2],
      [B, 2, 4, 1, 1],
      [D, 1, 5, 0, 0],
      [E, 1, 4, 0, 0],
      [F, 0, 4, 0, 0],
    ]);
    expect(s.map((x) => x.placeLabel)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('Swiss and Stable Swiss: score, then Buchholz, then Sonneborn-Berger', () => {
    // Buchholz: A B2+C2+D1, C D1+A3+E1, B A3+E1+F0, D C2+F0+A3, E F0+B2+C2, F E1+D1+B2.
    // SB: A 2+2+1, C 1+0+1, B 0+1+0, D, E, F beat only players on 0.
    const expected = [
      [A, 3, 5, 5],
      [C, 2, 5, 2],
      [B, 2, 4, 1],
      [D, 1, 5, 0],
      [E, 1, 4, 0],
      [F, 0, 4, 0],
    ];
    const s = computeStandings(input(DEFAULT_TIEBREAKS));
    expect(s.map((x) => [x.player, x.score, x.buchholz, x.sonnebornBerger])).toEqual(expected);
  });

  it('round robin: score, then SODOS; SOMS is not used', () => {
    const s = computeStandings(input('Sonneborn-Berger'));
    // D and E both beat nobody and never met: they share 4th.
    expect(summary(s)).toEqual([
      ['1', A, 3],
      ['2', C, 2],
      ['3', B, 2],
      ['4=', D, 1],
      ['4=', E, 1],
      ['6', F, 0],
    ]);
  });

  it("round robin: SODOS counts the opponent's game points, not the half point of a rest", () => {
    // Three players, one resting each round: A beat B, B beat C, C beat A. Each has 1 point
    // from games, so each SODOS is 1 (a rest's ½ counts in SOMS, never in SODOS).
    const players = [player(A, 'A'), player(B, 'B'), player(C, 'C')];
    const rest = (id: number): Bye => ({ player: id, kind: 'voluntary' });
    const rounds = [
      round(1, [game(1, A, B, 'W+')], [rest(C)]),
      round(2, [game(1, B, C, 'W+')], [rest(A)]),
      round(3, [game(1, C, A, 'W+')], [rest(B)]),
    ];
    const s = computeStandings({
      players,
      rounds,
      tiebreaks: 'Sonneborn-Berger',

      seed: 1,
      randomDraw: false,
    });
    expect(s.map((x) => [x.placeLabel, x.player, x.score, x.sodos])).toEqual([
      ['1=', A, 1, 1],
      ['1=', B, 1, 1],
      ['1=', C, 1, 1],
    ]);
  });

  it('Swiss: Buchholz comes before Sonneborn-Berger when the two disagree', () => {
    // A and E end on 2. A beat C (1) and D (1.5), lost to E (2): Buchholz 4.5, SB 2.5.
    // E beat C and A, lost to B (1): Buchholz 4, SB 3. Buchholz puts A first.
    const rounds = [
      round(1, [game(1, A, C, 'W+'), game(2, B, E, 'W+'), game(3, D, F, 'Jigo')]),
      round(2, [game(1, A, D, 'W+'), game(2, B, F, 'B+'), game(3, E, C, 'W+')]),
      round(3, [game(1, E, A, 'W+'), game(2, D, B, 'W+'), game(3, C, F, 'W+')]),
    ];
    const s = computeStandings({
      players: six,
      rounds,
      tiebreaks: DEFAULT_TIEBREAKS,

      seed: 1,
      randomDraw: false,
    });
    expect(s.map((x) => [x.player, x.score, x.buchholz, x.sonnebornBerger])).toEqual([
      [A, 2, 4.5, 2.5],
      [E, 2, 4, 3],
      [D, 1.5, 4.5, 1.75],
      [F, 1.5, 3.5, 1.75],
      [C, 1, 5.5, 1.5],
      [B, 1, 5, 2],
    ]);
  });

  it('SODOMS decides when score and SOMS are equal', () => {
    const rounds = [
      round(1, [game(1, A, B, 'W+'), game(2, C, D, 'B+')]),
      round(2, [game(1, A, C, 'B+'), game(2, B, D, 'W+')]),
      round(3, [game(1, A, D, 'W+'), game(2, B, C, 'W+')]),
    ];
    const s = computeStandings({
      players: four,
      rounds,
      tiebreaks: 'AGA',

      seed: 1,
    });
    expect(s.map((x) => [x.player, x.score, x.soms, x.sodoms])).toEqual([
      [A, 2, 4, 3],
      [B, 2, 4, 2],
      [C, 1, 5, 2],
      [D, 1, 5, 1],
    ]);
  });

  describe('face to face', () => {
    // A and B tie on score 1.5, SOMS 4.5 and SODOMS 1.75; A beat B in round 1.
    const rounds = [
      round(1, [game(1, A, B, 'W+'), game(2, C, D, 'B+')]),
      round(2, [game(1, A, C, 'Jigo'), game(2, B, D, 'Jigo')]),
      round(3, [game(1, A, D, 'B+'), game(2, B, C, 'W+')]),
    ];

    it('orders a tie whose members all met by the points they scored against each other', () => {
      for (const randomDraw of [true, false]) {
        const s = computeStandings({
          players: four,
          rounds,
          tiebreaks: 'AGA',

          seed: 42, // B would win the draw against A
          randomDraw,
        });
        expect(s.map((x) => [x.placeLabel, x.player, x.score, x.soms, x.sodoms])).toEqual([
          ['1', D, 2.5, 3.5, 2.75],
          ['2', A, 1.5, 4.5, 1.75],
          ['3', B, 1.5, 4.5, 1.75],
          ['4', C, 0.5, 5.5, 0.75],
        ]);
      }
    });

    it('also follows SODOS in a round robin', () => {
      const s = computeStandings({
        players: four,
        rounds,
        tiebreaks: 'Sonneborn-Berger',

        seed: 42,
      });
      expect(s.map((x) => [x.player, x.sodos])).toEqual([
        [D, 2.75],
        [A, 1.75],
        [B, 1.75],
        [C, 0.75],
      ]);
    });
  });

  describe('random draw', () => {
    // A beat B, B beat C, C beat A, D lost every game: A, B and C tie on everything.
    const cycle = [
      round(1, [game(1, A, B, 'W+'), game(2, C, D, 'W+')]),
      round(2, [game(1, A, C, 'B+'), game(2, B, D, 'W+')]),
      round(3, [game(1, A, D, 'W+'), game(2, B, C, 'W+')]),
    ];
    const standings = (seed: number, randomDraw?: boolean) =>
      computeStandings({
        players: four,
        rounds: cycle,
        tiebreaks: 'AGA',

        seed,
        randomDraw,
      });

    it('without the draw the three share first place', () => {
      expect(summary(standings(1, false))).toEqual([
        ['1=', A, 2],
        ['1=', B, 2],
        ['1=', C, 2],
        ['4', D, 0],
      ]);
      expect(standings(1, false).map((x) => x.place)).toEqual([1, 1, 1, 4]);
    });

    it('the lowest ticket wins; tickets depend on seed and name only', () => {
      expect(four.map((p) => drawKey(1, p.name))).toEqual([
        70176462, 2224859935, 2158310302, 2302629133,
      ]);
      expect(drawKey(42, 'Alice')).toBe(338798942);
      expect(drawKey(42, ' Alice ')).toBe(338798942);
      expect(summary(standings(1))).toEqual([
        ['1', A, 2],
        ['2', C, 2],
        ['3', B, 2],
        ['4', D, 0],
      ]);
      expect(standings(1).map((x) => x.drawKey)).toEqual([
        70176462, 2158310302, 2224859935, 2302629133,
      ]);
      expect(summary(standings(42)).map((x) => x[1])).toEqual([B, A, C, D]);
    });

    it('gives a draw position only to the players whose place the draw decided', () => {
      expect(standings(1).map((x) => [x.player, x.drawPosition])).toEqual([
        [A, 1],
        [C, 2],
        [B, 3],
        [D, null],
      ]);
      expect(standings(1, false).map((x) => x.drawPosition)).toEqual([null, null, null, null]);
    });
  });
});

describe('cross-table cells', () => {
  it('shows place, outcome, colour and handicap; "?" while the result is missing', () => {
    const players = [player(A, 'A', 0), player(B, 'B', -2), player(C, 'C', -3)];
    const rounds = [
      round(1, [game(1, A, B, 'B+', 2)], [{ player: C, kind: 'forced' }]),
      round(2, [game(1, C, B, 'Jigo')], [{ player: A, kind: 'voluntary' }]),
      round(3, [game(1, A, C, '', 3)]),
    ];
    const s = computeStandings({ players, rounds, tiebreaks: 'AGA', seed: 1 });
    expect(s.map((x) => [x.player, x.score, x.cells])).toEqual([
      [A, 0, ['2-w2', 'bye=', '3?w3']],
      [B, -0.5, ['1+b2', '3=b', 'bye=']],
      [C, -1.5, ['bye+', '2=w', '1?b3']],
    ]);
  });
});

/** A random but reproducible event: odd field, forced byes, all kinds of results. */
function randomEvent(random: Random, size = 9, rounds = 5): { players: Player[]; rounds: Round[] } {
  const players = Array.from({ length: size }, (_, id) =>
    player(id, `P${id}`, -random.int(3) - 0.5 * random.int(2)),
  );
  const results = ['W+', 'B+', 'Jigo', 'W+F', 'B+F', 'Double forfeit', '', 'W+R', 'B+R'];
  const out: Round[] = [];
  for (let r = 1; r <= rounds; r++) {
    const order = random.shuffle(players.map((p) => p.id));
    const byes: Bye[] = [{ player: order.pop()!, kind: 'forced' }];
    if (random.int(2) === 1) byes.push({ player: order.pop()!, kind: 'voluntary' });
    const games: Game[] = [];
    // An odd count here leaves one more player out: absent, so a voluntary bye.
    for (let i = 0; i + 1 < order.length; i += 2) {
      const result = results[random.int(results.length)];
      games.push(game(games.length + 1, order[i], order[i + 1], result, random.int(3)));
    }
    out.push(round(r, games, byes));
  }
  return { players, rounds: out };
}

describe('invariants', () => {
  const seeds = [1, 2, 3, 4, 5, 6, 7, 8];

  it('recomputing gives identical output', () => {
    for (const seed of seeds) {
      const event = randomEvent(seededRandom(seed));
      const input = { ...event, tiebreaks: 'AGA' as const, seed };
      expect(computeStandings(input)).toEqual(computeStandings(input));
    }
  });

  it('the order of players, rounds, games and byes does not matter', () => {
    for (const seed of seeds) {
      const random = seededRandom(100 + seed);
      const event = randomEvent(seededRandom(seed));
      const shuffled = {
        players: random.shuffle(event.players),
        rounds: random.shuffle(event.rounds).map((r) => ({
          ...r,
          games: random.shuffle(r.games),
          byes: random.shuffle(r.byes),
        })),
      };
      for (const tiebreaks of ['AGA', 'Sonneborn-Berger'] as const) {
        const base = { tiebreaks, seed };
        expect(computeStandings({ ...shuffled, ...base })).toEqual(
          computeStandings({ ...event, ...base }),
        );
      }
    }
  });

  it('points handed out = 1 per game with a result, 0 per double forfeit, 1 per forced bye', () => {
    for (const seed of seeds) {
      const event = randomEvent(seededRandom(seed));
      const s = computeStandings({ ...event, tiebreaks: 'AGA', seed });
      const gained = s.reduce((sum, x) => sum + x.score - event.players[x.player].initialScore!, 0);
      let expected = 0;
      for (const r of event.rounds) {
        expected += r.byes.filter((b) => b.kind === 'forced').length;
        for (const g of r.games) if (g.result) expected += g.result.white + g.result.black;
      }
      const scored = event.rounds
        .flatMap((r) => r.games)
        .filter((g) => g.result && !(g.result.white === 0 && g.result.black === 0)).length;
      const forced = event.rounds.flatMap((r) => r.byes).filter((b) => b.kind === 'forced').length;
      expect(expected).toBe(scored + forced);
      expect(gained).toBeCloseTo(expected, 9);
    }
  });

  it('a changed result changes only the two players and the tiebreaks of their opponents', () => {
    for (const seed of seeds) {
      const event = randomEvent(seededRandom(seed));
      const last = event.rounds[event.rounds.length - 1];
      const changed = last.games[0];
      const flipped: Game = {
        ...changed,
        result: { white: 0, black: 1, forfeit: false },
      };
      const before = computeStandings({ ...event, tiebreaks: 'AGA', seed });
      const after = computeStandings({
        ...event,
        rounds: [
          ...event.rounds.slice(0, -1),
          { ...last, games: [flipped, ...last.games.slice(1)] },
        ],
        tiebreaks: 'AGA',

        seed,
      });
      const pair = new Set([changed.white, changed.black]);
      const touched = new Set(pair);
      for (const r of event.rounds) {
        for (const g of r.games) {
          if (pair.has(g.white)) touched.add(g.black);
          if (pair.has(g.black)) touched.add(g.white);
        }
      }
      const of = (list: Standing[], id: number) => list.find((x) => x.player === id)!;
      for (const p of event.players) {
        const [x, y] = [of(before, p.id), of(after, p.id)];
        if (!pair.has(p.id)) expect(y.score).toBe(x.score);
        if (!touched.has(p.id)) {
          expect([y.wins, y.soms, y.sodoms, y.sodos]).toEqual([x.wins, x.soms, x.sodoms, x.sodos]);
        }
      }
      expect(of(after, changed.black).score).toBeGreaterThanOrEqual(
        of(before, changed.black).score,
      );
    }
  });
});
