import { describe, expect, it } from 'vitest';
import { buildHistories } from '../../src/engine/history';
import { computeStandings, DEFAULT_TIEBREAKS } from '../../src/engine/results';
import { adjustedScore } from '../../src/engine/results/swissTiebreaks';
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
  it('counts own unplayed rounds as a dummy on the own score, and opponents at their points', () => {
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
    // As opponents see them (FIDE 2023, 16.3), every round at its points, except a voluntary
    // bye followed by nothing but voluntary unplayed rounds, a draw: A 2½, B 1 (the forfeit
    // lost counts 0), C 1, D ½ (the round 2 bye counts 0: D played round 3), E 1+1+½ (the
    // bye of the last round counts ½) = 2½.
    // Buchholz: A B1 + C1 + D½; B A2½ + own 1 (forfeit) + C1; C D½ + A2½ + B1;
    //           D C1 + own ½ (absent) + A2½; E own 2 three times.
    // SB: A 1·1 + ½·1 + 1·½; B 1·1; C ½·½ + ½·2½; D ½·1; E 1·2 + 1·2.
    // B and C (1 point each) now part on Buchholz 4½ against 4 (before 2023, every unplayed
    // round of an opponent counted ½, and C led 5 to 4½).
    expect(
      standings(rounds).map((s) => [s.player, s.score, s.buchholz, s.sonnebornBerger]),
    ).toEqual([
      [A, 2.5, 2.5, 2],
      [E, 2, 6, 4],
      [B, 1, 4.5, 1],
      [C, 1, 4, 1.5],
      [D, 0.5, 4, 0.5],
    ]);
  });

  it('cuts a voluntary unplayed round first in Buchholz Cut-1 and Median Buchholz', () => {
    const rounds = [
      makeRound(
        1,
        [makeGame(1, B, C, '1-0')],
        [
          { player: A, kind: 'voluntary' },
          { player: D, kind: 'forced' },
        ],
      ),
      makeRound(2, [makeGame(1, A, B, '1-0'), makeGame(2, C, D, '0-1')]),
      makeRound(3, [makeGame(1, A, C, '1-0'), makeGame(2, B, D, '½-½')]),
    ];
    // Scores: A 0+1+1 = 2, B 1+0+½ = 1½, C 0, D 1 (forced bye) + 1 + ½ = 2½; as opponents
    // see them the same (A's bye of round 1 is followed by games, so it counts its 0).
    // A: own 2 (bye, voluntary), B 1½, C 0: Buchholz 3½. Cut-1 cuts the voluntary round,
    //    not C's 0: 1½. Median then cuts the highest left, B: 0.
    // D: own 2½ (forced bye, not voluntary), C 0, B 1½: Buchholz 4; Cut-1 cuts C: 4; Median
    //    also the 2½: 1½.
    // B: C 0, A 2, D 2½: 4½, Cut-1 4½, Median 2. C: B 1½, D 2½, A 2: 6, Cut-1 4½, Median 2.
    const byPlayer = [...standings(rounds, 4)].sort((x, y) => x.player - y.player);
    expect(byPlayer.map((s) => [s.buchholz, s.buchholzCut1, s.medianBuchholz])).toEqual([
      [3.5, 1.5, 0],
      [4.5, 4.5, 2],
      [6, 4.5, 2],
      [4, 4, 1.5],
    ]);
  });

  it('counts a voluntary bye ½ for opponents only when no round it did not choose follows', () => {
    const rounds = [
      makeRound(
        1,
        [makeGame(1, B, C, '1-0')],
        [
          { player: A, kind: 'voluntary' },
          { player: D, kind: 'forced' },
        ],
      ),
      makeRound(
        2,
        [makeGame(1, B, C, '=')],
        [
          { player: A, kind: 'forced' },
          { player: D, kind: 'voluntary' },
        ],
      ),
      makeRound(
        3,
        [makeGame(1, B, D, '1-0')],
        [
          { player: A, kind: 'voluntary' },
          { player: C, kind: 'voluntary' },
        ],
      ),
      makeRound(
        4,
        [makeGame(1, B, C, '-+')],
        [
          { player: A, kind: 'voluntary' },
          { player: D, kind: 'voluntary' },
        ],
      ),
    ];
    const histories = buildHistories(players.slice(0, 4), rounds);
    // A: the round 1 bye is followed by a forced bye, so it keeps its 0; the byes of rounds 3
    //    and 4 end the event, ½ each: 0 + 1 + ½ + ½.
    // B: 1 + ½ + 1 + 0, the forfeit lost at its 0 (no bye to make a draw of).
    // C: 0 + ½, the round 3 bye followed by a forfeit won, so 0, then 1.
    // D: 1 (forced bye), the round 2 bye followed by a game, 0, a loss, the last bye ½.
    expect(histories.map(adjustedScore)).toEqual([2, 2.5, 1.5, 1.5]);
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

  it("counts an unplayed round as the points scored in the event, not the player's initial score", () => {
    // C starts on 2 (an initial score from the Players tab): a bye, then a win over A.
    const three = players.slice(0, 3).map((p) => (p.id === C ? { ...p, initialScore: 2 } : p));
    const rounds = [
      makeRound(1, [makeGame(1, A, B, '1-0')], [{ player: C, kind: 'forced' }]),
      makeRound(2, [makeGame(1, A, C, '0-1')], [{ player: B, kind: 'forced' }]),
    ];
    // C's bye counts as a dummy on the 2 points C scored, not on 4: Buchholz 2 + A 1, SB
    // 1·2 + 1·1. A: B 1 + C 2 (opponents count the points C scored too); B: A 1 + own 1.
    expect(
      computeStandings({
        players: three,
        rounds,
        tiebreaks: DEFAULT_TIEBREAKS,
        seed: 1,
        randomDraw: false,
      }).map((s) => [s.player, s.score, s.buchholz, s.sonnebornBerger]),
    ).toEqual([
      [C, 4, 3, 3],
      [A, 1, 3, 1],
      [B, 1, 2, 1],
    ]);
  });
});

describe('a forfeit lost is a voluntary unplayed round (FIDE 2023 article 16.5)', () => {
  // A loses round 1 by forfeit to B (dummy value: A's own score, 1) and beats D in round 2
  // (D's adjusted score 0). Cut-1 takes the forfeit round out first, though D's 0 is lower.
  it('Buchholz Cut-1 cuts the forfeit lost before a lower round played', () => {
    const rounds = [
      makeRound(1, [makeGame(1, A, B, '-+'), makeGame(2, C, D, '1-0')], []),
      makeRound(2, [makeGame(1, A, D, '1-0'), makeGame(2, B, C, '1-0')], []),
    ];
    const a = standings(rounds, 4).find((s) => s.player === A)!;
    expect([a.score, a.buchholz, a.buchholzCut1, a.medianBuchholz]).toEqual([1, 1, 0, 0]);
  });
});
