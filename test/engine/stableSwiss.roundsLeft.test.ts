import { describe, expect, it } from 'vitest';
import { ROUNDS_LEFT_NOTE } from '../../src/engine/pairing/notes';
import { blockingPairProblems, pairStableSwissRound } from '../../src/engine/stableSwiss';
import type { Constraint, Player, Round } from '../../src/engine/types';
import { history, makeGame, makePlayer, makeSettings } from './fixtures';

const WEIGHTS = { c: 8.7, s: 0.0001 };

/** Six Stable Swiss players, P1 strongest. */
const six = Array.from({ length: 6 }, (_, id) =>
  makePlayer(id, `P${id + 1}`, { rank: null, rating: 2000 - 50 * id, initialScore: 0 }),
);

const names = (games: Array<{ white: number; black: number }>) =>
  games.map((g) => `P${g.white + 1}-P${g.black + 1}`);

function pairFrom(
  players: Player[],
  number: number,
  rounds: Round[],
  constraints: Constraint[],
  total = 5,
) {
  const settings = makeSettings({ pairingSystem: 'Stable Swiss', rounds: total });
  return pairStableSwissRound(
    { settings, players, rounds, roundNumber: number, constraints },
    WEIGHTS,
  );
}

/** Rounds 1 to `last`, every game drawn. */
function drawnEvent(players: Player[], last: number, constraints: Constraint[] = []) {
  const rounds: Round[] = [];
  const paired = [];
  for (let number = 1; number <= last; number++) {
    const round = pairFrom(players, number, rounds, constraints);
    paired.push(round);
    const games = round.games.map((g) => ({
      ...g,
      result: { white: 0.5, black: 0.5, forfeit: false },
    }));
    rounds.push({ number, games, byes: [] });
  }
  return { rounds, paired };
}

describe('a six-player Stable Swiss of five rounds, every game drawn', () => {
  it('pairs every round without a repeat: round 3 keeps round 4 pairable', () => {
    const { rounds, paired } = drawnEvent(six, 5);
    // One round at a time, round 3 was P6-P1, P2-P3, P4-P5, and round 4 had no pairing.
    expect(paired.slice(2).map((r) => names(r.games))).toEqual([
      ['P6-P1', 'P2-P4', 'P3-P5'],
      ['P1-P5', 'P2-P3', 'P4-P6'],
      ['P3-P1', 'P6-P2', 'P5-P4'],
    ]);
    // Every stable pairing of round 3 leaves round 4 without one: the weighted Swiss pairs it.
    expect(paired[2].messages).toEqual([
      'No stable pairing of this round leaves every remaining round pairable without a repeat, so it was paired by the weighted-matching Swiss.',
    ]);
    expect(paired[2].games.map((g) => g.notes.includes(ROUNDS_LEFT_NOTE))).toEqual([
      false,
      true,
      true,
    ]);
    const met = rounds.flatMap((r) => r.games.map((g) => [g.white, g.black].sort().join('-')));
    expect(new Set(met).size).toBe(15);
  });

  it("a field above the look-ahead's size pairs one round at a time, as before", () => {
    // Twelve more players, away every round and ruled out against the six: eighteen seats.
    const away = Array.from({ length: 12 }, (_, k) =>
      makePlayer(6 + k, `Q${k + 1}`, {
        rank: null,
        rating: 1000,
        initialScore: 0,
        byes: [1, 2, 3, 4, 5],
      }),
    );
    const never = away.flatMap((q) =>
      six.map((p): Constraint => ({ a: p.id, b: q.id, rule: 'never' })),
    );
    const { paired } = drawnEvent([...six, ...away], 3, never);
    expect(names(paired[2].games)).toEqual(['P6-P1', 'P2-P3', 'P4-P5']);
    expect(paired[2].level).not.toBeNull();
    expect(paired[2].games.flatMap((g) => g.notes)).not.toContain(ROUNDS_LEFT_NOTE);
  });
});

