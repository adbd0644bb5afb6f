import { describe, expect, it } from 'vitest';
import { pairRound } from '../../src/engine/pairing';
import { ROUNDS_LEFT_NOTE } from '../../src/engine/pairing/notes';
import type { Constraint, Player, Round } from '../../src/engine/types';
import { history, makeGame, makePlayers, makeSettings } from './fixtures';

/** Six Swiss players, P1 strongest; the weaker player wins every game. */
const six = makePlayers([5, 4, 3, 2, 1, 0], { initialScore: 0 }).map((p, id) => ({
  ...p,
  rating: 2000 - 50 * id,
}));
const opening = history('P4-P1 1-0, P2-P5 0-1, P6-P3 1-0|P1-P6 0-1, P5-P4 1-0, P3-P2 1-0');

function pairFrom(
  players: Player[],
  round: number,
  rounds: Round[],
  constraints: Constraint[] = [],
) {
  return pairRound({
    settings: makeSettings({ pairingSystem: 'Swiss', rounds: 5 }),
    players,
    rounds,
    roundNumber: round,
    constraints,
  });
}

const names = (games: Array<{ white: number; black: number }>) =>
  games.map((g) => `P${g.white + 1}-P${g.black + 1}`);

describe('a six-player Swiss of five rounds pairs every round without a repeat', () => {
  it('round 3 keeps apart the pairs that would leave round 4 without a pairing', () => {
    const rounds = [...opening];
    const paired: string[][] = [];
    for (let number = 3; number <= 5; number++) {
      const round = pairFrom(six, number, rounds);
      paired.push(names(round.games));
      if (number === 3) {
        expect(round.games.map((g) => g.notes.includes(ROUNDS_LEFT_NOTE))).toEqual([
          false,
          true,
          true,
        ]);
      }
      const games = round.games.map((g) =>
        makeGame(g.board, g.white, g.black, g.white > g.black ? '1-0' : '0-1'),
      );
      rounds.push({ number, games, byes: [] });
    }
    // One round at a time, round 3 was P4-P3, P2-P1, P6-P5, and round 4 had no pairing.
    expect(paired).toEqual([
      ['P6-P5', 'P3-P1', 'P2-P4'],
      ['P4-P6', 'P5-P3', 'P1-P2'],
      ['P2-P6', 'P5-P1', 'P3-P4'],
    ]);
    const met = rounds.flatMap((r) => r.games.map((g) => [g.white, g.black].sort().join('-')));
    expect(new Set(met).size).toBe(15);
  });

  it("a field above the look-ahead's size pairs one round at a time, as before", () => {
    // Twelve more players, away every round and ruled out against the six: eighteen seats,
    // with the same pairs left for the six.
    const away = makePlayers(Array<number>(12).fill(-5), { initialScore: 0 }).map((p, k) => ({
      ...p,
      id: 6 + k,
      name: `Q${k + 1}`,
      byes: [1, 2, 3, 4, 5],
    }));
    const never = away.flatMap((q) =>
      six.map((p): Constraint => ({ a: p.id, b: q.id, rule: 'never' })),
    );
    const round = pairFrom([...six, ...away], 3, opening, never);
    expect(names(round.games)).toEqual(['P6-P5', 'P4-P3', 'P2-P1']);
    expect(round.games.flatMap((g) => g.notes)).not.toContain(ROUNDS_LEFT_NOTE);
  });
});

/** The entries of a small Swiss (P1 strongest) that are out of the ordinary. */
interface Entries {
  withdrawn?: number;
  volunteer?: number;
  /** [player, round]: a requested bye. */
  byes: Array<[number, number]>;
  /** P1 and P2 may not meet (Constraints). */
  never: boolean;
}

/**
 * A Swiss of `n` entries paired round by round, the results typed by board; each round as
 * "P6-P2 P3-P7* forced bye P5", a star on what the look-ahead to the rounds left chose (a plus
 * when it kept only some of them), and u after a float called unavoidable. `notes`: every
 * note the look-ahead wrote, by round.
 */
