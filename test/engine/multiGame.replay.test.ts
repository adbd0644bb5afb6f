import { describe, expect, it } from 'vitest';
import { pairMultiGameRound } from '../../src/engine/multiGame';
import { boards, multiGameInput, playedRound, shortOf } from './multiGameFixtures';

// Ann, Bob, Cid, Dan, Eve, Fay; games A, B, C; n = 1, 1 game each. Everyone lists only A, so
// the only possible board in round 2 is a replay of A.
const ONLY_A = [['A'], ['A'], ['A'], ['A'], ['A'], ['A']];
const GONE = 'none of their listed games is left for them to play in this event';
const PLAYED = 'every game they have in common with the others has already been played';

function round2(results: Array<[string, number, number, string]>, replay = true) {
  return pairMultiGameRound(
    multiGameInput(ONLY_A, {
      games: ['A', 'B', 'C'],
      n: 1,
      replay,
      rounds: [playedRound(1, results)],
      // Only Ann and Bob play round 2.
      byes: { 2: [2], 3: [2], 4: [2], 5: [2] },
      withdrawn: [],
    }),
  );
}

describe('Game Courier proposal, step 5: replay between winners', () => {
  it('lets two players who each won the game against others play it again', () => {
    // Round 1: Ann beat Cid, Bob (moving second) beat Dan, both on A.
    const pairing = round2([
      ['A', 0, 2, '1-0'],
      ['A', 3, 1, '0-1'],
    ]);
    expect(boards(pairing)).toEqual(['1 A: Ann–Bob']);
    // Ann moved first in round 1, Bob second: Bob moves first now.
    expect(pairing.games[0].white).toBe(1);
    expect(pairing.games[0].notes).toEqual([
      "Bob's 1st, Ann's 1st choice",
      'replayed: Bob and Ann each won it before',
    ]);
  });

  it('refuses the replay when the setting is No', () => {
    const pairing = round2(
      [
        ['A', 0, 2, '1-0'],
        ['A', 3, 1, '0-1'],
      ],
      false,
    );
    expect(pairing.games).toEqual([]);
    expect(shortOf(pairing)).toEqual([`Ann −1: ${GONE}`, `Bob −1: ${GONE}`]);
  });

  it('refuses it when one of them drew, lost, never played the game or won by forfeit', () => {
    const drew = round2([
      ['A', 0, 2, '1-0'],
      ['A', 3, 1, '½-½'],
    ]);
    expect(drew.games).toEqual([]);
    expect(shortOf(drew)).toEqual([`Ann −1: ${PLAYED}`, `Bob −1: ${GONE}`]);

    const lost = round2([
      ['A', 0, 2, '1-0'],
      ['A', 3, 1, '1-0'],
    ]);
    expect(lost.games).toEqual([]);

    // Bob never played A: a first game for Bob, a second for Ann: not between two winners.
    const fresh = round2([['A', 0, 2, '1-0']]);
    expect(fresh.games).toEqual([]);
    expect(shortOf(fresh)).toEqual([`Ann −1: ${PLAYED}`, `Bob −1: ${PLAYED}`]);

    const forfeit = round2([
      ['A', 0, 2, 'W+F'],
      ['A', 3, 1, '0-1'],
    ]);
    expect(forfeit.games).toEqual([]);
  });

  it('leaves a game won or lost by forfeit to be played over the board later', () => {
    // Round 1: Cid did not come to his A against Ann (W+F), and Dan did not come against Bob.
    // Round 2, Ann and Eve only: neither has played A over the board, so they play it.
    const pairing = pairMultiGameRound(
      multiGameInput(ONLY_A, {
        games: ['A', 'B', 'C'],
        n: 1,
        rounds: [
          playedRound(1, [
            ['A', 0, 2, 'W+F'],
            ['A', 3, 1, 'B+F'],
          ]),
        ],
        byes: { 1: [2], 2: [2], 3: [2], 5: [2] },
      }),
    );
    expect(boards(pairing)).toEqual(['1 A: Ann–Eve']);
    expect(shortOf(pairing)).toEqual([]);
  });

  it('allows a second game only, and never the same pair twice', () => {
    // Round 1: Ann beat Cid, Bob beat Dan, Eve beat Fay on A. Round 2: Ann beat Bob (replay).
    // Round 3, Ann and Eve only: Ann has played A twice: no third game.
    const rounds = [
      playedRound(1, [
        ['A', 0, 2, '1-0'],
        ['A', 1, 3, '1-0'],
        ['A', 4, 5, '1-0'],
      ]),
      playedRound(2, [['A', 0, 1, '1-0']]),
    ];
    const third = pairMultiGameRound(
      multiGameInput(ONLY_A, {
        games: ['A', 'B', 'C'],
        n: 1,
        rounds,
        byes: { 1: [3], 2: [3], 3: [3], 5: [3] },
      }),
    );
    expect(third.games).toEqual([]);
    expect(shortOf(third)).toEqual([`Ann −1: ${GONE}`, `Eve −1: ${PLAYED}`]);

    // Ann and Cid drew A in round 1: neither a winner, and the same pair: refused.
    const same = pairMultiGameRound(
      multiGameInput(ONLY_A, {
        games: ['A', 'B', 'C'],
        n: 1,
        rounds: [playedRound(1, [['A', 0, 2, '½-½']])],
        byes: { 1: [2], 3: [2], 4: [2], 5: [2] },
      }),
    );
    expect(same.games).toEqual([]);
  });

  it('uses the replay for players whose other games are used up', () => {
    // n = 2. Round 1: Ann beat Cid on A, Bob beat Dan on A, Eve–Fay drew B.
    // Round 2, top 2: Ann [A,B], Bob [A,C], Cid [A,C], Dan [A,B], Eve [B,C], Fay [B,C].
    // Still open in the event: A for Ann and Bob only (the two winners), B for Ann and Dan,
    // C for everyone. Popularity (top 2, players who may still play it): A 2, B 2, C 4.
    // Allowed pairs and common games: Ann–Bob {A} (replay), Ann–Dan {B}, Bob–Cid, Bob–Eve,
    // Bob–Fay, Cid–Eve, Cid–Fay, Eve–Fay {C}; the others none (Ann–Cid: A is not a replay
    // between winners; Bob–Dan: same pair; Dan–Eve, Dan–Fay: B already played by Eve, Fay).
    // All have one game in common; rarity 2 first: Ann–Bob, Ann–Dan; then the C pairs.
    // Walk: Ann–Bob on A (the replay); Ann–Dan: Ann full; Bob's pairs: full; Cid–Eve on C;
    // Cid–Fay, Eve–Fay: full. Dan and Fay are short. Top 3: Dan [A,B,C], Fay [B,C,A] share C,
    // new to both: Dan–Fay on C, widened to n+1.
    const rounds = [
      playedRound(1, [
        ['A', 0, 2, '1-0'],
        ['A', 1, 3, '1-0'],
        ['B', 4, 5, '½-½'],
      ]),
    ];
    const pairing = pairMultiGameRound(
      multiGameInput(
        [
          ['A', 'B', 'C'],
          ['A', 'C', 'B'],
          ['A', 'C', 'B'],
          ['A', 'B', 'C'],
          ['B', 'C', 'A'],
          ['B', 'C', 'A'],
        ],
        { games: ['A', 'B', 'C'], n: 2, rounds },
      ),
    );
    expect(boards(pairing)).toEqual(['1 A: Ann–Bob', '2 C: Cid–Eve', '3 C: Dan–Fay']);
    expect(pairing.games[2].notes[1]).toBe('widened to n+1 (top 3)');
    expect(pairing.short).toEqual([]);
  });
});
