import { describe, expect, it } from 'vitest';
import { buildHistories } from '../../src/engine/history';
import { allStableMatchings, stableRoommates } from '../../src/engine/stableRoommates';
import { pairStableSwissRound } from '../../src/engine/stableSwiss';
import { stableEntrants } from '../../src/engine/stableSwiss/entrants';
import { preferenceLists, scoreLevels } from '../../src/engine/stableSwiss/lists';
import { wideningMessage } from '../../src/engine/stableSwiss/widening';
import { history, makePlayer, makeSettings } from './fixtures';
import type { Player } from '../../src/engine/types';

const WEIGHTS = { c: 8.7, s: 0.0001 };
const settings = makeSettings({ pairingSystem: 'Stable Swiss', rounds: 5, randomSeed: 3 });
const players = Array.from({ length: 10 }, (_, id) =>
  makePlayer(id, `P${id + 1}`, { rank: null, rating: 2000 - 100 * id, initialScore: 0 }),
);
// Three rounds Stable Swiss paired. After them P1 has 3 points, P2 and P10 2, P4, P5, P6 and
// P8 1½, P3 and P7 1, P9 0; P1 has met P6, P4 and P10.
const rounds = history(
  'P1-P6 1-0, P7-P2 0-1, P3-P8 0-1, P9-P4 0-1, P5-P10 0-1 |' +
    ' P4-P1 0-1, P2-P8 1-0, P10-P3 1-0, P7-P5 ½-½, P6-P9 1-0 |' +
    ' P1-P10 1-0, P5-P2 1-0, P4-P7 ½-½, P8-P6 ½-½, P3-P9 1-0',
);
const field = stableEntrants(players, buildHistories(players, rounds));
const name = (i: number): string => field[i].player.name;
const pairsOf = (mate: number[]): string[] =>
  mate.flatMap((j, i) => (i < j ? [[name(i), name(j)].sort().join('–')] : []));

describe('Stable Swiss: the leader against the last player when no smaller difference is stable', () => {
  it('widens to 3, pairs P1 (3 points) with P9 (0 points) and names them in the message', () => {
    const round = pairStableSwissRound(
      { settings, players, rounds, roundNumber: 4, constraints: [] },
      WEIGHTS,
    );
    expect(round.level).toEqual({ ms: 3, everyone: false });
    expect(round.games.map((g) => [g.board, `P${g.white + 1}`, `P${g.black + 1}`])).toEqual([
      [1, 'P9', 'P1'],
      [2, 'P2', 'P10'],
      [3, 'P6', 'P4'],
      [4, 'P8', 'P5'],
      [5, 'P7', 'P3'],
    ]);
    expect(round.games[0].notes).toEqual(['score difference 3 (allowed difference widened to 3)']);
    expect(round.messages).toEqual([
      'Within a score difference of 2½ the stable pairing leaves P1 (score 3) and P9 (score 0) without an opponent, so the allowed score difference was widened to 3.',
    ]);
  });

  it('is forced: below 3 every stable pairing leaves P1 and P9 out, at 3 there is one', () => {
    // P2–P10, the 1½ group and P3–P7 each pair players who would rather play each other than
    // P1 or P9, whatever order the lists give equally preferred opponents.
    const levels = scoreLevels(field).filter((l) => !l.everyone);
    expect(levels.map((l) => l.ms)).toEqual([1, 1.5, 2, 2.5, 3]);
    for (const ties of ['ideal', 1, 2, 3, 4, 5] as const) {
      for (const level of levels) {
        const lists = preferenceLists(field, level, WEIGHTS, () => false, ties);
        const first = stableRoommates(lists);
        if (first.kind !== 'stable') throw new Error(`no stable matching at ${level.ms}`);
        const all = allStableMatchings(lists, 64);
        expect(all.complete).toBe(true);
        expect(all.matchings).toEqual([first.mate]);
        const single = first.mate.flatMap((m, i) => (m < 0 ? [name(i)] : []));
        expect(single).toEqual(level.ms < 3 ? ['P1', 'P9'] : []);
        if (level.ms === 3) expect(pairsOf(first.mate)).toContain('P1–P9');
      }
    }
  });
});

describe('Stable Swiss: an odd field that widens after the bye', () => {
  it('names the players the smaller difference left out, among the players left', () => {
    // The ten players above and P11, who asked for byes in rounds 1 to 3. The first candidate
    // whose bye leaves a stable pairing at the least difference is P8; the ten left miss at 1.
    const eleven = [
      ...players,
      makePlayer(10, 'P11', { rank: null, rating: 900, initialScore: 0, byes: [1, 2, 3] }),
    ];
    const round = pairStableSwissRound(
      { settings, players: eleven, rounds, roundNumber: 4, constraints: [] },
      WEIGHTS,
    );
    expect(round.byes).toEqual([{ player: 7, kind: 'forced', notes: ['forced bye'] }]);
    expect(round.level).toEqual({ ms: 1.5, everyone: false });
    expect(round.games.map((g) => [`P${g.white + 1}`, `P${g.black + 1}`])).toEqual([
      ['P5', 'P1'],
      ['P2', 'P10'],
      ['P6', 'P4'],
      ['P7', 'P3'],
      ['P9', 'P11'],
    ]);
    expect(round.messages).toEqual([
      'Within a score difference of 1 the stable pairing leaves P1 (score 3) and P4 (score 1½) without an opponent, so the allowed score difference was widened to 1½.',
    ]);
  });
});

