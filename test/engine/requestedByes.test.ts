import { describe, expect, it } from 'vitest';
import { buildHistories, requestedByePoints } from '../../src/engine/history';
import { crossTableCell } from '../../src/engine/results/crossTable';
import { pairRound } from '../../src/engine/pairing';
import { computeStandings, DEFAULT_TIEBREAKS } from '../../src/engine/results';
import type { Player, Round } from '../../src/engine/types';
import { makeGame, makePlayer, makeRound, makeSettings } from './fixtures';

/**
 * Settings › Requested bye points: a round the player asked to miss scores 0, ½ or 1; a round
 * missed without asking (absent, withdrawn, not yet registered) scores 0 whatever the setting.
 */
describe('requested byes: which rounds earn the points', () => {
  // P1 asked for round 1 (a bye row), P2 was marked Absent in round 1, P3 withdrew after
  // round 1 (no row in round 2, which they had named in Byes), P4 arrived in round 2 after
  // naming round 1 in Byes; P6 had the forced bye of round 1.
  const players: Player[] = [
    makePlayer(0, 'P1', { byes: [1] }),
    makePlayer(1, 'P2'),
    makePlayer(2, 'P3', { status: 'withdrawn', byes: [2] }),
    makePlayer(3, 'P4', { byes: [1] }),
    makePlayer(4, 'P5'),
    makePlayer(5, 'P6'),
  ];
  const rounds: Round[] = [
    makeRound(
      1,
      [makeGame(1, 2, 4, '1-0')],
      [
        { player: 0, kind: 'voluntary' },
        { player: 1, kind: 'voluntary', absent: true },
        { player: 5, kind: 'forced' },
      ],
    ),
    makeRound(2, [makeGame(1, 0, 3, '0-1'), makeGame(2, 4, 5, '1-0')], []),
  ];
  const scores = (points: number) =>
    buildHistories(players, rounds, points).map((h) => h.scoreBefore);

  it('scores the asked-for rounds, and only those, at the setting', () => {
    expect(scores(0.5)).toEqual([
      [0, 0.5, 0.5], // P1: asked for round 1, lost round 2
      [0, 0, 0], // P2: absent in round 1, not asked; no row in round 2
      [0, 1, 1], // P3: won round 1, withdrawn in round 2
      [0, 0.5, 1.5], // P4: named round 1 in Byes before joining, won round 2
      [0, 0, 1],
      [0, 1, 1],
    ]);
    expect(scores(1).map((s) => s[2])).toEqual([1, 0, 1, 2, 1, 1]);
  });

  it("keeps a late arrival's asked-for rounds before joining when they withdraw later", () => {
    // P4 named rounds 1 and 3 in Byes, joined in round 2 (a win), then withdrew: round 1 was
    // asked for before joining, round 3 was missed after withdrawing.
    const late = players.map((p) =>
      p.id === 3 ? { ...p, status: 'withdrawn' as const, byes: [1, 3] } : p,
    );
    const three = [...rounds, makeRound(3, [makeGame(1, 0, 4, '1-0')], [])];
    expect(buildHistories(late, three, 0.5)[3].scoreBefore).toEqual([0, 0.5, 1.5, 1.5]);
    expect(buildHistories(late, three, 1)[3].scoreBefore).toEqual([0, 1, 2, 2]);
    // Withdrawn before playing at all: no round was theirs to ask for.
    const never = late.map((p) =>
      p.id === 4 ? { ...p, status: 'withdrawn' as const, byes: [1] } : p,
    );
    const without = rounds.map((r) => ({
      ...r,
      games: r.games.filter((g) => g.white !== 4 && g.black !== 4),
    }));
    expect(buildHistories(never, without, 0.5)[4].scoreBefore).toEqual([0, 0, 0]);
  });

  it('scores 0 by default, as before the setting', () => {
    expect(scores(0).map((s) => s[2])).toEqual([0, 0, 1, 1, 1, 1]);
    expect(buildHistories(players, rounds).map((h) => h.scoreBefore)).toEqual(scores(0));
  });

  it('gives no points in a round robin or a multi-game event', () => {
    const at = (pairingSystem: 'Round robin' | 'Multi-game' | 'Swiss' | 'McMahon') =>
      requestedByePoints(makeSettings({ pairingSystem, requestedByePoints: 0.5 }));
    expect([at('Round robin'), at('Multi-game'), at('Swiss'), at('McMahon')]).toEqual([
      0, 0, 0.5, 0.5,
    ]);
    expect(requestedByePoints(makeSettings())).toBe(0);
  });
});

