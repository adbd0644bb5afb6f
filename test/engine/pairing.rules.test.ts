import { describe, expect, it } from 'vitest';
import { InputError, PairingError } from '../../src/engine/errors';
import { pairRound, type PairedRound, type PairingInput } from '../../src/engine/pairing';
import type { Constraint, Game, Player, Round, Settings } from '../../src/engine/types';
import { makePlayer, makeSettings } from './fixtures';

const settings = (overrides: Partial<Settings> = {}): Settings =>
  makeSettings({
    tournamentName: 'Rules',
    rounds: 6,
    topBandEven: false,
    avoid: { family: true, club: true, city: true, state: true, country: true },
    randomSeed: 11,
    ...overrides,
  });

/** Players named after letters (or P1 …), strongest first: 9d, 8d, … by default. */
function roster(count: number, extra: (i: number) => Partial<Player> = () => ({})): Player[] {
  return Array.from({ length: count }, (_, id) =>
    makePlayer(id, count <= 26 ? String.fromCharCode(65 + id) : `P${id + 1}`, {
      rank: 9 - id,
      band: 'A',
      initialScore: 0,
      ...extra(id),
    }),
  );
}

function game(white: number, black: number, whiteWins: boolean, board = 1): Game {
  return {
    board,
    white,
    black,
    handicap: 0,
    komi: 7.5,
    result: { white: whiteWins ? 1 : 0, black: whiteWins ? 0 : 1, forfeit: false },
  };
}

function pair(
  players: Player[],
  roundNumber: number,
  options: { rounds?: Round[]; constraints?: Constraint[]; settings?: Partial<Settings> } = {},
): PairedRound {
  const input: PairingInput = {
    settings: settings(options.settings),
    players,
    rounds: options.rounds ?? [],
    roundNumber,
    constraints: options.constraints ?? [],
  };
  return pairRound(input);
}

/** Games as "X–Y" with the stronger (earlier) player first, in board order. */
function pairs(round: PairedRound, players: Player[]): string[] {
  return round.games.map((g) => {
    const [a, b] = [g.white, g.black].sort((x, y) => x - y);
    return `${players[a].name}–${players[b].name}`;
  });
}

describe('pairRound: placement within a score group', () => {
  it('pairs an 8-player group by split-and-shift: 1–5, 2–6, 3–7, 4–8', () => {
    const players = roster(8);
    const round = pair(players, 1);
    expect(pairs(round, players)).toEqual(['A–E', 'B–F', 'C–G', 'D–H']);
    expect(round.byes).toEqual([]);
    expect(round.totalPenalty).toBe(0);
    expect(round.games.map((g) => g.board)).toEqual([1, 2, 3, 4]);
  });

  it('pairs sequentially when asked: 1–2, 3–4, …', () => {
    const players = roster(8);
    const round = pair(players, 1, { settings: { pairingStyle: 'sequential' } });
    expect(pairs(round, players)).toEqual(['A–B', 'C–D', 'E–F', 'G–H']);
  });

  it('transposes the lowest-ranked players when 3–7 may not meet (3–8, 4–7)', () => {
    const players = roster(8);
    const round = pair(players, 1, { constraints: [{ a: 2, b: 6, rule: 'never' }] });
    expect(pairs(round, players)).toEqual(['A–E', 'B–F', 'C–H', 'D–G']);
    expect(round.totalPenalty).toBeGreaterThan(0);
  });

  it('transposes rather than switches: with 1–5 barred, 1–6 and 2–5', () => {
    const players = roster(8);
    const round = pair(players, 1, { constraints: [{ a: 0, b: 4, rule: 'never' }] });
    expect(pairs(round, players)).toEqual(['A–F', 'B–E', 'C–G', 'D–H']);
  });
});