function smallSwiss(
  n: number,
  rounds: number,
  entries: Entries,
  results: string[][],
  notes = new Map<number, Set<string>>(),
) {
  const players = makePlayers(Array<number>(n).fill(-5), { initialScore: 0 }).map((p, id) => ({
    ...p,
    rating: 2000 - 50 * id,
    status: id === entries.withdrawn ? ('withdrawn' as const) : ('active' as const),
    byeVolunteer: id === entries.volunteer,
    byes: entries.byes.filter(([player]) => player === id).map(([, round]) => round),
  }));
  const constraints: Constraint[] = entries.never ? [{ a: 0, b: 1, rule: 'never' }] : [];
  const settings = makeSettings({ pairingSystem: 'Swiss', rounds });
  const played: Round[] = [];
  const paired: string[] = [];
  results.forEach((typed, k) => {
    const number = k + 1;
    const round = pairRound({
      settings,
      players,
      rounds: played,
      roundNumber: number,
      constraints,
    });
    // A star: every round left kept; a plus: only some of them (the note says which).
    const kept = (notes: string[]) =>
      (notes.includes(ROUNDS_LEFT_NOTE)
        ? '*'
        : notes.some((note) => note.startsWith('paired so that'))
          ? '+'
          : '') + (notes.some((note) => note.includes('unavoidable')) ? ' u' : '');
    paired.push(
      [
        ...round.games.map((g) => `P${g.white + 1}-P${g.black + 1}${kept(g.notes)}`),
        ...round.byes.map((b) => `${b.kind} bye P${b.player + 1}${kept(b.notes)}`),
      ].join(' '),
    );
    for (const note of [...round.games, ...round.byes].flatMap((row) => row.notes)) {
      if (note.startsWith('paired so that'))
        notes.set(number, (notes.get(number) ?? new Set()).add(note));
    }
    const games = round.games.map((g, board) => makeGame(g.board, g.white, g.black, typed[board]));
    played.push({ number, games, byes: round.byes });
  });
  return paired;
}

describe('an odd field with a withdrawn entry keeps the rounds left pairable', () => {
  it('seven playing of eight, eight rounds: round 5 keeps rounds 6 and 7 pairable', () => {
    const paired = smallSwiss(
      8,
      8,
      {
        withdrawn: 0,
        byes: [
          [4, 1],
          [7, 8],
        ],
        never: true,
      },
      [
        ['0-1', '0-1', '1-0'],
        ['0-1', '1-0', '0-1'],
        ['0-1', '1-0', '1-0'],
        ['0-1', '0-1', '0-1'],
        ['1-0', '0-1', '0-1'],
        ['0-1', '1-0', '1-0'],
        ['1-0', '1-0', '0-1'],
      ],
    );
    expect(paired).toEqual([
      'P6-P2 P3-P7 P8-P4 voluntary bye P5',
      'P2-P3 P7-P8 P4-P5 forced bye P6',
      'P2-P7 P3-P8 P5-P6 forced bye P4',
      'P7-P5 u P6-P3 P4-P2 forced bye P8',
      'P3-P4+ P8-P5+ P7-P6+ forced bye P2',
      'P5-P3 P2-P8 u P6-P4 u forced bye P7',
      'P5-P2 P4-P7 u P8-P6 forced bye P3',
    ]);
  });

  it('seven playing of eight, six rounds: round 5 keeps round 6 pairable', () => {
    const paired = smallSwiss(8, 6, { withdrawn: 7, byes: [[6, 1]], never: true }, [
      ['0-1', '0-1', '1-0'],
      ['1-0', '0-1', '0-1'],
      ['1-0', '0-1', '0-1'],
      ['0-1', '0-1', '0-1'],
      ['1-0', '0-1', '1-0'],
      ['0-1', '0-1', '1-0'],
    ]);
    expect(paired).toEqual([
      'P4-P1 P2-P5 P6-P3 voluntary bye P7',
      'P1-P6 P5-P4 P3-P2 forced bye P7',
      'P7-P1 P2-P4 P6-P5 forced bye P3',
      'P1-P5 P7-P2 P4-P3 forced bye P6',
      'P5-P7 u P3-P1 P4-P6* forced bye P2*',
      'P5-P3 u P2-P6 P7-P4 u forced bye P1',
    ]);
  });
});