describe('requested byes: the pairing', () => {
  // P1 … P8 by rating; P7 and P8 asked for round 1, where P1, P2 and P3 won.
  const players = Array.from({ length: 8 }, (_, id) =>
    makePlayer(id, `P${id + 1}`, {
      rank: null,
      rating: 2000 - 100 * id,
      initialScore: 0,
      byes: id >= 6 ? [1] : [],
    }),
  );
  const roundOne = makeRound(
    1,
    [makeGame(1, 0, 3, '1-0'), makeGame(2, 1, 4, '1-0'), makeGame(3, 2, 5, '1-0')],
    [
      { player: 6, kind: 'voluntary' },
      { player: 7, kind: 'voluntary' },
    ],
  );
  const pairings = (requestedByePoints: number) =>
    pairRound({
      settings: makeSettings({
        pairingSystem: 'Swiss',
        boardGame: 'chess',
        rounds: 4,
        requestedByePoints,
      }),
      players,
      rounds: [roundOne],
      roundNumber: 2,
      constraints: [],
    }).games.map((g) => `P${g.white + 1}-P${g.black + 1}`);

  it('0: the players on a bye join the players who lost', () => {
    expect(pairings(0)).toEqual(['P2-P1', 'P4-P3', 'P5-P7', 'P6-P8']);
  });

  it('½: they form the ½ group between the winners and the losers', () => {
    // Score groups 1 (P1 P2 P3), ½ (P7 P8), 0 (P4 P5 P6): P3 is left over in the top group
    // and meets P7, P8 goes down to P4.
    expect(pairings(0.5)).toEqual(['P2-P1', 'P7-P3', 'P4-P8', 'P5-P6']);
  });

  it('1: they join the winners', () => {
    expect(pairings(1)).toEqual(['P7-P1', 'P8-P2', 'P4-P3', 'P5-P6']);
  });
});

