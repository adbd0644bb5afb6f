import { describe, expect, it } from 'vitest';
import { buildHistories } from '../../src/engine/history';
import { makeGame, makePlayers, makeRound } from './fixtures';

describe('player histories', () => {
  it("scores an active player's requested round without a row, after their first, as asked", () => {
    const players = makePlayers([1, 1, 1], { initialScore: 0 });
    players[2].byes = [2];
    const rounds = [
      makeRound(1, [makeGame(1, 0, 2, '1-0')], [{ player: 1, kind: 'forced' }]),
      makeRound(2, [makeGame(1, 0, 1, '0-1')]),
    ];
    const p3 = buildHistories(players, rounds, 0.5)[2];
    expect(p3.entries[1]).toEqual({ kind: 'voluntaryBye', points: 0.5 });
    expect(p3.scoreBefore).toEqual([0, 0, 0.5]);
  });

  it("scores a withdrawn player's requested round before their last game as asked, one after it as not", () => {
    const players = makePlayers([1, 1, 1, 1], { initialScore: 0 });
    players[3].byes = [2, 4];
    players[3].status = 'withdrawn';
    const rounds = [
      makeRound(1, [makeGame(1, 0, 1, '1-0'), makeGame(2, 2, 3, '0-1')]),
      makeRound(2, [makeGame(1, 0, 2, '1-0')], [{ player: 1, kind: 'forced' }]),
      makeRound(3, [makeGame(1, 0, 3, '1-0'), makeGame(2, 1, 2, '1-0')]),
      makeRound(4, [makeGame(1, 0, 1, '1-0')], [{ player: 2, kind: 'forced' }]),
    ];
    const p4 = buildHistories(players, rounds, 0.5)[3];
    expect(p4.entries[1]).toEqual({ kind: 'voluntaryBye', points: 0.5 });
    expect(p4.entries[3]).toEqual({ kind: 'voluntaryBye', points: 0 });
    expect(p4.scoreBefore).toEqual([0, 1, 1.5, 1.5, 1.5]);
  });

  it('takes the later row when a round has a game and then a bye row for the same player', () => {
    const players = makePlayers([1, 1, 1], { initialScore: 0 });
    players[0].byes = [1];
    const round = makeRound(1, [makeGame(1, 0, 1, '1-0', 2)], [{ player: 0, kind: 'voluntary' }]);
    const [p1, p2] = buildHistories(players, [round], 1);
    expect(p1.entries).toEqual([{ kind: 'voluntaryBye', points: 1 }]);
    expect(p1.opponents).toEqual(new Set());
    expect(p2.entries).toEqual([
      {
        kind: 'game',
        opponent: 0,
        colour: 'black',
        handicap: 2,
        points: 0,
        forfeit: false,
        doubleForfeit: false,
        float: null,
      },
    ]);
  });
});