describe('the look-ahead to the rounds left with a bye volunteer', () => {
  it('five playing of six, a volunteer: rounds 2 and 3 keep the rounds left pairable', () => {
    const paired = smallSwiss(6, 7, { withdrawn: 3, volunteer: 5, byes: [], never: false }, [
      ['1-0', '1-0'],
      ['0-1', '1-0'],
      ['0-1', '0-1'],
      ['0-1', '1-0'],
      ['0-1', '1-0'],
    ]);
    expect(paired).toEqual([
      'P3-P1 P2-P5 forced bye P6',
      'P1-P2+ P6-P3+ forced bye P5+',
      'P3-P2 u P5-P6+ forced bye P1+',
      'P2-P6 P1-P5 forced bye P3',
      'P6-P1 u P5-P3 u forced bye P2',
    ]);
  });

  it('ten players, eleven rounds, a volunteer and a requested bye in round 4', () => {
    const paired = smallSwiss(10, 11, { volunteer: 6, byes: [[0, 4]], never: true }, [
      ['1-0', '0-1', '1-0', '1-0', '1-0'],
      ['1-0', '0-1', '0-1', '0-1', '0-1'],
      ['0-1', '1-0', '0-1', '0-1', '0-1'],
      ['0-1', '1-0', '1-0', '0-1'],
      ['0-1', '0-1', '1-0', '1-0', '0-1'],
      ['0-1', '1-0', '0-1', '0-1', '1-0'],
      ['0-1', '0-1', '1-0', '1-0', '1-0'],
      ['1-0', '0-1', '0-1', '1-0', '1-0'],
      ['0-1', '1-0', '1-0', '0-1', '0-1'],
    ]);
    expect(paired).toEqual([
      'P6-P1 P2-P7 P8-P3 P4-P9 P10-P5',
      'P1-P10 P7-P4 P8-P6 P5-P2 P3-P9',
      'P6-P4 P9-P1 P2-P8 P10-P7 P5-P3',
      'P4-P8 P9-P5+ P7-P6+ P3-P10 forced bye P2+ voluntary bye P1',
      'P4-P2 u P7-P9 P8-P10 P6-P3 P1-P5 u',
      'P9-P8 P2-P6 P10-P4 u P5-P7 u P3-P1',
      'P8-P7 u P1-P4 u P3-P2 u P9-P10 u P6-P5 u',
      'P7-P1 u P2-P9 u P4-P3 u P5-P8 u P10-P6 u',
      'P3-P7 u P9-P6 u P1-P8 u P4-P5 u P10-P2 u',
    ]);
  });
});

describe('byes asked for in later rounds are foreseen', () => {
  it('seven players, seven rounds, P1 away in round 4: every round is paired', () => {
    // Counting P1 in round 4, round 3 gave P1 the forced bye and round 7 had no pairing.
    const paired = smallSwiss(7, 7, { byes: [[0, 4]], never: false }, [
      ['1-0', '0-1', '1-0'],
      ['1-0', '0-1', '0-1'],
      ['0-1', '1-0', '1-0'],
      ['1-0', '0-1', '1-0'],
      ['0-1', '0-1', '0-1'],
      ['1-0', '1-0', '0-1'],
      ['1-0', '1-0', '0-1'],
    ]);
    expect(paired).toEqual([
      'P4-P1 P2-P5 P6-P3 forced bye P7',
      'P7-P4 P5-P6 P1-P2 forced bye P3',
      'P6-P7 P3-P1* P4-P2 forced bye P5*',
      'P7-P3 P2-P6 P5-P4 voluntary bye P1',
      'P1-P7* P3-P5* P4-P6 u forced bye P2*',
      'P7-P5 P6-P1 P2-P3 forced bye P4',
      'P7-P2 P5-P1 u P3-P4 forced bye P6',
    ]);
  });
});

describe('byes asked for leave room for more rounds than a round robin has', () => {
  it('six players, six rounds, four of them away once: round 6 is kept pairable too', () => {
    // Looking ahead only to round 5 (a round robin's last), round 6 had no pairing.
    const results = Array.from({ length: 6 }, (_, k) =>
      ['1-0', '0-1', '1-0'].map((r, b) => (k % 2 === 0 ? r : b === 1 ? '1-0' : '0-1')),
    );
    const byes: Array<[number, number]> = [
      [0, 2],
      [1, 3],
      [2, 4],
      [3, 5],
    ];
    expect(smallSwiss(6, 6, { byes, never: false }, results)).toEqual([
      'P4-P1 P2-P5 P6-P3',
      'P6-P2 P5-P4 forced bye P3 voluntary bye P1',
      'P3-P5 P4-P6 forced bye P1 voluntary bye P2',
      'P1-P5* P2-P4* forced bye P6* voluntary bye P3',
      'P1-P6* P3-P2* forced bye P5* voluntary bye P4',
      'P5-P6 u P2-P1 P4-P3',
    ]);
  });
});

