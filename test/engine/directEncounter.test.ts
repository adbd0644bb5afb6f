import { describe, expect, it } from 'vitest';
import { buildHistories } from '../../src/engine/history';
import { computeStandings } from '../../src/engine/results';
import { rankByDirectEncounter } from '../../src/engine/results/directEncounter';
import { faceToFacePoints } from '../../src/engine/results/faceToFace';
import type { Round } from '../../src/engine/types';
import { makeGame, makePlayer, makeRound } from './fixtures';

const field = (names: string[]) =>
  names.map((name, id) => makePlayer(id, name, { rank: null, rating: 1500, initialScore: 0 }));

describe('Direct encounter when the tied players did not all meet (FIDE 2023, article 6)', () => {
  it('ranks a player who stays first whatever the missing game, then the rest among themselves', () => {
    const [A, B, C, D] = [0, 1, 2, 3];
    const rounds: Round[] = [
      makeRound(1, [makeGame(1, A, B, '1-0'), makeGame(2, C, D, '1-0')]),
      makeRound(2, [makeGame(1, A, C, '1-0'), makeGame(2, B, D, '½-½')]),
      makeRound(3, [makeGame(1, B, C, '1-0')]),
    ];
    const histories = buildHistories(field(['A', 'B', 'C', 'D']), rounds);
    // Among the four: A 2 (beat B and C), B 1½ (drew D, beat C), C 1 (beat D), D ½.
    // A and D never met. A goes first: B could reach 1½, C 1, D ½ + 1 = 1½, all below 2.
    // B is not alone in second: D could reach 1½ by beating A. So the rule applies again
    // to B, C and D, who all met: B 1½, C 1, D ½ among themselves.
    expect(rankByDirectEncounter([A, B, C, D], histories)).toEqual({
      runs: [[A], [B], [C], [D]],
      values: new Map([
        [A, 2],
        [B, 1.5],
        [C, 1],
        [D, 0.5],
      ]),
    });
    // AGA face to face (McMahon, round robin, the closing step) still needs everyone to meet.
    expect(faceToFacePoints([A, B, C, D], histories)).toBe(null);
  });

  it('places first and second, and leaves the players no missing game can separate tied', () => {
    const [A, B, C, D, E] = [0, 1, 2, 3, 4];
    const rounds: Round[] = [
      makeRound(1, [makeGame(1, A, B, '1-0'), makeGame(2, C, D, '1-0')]),
      makeRound(2, [makeGame(1, A, C, '1-0'), makeGame(2, B, E, '1-0')]),
      makeRound(3, [makeGame(1, A, D, '1-0'), makeGame(2, B, C, '1-0')]),
      makeRound(4, [makeGame(1, A, E, '1-0'), makeGame(2, B, D, '1-0')]),
      makeRound(5, [makeGame(1, D, E, '½-½')]),
    ];
    const histories = buildHistories(field(['A', 'B', 'C', 'D', 'E']), rounds);
    // Among the five: A 4, B 3, C 1 (beat D), D ½, E ½; only C and E never met.
    // A 4 beats every best case (B 3, C 1 + 1, D ½, E ½ + 1); then B 3 beats C 2, D ½, E 1½.
    // C 1 is not above E's best 1½, nor anyone above C's 2; among C, D and E alone it is the
    // same (C 1, D ½, E ½, C and E unmet), so the three stay tied and show no value.
    expect(rankByDirectEncounter([A, B, C, D, E], histories)).toEqual({
      runs: [[A], [B], [C, D, E]],
      values: new Map([
        [A, 4],
        [B, 3],
      ]),
    });
  });

  it('orders the standings by it where Settings › Tiebreaks lists it', () => {
    const [A, B, C, X, Y, Z] = [0, 1, 2, 3, 4, 5];
    const players = field(['A', 'B', 'C', 'X', 'Y', 'Z']);
    const rounds: Round[] = [
      makeRound(1, [makeGame(1, X, A, '1-0'), makeGame(2, B, Y, '1-0'), makeGame(3, C, Z, '1-0')]),
      makeRound(2, [makeGame(1, A, B, '1-0'), makeGame(2, C, Y, '1-0'), makeGame(3, X, Z, '0-1')]),
      makeRound(3, [makeGame(1, A, C, '1-0'), makeGame(2, B, Z, '1-0'), makeGame(3, X, Y, '0-1')]),
    ];
    // A, B and C have 2 points; X, Y and Z 1. A beat B and C, who never met: A is first
    // whatever that game would have given (B or C could reach 1, A has 2). B and C go on to
    // Progressive: C 1 + 2 + 2 = 5, B 1 + 1 + 2 = 4 (A's 0 + 1 + 2 = 3 put A last before).
    // X, Y, Z: Y and Z beat X but never met, so nobody is sure of first; Progressive:
    // X 1 + 1 + 1 = 3, Z 0 + 1 + 1 = 2, Y 0 + 0 + 1 = 1.
    const standings = computeStandings({
      players,
      rounds,
      tiebreaks: ['Direct encounter', 'Progressive'],
      seed: 1,
      randomDraw: false,
    });
    expect(standings.map((s) => [s.player, s.placeLabel, s.directEncounter])).toEqual([
      [A, '1', 2],
      [C, '2', null],
      [B, '3', null],
      [X, '4', null],
      [Z, '5', null],
      [Y, '6', null],
    ]);
  });
});
