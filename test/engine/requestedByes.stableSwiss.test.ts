import { describe, expect, it } from 'vitest';
import { blockingPairProblems, pairStableSwissRound } from '../../src/engine/stableSwiss';
import type { Player, Round } from '../../src/engine/types';
import { makeGame, makePlayer, makeRound, makeSettings } from './fixtures';

/**
 * Stable Swiss with Settings › Requested bye points: P7 and P8 asked to miss round 1, where
 * P1, P3 and P5 won. Their bye puts them with the losers (0), in a ½ group of their own, or
 * with the winners (1), in the pairing and in Check round's stability check alike.
 */
describe('requested byes: Stable Swiss', () => {
  const WEIGHTS = { c: 8.7, s: 0.0001 };
  const players: Player[] = Array.from({ length: 8 }, (_, id) =>
    makePlayer(id, `P${id + 1}`, { rank: null, rating: 2000 - 100 * id, initialScore: 0 }),
  );
  const round1 = makeRound(
    1,
    [makeGame(1, 0, 1, '1-0'), makeGame(2, 2, 3, '1-0'), makeGame(3, 4, 5, '1-0')],
    [
      { player: 6, kind: 'voluntary' },
      { player: 7, kind: 'voluntary' },
    ],
  );
  const paired = (requestedByePoints: number): Round => {
    const settings = makeSettings({
      pairingSystem: 'Stable Swiss',
      rounds: 5,
      randomSeed: 3,
      requestedByePoints,
    });
    const input = { settings, players, rounds: [round1], roundNumber: 2, constraints: [] };
    const { games } = pairStableSwissRound(input, WEIGHTS);
    return makeRound(
      2,
      games.map((g, i) => makeGame(i + 1, g.white, g.black, '')),
      [],
    );
  };
  const names = (round: Round) =>
    round.games.map((g) => [players[g.white].name, players[g.black].name]);

  it('pairs the players back from a bye by the points it gave them', () => {
    expect(names(paired(0))).toEqual([
      ['P3', 'P1'],
      ['P2', 'P5'],
      ['P4', 'P7'],
      ['P6', 'P8'],
    ]);
    expect(names(paired(0.5))).toEqual([
      ['P5', 'P1'],
      ['P2', 'P3'],
      ['P7', 'P8'],
      ['P4', 'P6'],
    ]);
    expect(names(paired(1))).toEqual([
      ['P7', 'P1'],
      ['P2', 'P3'],
      ['P8', 'P5'],
      ['P4', 'P6'],
    ]);
  });

  it('checks a round for stability at the points the byes gave', () => {
    const half = paired(0.5);
    const check = (byePoints: number) =>
      blockingPairProblems(players, [round1], half, [], WEIGHTS, byePoints);
    expect(check(0.5)).toEqual([]);
    // Scored 0, P7 and P8 would rather play the losers of round 1 than each other.
    expect(check(0)).toHaveLength(6);
    expect(check(0)[0]).toBe(
      'P2 (board 2) and P7 (board 3) would both rather play each other than their opponents: the pairing is not stable.',
    );
  });
});
