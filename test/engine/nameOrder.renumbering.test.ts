/**
 * Pairing in name order renumbers every player id the systems read and numbers the round back
 * into Players rows: constraints, byes (each kind by name) and late arrivals' bands.
 */
import { describe, expect, it } from 'vitest';
import { systemRules, type EventState, type RoundPairing } from '../../src/engine/systems';
import { ScoreLimitError, type ScoreProblem } from '../../src/engine/pairing/scoreLimits';
import type { Constraint, PairingSystem, Player } from '../../src/engine/types';
import { makePlayer, makeSettings } from './fixtures';

/** Rows out of name order: Dee, Ann, Cid, Bob, Eve; all of one strength. */
const NAMES = ['Dee', 'Ann', 'Cid', 'Bob', 'Eve'];

function event(
  system: PairingSystem,
  count: number,
  extra: Partial<EventState> = {},
  players: Record<number, Partial<Player>> = {},
): EventState {
  return {
    settings: makeSettings({ pairingSystem: system, rounds: 3, handicap: 'none' }),
    players: NAMES.slice(0, count).map((name, id) =>
      makePlayer(id, name, { rank: 1, band: '1', initialScore: 0, ...players[id] }),
    ),
    rounds: [],
    constraints: [],
    ...extra,
  };
}

function named(e: EventState, p: RoundPairing): unknown {
  const name = (id: number): string => e.players[id].name;
  return {
    games: p.games.map((g) => [g.board, name(g.white), name(g.black)]),
    byes: p.byes.map((b) => [name(b.player), b.kind]),
    placed: p.placed.map((x) => [name(x.player), x.band, x.initialScore]),
  };
}

function swiss(constraints: Constraint[]): unknown {
  const e = event('Swiss', 4, { constraints });
  return named(e, systemRules('Swiss').pairRound(e, 1));
}

describe('Pairing in name order, Players rows out of it', () => {
  it('reads a "never" constraint of two rows as those two players', () => {
    expect(swiss([])).toEqual({
      games: [
        [1, 'Cid', 'Ann'],
        [2, 'Bob', 'Dee'],
      ],
      byes: [],
      placed: [],
    });
    expect(swiss([{ a: 1, b: 2, rule: 'never' }])).toEqual({
      games: [
        [1, 'Dee', 'Ann'],
        [2, 'Bob', 'Cid'],
      ],
      byes: [],
      placed: [],
    });
  });

  it('reads a constraint pairing two rows in a round as those two players', () => {
    expect(swiss([{ a: 1, b: 3, rule: 1 }])).toEqual({
      games: [
        [1, 'Bob', 'Ann'],
        [2, 'Cid', 'Dee'],
      ],
      byes: [],
      placed: [],
    });
  });

  it('lists the requested byes by name, whatever their Players rows, after the forced bye', () => {
    const e = event('Swiss', 5, {}, { 0: { byes: [1] }, 3: { byes: [1] } });
    expect(named(e, systemRules('Swiss').pairRound(e, 1))).toEqual({
      games: [[1, 'Cid', 'Ann']],
      byes: [
        ['Eve', 'forced'],
        ['Bob', 'voluntary'],
        ['Dee', 'voluntary'],
      ],
      placed: [],
    });
  });

  it("lists a round robin's two rests by name: a withdrawn player's opponent before the rotation's", () => {
    const e = event(
      'Round robin',
      5,
      { seats: { seatCount: 6, seats: [null, 0, 1, 2, 3, 4] } },
      { 0: { status: 'withdrawn' } },
    );
    e.settings.withdrawnGames = 'no point';
    // The rotation rests Eve; Bob's opponent Dee withdrew: Bob's rest is listed first.
    expect(named(e, systemRules('Round robin').pairRound(e, 1))).toMatchObject({
      byes: [
        ['Bob', 'voluntary'],
        ['Eve', 'voluntary'],
      ],
    });
  });

  it('places late arrivals in Players row order', () => {
    const late = { band: '', initialScore: null };
    const e = event(
      'McMahon',
      5,
      { bands: [{ row: 2, name: '1', strongest: 9, weakest: -30, separation: 0 }] },
      { 0: late, 2: late, 3: late },
    );
    expect(named(e, systemRules('McMahon').pairRound(e, 1))).toEqual({
      games: [
        [1, 'Ann', 'Cid'],
        [2, 'Bob', 'Dee'],
      ],
      byes: [['Eve', 'forced']],
      placed: [
        ['Dee', '1', 0],
        ['Cid', '1', 0],
        ['Bob', '1', 0],
      ],
    });
  });

  it('names the players of a refusal about their scores by Players row, in row order', () => {
    const problem = scoreRefusal({ 0: { initialScore: 0.0001 }, 3: { initialScore: 0.1234 } });
    expect(problem.kind === 'wide' ? [] : problem.scores.map((s) => [s.player, s.name])).toEqual([
      [0, 'Dee'],
      [3, 'Bob'],
    ]);
  });

  it('names the two players of initial scores too far apart by Players row', () => {
    const problem = scoreRefusal({ 0: { initialScore: -1e12 }, 3: { initialScore: 1e12 } });
    expect(problem.kind === 'wide' && [problem.high, problem.low]).toEqual([
      { player: 3, name: 'Bob', initial: 1e12 },
      { player: 0, name: 'Dee', initial: -1e12 },
    ]);
  });
});

/** The problem McMahon round 1 is refused with, four players on rows out of name order. */
function scoreRefusal(players: Record<number, Partial<Player>>): ScoreProblem {
  try {
    systemRules('McMahon').pairRound(event('McMahon', 4, {}, players), 1);
  } catch (error) {
    if (error instanceof ScoreLimitError) return error.problem;
    throw error;
  }
  throw new Error('paired');
}