describe('requested byes: standings and tiebreaks', () => {
  const [A, B, C, D, E] = [0, 1, 2, 3, 4];
  // C asked for round 3 (the last), D for round 2.
  const players = ['A', 'B', 'C', 'D', 'E'].map((name, id) =>
    makePlayer(id, name, {
      rank: null,
      rating: 1800 - 100 * id,
      initialScore: 0,
      byes: id === C ? [3] : id === D ? [2] : [],
    }),
  );
  const rounds = [
    makeRound(
      1,
      [makeGame(1, A, B, '1-0'), makeGame(2, C, D, '1-0')],
      [{ player: E, kind: 'forced' }],
    ),
    makeRound(
      2,
      [makeGame(1, A, C, '1-0'), makeGame(2, B, E, '0-1')],
      [{ player: D, kind: 'voluntary' }],
    ),
    makeRound(
      3,
      [makeGame(1, A, E, '½-½'), makeGame(2, B, D, '1-0')],
      [{ player: C, kind: 'voluntary' }],
    ),
  ];
  const standings = (requestedByePoints: number) =>
    computeStandings({
      players,
      rounds,
      tiebreaks: DEFAULT_TIEBREAKS,
      seed: 1,
      randomDraw: false,
      requestedByePoints,
    });
  const swiss = (points: number) =>
    standings(points).map((s) => [s.player, s.score, s.buchholz, s.sonnebornBerger]);

  it('½: the points count in the score, Buchholz and Sonneborn-Berger once', () => {
    // Scores: A 1+1+½ = 2½, B 0+0+1 = 1, C 1+0+½ (bye) = 1½, D 0+½ (bye)+0 = ½, E 1+1+½ = 2½.
    // As opponents see them (FIDE 2023, 16.3): C's bye is the last round, a draw: 1½ still;
    // D's bye of round 2 counts its ½ (D played round 3).
    // Buchholz: A B1 + C1½ + E2½ = 5; B A2½ + E2½ + D½ = 5½; C D½ + A2½ + own 1½ (16.4) = 4½;
    //           D C1½ + own ½ + B1 = 3; E own 2½ + B1 + A2½ = 6.
    // SB: A 1·1 + 1·1½ + ½·2½ = 3¾; B 1·½ = ½; C 1·½ + ½·1½ = 1¼; D ½·½ = ¼;
    //     E 1·2½ + 1·1 + ½·2½ = 4¾.
    expect(swiss(0.5)).toEqual([
      [E, 2.5, 6, 4.75],
      [A, 2.5, 5, 3.75],
      [C, 1.5, 4.5, 1.25],
      [B, 1, 5.5, 0.5],
      [D, 0.5, 3, 0.25],
    ]);
  });

  it('0 (the default): as before the setting', () => {
    // C 1 (adjusted 1½: the last-round bye is a draw), D 0.
    // Buchholz: B A2½ + E2½ + D0 = 5; C D0 + A2½ + own 1 = 3½; D C1½ + own 0 + B1 = 2½.
    expect(swiss(0)).toEqual([
      [E, 2.5, 6, 4.75],
      [A, 2.5, 5, 3.75],
      [B, 1, 5, 0],
      [C, 1, 3.5, 0],
      [D, 0, 2.5, 0],
    ]);
    const unset = computeStandings({ players, rounds, tiebreaks: DEFAULT_TIEBREAKS, seed: 1 });
    expect(unset.map((s) => [s.player, s.score, s.buchholz])).toEqual(
      swiss(0).map((row) => row.slice(0, 3)),
    );
  });

  it('1: a last-round bye still counts as a draw for the opponents, and as a win in Wins', () => {
    // C 1+0+1 = 2, adjusted 1½ (the trailing bye a draw); D 0+1+0 = 1, adjusted 1.
    // A: B1 + C1½ + E2½ = 5; C: D1 + A2½ + own 2 = 5½, SB 1·1 + 1·2 = 3.
    const byPlayer = new Map(standings(1).map((s) => [s.player, s]));
    expect([A, C, D].map((p) => [byPlayer.get(p)!.score, byPlayer.get(p)!.buchholz])).toEqual([
      [2.5, 5],
      [2, 5.5],
      [1, 3.5],
    ]);
    expect(byPlayer.get(C)!.sonnebornBerger).toBe(3);
    expect([A, B, C, D, E].map((p) => byPlayer.get(p)!.wins)).toEqual([2, 1, 2, 1, 2]);
  });

  it('AGA: an opponent with a ½-point bye is not credited twice; SODOMS counts the bye as a draw', () => {
    // Phantom: initial 0 + 3 rounds / 2 = 1½. Effective scores: C 1½ + (½ − ½) = 1½,
    // D ½ + 0 = ½ (with 0 points: C 1 + ½, D 0 + ½, the same).
    // SOMS: C D½ + A2½ + phantom 1½ = 4½; D C1½ + phantom 1½ + B1 = 4.
    // SODOMS: C 1·½ + ½·1½ = 1¼; D ½·1½ = ¾ (with 0 points: C ½, D 0).
    const aga = (points: number) => {
      const byPlayer = new Map(standings(points).map((s) => [s.player, s]));
      return [C, D].map((p) => [byPlayer.get(p)!.soms, byPlayer.get(p)!.sodoms]);
    };
    expect(aga(0.5)).toEqual([
      [4.5, 1.25],
      [4, 0.75],
    ]);
    expect(aga(0)).toEqual([
      [4.5, 0.5],
      [4, 0],
    ]);
  });
});

describe('requested byes: the cross-table cell', () => {
  it('shows what a voluntary bye scored where byes asked for score points', () => {
    const bye = (points: number) => ({ kind: 'voluntaryBye', points }) as const;
    expect(crossTableCell(bye(1), null, 0, true)).toBe('bye+');
    expect(crossTableCell(bye(0.5), null, 0, true)).toBe('bye=');
    expect(crossTableCell(bye(0), null, 0, true)).toBe('bye-');
    // Where no bye scores (Requested bye points 0, the AGA 2009 voluntary bye): bye= as always.
    expect(crossTableCell(bye(0), null, 0, false)).toBe('bye=');
    expect(crossTableCell({ kind: 'forcedBye' }, null, 0, true)).toBe('bye+');
  });
});