describe('Check round applies the look-ahead to the rounds left', () => {
  it('round 3 of the drawn six, paired so that round 4 can be paired, is not called unstable', () => {
    const { rounds } = drawnEvent(six, 3);
    const settings = makeSettings({ pairingSystem: 'Stable Swiss', rounds: 5 });
    const [earlier, third] = [rounds.slice(0, 2), rounds[2]];
    expect(blockingPairProblems(six, earlier, third, [], WEIGHTS, 0, settings)).toEqual([]);
    // Without the event's settings, the plain stable pairing is the measure.
    expect(blockingPairProblems(six, earlier, third, [], WEIGHTS, 0)).toEqual([
      'P2 (board 2) and P3 (board 3) would both rather play each other than their opponents: the pairing is not stable.',
      'P4 (board 2) and P5 (board 3) would both rather play each other than their opponents: the pairing is not stable.',
    ]);
  });

  it('when no pairing keeps even the next round, the plain stable pairing is the measure', () => {
    // P6 never meets P1, P2 or P3, and has met P5: after P6-P4, round 3 has no pairing.
    const never = [0, 1, 2].map((a): Constraint => ({ a, b: 5, rule: 'never' }));
    const [first, second] = history(
      'P1-P2 1-0, P3-P4 ½-½, P5-P6 1-0|P3-P1 ½-½, P5-P2 ½-½, P6-P4 ½-½',
    );
    const settings = makeSettings({ pairingSystem: 'Stable Swiss', rounds: 5 });
    expect(blockingPairProblems(six, [first], second, never, WEIGHTS, 0, settings)).toEqual([
      'P1 (board 1) and P5 (board 2) would both rather play each other than their opponents: the pairing is not stable.',
      'P1 (board 1) and P4 (board 3) would both rather play each other than their opponents: the pairing is not stable.',
      'P5 (board 2) and P4 (board 3) would both rather play each other than their opponents: the pairing is not stable.',
      'P3 (board 1) and P2 (board 2) would both rather play each other than their opponents: the pairing is not stable.',
    ]);
  });
});

describe('a drawn six where P1-P2 and P3-P4 never meet: four rounds of five at most', () => {
  const never: Constraint[] = [
    { a: 0, b: 1, rule: 'never' },
    { a: 2, b: 3, rule: 'never' },
  ];
  const note = 'paired so that the next 2 rounds can still be paired without a repeat';

  it('round 2 keeps rounds 3 and 4 pairable, and says only those', () => {
    const { paired } = drawnEvent(six, 4, never);
    // One round at a time, round 2 was P1-P6, P3-P2, P5-P4, and round 4 had no pairing.
    expect(paired.map((r) => names(r.games))).toEqual([
      ['P4-P1', 'P2-P5', 'P6-P3'],
      ['P1-P6', 'P4-P2', 'P3-P5'],
      ['P3-P1', 'P2-P6', 'P5-P4'],
      ['P1-P5', 'P2-P3', 'P6-P4'],
    ]);
    expect(paired[1].messages).toEqual([
      'No stable pairing of this round leaves the next 2 rounds pairable without a repeat, so it was paired by the weighted-matching Swiss.',
    ]);
    const weighted =
      'weighted-matching pairing: no stable pairing leaves the next 2 rounds pairable without a repeat';
    expect(paired[1].games.map((g) => g.notes.filter((n) => !n.includes('colour')))).toEqual([
      [weighted],
      [weighted, note],
      [weighted, note],
    ]);
  });

  it('Check round does not call that round 2 unstable', () => {
    const [first, second] = history(
      'P4-P1 ½-½, P2-P5 ½-½, P6-P3 ½-½|P1-P6 ½-½, P4-P2 ½-½, P3-P5 ½-½',
    );
    const settings = makeSettings({ pairingSystem: 'Stable Swiss', rounds: 5 });
    expect(blockingPairProblems(six, [first], second, never, WEIGHTS, 0, settings)).toEqual([]);
    // Without the event's settings, the plain stable pairing is the measure.
    expect(blockingPairProblems(six, [first], second, never, WEIGHTS, 0)).toEqual([
      'P2 (board 2) and P3 (board 3) would both rather play each other than their opponents: the pairing is not stable.',
      'P4 (board 2) and P5 (board 3) would both rather play each other than their opponents: the pairing is not stable.',
    ]);
  });
});

/** The entries of a small Stable Swiss (P1 strongest) that are out of the ordinary. */
interface Entries {
  withdrawn?: number;
  volunteer?: number;
  /** [player, round]: a requested bye. */
  byes: Array<[number, number]>;
  /** P1 and P2 may not meet (Constraints). */
  never: boolean;
}

/**
 * A Stable Swiss of `n` entries paired round by round, the results typed by board; each round
 * as "P6-P2 P3-P7* forced bye P5", a star on what the look-ahead to the rounds left chose,
 * "(weighted)" when the weighted-matching Swiss paired it.
 */