describe('pairRound: score groups and floaters', () => {
  it('reproduces the AGA 2009 merge example: A–E, B–F, C–G, D–H, I–J', () => {
    // A–D have all played each other (A 3 wins, B 2, C 1, D 0); initial scores even them out
    // to 1; E and F start on 1, G–J on 0, and none of them has played.
    const initial = [-2, -1, 0, 1, 1, 1, 0, 0, 0, 0];
    const players = roster(10, (i) => ({ initialScore: initial[i] }));
    const rounds: Round[] = [
      { number: 1, games: [game(0, 1, true), game(2, 3, true, 2)], byes: [] },
      { number: 2, games: [game(2, 0, false), game(1, 3, true, 2)], byes: [] },
      { number: 3, games: [game(0, 3, true), game(2, 1, false, 2)], byes: [] },
    ];
    const round = pair(players, 4, { rounds, settings: { rounds: 4, colourRule: false } });
    expect(pairs(round, players)).toEqual(['A–E', 'B–F', 'C–G', 'D–H', 'I–J']);
    const notes = round.games.flatMap((g) => g.notes);
    expect(notes).toEqual(
      expect.arrayContaining(['G floated up', 'C floated down', 'H floated up', 'D floated down']),
    );
  });

  it('floats up the strongest of the group below to the bottom of the group above', () => {
    // Score 1: A, B, C; score 0: D, E, F, G, H. AGA 2009: D is floated up "to make the group
    // even" and the group A–D is paired by split-and-shift (2008: "including floaters").
    const players = roster(8, (i) => ({ initialScore: i < 3 ? 1 : 0 }));
    const round = pair(players, 1);
    expect(pairs(round, players)).toEqual(['A–C', 'B–D', 'E–G', 'F–H']);
    expect(round.games[1].notes).toEqual(['D floated up', 'B floated down']);
    expect(round.penalties.groups).toBe(0);
  });

  it('pairs a group of 5 with its floater by split-and-shift: A–D, B–E, C–F', () => {
    const players = roster(12, (i) => ({ initialScore: i < 5 ? 1 : 0 }));
    const round = pair(players, 1);
    expect(pairs(round, players)).toEqual(['A–D', 'B–E', 'C–F', 'G–J', 'H–K', 'I–L']);
    expect(round.games[2].notes).toEqual(['F floated up', 'C floated down']);
  });

  it('puts the floater last in sequential pairing: A–B, C–D with D the floater', () => {
    const players = roster(8, (i) => ({ initialScore: i < 3 ? 1 : 0 }));
    const round = pair(players, 1, { settings: { pairingStyle: 'sequential' } });
    expect(pairs(round, players)).toEqual(['A–B', 'C–D', 'E–F', 'G–H']);
  });

  /** Round n − 1: D (score 1) beats A (score 3) and floats up; B, C, E–H sit out. */
  function floatedUpBefore(rounds: number, n = 2): PairedRound {
    const initial = [3, 3, 3, 1, 2, 2, 2, 2];
    const players = roster(8, (i) => ({ initialScore: initial[i] }));
    const history: Round[] = [{ number: n - 1, games: [game(0, 3, false)], byes: [] }];
    return pair(players, n, { rounds: history, settings: { rounds, colourRule: false } });
  }

  it('drops criterion 3 in the last two rounds of a tournament of six or more', () => {
    const players = roster(8);
    const kept = ['A–C', 'B–E', 'D–G', 'F–H'];
    const dropped = ['A–C', 'B–D', 'E–G', 'F–H'];
    const at = (rounds: number, n: number): string[] => pairs(floatedUpBefore(rounds, n), players);
    expect([at(6, 4), at(6, 5), at(6, 6)]).toEqual([kept, dropped, dropped]);
    expect([at(7, 5), at(7, 6)]).toEqual([kept, dropped]);
    expect([at(5, 4), at(5, 5)]).toEqual([kept, dropped]);
  });

  it('floats across two groups when no one of the next group may meet the group above', () => {
    // After 3 rounds (roster letters): A–D on 2 (byes), E–G on 1, H–J on 0; H–J have played
    // E–G. The odd group H–J must send its strongest, H, two groups up (2008 draft: "floats from
    // successively more distant bands"); E, the strongest on 1, floats up to even A–D; both join
    // the bottom of A–D (A–D, B–E, C–H by split-and-shift).
    const [P, Q, R, T, A, B, C, D, E, F] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const initial = [2, 2, 2, 2, 0, 0, 0, -2, -2, -2];
    const players = roster(10, (i) => ({ initialScore: initial[i], byes: i < 4 ? [1, 2, 3] : [] }));
    const rounds: Round[] = [
      [
        [A, D, true],
        [B, E, true],
        [C, F, true],
      ],
      [
        [A, E, false],
        [B, F, false],
        [C, D, false],
      ],
      [
        [A, F, false],
        [B, D, false],
        [C, E, false],
      ],
    ].map((games, k) => ({
      number: k + 1,
      games: games.map(([w, b, win], j) => game(w as number, b as number, win as boolean, j + 1)),
      byes: [P, Q, R, T].map((player) => ({ player, kind: 'voluntary' as const })),
    }));
    const round = pair(players, 4, { rounds, settings: { colourRule: false } });
    expect(pairs(round, players)).toEqual(['A–D', 'B–E', 'C–H', 'F–G', 'I–J']);
    // H–J all floated up in round 3 as well: criterion 3 cannot be kept.
    expect(round.games[2].notes).toEqual([
      'H floated up',
      'C floated down',
      'H floated up twice in a row (unavoidable)',
    ]);
  });

  it('does not float a player up twice in a row (AGA 2009 criterion 3)', () => {
    const round = floatedUpBefore(6);
    const players = roster(8);
    expect(pairs(round, players)).toEqual(['A–C', 'B–E', 'D–G', 'F–H']);
    expect(round.games[1].notes).toEqual(['E floated up', 'B floated down']);
  });

  it('drops criterion 3 in the last round of a short tournament', () => {
    const round = floatedUpBefore(2);
    const players = roster(8);
    expect(pairs(round, players)).toEqual(['A–C', 'B–D', 'E–G', 'F–H']);
    expect(round.games[1].notes).toContain(
      'D floated up twice in a row (allowed in the last rounds)',
    );
  });
  it('counts only the round just before: a round missed in between ends the run', () => {
    // As floatedUpBefore, but round 2 was played by nobody (a voluntary bye for all): D's float
    // up in round 1 is not "in a row" with round 3, so D, the strongest on 2, floats up again.
    const initial = [3, 3, 3, 1, 2, 2, 2, 2];
    const players = roster(8, (i) => ({ initialScore: initial[i] }));
    const history: Round[] = [
      { number: 1, games: [game(0, 3, false)], byes: [] },
      { number: 2, games: [], byes: [] },
    ];
    const round = pair(players, 3, { rounds: history, settings: { colourRule: false } });
    expect(pairs(round, players)).toEqual(['A–C', 'B–D', 'E–G', 'F–H']);
    expect(round.games.map((g) => g.notes)).toEqual([
      [],
      ['D floated up', 'B floated down'],
      [],
      [],
    ]);
  });
});

