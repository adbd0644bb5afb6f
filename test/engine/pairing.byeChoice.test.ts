import { describe, expect, it } from 'vitest';
import { pairRound, type PairedRound } from '../../src/engine/pairing';
import type { Game, Player, Round } from '../../src/engine/types';
import { makePlayer, makeSettings } from './fixtures';

/** Players named by `names`, strongest first, on the given initial scores. */
function roster(names: string[], initial: number[]): Player[] {
  return names.map((name, id) =>
    makePlayer(id, name, { rank: 9 - id, band: 'A', initialScore: initial[id] }),
  );
}

function game(white: number, black: number, result: [number, number]): Game {
  const [w, b] = result;
  return {
    board: 1,
    white,
    black,
    handicap: 0,
    komi: 7.5,
    result: { white: w, black: b, forfeit: false },
  };
}

function pair(players: Player[], rounds: Round[], total = 6): PairedRound {
  const settings = makeSettings({ rounds: total, colourRule: false, topBandEven: false });
  return pairRound({ settings, players, rounds, roundNumber: 2, constraints: [] });
}

/** Games as "X–Y", the stronger player first, in board order. */
function pairs(round: PairedRound, players: Player[]): string[] {
  return round.games.map((g) => {
    const [a, b] = [g.white, g.black].sort((x, y) => x - y);
    return `${players[a].name}–${players[b].name}`;
  });
}

describe('pairRound: who takes the forced bye (AGA 2009 "Odd-Numbered Groups")', () => {
  // Round 1: X (2) beat F (1), F floating up; the others sat out. Round 2: H, I on 5; A, B, X
  // on 3; F, G on 1. The group on 3 takes a floater "subject to criterion 3": G, since F
  // floated up in round 1. The last group then has only F left, who takes the bye.
  const players = roster(['H', 'I', 'A', 'B', 'X', 'F', 'G'], [5, 5, 3, 3, 2, 1, 1]);
  const rounds: Round[] = [{ number: 1, games: [game(4, 5, [1, 0])], byes: [] }];

  it('gives it to the player left over once the floater is chosen, not floating F up twice', () => {
    const round = pair(players, rounds);
    expect(round.byes).toEqual([{ player: 5, kind: 'forced', notes: ['forced bye'] }]);
    expect(pairs(round, players)).toEqual(['H–I', 'A–X', 'B–G']);
    expect(round.games.flatMap((g) => g.notes)).toEqual(['G floated up', 'B floated down']);
  });

  it('gives it to the lowest-rated, G, in the last round, where criterion 3 no longer holds', () => {
    const round = pair(players, rounds, 2);
    expect(round.byes[0].player).toBe(6);
    expect(pairs(round, players)).toEqual(['H–I', 'A–X', 'B–F']);
  });

  it('passes over the lowest-rated when the rest of his group could not pair without him', () => {
    // E and F drew in round 1, so E, F and G share ½ point under A–D on 2. A bye to G would
    // leave E and F, who have met, to cross the gap to the group above; F's lets E meet G.
    const field = roster(['A', 'B', 'C', 'D', 'E', 'F', 'G'], [2, 2, 2, 2, 0, 0, 0.5]);
    const drawn: Round[] = [{ number: 1, games: [game(4, 5, [0.5, 0.5])], byes: [] }];
    const round = pair(field, drawn);
    expect(round.byes[0].player).toBe(5);
    expect(pairs(round, field)).toEqual(['A–C', 'B–D', 'E–G']);
  });

  it('weighs on when the lowest group stays whole only by floating a player past the group above', () => {
    // C, D, E on 3; A, B on 1; Z, Y, X, W on 0, W the lowest-rated. X may meet neither Y, Z,
    // A nor B (never rows). A bye to W keeps the last group whole but floats X up to D, three
    // points; AGA 2009 floats A and then Z up, and of Y, X, W gives the bye to X, whose
    // absence lets Y meet W. Before, W's bye was taken as soon as it kept the group whole.
    const field = roster(
      ['C', 'D', 'E', 'A', 'B', 'Z', 'Y', 'X', 'W'],
      [3, 3, 3, 1, 1, 0, 0, 0, 0],
    );
    const never = (a: number, b: number, row: number) => ({ a, b, rule: 'never' as const, row });
    const settings = makeSettings({ rounds: 6, colourRule: false, topBandEven: false });
    const round = pairRound({
      settings,
      players: field,
      rounds: [],
      roundNumber: 1,
      constraints: [never(7, 6, 2), never(7, 5, 3), never(7, 3, 4), never(7, 4, 5)],
    });
    expect(round.byes[0].player).toBe(7);
    expect(pairs(round, field)).toEqual(['C–E', 'D–A', 'B–Z', 'Y–W']);
  });
});

const never = (a: number, b: number, row: number) => ({ a, b, rule: 'never' as const, row });

/** Round `roundNumber` of a six-round McMahon event with these never rows (ids as in `field`). */
function pairWith(field: Player[], rounds: Round[], roundNumber: number, rows: [number, number][]) {
  const settings = makeSettings({ rounds: 6, colourRule: false, topBandEven: false });
  const constraints = rows.map(([a, b], k) => never(a, b, k + 2));
  return pairRound({ settings, players: field, rounds, roundNumber, constraints });
}

