import { describe, expect, it } from 'vitest';
import { multiGameStandings } from '../../src/engine/multiGame';
import { multiGamePlayer } from '../../src/engine/multiGame/simulate';
import { drawKey } from '../../src/engine/results';
import { NAMES, playedRound } from './multiGameFixtures';

// Ann 0, Bob 1, Cid 2, Dan 3, Eve 4; n = 2.
// Round 1: A Ann–Dan 1-0; C Cid–Bob ½-½; Eve asked for a bye.
// Round 2: B Bob–Ann 1-0; B Dan–Cid 0-1.
// Round 3: A Cid–Bob 0-1; C Ann–Dan 0-1 by forfeit (Dan wins).
// Points: Ann 1, Bob 2.5, Cid 1.5, Dan 1, Eve 0. Wins: Ann 1, Bob 2, Cid 1, Dan 1 (forfeit).
// Defeated opponents' points (own points × opponent's points, per board):
//   Bob ½·1.5 + 1·1 + 1·1.5 = 3.25; Cid ½·2.5 + 1·1 = 2.25; Ann 1·1 (Dan) = 1; Dan 1·1 (Ann) = 1.
// Ann and Dan tie on points, wins and defeated points: the draw, or a shared 3rd place.
const input = {
  players: NAMES.slice(0, 5).map((name, id) => multiGamePlayer(id, name)),
  games: ['A', 'B', 'C'],
  preferences: [['A', 'B', 'C'], ['B', 'C', 'A'], ['C', 'A', 'B'], ['A', 'C', 'B'], ['A']],
  preferred: 2,
  rounds: [
    playedRound(
      1,
      [
        ['A', 0, 3, '1-0'],
        ['C', 2, 1, '½-½'],
      ],
      [4],
    ),
    playedRound(2, [
      ['B', 1, 0, '1-0'],
      ['B', 3, 2, '0-1'],
    ]),
    playedRound(3, [
      ['A', 2, 1, '0-1'],
      ['C', 0, 3, 'B+F'],
    ]),
  ],
  randomSeed: 3,
};

describe('multi-game standings', () => {
  it('orders by points, wins, defeated opponents’ points, and shares a place without the draw', () => {
    const rows = multiGameStandings({ ...input, randomDraw: false });
    expect(
      rows.map((r) => [
        NAMES[r.player],
        r.placeLabel,
        r.points,
        r.wins,
        r.defeatedPoints,
        r.gamesPlayed,
        r.preferredGames,
      ]),
    ).toEqual([
      // Bob: C (2nd choice), B (1st), A (3rd, not preferred): 2 of 3 preferred.
      ['Bob', '1', 2.5, 2, 3.25, 3, 2],
      // Cid: C (1st), B (3rd), A (2nd).
      ['Cid', '2', 1.5, 1, 2.25, 3, 2],
      // Ann: the forfeit in round 3 is not a game played.
      ['Ann', '3=', 1, 1, 1, 2, 2],
      // Dan: A (1st), B (3rd); C by forfeit.
      ['Dan', '3=', 1, 1, 1, 2, 1],
      ['Eve', '5', 0, 0, 0, 0, 0],
    ]);
    const ann = rows.find((r) => r.player === 0)!;
    expect(ann.byGame).toEqual([
      { game: 'A', games: 1, points: 1 },
      { game: 'B', games: 1, points: 0 },
      // The forfeit in C: no game played over the board, as the Games column counts it.
      { game: 'C', games: 0, points: 0 },
    ]);
    expect(Object.fromEntries(rows.map((r) => [NAMES[r.player], r.cells]))).toEqual({
      Bob: ['C 2=', 'B 3+', 'A 2+'],
      Cid: ['C 1=', 'B 3+', 'A 1-'],
      Ann: ['A 3+', 'B 1-', 'C 3-!'],
      Dan: ['A 3-', 'B 2-', 'C 3+!'],
      Eve: ['bye', '', ''],
    });
  });

  it('breaks the last tie by the seeded draw', () => {
    const rows = multiGameStandings(input);
    const annFirst = drawKey(3, 'Ann') < drawKey(3, 'Dan');
    expect(rows.map((r) => `${NAMES[r.player]} ${r.placeLabel}`)).toEqual([
      'Bob 1',
      'Cid 2',
      annFirst ? 'Ann 3' : 'Dan 3',
      annFirst ? 'Dan 4' : 'Ann 4',
      'Eve 5',
    ]);
    // A different seed that reverses the draw reverses the two.
    const other = [4, 5, 6, 7, 8, 9].find(
      (s) => drawKey(s, 'Ann') < drawKey(s, 'Dan') !== annFirst,
    )!;
    const flipped = multiGameStandings({ ...input, randomSeed: other });
    expect(flipped.slice(2, 4).map((r) => r.player)).toEqual(annFirst ? [3, 0] : [0, 3]);
  });
  it('orders boards within a round and rounds by number, and shows open boards and double forfeits', () => {
    // Round 1 (boards typed 2, 1, 3): A Ann–Bob 1-0; B Ann–Cid ½-½; C Dan–Eve double forfeit.
    // Round 2, typed first: C Eve–Bob W+F; C Ann–Cid ½-½; B Cid–Bob no result yet; Dan a bye.
    // Eve and Cid tie on points: Eve's win comes before Cid's defeated opponents' points.
    const first = playedRound(1, [
      ['B', 0, 2, '½-½'],
      ['A', 0, 1, '1-0'],
      ['C', 3, 4, '0-0'],
    ]);
    [2, 1, 3].forEach((board, i) => (first.games[i].board = board));
    const second = playedRound(
      2,
      [
        ['C', 4, 1, 'W+F'],
        ['C', 0, 2, '½-½'],
        ['B', 2, 1, ''],
      ],
      [3],
    );
    const rows = multiGameStandings({
      ...input,
      preferences: [
        ['B', 'A', 'C'],
        ['A', 'B', 'C'],
        ['C', 'A', 'B'],
        ['A', 'B', 'C'],
        ['C', 'B', 'A'],
      ],
      preferred: 1,
      rounds: [second, first],
      randomDraw: false,
    });
    expect(
      rows.map((r) => [
        NAMES[r.player],
        r.placeLabel,
        r.points,
        r.wins,
        r.defeatedPoints,
        r.gamesPlayed,
        r.preferredGames,
        r.byGame.map((g) => `${g.game} ${g.games} ${g.points}`),
        r.cells,
      ]),
    ).toEqual([
      ['Ann', '1', 2, 1, 1, 3, 1, ['A 1 1', 'B 1 0.5', 'C 1 0.5'], ['A 4+, B 3=', 'C 3=']],
      ['Eve', '2', 1, 1, 0, 0, 0, ['A 0 0', 'B 0 0', 'C 0 1'], ['C 4-!', 'C 4+!']],
      ['Cid', '3', 1, 0, 2, 2, 1, ['A 0 0', 'B 1 0.5', 'C 1 0.5'], ['B 1=', 'C 1=, B 4?']],
      ['Bob', '4=', 0, 0, 0, 1, 1, ['A 1 0', 'B 0 0', 'C 0 0'], ['A 1-', 'C 2-!, B 3?']],
      ['Dan', '4=', 0, 0, 0, 0, 0, ['A 0 0', 'B 0 0', 'C 0 0'], ['C 2-!', 'bye']],
    ]);
  });
});