describe('pairRound: byes', () => {
  it('gives the forced bye of an odd field to the lowest-rated player', () => {
    const players = roster(9);
    const round = pair(players, 1);
    expect(round.byes).toEqual([{ player: 8, kind: 'forced', notes: ['forced bye'] }]);
    expect(pairs(round, players)).toEqual(['A–E', 'B–F', 'C–G', 'D–H']);
  });

  it('gives it to the bye volunteer first, the weaker of two volunteers', () => {
    const one = roster(9, (i) => ({ byeVolunteer: i === 2 }));
    expect(pair(one, 1).byes).toEqual([
      { player: 2, kind: 'forced', notes: ['forced bye', 'bye volunteer'] },
    ]);
    const two = roster(9, (i) => ({ byeVolunteer: i === 2 || i === 5 }));
    expect(pair(two, 1).byes[0].player).toBe(5);
  });

  it('never gives a second forced bye, unless to a volunteer', () => {
    const players = roster(9);
    const first: Round = {
      number: 1,
      games: [game(0, 4, true), game(1, 5, true, 2), game(2, 6, true, 3), game(3, 7, true, 4)],
      byes: [{ player: 8, kind: 'forced' }],
    };
    // I (forced bye, now on 1 point) must not get it again; H is lowest of the 0-point group.
    expect(pair(players, 2, { rounds: [first] }).byes[0].player).toBe(7);
    const volunteer = roster(9, (i) => ({ byeVolunteer: i === 8 }));
    expect(pair(volunteer, 2, { rounds: [first] }).byes[0]).toEqual({
      player: 8,
      kind: 'forced',
      notes: ['forced bye', 'bye volunteer', 'forced bye number 2 (volunteer)'],
    });
  });

  it('takes the bye from the lowest score group (AGA 2009), lowest rating there', () => {
    // I is the weakest player but has a higher score than the rest.
    const players = roster(9, (i) => ({ initialScore: i === 8 ? 1 : 0 }));
    expect(pair(players, 1).byes[0].player).toBe(7);
  });

  it('skips a bye candidate who would leave no valid pairing', () => {
    // A may only play E, so E cannot take the bye; D is next.
    const players = roster(5);
    const never: Constraint[] = [1, 2, 3].map((b) => ({ a: 0, b, rule: 'never' }));
    const round = pair(players, 1, { constraints: never });
    expect(round.byes[0].player).toBe(3);
    expect(pairs(round, players)).toEqual(['A–E', 'B–C']);
  });

  it('gives requested byes a voluntary bye row and withdrawn players none', () => {
    const players = roster(6, (i) => ({
      byes: i === 1 ? [1] : [],
      status: i === 4 ? ('withdrawn' as const) : ('active' as const),
    }));
    const round = pair(players, 1);
    expect(round.byes).toEqual([{ player: 1, kind: 'voluntary', notes: ['requested bye'] }]);
    expect(pairs(round, players)).toEqual(['A–D', 'C–F']);
  });
});

