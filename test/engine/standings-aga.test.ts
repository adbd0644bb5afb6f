import { describe, expect, it } from 'vitest';
import { computeStandings, type Standing } from '../../src/engine/results';
import type { Player, PlayerStatus, Round } from '../../src/engine/types';
import { makeGame, makePlayer, makeRound } from './fixtures';

function player(
  id: number,
  name: string,
  initialScore = 0,
  status: PlayerStatus = 'active',
): Player {
  return makePlayer(id, name, { initialScore, status });
}

const game = makeGame;
const round = makeRound;

const byPlayer = (standings: Standing[]) => new Map(standings.map((s) => [s.player, s]));

// AGA 2009 "Final Standings--Tiebreaks", example of Bob the Beginner: a 5-round event, lowest
// band at -8. Bob beats Barry, gets a bye, beats Carmilla, loses to Sally, beats Marvin.
const [BOB, BARRY, CARMILLA, SALLY, MARVIN] = [0, 1, 2, 3, 4];
const field = [
  player(BOB, 'Bob', -8),
  player(BARRY, 'Barry', -8),
  player(CARMILLA, 'Carmilla', -8),
  player(SALLY, 'Sally', -8),
  player(MARVIN, 'Marvin', -8),
];

function bobRounds(secondRoundBye: 'forced' | 'voluntary'): Round[] {
  return [
    round(
      1,
      [game(1, BOB, BARRY, 'W+'), game(2, SALLY, CARMILLA, 'W+R')],
      [{ player: MARVIN, kind: 'forced' }],
    ),
    round(
      2,
      [game(1, CARMILLA, BARRY, 'W+2.5'), game(2, SALLY, MARVIN, '1-0')],
      [{ player: BOB, kind: secondRoundBye }],
    ),
    round(
      3,
      [game(1, BOB, CARMILLA, 'W+T'), game(2, MARVIN, BARRY, 'W+')],
      [{ player: SALLY, kind: 'forced' }],
    ),
    round(
      4,
      [game(1, SALLY, BOB, 'W+'), game(2, CARMILLA, MARVIN, 'W+')],
      [{ player: BARRY, kind: 'forced' }],
    ),
    round(
      5,
      [game(1, BOB, MARVIN, 'W+'), game(2, SALLY, BARRY, 'W+')],
      [{ player: CARMILLA, kind: 'forced' }],
    ),
  ];
}

const standingsOf = (rounds: Round[]) =>
  computeStandings({ players: field, rounds, tiebreaks: 'AGA', seed: 7 });

describe('AGA 2009 Bob the Beginner', () => {
  it('forced bye: final -4, phantom -8 + 5/2 = -5.5 in SOMS and SODOMS', () => {
    const s = byPlayer(standingsOf(bobRounds('forced')));
    const bob = s.get(BOB)!;
    expect(bob.score).toBe(-4);
    expect(bob.wins).toBe(4);
    // Barry -7, phantom -5.5, Carmilla -5, Sally -3, Marvin -6.
    expect(bob.soms).toBe(-26.5);
    // Defeated: Barry -7, phantom -5.5, Carmilla -5, Marvin -6.
    expect(bob.sodoms).toBe(-23.5);
    expect(bob.place).toBe(2);
    expect(bob.cells).toEqual(['5+w', 'bye+', '3+w', '1-b', '4+w']);
    // Sally's SOMS uses Bob's final -4.
    expect(s.get(SALLY)!.soms).toBe(-27.5);
    expect(standingsOf(bobRounds('forced')).map((x) => [x.player, x.score])).toEqual([
      [SALLY, -3],
      [BOB, -4],
      [CARMILLA, -5],
      [MARVIN, -6],
      [BARRY, -7],
    ]);
  });

  it('mid-event, the phantom wins half the rounds played so far; after the last, half of all', () => {
    // After round 2: Barry -8 (lost both), phantom -8 + 2/2 = -7.
    const afterTwo = byPlayer(standingsOf(bobRounds('forced').slice(0, 2))).get(BOB)!;
    expect([afterTwo.score, afterTwo.soms, afterTwo.sodoms]).toEqual([-6, -15, -15]);
    // After round 4: Barry -7, phantom -8 + 4/2 = -6, Carmilla -6, Sally -4.
    const afterFour = byPlayer(standingsOf(bobRounds('forced').slice(0, 4))).get(BOB)!;
    expect([afterFour.score, afterFour.soms, afterFour.sodoms]).toEqual([-5, -23, -19]);
    // After round 5 (the last): the phantom is -8 + 5/2 = -5.5, as in the AGA example.
    const final = byPlayer(standingsOf(bobRounds('forced'))).get(BOB)!;
    expect([final.score, final.soms, final.sodoms]).toEqual([-4, -26.5, -23.5]);
  });

  it('voluntary bye: final -5, the phantom counts in SOMS only', () => {
    const s = byPlayer(standingsOf(bobRounds('voluntary')));
    const bob = s.get(BOB)!;
    expect(bob.score).toBe(-5);
    expect(bob.wins).toBe(3);
    expect(bob.soms).toBe(-26.5);
    expect(bob.sodoms).toBe(-18);
    expect(bob.cells[1]).toBe('bye=');
  });

  it("voluntary bye: Sally's SOMS gets Bob's effective -5 + 1/2 = -4.5, Bob keeps -5", () => {
    const s = byPlayer(standingsOf(bobRounds('voluntary')));
    // Carmilla -5, Marvin -6, her own forced-bye phantom -5.5, Bob -4.5, Barry -7.
    expect(s.get(SALLY)!.soms).toBe(-28);
    expect(s.get(SALLY)!.sodoms).toBe(-28);
    // Carmilla lost to Bob too: Sally -3, Barry -7, Bob -4.5, Marvin -6, phantom -5.5.
    expect(s.get(CARMILLA)!.soms).toBe(-26);
    expect(s.get(CARMILLA)!.sodoms).toBe(-18.5);
    // Bob and Carmilla tie on -5; the credit is not Bob's own, so SOMS decides.
    expect(s.get(BOB)!.score).toBe(-5);
    expect(s.get(CARMILLA)!.place).toBe(2);
    expect(s.get(BOB)!.place).toBe(3);
  });
});