function smallStableSwiss(n: number, rounds: number, entries: Entries, results: string[][]) {
  const players = Array.from({ length: n }, (_, id) =>
    makePlayer(id, `P${id + 1}`, {
      rank: null,
      rating: 2000 - 50 * id,
      initialScore: 0,
      status: id === entries.withdrawn ? 'withdrawn' : 'active',
      byeVolunteer: id === entries.volunteer,
      byes: entries.byes.filter(([player]) => player === id).map(([, round]) => round),
    }),
  );
  const constraints: Constraint[] = entries.never ? [{ a: 0, b: 1, rule: 'never' }] : [];
  const played: Round[] = [];
  const paired: string[] = [];
  results.forEach((typed, k) => {
    const number = k + 1;
    const round = pairFrom(players, number, played, constraints, rounds);
    const kept = (notes: string[]) => (notes.includes(ROUNDS_LEFT_NOTE) ? '*' : '');
    paired.push(
      [
        ...round.games.map((g) => `P${g.white + 1}-P${g.black + 1}${kept(g.notes)}`),
        ...round.byes.map((b) => `${b.kind} bye P${b.player + 1}${kept(b.notes)}`),
        ...(round.level === null ? ['(weighted)'] : []),
      ].join(' '),
    );
    const games = round.games.map((g, board) => makeGame(g.board, g.white, g.black, typed[board]));
    played.push({ number, games, byes: round.byes });
  });
  return paired;
}

describe('a small Stable Swiss with byes keeps the rounds left pairable', () => {
  it('seven playing of eight, eight rounds, requested byes in rounds 1 and 8', () => {
    const paired = smallStableSwiss(
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
        ['½-½', '½-½', '0-1'],
        ['½-½', '1-0', '0-1'],
        ['½-½', '1-0', '1-0'],
        ['½-½', '½-½', '½-½'],
        ['1-0', '½-½', '0-1'],
        ['0-1', '1-0', '0-1'],
        ['1-0', '1-0', '½-½'],
      ],
    );
    expect(paired).toEqual([
      'P6-P2 P3-P7 P8-P4 voluntary bye P5',
      'P4-P6 P2-P3 P5-P8 forced bye P7',
      'P8-P2 P7-P4 P3-P5 forced bye P6',
      'P2-P7 P6-P8 P4-P5 forced bye P3',
      'P5-P7 P4-P2 P6-P3 forced bye P8',
      'P3-P4 P7-P8 P5-P6 forced bye P2',
      'P2-P5 P7-P6 P8-P3 forced bye P4',
    ]);
  });

  it('nine players, nine rounds, a volunteer and a bye asked for in round 8', () => {
    const paired = smallStableSwiss(9, 9, { volunteer: 6, byes: [[5, 8]], never: false }, [
      ['0-1', '1-0', '½-½', '½-½'],
      ['1-0', '½-½', '0-1', '1-0'],
      ['1-0', '1-0', '½-½', '½-½'],
      ['½-½', '1-0', '1-0', '½-½'],
      ['0-1', '1-0', '½-½', '1-0'],
      ['½-½', '1-0', '1-0', '0-1'],
      ['1-0', '0-1', '0-1', '½-½'],
      ['½-½', '½-½', '½-½', '0-1'],
    ]);
    expect(paired).toEqual([
      'P5-P1 P2-P6 P8-P3 P4-P9 forced bye P7',
      'P1-P2 P3-P4 P9-P8 P6-P5 forced bye P7',
      'P8-P1 P2-P3 P4-P6 P5-P9 forced bye P7',
      'P7-P8 P1-P4 P5-P2 P6-P9 forced bye P3',
      'P1-P7 P2-P8 P3-P6 P4-P5 forced bye P9',
      'P7-P2 P6-P1 P8-P4 P9-P3 forced bye P5',
      'P8-P6 P2-P4 P3-P5 P9-P1 forced bye P7',
      'P4-P7 P5-P8 P1-P3 P2-P9 voluntary bye P6',
    ]);
  });
});

describe('a small Stable Swiss foresees byes asked for in later rounds', () => {
  it('seven players, seven rounds drawn, P5 away in round 4: every round is paired', () => {
    // Counting P5 in round 4, round 3 gave P5 the forced bye and round 7 had no pairing.
    const drawn = Array.from({ length: 7 }, () => ['½-½', '½-½', '½-½']);
    const paired = smallStableSwiss(7, 7, { byes: [[4, 4]], never: false }, drawn);
    expect(paired).toEqual([
      'P4-P1 P2-P5 P6-P3 forced bye P7',
      'P1-P7 P3-P2 P5-P4 forced bye P6',
      'P7-P6 P2-P1 P5-P3* forced bye P4*',
      'P6-P2 P4-P7 P1-P3 voluntary bye P5',
      'P7-P2 P6-P4 P1-P5 forced bye P3',
      'P2-P4 P3-P7 P5-P6* forced bye P1*',
      'P6-P1 P4-P3 P7-P5 forced bye P2',
    ]);
  });
});