describe('pairRound: mandatory rules and constraints', () => {
  it('never repeats a game and obeys "never" constraints', () => {
    const players = roster(4);
    const history: Round[] = [
      { number: 1, games: [game(0, 2, true), game(1, 3, true, 2)], byes: [] },
    ];
    const initial = roster(4, (i) => ({ initialScore: i < 2 ? -1 : 0 }));
    // After round 1 everyone has score 0; A–C and B–D already played; A–D is barred.
    const round = pair(initial, 2, {
      rounds: history,
      constraints: [{ a: 0, b: 3, rule: 'never' }],
    });
    expect(pairs(round, players)).toEqual(['A–B', 'C–D']);
  });

  it('pairs the players a constraint fixes for this round', () => {
    const players = roster(6);
    const round = pair(players, 1, { constraints: [{ a: 0, b: 1, rule: 1 }] });
    expect(pairs(round, players)).toEqual(['A–B', 'C–E', 'D–F']);
    expect(round.games[0].notes).toEqual(['paired by the TD']);
    // A constraint for another round does nothing now.
    expect(pairs(pair(players, 1, { constraints: [{ a: 0, b: 1, rule: 2 }] }), players)).toEqual([
      'A–D',
      'B–E',
      'C–F',
    ]);
  });

  it('refuses a fixed pairing when one of the two is not playing', () => {
    const players = roster(6, (i) => ({ byes: i === 1 ? [1] : [] }));
    expect(() => pair(players, 1, { constraints: [{ a: 0, b: 1, rule: 1 }] })).toThrow(
      new PairingError(
        'A and B must play each other in round 1, but B is not playing this round (withdrawn, or asked for a bye).',
      ),
    );
  });

  it('refuses contradictory constraints', () => {
    const players = roster(4);
    const both: Constraint[] = [
      { a: 0, b: 1, rule: 1 },
      { a: 1, b: 0, rule: 'never' },
    ];
    expect(() => pair(players, 1, { constraints: both })).toThrow(
      new PairingError('A and B must play each other in round 1 and must never meet.'),
    );
    const twice: Constraint[] = [
      { a: 0, b: 1, rule: 1 },
      { a: 0, b: 2, rule: 1 },
    ];
    expect(() => pair(players, 1, { constraints: twice })).toThrow(
      new PairingError('A must play both B and C in round 1.'),
    );
  });

  it('refuses a constraint on a player not in the list, or on one player twice', () => {
    const players = roster(4);
    expect(() => pair(players, 1, { constraints: [{ a: 0, b: 7, rule: 'never' }] })).toThrow(
      new InputError('A row of the Constraints tab names a player who is not on the Players tab.'),
    );
    expect(() => pair(players, 1, { constraints: [{ a: 2, b: 2, rule: 1 }] })).toThrow(
      new InputError('A row of the Constraints tab pairs C with themselves.'),
    );
  });

  it('refuses a round number below 1 and a player without an initial score', () => {
    const players = roster(4);
    expect(() => pair(players, 0)).toThrow(
      new InputError('0 is not a round number: rounds are numbered from 1.'),
    );
    players[3] = { ...players[3], initialScore: null };
    expect(() => pair(players, 1)).toThrow(
      new InputError(
        'D has no initial McMahon score yet. Run "Build bands" first. Nothing was changed.',
      ),
    );
  });

  it('names the players when no valid pairing exists', () => {
    // Four players after a full round robin.
    const players = roster(4);
    const rounds: Round[] = [
      { number: 1, games: [game(0, 1, true), game(2, 3, true, 2)], byes: [] },
      { number: 2, games: [game(0, 2, true), game(1, 3, true, 2)], byes: [] },
      { number: 3, games: [game(0, 3, true), game(1, 2, true, 2)], byes: [] },
    ];
    expect(() => pair(players, 4, { rounds })).toThrow(PairingError);
    expect(() => pair(players, 4, { rounds })).toThrow(
      'Round 4 cannot be paired: A; B; C; D cannot all be given an opponent, as everyone left for them has already played them. Pair them by hand on the Constraints tab (one row per board, Rule "round 4"; players may meet again that way), or, if the field is too small for more rounds, lower Rounds on the Settings tab. Nothing was changed.',
    );
  });

  it('names only the players a "never" row leaves without an opponent', () => {
    // Only D may meet A, B or C: one of them plays D, the other two are left over.
    const never = (a: number, b: number): Constraint => ({ a, b, rule: 'never' });
    const rows =
      'Delete or change "never" rows on the Constraints tab, or pair players by hand there (one row per board, Rule "round 1"). Nothing was changed.';
    const players = roster(4);
    expect(() =>
      pair(players, 1, { constraints: [never(0, 1), never(0, 2), never(1, 2)] }),
    ).toThrow(
      `Round 1 cannot be paired: B; C cannot all be given an opponent, as everyone left for them is ruled out on the Constraints tab. ${rows}`,
    );
    // A alone may meet no one: A is named, not whoever A's absence leaves over.
    expect(() =>
      pair(players, 1, { constraints: [never(0, 1), never(0, 2), never(0, 3)] }),
    ).toThrow(
      `Round 1 cannot be paired: A cannot be given an opponent, as everyone left for them is ruled out on the Constraints tab. ${rows}`,
    );
  });

  it('rejects players without an initial score (bands not built)', () => {
    const players = roster(4, (i) => ({ initialScore: i === 2 ? null : 0 }));
    expect(() => pair(players, 1)).toThrow(InputError);
    expect(() => pair(players, 1)).toThrow(/C has no initial McMahon score/);
  });
});

