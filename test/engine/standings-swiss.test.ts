import { describe, expect, it } from 'vitest';
import { computeStandings, DEFAULT_TIEBREAKS } from '../../src/engine/results';
import type { Round } from '../../src/engine/types';
import { makeGame, makePlayer, makeRound } from './fixtures';

const [A, B, C, D, E] = [0, 1, 2, 3, 4];
const players = ['A', 'B', 'C', 'D', 'E'].map((name, id) =>
  makePlayer(id, name, { rank: null, rating: 1800 - 100 * id, initialScore: 0 }),
);

const standings = (rounds: Round[], count = players.length) =>
  computeStandings({
    players: players.slice(0, count),
    rounds,
    tiebreaks: DEFAULT_TIEBREAKS,

    seed: 1,
    randomDraw: false,
  });

describe('Swiss tiebreaks: Buchholz and Sonneborn-Berger', () => {
  it('counts unplayed rounds as a virtual opponent on the own score, and as draws for opponents', () => {
    const rounds = [
      makeRound(
        1,
        [makeGame(1, A, B, '1-0'), makeGame(2, C, D, '½-½')],
        [{ player: E, kind: 'forced' }],
      ),
      makeRound(
        2,
        [makeGame(1, A, C, '1/2-1/2'), makeGame(2, E, B, '+-')],
        [{ player: D, kind: 'voluntary' }],
      ),
      makeRound(
        3,
        [makeGame(1, D, A, '0-1'), makeGame(2, B, C, '1-0')],
        [{ player: E, kind: 'voluntary' }],
      ),
    ];
    // Scores: A 1+½+1, B 0+0+1, C ½+½+0, D ½+0+0, E 1 (bye) + 1 (forfeit) + 0.
    // Adjusted (over the board, ½ per unplayed round): A 2½, B 0+½+1, C 1, D ½+½+0, E ½·3.
    // Buchholz: A B1½+C1+D1; B A2½ + own 1 (forfeit) + C1; C D1+A2½+B1½;
    //           D C1 + own ½ (absent) + A2½; E own 2 three times.
    // SB: A 1·1½+½·1+1·1; B 1·1; C ½·1+½·2½; D ½·1; E 1·2+1·2.
    expect(
      standings(rounds).map((s) => [s.player, s.score, s.buchholz, s.sonnebornBerger]),
    ).toEqual([
      [A, 2.5, 3.5, 3],
      [E, 2, 6, 4],
      [C, 1, 5, 1.75],
      [B, 1, 4.5, 1],
      [D, 0.5, 4, 0.5],
    ]);
  });

  it('lets Sonneborn-Berger decide when score and Buchholz tie', () => {
    const rounds = [
      makeRound(1, [makeGame(1, A, B, '1-0'), makeGame(2, C, D, '=')]),
      makeRound(2, [makeGame(1, A, C, '0-1'), makeGame(2, B, D, '½-½')]),
    ];
    // A and D: 1 point, Buchholz 2 (B ½ + C 1½); SB A 1·½, D ½·1½ + ½·½. C: D 1 + A 1, SB
    // ½·1 + 1·1; B: A 1 + D 1, SB ½·1.
    expect(
      standings(rounds, 4).map((s) => [s.player, s.score, s.buchholz, s.sonnebornBerger]),
    ).toEqual([
      [C, 1.5, 2, 1.5],
      [D, 1, 2, 1],
      [A, 1, 2, 0.5],
      [B, 0.5, 2, 0.5],
    ]);
  });
});