describe('Stable Swiss: a lone leader must meet a player with less', () => {
  it('names the leader instead of counting "1 players"', () => {
    // Round 2 of 4 players: P1 won (1 point), P3 and P4 drew (½), P2 lost (0).
    const four = players.slice(0, 4);
    const round = pairStableSwissRound(
      {
        settings,
        players: four,
        rounds: history('P1-P2 1-0, P3-P4 ½-½'),
        roundNumber: 2,
        constraints: [],
      },
      WEIGHTS,
    );
    expect(round.level).toEqual({ ms: 0.5, everyone: false });
    expect(round.games.map((g) => [`P${g.white + 1}`, `P${g.black + 1}`])).toEqual([
      ['P4', 'P1'],
      ['P2', 'P3'],
    ]);
    expect(round.messages).toEqual([
      'Only P1 has a score of 1 or more, so P1 must meet a player with less: the allowed score difference was widened to ½.',
    ]);
  });
});

/** Five rated players, P1 (the strongest) volunteering to take the bye. */
function fiveWithVolunteer(): Player[] {
  return Array.from({ length: 5 }, (_, id) =>
    makePlayer(id, `P${id + 1}`, {
      rank: null,
      rating: 2000 - 100 * id,
      initialScore: 0,
      byeVolunteer: id === 0,
    }),
  );
}

describe('Stable Swiss: an odd field whose bye goes to a player above a score gap', () => {
  it('tries the score groups of the players left, so it neither widens nor says it did', () => {
    // Round 2 of 5 players: P1 beat P3, P2 beat P4, P5 had the forced bye (1 point). P1, who
    // volunteers to sit out, takes the bye; the whole field (three players on 1) must cross the
    // gap, but the four left (P2 and P5 on 1, P3 and P4 on 0) pair within their groups.
    const five = fiveWithVolunteer();
    const played = history('P1-P3 1-0, P2-P4 1-0');
    played[0].byes = [{ player: 4, kind: 'forced' }];
    const round = pairStableSwissRound(
      { settings, players: five, rounds: played, roundNumber: 2, constraints: [] },
      WEIGHTS,
    );
    expect(round.byes).toEqual([
      { player: 0, kind: 'forced', notes: ['forced bye', 'bye volunteer'] },
    ]);
    expect(round.level).toEqual({ ms: 0, everyone: false });
    expect(round.games.map((g) => [`P${g.white + 1}`, `P${g.black + 1}`, g.notes])).toEqual([
      ['P5', 'P2', []],
      ['P3', 'P4', []],
    ]);
    expect(round.messages).toEqual([]);
  });
});

describe('Stable Swiss: a volunteer takes the forced bye again', () => {
  it('says it is their second', () => {
    // Round 2 of 5 players: P1, who volunteers to sit out, had the forced bye in round 1. Two
    // rounds: with more left, the look-ahead to them gives the bye to P5 (roundsLeft test).
    const five = fiveWithVolunteer();
    const played = history('P2-P4 1-0, P3-P5 1-0');
    played[0].byes = [{ player: 0, kind: 'forced' }];
    const lastRound = { ...settings, rounds: 2 };
    const round = pairStableSwissRound(
      { settings: lastRound, players: five, rounds: played, roundNumber: 2, constraints: [] },
      WEIGHTS,
    );
    expect(round.byes).toEqual([
      {
        player: 0,
        kind: 'forced',
        notes: ['forced bye', 'bye volunteer', 'forced bye number 2 (volunteer)'],
      },
    ]);
    expect(round.games.map((g) => [`P${g.white + 1}`, `P${g.black + 1}`])).toEqual([
      ['P3', 'P2'],
      ['P4', 'P5'],
    ]);
  });
});

describe('Stable Swiss: the players a widening message names', () => {
  // Six players: P1 on 3, P2 on 2½, the rest on 2.
  const six = stableEntrants(players.slice(0, 6), buildHistories(players.slice(0, 6), [])).map(
    (e, i) => ({ ...e, score: [3, 2.5, 2, 2, 2, 2][i] }),
  );
  const at = (ms: number) => ({ ms, everyone: false });
  const leaving = (leftOut: number[]) =>
    wideningMessage(six, at(1), { level: at(0.5), leftOut })[0];

  it('names one player alone, two with "and", four in a list', () => {
    expect(leaving([0])).toBe(
      'Within a score difference of ½ the stable pairing leaves P1 (score 3) without an opponent, so the allowed score difference was widened to 1.',
    );
    expect(leaving([0, 2])).toContain('leaves P1 (score 3) and P3 (score 2) without');
    expect(leaving([0, 1, 2, 3])).toContain(
      'leaves P1 (score 3), P2 (score 2½), P3 (score 2) and P4 (score 2) without',
    );
  });

  it('names the first four of more, and counts the others', () => {
    expect(leaving([0, 1, 2, 3, 4, 5])).toContain(
      'leaves P1 (score 3), P2 (score 2½), P3 (score 2), P4 (score 2) and 2 others without',
    );
  });
});