describe('pairRound: avoidance', () => {
  const clubs = (i: number): Partial<Player> => ({ club: i === 0 || i === 4 ? 'Go Club' : '' });

  it('avoids same-club games in the first half by transposition', () => {
    const players = roster(8, clubs);
    const round = pair(players, 1);
    expect(pairs(round, players)).toEqual(['A–F', 'B–E', 'C–G', 'D–H']);
    expect(round.games.flatMap((g) => g.notes)).toEqual([]);
  });

  it('no longer avoids them in the second half', () => {
    const players = roster(8, clubs);
    // Rounds 1–3 not played by anyone: round 4 of 6 is in the second half.
    const round = pair(players, 4);
    expect(pairs(round, players)).toEqual(['A–E', 'B–F', 'C–G', 'D–H']);
  });

  it('avoids while round ≤ ceil(R/2) (2008 draft: dropped from round 4 of 5 or 6, 3 of 4)', () => {
    const players = roster(8, clubs);
    const avoided = ['A–F', 'B–E', 'C–G', 'D–H'];
    const ideal = ['A–E', 'B–F', 'C–G', 'D–H'];
    const at = (rounds: number, round: number): string[] =>
      pairs(pair(players, round, { settings: { rounds } }), players);
    expect([at(4, 2), at(4, 3)]).toEqual([avoided, ideal]);
    expect([at(5, 3), at(5, 4)]).toEqual([avoided, ideal]);
    expect([at(6, 3), at(6, 4)]).toEqual([avoided, ideal]);
  });

  it('notes a same-club game it cannot avoid, and never matches blank fields', () => {
    // A, C and D share a club, B does not: every pairing has one same-club game.
    const players = roster(4, (i) => ({ club: i === 1 ? '' : 'Go Club', city: ' ' }));
    const round = pair(players, 1);
    expect(pairs(round, players)).toEqual(['A–C', 'B–D']);
    expect(round.games.map((g) => g.notes)).toEqual([['same club unavoidable (Go Club)'], []]);
  });

  it('says nothing of a field the whole score group shares', () => {
    const players = roster(4, () => ({ country: 'USA' }));
    const round = pair(players, 1);
    expect(pairs(round, players)).toEqual(['A–C', 'B–D']);
    expect(round.games.flatMap((g) => g.notes)).toEqual([]);
  });

  it('does not call a pair the TD fixed "unavoidable"', () => {
    const players = roster(4, (i) => ({ club: i < 2 ? 'Go Club' : '' }));
    const round = pair(players, 1, { constraints: [{ a: 0, b: 1, rule: 1 }] });
    expect(pairs(round, players)).toEqual(['A–B', 'C–D']);
    expect(round.games[0].notes).toEqual(['paired by the TD', 'same club (Go Club)']);
  });

  it('never moves a player to another score group to avoid a club-mate', () => {
    const players = roster(4, (i) => ({ initialScore: i < 2 ? 1 : 0, club: 'Same' }));
    expect(pairs(pair(players, 1), players)).toEqual(['A–B', 'C–D']);
  });
});