describe('double forfeits, jigo and withdrawals', () => {
  const [A, B, C, D] = [0, 1, 2, 3];
  const players = [player(A, 'A'), player(B, 'B'), player(C, 'C'), player(D, 'D')];

  it('a double forfeit gives 0 each, a phantom loss to the players and 0.5 credit to opponents', () => {
    const rounds = [
      round(1, [game(1, A, C, 'W+'), game(2, D, B, 'Double forfeit')]),
      round(2, [game(1, A, B, 'B+'), game(2, C, D, 'W+')]),
    ];
    const s = computeStandings({ players, rounds, tiebreaks: 'AGA', seed: 1 });
    expect(s.map((x) => [x.player, x.score, x.soms, x.sodoms, x.placeLabel])).toEqual([
      // A: C 1 + B's effective 1 + 0.5 (B's double forfeit).
      [A, 1, 2.5, 1, '1'],
      // B: phantom 0 + 2/2 = 1 for the double forfeit, A 1.
      [B, 1, 2, 1, '2'],
      // C: A 1 + D's effective 0 + 0.5.
      [C, 1, 1.5, 0.5, '3'],
      [D, 0, 2, 0, '4'],
    ]);
    expect(s[1].cells).toEqual(['4-!b', '1+b']);
    expect(s[3].cells).toEqual(['2-!w', '3-b']);
    expect(s[3].wins).toBe(0);
  });

  it('a forfeit win counts as a win with a "!" in the cell', () => {
    const rounds = [round(1, [game(1, A, B, 'W+F'), game(2, C, D, 'B+F', 3)])];
    const s = byPlayer(computeStandings({ players, rounds, tiebreaks: 'AGA', seed: 1 }));
    expect(s.get(A)!.score).toBe(1);
    expect(s.get(A)!.wins).toBe(1);
    expect(s.get(A)!.sodoms).toBe(0);
    expect(s.get(D)!.cells).toEqual([`${s.get(C)!.place}+!b3`]);
    // A single forfeit is a game: each SOMS counts the opponent's score, no phantom, no credit.
    expect([A, B, C, D].map((id) => s.get(id)!.soms)).toEqual([0, 1, 1, 0]);
  });

  it('a game whose result is missing counts in SOMS only', () => {
    const rounds = [
      round(1, [game(1, A, C, 'W+'), game(2, B, D, 'W+')]),
      round(2, [game(1, A, B, ''), game(2, C, D, 'W+')]),
    ];
    const s = byPlayer(computeStandings({ players, rounds, tiebreaks: 'AGA', seed: 1 }));
    // A: C 1 + B 1 in SOMS; SODOMS only C, the one game with a result.
    expect([s.get(A)!.score, s.get(A)!.soms, s.get(A)!.sodoms]).toEqual([1, 2, 1]);
    expect(s.get(A)!.cells).toEqual([`${s.get(C)!.place}+w`, `${s.get(B)!.place}?w`]);
  });

  it('a jigo adds 0.5 each and half the opponent to SODOMS', () => {
    const rounds = [
      round(1, [game(1, A, B, 'Jigo'), game(2, C, D, 'W+')]),
      round(2, [game(1, A, C, 'W+'), game(2, B, D, '½-½')]),
    ];
    const s = byPlayer(computeStandings({ players, rounds, tiebreaks: 'AGA', seed: 1 }));
    expect([A, B, C, D].map((id) => s.get(id)!.score)).toEqual([1.5, 1, 1, 0.5]);
    // A: half of B (1) + C (1).
    expect(s.get(A)!.sodoms).toBe(1.5);
    expect(s.get(A)!.wins).toBe(1);
    expect(s.get(A)!.cells).toEqual([`${s.get(B)!.place}=w`, `${s.get(C)!.place}+w`]);
  });

  it('a withdrawn player stays listed; the rounds missed are voluntary byes', () => {
    const withdrawn = [
      player(A, 'A'),
      player(B, 'B'),
      player(C, 'C', 0, 'withdrawn'),
      player(D, 'D'),
    ];
    const rounds = [
      round(1, [game(1, A, C, 'B+'), game(2, B, D, 'W+')]),
      round(2, [game(1, A, B, 'W+')], [{ player: D, kind: 'voluntary' }]),
    ];
    const s = byPlayer(
      computeStandings({
        players: withdrawn,
        rounds,
        tiebreaks: 'AGA',

        seed: 1,
      }),
    );
    expect(s.size).toBe(4);
    const c = s.get(C)!;
    expect(c.score).toBe(1);
    expect(c.cells).toEqual([`${s.get(A)!.place}+b`, 'bye=']);
    // C: A 1 + phantom 0 + 2/2 (two rounds so far).
    expect(c.soms).toBe(2);
    // A lost to C: C's effective 1 + 0.5 for the missed round; B 1.
    expect(s.get(A)!.soms).toBe(2.5);
  });
});
