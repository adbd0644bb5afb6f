import { describe, expect, it } from 'vitest';
import { multiGameRoundProblems } from '../../src/engine/multiGame/check';
import type { Round } from '../../src/engine/types';
import { multiGameInput, playedRound } from './multiGameFixtures';

const LISTS = [
  ['A', 'C', 'B'],
  ['A', 'C', 'B'],
  ['A', 'C', 'B'],
  ['A', 'B', 'C'],
  ['B', 'A', 'C'],
  ['B', 'A'],
];
// Round 1: Ann beat Bob and Cid beat Dan at A; Eve beat Fay at B.
const ROUND_1 = playedRound(1, [
  ['A', 0, 1, '1-0'],
  ['A', 2, 3, '1-0'],
  ['B', 4, 5, '1-0'],
]);

function problems(round: Round, replay = true): string[] {
  const input = multiGameInput(LISTS, { games: ['A', 'B', 'C'], rounds: [ROUND_1], replay });
  const { players, games, preferences, settings } = input;
  return multiGameRoundProblems(players, games, preferences, settings, input.rounds, round);
}

describe('Check round (multi-game)', () => {
  it('names each broken rule of a hand-edited round, boards in order', () => {
    const round = playedRound(2, [
      ['A', 0, 1, ''],
      ['A', 0, 2, ''],
      ['B', 4, 3, ''],
      ['C', 2, 0, ''],
      ['C', 5, 1, ''],
      ['A', 3, 3, ''],
    ]);
    // Typed out of board order: Ann-Bob on board 2, Ann-Cid (two earlier winners) on board 1.
    [2, 1, 3, 4, 5, 6].forEach((board, i) => (round.games[i].board = board));
    expect(problems(round)).toEqual([
      'Board 2: Ann plays A here and on board 1; one game of a kind each a round.',
      'Board 2: Ann and Bob may not play A: they already played it in round 1.',
      'Board 3: Eve and Dan may not play B: a game is played a second time only between two players who each won it against other opponents.',
      'Board 4: Cid and Ann meet here and on board 1; two players meet at most once a round.',
      "Board 5: C is not on Fay's list of games.",
      'Board 4: Ann is on 3 boards (1, 2, 4); each player plays 1 a round.',
      'Board 4: Cid is on 2 boards (1, 4); each player plays 1 a round.',
      'Board 5: Bob is on 2 boards (2, 5); each player plays 1 a round.',
      'Board 6: Dan is on 2 boards (3, 6); each player plays 1 a round.',
    ]);
  });

  it('names the earliest round a pair played the game in, whatever order the rounds come in', () => {
    // Ann and Bob played A in round 1 and again (wrongly) in round 2; the rounds are read with
    // round 2 first.
    const round2 = playedRound(2, [['A', 1, 0, '1-0']]);
    const input = multiGameInput(LISTS, { games: ['A', 'B', 'C'], rounds: [round2, ROUND_1] });
    const { players, games, preferences, settings } = input;
    const round3 = playedRound(3, [['A', 0, 1, '']]);
    expect(
      multiGameRoundProblems(players, games, preferences, settings, input.rounds, round3),
    ).toEqual(['Board 1: Ann and Bob may not play A: they already played it in round 1.']);
  });

  it('refuses a replay between two winners when Settings do not allow replays', () => {
    const round = playedRound(2, [
      ['A', 0, 2, ''],
      ['B', 1, 3, ''],
      ['C', 4, 1, ''],
    ]);
    expect(problems(round, false)).toEqual([
      'Board 1: Ann and Cid may not play A: one of them has played it before, and Settings do not allow replays.',
      'Board 3: Bob is on 2 boards (2, 3); each player plays 1 a round.',
    ]);
    expect(problems(round, true)).toEqual([
      'Board 3: Bob is on 2 boards (2, 3); each player plays 1 a round.',
    ]);
  });
});