describe('pairRound: how the forced byes of the lowest score group are weighed', () => {
  // A on 2; B, C on 1; V, X, Y, W on 0, rated in that order. C may meet neither A nor V, X, Y.
  // AGA 2009: A takes B, the strongest of the group below; C, left alone, takes the only
  // player of the last group he may meet, W; of V, X, Y the lowest-rated, Y, sits out. W's bye
  // would float A down two points (A–V, B–C, X–Y): one pair two points apart weighs more than
  // two pairs one point apart (squared score differences, as in the pairing itself).
  const field = roster(['A', 'B', 'C', 'V', 'X', 'Y', 'W'], [2, 1, 1, 0, 0, 0, 0]);
  const rows: [number, number][] = [
    [2, 0],
    [2, 3],
    [2, 4],
    [2, 5],
  ];

  it('weighs squared score differences: two one-point floats beat one two-point float', () => {
    const round = pairWith(field, [], 1, rows);
    expect(round.byes).toEqual([{ player: 5, kind: 'forced', notes: ['forced bye'] }]);
    expect(pairs(round, field)).toEqual(['A–B', 'C–W', 'V–X']);
  });

  it('gives it to a volunteer at once, though another bye would pair the rest closer', () => {
    // README: a Bye volunteer sits out. W volunteers: the weighing stops at him.
    const volunteer = field.map((p) => (p.name === 'W' ? { ...p, byeVolunteer: true } : p));
    const round = pairWith(volunteer, [], 1, rows);
    expect(round.byes).toEqual([
      { player: 6, kind: 'forced', notes: ['forced bye', 'bye volunteer'] },
    ]);
    expect(pairs(round, volunteer)).toEqual(['A–V', 'B–C', 'X–Y']);
  });

  it('puts the score difference before floating twice, and stays in the lowest group', () => {
    // The first field above, with G barred from A, B and X. G's bye floats F up twice (B–F,
    // two points); F's would send G up four points to H (H–A, I–G, B–X). The score difference
    // comes first (criterion 3 is subject to it), so G sits out. X's bye would pair everyone
    // in their group (H–I, A–B, F–G), but X is not in the lowest group.
    const floated = roster(['H', 'I', 'A', 'B', 'X', 'F', 'G'], [5, 5, 3, 3, 2, 1, 1]);
    const round1: Round[] = [{ number: 1, games: [game(4, 5, [1, 0])], byes: [] }];
    const round = pairWith(floated, round1, 2, [
      [6, 2],
      [6, 3],
      [6, 4],
    ]);
    expect(round.byes).toEqual([{ player: 6, kind: 'forced', notes: ['forced bye'] }]);
    expect(pairs(round, floated)).toEqual(['H–I', 'A–X', 'B–F']);
  });

  it('gives it to the lowest-rated of two byes that cost the same', () => {
    // H, I on 5; A, B, X on 3; F, G on 1, neither of whom may meet A, B or X. Either bye sends
    // the other up four points to I and A up two to H: G, the lower-rated, sits out.
    const even = roster(['H', 'I', 'A', 'B', 'X', 'F', 'G'], [5, 5, 3, 3, 3, 1, 1]);
    const round = pairWith(even, [], 1, [
      [6, 2],
      [6, 3],
      [6, 4],
      [5, 2],
      [5, 3],
      [5, 4],
    ]);
    expect(round.byes).toEqual([{ player: 6, kind: 'forced', notes: ['forced bye'] }]);
    expect(pairs(round, even)).toEqual(['H–A', 'I–F', 'B–X']);
  });

  it('stops at the first bye that keeps the lowest group whole (README: Forced bye)', () => {
    // H, I on 2; A, B, C on 1; X, Y, Z, W on 0, rated in that order. C may meet neither A, B
    // nor X, Y, Z. W's bye keeps the last group whole (B–X across the one gap, Y–Z), so the
    // weighing stops there, though C must then float down to H (H–C, I–A). Weighing on would
    // give Z's bye (H–I, A–B, C–W, X–Y), as AGA 2009 would; the README says the weighing stops.
    const whole = roster(
      ['H', 'I', 'A', 'B', 'C', 'X', 'Y', 'Z', 'W'],
      [2, 2, 1, 1, 1, 0, 0, 0, 0],
    );
    const round = pairWith(whole, [], 1, [
      [4, 2],
      [4, 3],
      [4, 5],
      [4, 6],
      [4, 7],
    ]);
    expect(round.byes).toEqual([{ player: 8, kind: 'forced', notes: ['forced bye'] }]);
    expect(pairs(round, whole)).toEqual(['H–C', 'I–A', 'B–X', 'Y–Z']);
  });

  it('weighs only the first six who leave a pairing (README: Forced bye)', () => {
    // H, I on 2; A on 1; S, Q, T … Y on 0, rated in that order. Q may meet only H: while he
    // plays, H comes down two points to him and I one to A. Only Q's bye would let everyone
    // else pair within a point (H–I, A–S), but Q is the seventh of the group from the bottom,
    // so of the six weighed, all alike, the lowest-rated, Y, sits out.
    const names = ['H', 'I', 'A', 'S', 'Q', 'T', 'U', 'V', 'W', 'X', 'Y'];
    const eleven = roster(names, [2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    const rows = [1, 2, 3, 5, 6, 7, 8, 9, 10].map((b): [number, number] => [4, b]);
    const round = pairWith(eleven, [], 1, rows);
    expect(round.byes).toEqual([{ player: 10, kind: 'forced', notes: ['forced bye'] }]);
    expect(pairs(round, eleven)).toEqual(['H–Q', 'I–A', 'S–V', 'T–W', 'U–X']);
  });
});