describe('pairRound: Avoid handicap games', () => {
  // One band: 1d, 1d, 2k, 2k (A, B, C, D), full handicap, the top band not always even.
  const ranks = [1, 1, -2, -2];
  const field = (extra: (i: number) => Partial<Player> = () => ({})): Player[] =>
    roster(4, (i) => ({ rank: ranks[i], ...extra(i) }));
  const hc = (on: boolean, more: Partial<Settings> = {}): Partial<Settings> => ({
    handicap: 'full',
    topBandEven: false,
    avoidHandicap: on,
    ...more,
  });

  it('pairs 1d–2k twice by split-and-shift when off, 1d–1d and 2k–2k when on', () => {
    const players = field();
    const off = pair(players, 1, { settings: hc(false) });
    expect(pairs(off, players)).toEqual(['A–C', 'B–D']);
    expect(off.games.map((g) => g.handicap)).toEqual([2, 2]);
    const on = pair(players, 1, { settings: hc(true) });
    expect(pairs(on, players)).toEqual(['A–B', 'C–D']);
    expect(on.games.map((g) => g.handicap)).toEqual([0, 0]);
    expect(on.games.flatMap((g) => g.notes)).toEqual([]);
  });

  it('avoids a one-stone game too (1d, 1d, 1k, 1k)', () => {
    const players = roster(4, (i) => ({ rank: [1, 1, -1, -1][i] }));
    const off = pair(players, 1, { settings: hc(false) });
    expect(pairs(off, players)).toEqual(['A–C', 'B–D']);
    expect(off.games.map((g) => g.handicap)).toEqual([1, 1]);
    expect(pairs(pair(players, 1, { settings: hc(true) }), players)).toEqual(['A–B', 'C–D']);
  });

  it('notes nothing on an even pair the TD fixed', () => {
    const players = field();
    const round = pair(players, 1, {
      settings: hc(true),
      constraints: [{ a: 0, b: 1, rule: 1 }],
    });
    expect(pairs(round, players)).toEqual(['A–B', 'C–D']);
    expect(round.games[0].notes).toEqual(['paired by the TD']);
  });

  it('avoids them in Swiss too', () => {
    const players = field();
    const swiss = (on: boolean): string[] =>
      pairs(pair(players, 1, { settings: hc(on, { pairingSystem: 'Swiss' }) }), players);
    expect([swiss(false), swiss(true)]).toEqual([
      ['A–C', 'B–D'],
      ['A–B', 'C–D'],
    ]);
  });

  it('no longer avoids them in the second half of the event', () => {
    const players = field();
    // Rounds 1–3 not played by anyone: round 4 of 6 is in the second half.
    expect(pairs(pair(players, 4, { settings: hc(true) }), players)).toEqual(['A–C', 'B–D']);
    expect(pairs(pair(players, 3, { settings: hc(true) }), players)).toEqual(['A–B', 'C–D']);
  });

  it('weighs only games the round gives a handicap: none with Handicap None or the top band even', () => {
    const players = field();
    const none = pair(players, 1, { settings: hc(true, { handicap: 'none' }) });
    expect(pairs(none, players)).toEqual(['A–C', 'B–D']);
    // The four in the top band, E and F (5k) in the band below.
    const banded = roster(6, (i) =>
      i < 4 ? { rank: ranks[i] } : { rank: -5, band: 'B', initialScore: -1 },
    );
    const even = pair(banded, 1, { settings: hc(true, { topBandEven: true }) });
    expect(pairs(even, banded)).toEqual(['A–C', 'B–D', 'E–F']);
    const notEven = pair(banded, 1, { settings: hc(true) });
    expect(pairs(notEven, banded)).toEqual(['A–B', 'C–D', 'E–F']);
  });

  it('notes a handicap game it cannot avoid, and none where every pairing is one', () => {
    // 1d, 1d, 1d, 2k: one game is a handicap game whatever the pairing.
    const players = roster(4, (i) => ({ rank: i < 3 ? 1 : -2 }));
    const round = pair(players, 1, { settings: hc(true) });
    expect(pairs(round, players)).toEqual(['A–C', 'B–D']);
    expect(round.games.map((g) => g.notes)).toEqual([[], ['handicap game unavoidable']]);
    // 3d, 2d, 1d, 1k: every pairing is a handicap game, nothing to avoid.
    const spread = roster(4, (i) => ({ rank: [3, 2, 1, -1][i] }));
    const all = pair(spread, 1, { settings: hc(true) });
    expect(pairs(all, spread)).toEqual(['A–C', 'B–D']);
    expect(all.games.flatMap((g) => g.notes)).toEqual([]);
  });

  it('notes a handicap game the TD fixed without "unavoidable"', () => {
    const players = field();
    const round = pair(players, 1, {
      settings: hc(true),
      constraints: [{ a: 0, b: 2, rule: 1 }],
    });
    expect(pairs(round, players)).toEqual(['A–C', 'B–D']);
    expect(round.games[0].notes).toEqual(['paired by the TD', 'handicap game']);
  });

  it('weighs a handicap game as one shared club', () => {
    const notes = (round: PairedRound): string[][] => round.games.map((g) => g.notes);
    // A, B of club X and C, D of club Y: two club pairs or two handicap games, so
    // split-and-shift decides.
    const twoClubs = field((i) => ({ club: i < 2 ? 'X' : 'Y' }));
    const tie = pair(twoClubs, 1, { settings: hc(true) });
    expect(pairs(tie, twoClubs)).toEqual(['A–C', 'B–D']);
    expect(notes(tie)).toEqual([['handicap game unavoidable'], ['handicap game unavoidable']]);
    // Only A, B of club X: one club pair weighs less than two handicap games.
    const oneClub = field((i) => ({ club: i < 2 ? 'X' : '' }));
    const club = pair(oneClub, 1, { settings: hc(true) });
    expect(pairs(club, oneClub)).toEqual(['A–B', 'C–D']);
    expect(notes(club)).toEqual([['same club unavoidable (X)'], []]);
  });

  it('keeps avoiding when the only even pairing is the top or the bottom two', () => {
    // 1d, 1d, 3k, 5k: only A–B is even.
    const top = roster(4, (i) => ({ rank: [1, 1, -3, -5][i] }));
    const first = pair(top, 1, { settings: hc(true) });
    expect(pairs(first, top)).toEqual(['A–B', 'C–D']);
    expect(first.games.map((g) => g.notes)).toEqual([[], ['handicap game unavoidable']]);
    // 3d, 1d, 1k, 1k: only C–D is even.
    const bottom = roster(4, (i) => ({ rank: [3, 1, -1, -1][i] }));
    const last = pair(bottom, 1, { settings: hc(true) });
    expect(pairs(last, bottom)).toEqual(['A–B', 'C–D']);
    expect(last.games.map((g) => g.notes)).toEqual([['handicap game unavoidable'], []]);
  });

  it('never moves a player to another score group to avoid a handicap game', () => {
    // 1d and 2k on 1 point, 1d, 1d, 2k and 2k on 0: A–C and B–E would be even, across groups.
    const players = roster(6, (i) => ({
      rank: [1, -2, 1, 1, -2, -2][i],
      initialScore: i < 2 ? 1 : 0,
    }));
    const round = pair(players, 1, { settings: hc(true) });
    expect(pairs(round, players)).toEqual(['A–B', 'C–D', 'E–F']);
    expect(round.games.map((g) => g.handicap)).toEqual([2, 0, 0]);
  });
});