describe('when no pairing keeps every round left, the most rounds that can be kept', () => {
  it('eight players, seven rounds, P1 and P2 never meet: round 5 keeps round 6 pairable', () => {
    // P1 has six opponents for seven rounds. One round at a time, round 5 was P3-P8, P1-P7,
    // P6-P5, P4-P2, and round 6 had no pairing.
    const notes = new Map<number, Set<string>>();
    const paired = smallSwiss(
      8,
      7,
      { byes: [], never: true },
      [
        ['1-0', '0-1', '1-0', '0-1'],
        ['1-0', '0-1', '0-1', '1-0'],
        ['0-1', '1-0', '0-1', '1-0'],
        ['1-0', '1-0', '1-0', '0-1'],
        ['0-1', '0-1', '1-0', '0-1'],
        ['0-1', '1-0', '0-1', '1-0'],
      ],
      notes,
    );
    expect(paired).toEqual([
      'P5-P1 P2-P6 P7-P3 P4-P8',
      'P8-P5 P6-P7 P1-P4 P3-P2',
      'P7-P8 P6-P1 P2-P5 P4-P3',
      'P8-P6 P7-P2 u P5-P4 P1-P3 u',
      'P1-P8+ P5-P7+ P4-P2 u P3-P6+',
      'P2-P8 P7-P1 u P3-P5 P6-P4',
    ]);
    expect([...notes]).toEqual([
      [5, new Set(['paired so that the next round can still be paired without a repeat'])],
    ]);
  });
});

describe('a repeat the TD fixes leaves fewer rounds to keep', () => {
  it('ten players, nine rounds, P2-P7 again in round 7: round 7 keeps round 8 pairable', () => {
    const ten = makePlayers(Array<number>(10).fill(-5), { initialScore: 0 }).map((p, id) => ({
      ...p,
      rating: 2000 - 50 * id,
    }));
    const rounds = history(
      'P6-P1 1-0, P2-P7 1-0, P8-P3 1-0, P4-P9 1-0, P10-P5 1-0|' +
        'P1-P10 0-1, P6-P2 1-0, P8-P4 1-0, P3-P7 1-0, P5-P9 1-0|' +
        'P2-P8 0-1, P10-P6 0-1, P4-P3 1-0, P7-P5 0-1, P9-P1 0-1|' +
        'P6-P8 1-0, P3-P10 0-1, P5-P4 0-1, P1-P2 0-1, P9-P7 1-0|' +
        'P4-P6 0-1, P8-P10 0-1, P2-P5 1-0, P7-P1 0-1, P3-P9 0-1|' +
        'P9-P6 0-1, P10-P2 1-0, P1-P4 0-1, P7-P8 0-1, P5-P3 1-0',
    );
    const round = pairRound({
      settings: makeSettings({ pairingSystem: 'Swiss', rounds: 9 }),
      players: ten,
      rounds,
      roundNumber: 7,
      constraints: [{ a: 1, b: 6, rule: 7 }],
    });
    // No pairing of round 7 with P2-P7 leaves both rounds 8 and 9 pairable; some leave round 8.
    // One round at a time, round 7 was P6-P5 P4-P10 P8-P9 P3-P1, and round 8 had no pairing.
    const kept = 'paired so that the next round can still be paired without a repeat';
    expect(
      round.games.map((g) => `P${g.white + 1}-P${g.black + 1}${g.notes.includes(kept) ? '*' : ''}`),
    ).toEqual(['P6-P3*', 'P4-P10', 'P8-P9', 'P1-P5*', 'P2-P7']);
  });
});

describe("the look-ahead's search is cut short where it cannot decide", () => {
  it('sixteen Swiss players, 14 rounds, two never rows: nine rounds pair without a repeat', () => {
    // Fifteen rounds' worth of pairs less two; each round's search runs to its budget.
    const sixteen = makePlayers(
      Array.from({ length: 16 }, (_, id) => -5 - id),
      { initialScore: 0 },
    ).map((p, id) => ({ ...p, rating: 2000 - 40 * id }));
    const never: Constraint[] = [
      { a: 7, b: 4, rule: 'never' },
      { a: 5, b: 15, rule: 'never' },
    ];
    const settings = makeSettings({ pairingSystem: 'Swiss', rounds: 14 });
    const rounds: Round[] = [];
    for (let number = 1; number <= 9; number++) {
      const round = pairRound({
        settings,
        players: sixteen,
        rounds,
        roundNumber: number,
        constraints: never,
      });
      const games = round.games.map((g) =>
        makeGame(g.board, g.white, g.black, g.white < g.black ? '1-0' : '0-1'),
      );
      rounds.push({ number, games, byes: [] });
    }
    // Its speed is measured by `npm run bench:small`, not here.
    const met = rounds.flatMap((r) => r.games.map((g) => [g.white, g.black].sort().join('-')));
    expect(new Set(met).size).toBe(72);
  });
});
