import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../src/engine/results';
import type { Round } from '../../src/engine/types';
import { makeGame, makePlayer, makeRound } from './fixtures';

const players = ['A', 'B', 'C', 'D'].map((name, id) => makePlayer(id, name, { initialScore: 0 }));

const standings = (rounds: Round[], count = 4, requestedByePoints = 0) =>
  computeStandings({
    players: players.slice(0, count),
    rounds,
    tiebreaks: 'AGA',
    seed: 1,
    requestedByePoints,
    randomDraw: false,
  });

describe('computeStandings refuses rounds that name nobody on the roster', () => {
  it('names the round and board of a game with an unknown player', () => {
    expect(() => standings([makeRound(2, [makeGame(3, 0, 3, '1-0')])], 3)).toThrow(
      'Round 2, board 3: unknown player.',
    );
    expect(() => standings([makeRound(1, [makeGame(1, 0.5, 1, '1-0')])], 3)).toThrow(
      'Round 1, board 1: unknown player.',
    );
  });

  it('names the round of a bye for an unknown player', () => {
    const round = makeRound(4, [makeGame(1, 0, 1, '1-0')], [{ player: 2, kind: 'forced' }]);
    expect(() => standings([round], 2)).toThrow('Round 4: bye for unknown player.');
  });

  it('refuses ids that are not the roster indexes', () => {
    const gapped = [players[0], makePlayer(2, 'C')];
    expect(() =>
      computeStandings({ players: gapped, rounds: [], tiebreaks: 'AGA', seed: 1 }),
    ).toThrow('Player ids must be 0 … 1; found 2.');
  });
});

describe('requested byes worth points', () => {
  const rounds = [
    makeRound(
      1,
      [makeGame(1, 0, 1, '1-0')],
      [
        { player: 2, kind: 'voluntary' },
        { player: 3, kind: 'voluntary', absent: true },
      ],
    ),
  ];

  it('show what each bye scored in the cross table: half a point "bye=", an absence "bye-"', () => {
    const cells = standings(rounds, 4, 0.5).map((s) => [s.player, s.cells]);
    expect(cells).toEqual([
      [0, ['3+w']],
      [2, ['bye=']],
      [1, ['1-b']],
      [3, ['bye-']],
    ]);
  });

  it('count a half-point bye in the score but not as a win', () => {
    const c = standings(rounds, 4, 0.5).find((s) => s.player === 2)!;
    expect([c.score, c.wins]).toEqual([0.5, 0]);
    const full = standings(rounds, 4, 1).find((s) => s.player === 2)!;
    expect([full.score, full.wins, full.cells]).toEqual([1, 1, ['bye+']]);
  });
});

describe('TD-awarded fractions', () => {
  it('keep tiebreaks exact to the millionth: 0.75 × 0.25 is 0.1875', () => {
    const rounds = [makeRound(1, [makeGame(1, 0, 1, '0.75-0.25')])];
    const rows = computeStandings({
      players: players.slice(0, 2),
      rounds,
      tiebreaks: 'Sonneborn-Berger',
      seed: 1,
      randomDraw: false,
    }).map((s) => [s.player, s.score, s.sodos, s.sodoms]);
    expect(rows).toEqual([
      [0, 0.75, 0.1875, 0.1875],
      [1, 0.25, 0.1875, 0.1875],
    ]);
  });
});