describe('a small Stable Swiss whose round has byes asked for', () => {
  it('weighs the rounds left without this round, as not everyone plays it', () => {
    // Five players, P1 and P2 never to meet; P4 away in rounds 2 and 3, P2 in 3, P5 in 4.
    const results = [['½-½', '0-1'], ['1-0', '0-1'], ['1-0'], ['1-0', '0-1']];
    const byes: Array<[number, number]> = [
      [1, 3],
      [4, 4],
      [3, 2],
      [3, 3],
    ];
    // Counting everyone in round 3, its look-ahead gave way and round 4 had no pairing.
    expect(smallStableSwiss(5, 4, { byes, never: true }, results)).toEqual([
      'P4-P1* P2-P5* forced bye P3*',
      'P1-P5 P3-P2 voluntary bye P4 (weighted)',
      'P5-P3* voluntary bye P2 voluntary bye P4 forced bye P1*',
      'P3-P1 P2-P4 voluntary bye P5',
    ]);
  });
});

describe('a small Stable Swiss that can keep only the next round pairable', () => {
  it('counts this round, which everyone plays, in the rounds it can keep', () => {
    // Six players, P1 and P2 never to meet, P1 and P5 away in round 4. Weighing round 4 alone,
    // round 3 seemed to keep it, and round 4 had no pairing.
    const results = [
      ['0-1', '1-0', '1-0'],
      ['½-½', '½-½', '½-½'],
      ['0-1', '0-1', '1-0'],
      ['½-½', '0-1'],
    ];
    const byes: Array<[number, number]> = [
      [0, 4],
      [4, 4],
    ];
    expect(smallStableSwiss(6, 6, { byes, never: true }, results)).toEqual([
      'P4-P1 P2-P5 P6-P3',
      'P1-P6 P3-P2 P5-P4',
      'P3-P1 P2-P4 P6-P5 (weighted)',
      'P6-P2 P4-P3 voluntary bye P1 voluntary bye P5',
    ]);
  });
});

describe('a small Stable Swiss whose weighted pairing keeps no more rounds', () => {
  it('weighs the weighted pairing with its forced bye, and keeps the stable one', () => {
    // Five players, P1 and P2 never to meet, P2 and P3 away in round 2: no stable pairing of
    // round 2 keeps the rounds left pairable, nor does the weighted Swiss's once its forced
    // bye (P1) is counted, so the stable pairing stands.
    const byes: Array<[number, number]> = [
      [2, 2],
      [1, 2],
    ];
    expect(smallStableSwiss(5, 5, { byes, never: true }, [['1-0', '0-1'], ['0-1']])).toEqual([
      'P3-P1 P2-P4 forced bye P5',
      'P4-P5 voluntary bye P2 voluntary bye P3 forced bye P1',
    ]);
  });
});

describe('a round in which the TD fixes a repeat that no pairing can make up for', () => {
  it('keeps its stable pairing rather than falling back on the weighted Swiss', () => {
    const rounds = history('P4-P1 1-0, P2-P5 0-1, P6-P3 1-0|P1-P6 1-0, P5-P4 0-1, P3-P2 1-0');
    // P1-P6 again in round 3: the others can only play P2-P4 and P3-P5, after which rounds 4
    // and 5 cannot both be paired. The weighted Swiss paired the same pairs, its notes blaming
    // the stable pairing.
    const round = pairFrom(six, 3, rounds, [{ a: 0, b: 5, rule: 3 }]);
    expect(round.messages).toEqual([
      'Within a score difference of 1 the stable pairing leaves P4 (score 2) and P2 (score 0) without an opponent, so the allowed score difference was widened to 2.',
    ]);
    expect(round.level).toEqual({ ms: 2, everyone: false });
    expect(
      round.games.map((g) => `P${g.white + 1}-P${g.black + 1}: ${g.notes.join('; ')}`),
    ).toEqual([
      'P2-P4: score difference 2 (allowed difference widened to 2)',
      'P6-P1: repeat game (paired by the TD)',
      'P5-P3: ',
    ]);
  });
});