describe('pairRound: handicaps, colours, komi and boards', () => {
  /** Two players 5k and 2k (or given ranks) paired in round 1. */
  function duel(ranks: [number, number], overrides: Partial<Settings>, initial = [0, 0]) {
    const players = roster(2, (i) => ({ rank: ranks[i], initialScore: initial[i] }));
    return pair(players, 1, { settings: overrides }).games[0];
  }

  it('plays even games with handicap none', () => {
    const g = duel([-2, -5], { handicap: 'none' });
    expect([g.handicap, g.komi]).toEqual([0, 7.5]);
  });

  it('gives full, minus 1 and minus 2 handicaps, the weaker player taking black', () => {
    expect(duel([-2, -5], { handicap: 'full' })).toMatchObject({
      white: 0,
      black: 1,
      handicap: 3,
      komi: 0.5,
    });
    expect(duel([-2, -5], { handicap: 'minus 1' }).handicap).toBe(2);
    expect(duel([-2, -5], { handicap: 'minus 2' }).handicap).toBe(1);
    expect(duel([-2, -3], { handicap: 'minus 2' })).toMatchObject({ handicap: 0, komi: 7.5 });
    // 1d against 1k is one stone: "handicap 1" with the handicap komi.
    expect(duel([1, -1], { handicap: 'full' })).toMatchObject({ handicap: 1, komi: 0.5 });
    expect(duel([5, -20], { handicap: 'full' }).handicap).toBe(9);
  });

  it('keeps games of the top band even when asked', () => {
    expect(duel([-2, -5], { handicap: 'full', topBandEven: true }, [1, 0]).handicap).toBe(0);
    expect(duel([-2, -5], { handicap: 'full', topBandEven: false }, [1, 0]).handicap).toBe(3);
  });

  it('has no top band to keep even in Swiss or with a single McMahon band', () => {
    const full = { handicap: 'full' as const, topBandEven: true };
    expect(duel([-2, -5], { ...full, pairingSystem: 'Swiss' }).handicap).toBe(3);
    expect(duel([-2, -5], { ...full, pairingSystem: 'McMahon' }).handicap).toBe(3);
    expect(duel([-2, -5], { ...full, pairingSystem: 'McMahon' }, [1, 0]).handicap).toBe(0);
  });

  it('gives black to a player who had white in half the rounds (criterion 4)', () => {
    // 6 rounds: A had W, B, W, B, W (never three in a row, but 3 whites of 6); B had W, W.
    // By balance B (+2) would take black; the colour rule gives it to A.
    const players = roster(10);
    const [A, B] = [0, 1];
    const seq: Array<[number, number]> = [
      [A, 2],
      [3, A],
      [A, 4],
      [5, A],
      [A, 6],
    ];
    const rounds: Round[] = seq.map(([w, b], k) => ({
      number: k + 1,
      games: [game(w, b, k % 2 === 0), ...(k < 2 ? [game(B, 7 + k, true, 2)] : [])],
      byes: [],
    }));
    const round = pair(players, 6, { rounds, constraints: [{ a: A, b: B, rule: 6 }] });
    const ab = round.games.find((g) => g.white + g.black === 1)!;
    expect([ab.white, ab.black]).toEqual([B, A]);
    const off = pair(players, 6, {
      rounds,
      constraints: [{ a: A, b: B, rule: 6 }],
      settings: { colourRule: false },
    });
    const free = off.games.find((g) => g.white + g.black === 1)!;
    expect([free.white, free.black]).toEqual([A, B]);
  });

  it('gives black to a player who had white three times running', () => {
    // A had white in rounds 1–3 (against E, F, G, who then sit out); round 4 pairs A–B.
    const players = roster(8);
    const rounds: Round[] = [4, 5, 6].map((opponent, k) => ({
      number: k + 1,
      games: [game(0, opponent, k % 2 === 0), game(opponent === 4 ? 5 : 4, 7, true, 2)],
      byes: [],
    }));
    const round = pair(players, 4, { rounds, constraints: [{ a: 0, b: 1, rule: 4 }] });
    const ab = round.games.find((g) => g.white + g.black === 1)!;
    expect(ab.black).toBe(0);
  });

  it('with colours balanced, gives black to the player who just had white', () => {
    // A had black then white, B white then black: one white each, so the last run decides.
    const players = roster(6);
    const rounds: Round[] = [
      { number: 1, games: [game(2, 0, true), game(1, 3, true, 2)], byes: [] },
      { number: 2, games: [game(0, 4, true), game(5, 1, true, 2)], byes: [] },
    ];
    const round = pair(players, 3, { rounds, constraints: [{ a: 0, b: 1, rule: 3 }] });
    const ab = round.games.find((g) => g.white + g.black === 1)!;
    expect([ab.white, ab.black]).toEqual([1, 0]);
  });

  it('notes a third white in a row', () => {
    // B had white in rounds 1–3, A in rounds 2–3 (each won, A starting a point higher); the TD
    // pairs them in round 4.
    const players = roster(8, (i) => ({ initialScore: i === 0 ? 1 : 0 }));
    const rounds: Round[] = [
      { number: 1, games: [game(1, 4, true)], byes: [] },
      { number: 2, games: [game(0, 5, true), game(1, 6, true, 2)], byes: [] },
      { number: 3, games: [game(0, 7, true), game(1, 3, true, 2)], byes: [] },
    ];
    const round = pair(players, 4, { rounds, constraints: [{ a: 0, b: 1, rule: 4 }] });
    const ab = round.games.find((g) => g.white + g.black === 1)!;
    expect([ab.white, ab.black]).toEqual([0, 1]);
    expect(ab.notes).toEqual(['paired by the TD', 'A: third white in a row']);
  });

  it('puts the highest score on board 1', () => {
    const players = roster(6, (i) => ({ initialScore: [0, 0, 2, 2, 1, 1][i] }));
    const round = pair(players, 1);
    expect(pairs(round, players)).toEqual(['C–D', 'E–F', 'A–B']);
  });
});
