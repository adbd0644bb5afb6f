import { describe, expect, it } from 'vitest';
import { pairMultiGameRound } from '../../src/engine/multiGame';
import { buildField } from '../../src/engine/multiGame/field';
import { emptyRound } from '../../src/engine/multiGame/roundState';
import { orderedPairs, wideningLevels } from '../../src/engine/multiGame/seedOrder';
import { boards, multiGameInput, NAMES, playedRound, shortOf } from './multiGameFixtures';

const FULL_UP =
  'everyone they could still play already has their games this round, has met them this ' +
  'round, or plays that game on another board';

describe('Game Courier proposal, step 3: the order of the pairs', () => {
  it('puts pairs with fewer games in common first, before rarity', () => {
    // n = 2, 1 game each. Top 2: Ann {A,B}, Bob {A,B}, Cid {A,C}.
    // Popularity: A 3, B 2, C 1.
    // Pairs: Ann–Bob {A,B} (2 in common, rarities 2,3); Ann–Cid {A} (1); Bob–Cid {A} (1).
    // Order: Ann–Cid, Bob–Cid (1 in common; roster order), then Ann–Bob.
    // Walk: Ann–Cid on A; Bob–Cid: Cid has his game; Ann–Bob: Ann has hers. Bob is short.
    // (Rarity first would have put Ann–Bob first, on B, leaving Cid short.)
    const pairing = pairMultiGameRound(
      multiGameInput(
        [
          ['A', 'B'],
          ['A', 'B'],
          ['A', 'C'],
        ],
        { n: 2 },
      ),
    );
    expect(boards(pairing)).toEqual(['1 A: Ann–Cid']);
    expect(shortOf(pairing)).toEqual([`Bob −1: ${FULL_UP}`]);
  });

  it('breaks a tie in common games by the least popular game, then the second least popular', () => {
    // n = 3. Popularity (top 3): A 4 (Ann, Bob, Fay, Gus), B 2, C 2, D 2, E 3, F 2, G 3, H 3.
    // Pairs with a game in common and their sorted popularities:
    //   1 in common: Ann–Cid {C} [2], Bob–Cid {D} [2]; Cid–Dan {H}, Cid–Eve {H}, Dan–Fay {E},
    //   Dan–Gus {E}, Eve–Fay {G}, Eve–Gus {G} [3]; Ann–Fay, Ann–Gus, Bob–Fay, Bob–Gus {A} [4].
    //   2 in common: Dan–Eve {F,H} [2,3] before Ann–Bob {A,B} [2,4] (second least popular
    //   decides, against roster order). 3 in common: Fay–Gus {A,E,G}.
    const input = multiGameInput([
      ['A', 'B', 'C'],
      ['A', 'B', 'D'],
      ['C', 'D', 'H'],
      ['F', 'H', 'E'],
      ['F', 'H', 'G'],
      ['A', 'G', 'E'],
      ['A', 'E', 'G'],
    ]);
    const field = buildField(input);
    const pop = new Map([
      ['A', 4],
      ['B', 2],
      ['C', 2],
      ['D', 2],
      ['E', 3],
      ['F', 2],
      ['G', 3],
      ['H', 3],
    ]);
    const order = orderedPairs(field, emptyRound(field), 3, pop).map(
      (p) => `${NAMES[p.a]}–${NAMES[p.b]} ${p.common.join('')}`,
    );
    expect(order).toEqual([
      'Ann–Cid C',
      'Bob–Cid D',
      'Cid–Dan H',
      'Cid–Eve H',
      'Dan–Fay E',
      'Dan–Gus E',
      'Eve–Fay G',
      'Eve–Gus G',
      'Ann–Fay A',
      'Ann–Gus A',
      'Bob–Fay A',
      'Bob–Gus A',
      'Dan–Eve FH',
      'Ann–Bob AB',
      'Fay–Gus AEG',
    ]);
    // The walk (1 game each): Ann–Cid C, Dan–Fay E, Eve–Gus G; everyone else met is full.
    // Bob alone is left: no one to widen with.
    const pairing = pairMultiGameRound(input);
    expect(boards(pairing)).toEqual(['1 C: Ann–Cid', '2 E: Dan–Fay', '3 G: Eve–Gus']);
    expect(shortOf(pairing)).toEqual([`Bob −1: ${FULL_UP}`]);
  });
});

describe('Game Courier proposal, step 4: the game for a pair', () => {
  it('takes the least popular common game even when both prefer another', () => {
    // n = 3. Popularity: A 4, B 2 (Ann, Bob), C 3 (Ann, Cid, Dan), D 3 (Bob, Cid, Dan).
    // Pairs: Ann–Bob {A,B} [2,4]; Ann–Cid, Ann–Dan {A,C} [3,4]; Bob–Cid, Bob–Dan {A,D} [3,4];
    // Cid–Dan {A,C,D}. Walk: Ann–Bob on B (popularity 2), though both rank A first; the pairs
    // with Ann or Bob are then full; Cid–Dan: C and D tie on 3, both rank C above D: C.
    const pairing = pairMultiGameRound(
      multiGameInput([
        ['A', 'B', 'C'],
        ['A', 'B', 'D'],
        ['A', 'C', 'D'],
        ['A', 'C', 'D'],
      ]),
    );
    expect(boards(pairing)).toEqual(['1 B: Ann–Bob', '2 C: Cid–Dan']);
    expect(pairing.short).toEqual([]);
  });

  it('counts popularity among the players paired this round who may still play the game', () => {
    // Round 1: Cid and Dan drew on A (neither may play it again); Ann, Bob and Eve had byes.
    // Round 2, n = 2, Eve asks for a bye: Ann [A,B], Bob [A,B], Cid [A,C], Dan [A,C], Eve [A,C].
    // Counting every top-2 list, A would be the most popular (5) and Ann–Bob would play B (2).
    // Counting only the players paired who may still play it: A 2 (Ann, Bob), B 2, C 2 (Cid,
    // Dan): a tie, and both Ann and Bob rank A first: A.
    const input = multiGameInput(
      [
        ['A', 'B'],
        ['A', 'B'],
        ['A', 'C'],
        ['A', 'C'],
        ['A', 'C'],
      ],
      {
        n: 2,
        rounds: [playedRound(1, [['A', 2, 3, '½-½']], [0, 1, 4])],
        byes: { 0: [1], 1: [1], 4: [1, 2] },
      },
    );
    expect(boards(pairMultiGameRound(input))).toEqual(['1 A: Ann–Bob', '2 C: Cid–Dan']);
  });

  it('on a popularity tie takes the game both prefer most', () => {
    // Two players, A and B in common, popularity 2 each: both rank B first: B, although A comes
    // first on the Games tab.
    const pairing = pairMultiGameRound(
      multiGameInput([
        ['B', 'A', 'C'],
        ['B', 'A', 'D'],
      ]),
    );
    expect(boards(pairing)).toEqual(['1 B: Ann–Bob']);
  });

  it('when the favourites differ, takes the favourite of the player with fewer preferences met', () => {
    // Round 1: Ann beat Cid on E (Ann's 2nd choice: 1 preference met); Bob asked for a bye.
    // Round 2 (Cid asks for a bye): Ann {A,E,B} and Bob {B,A,C} share A and B, popularity 2
    // each. Ann's favourite of the two is A (1st), Bob's is B (1st): no game both prefer most.
    // Bob has had 0 preferences met, Ann 1: Bob's favourite, B. (The lower rank sum would
    // have given A: 1 + 2 against 3 + 1.)
    const round1 = playedRound(1, [['E', 0, 2, '1-0']], [1]);
    const input = multiGameInput(
      [
        ['A', 'E', 'B'],
        ['B', 'A', 'C'],
        ['E', 'F', 'D'],
      ],
      { rounds: [round1], byes: { 1: [1], 2: [2] } },
    );
    const pairing = pairMultiGameRound(input);
    expect(boards(pairing)).toEqual(['1 B: Ann–Bob']);
    // Who moves first: Ann moved first once, Bob never: Bob.
    expect(pairing.games[0].white).toBe(1);
    expect(pairing.games[0].notes).toEqual(["Bob's 1st, Ann's 3rd choice"]);
    expect(pairing.byes).toEqual([{ player: 2, kind: 'voluntary', notes: ['requested bye'] }]);

    // The mirror: Ann had the bye, Bob beat Cid on C (his 3rd choice): Ann has fewer met: A.
    const mirror = multiGameInput(
      [
        ['A', 'E', 'B'],
        ['B', 'A', 'C'],
        ['C', 'F', 'D'],
      ],
      { rounds: [playedRound(1, [['C', 1, 2, '1-0']], [0])], byes: { 0: [1], 2: [2] } },
    );
    expect(boards(pairMultiGameRound(mirror))).toEqual(['1 A: Ann–Bob']);
  });

  it('does not count a game won by forfeit as a preference met', () => {
    // As above, but Cid did not come to his E against Ann (W+F): Ann and Bob have 0 preferences
    // met each, so the lower rank sum decides: A (1 + 2) over B (3 + 1).
    const input = multiGameInput(
      [
        ['A', 'E', 'B'],
        ['B', 'A', 'C'],
        ['E', 'F', 'D'],
      ],
      { rounds: [playedRound(1, [['E', 0, 2, 'W+F']], [1])], byes: { 1: [1], 2: [2] } },
    );
    expect(boards(pairMultiGameRound(input))).toEqual(['1 A: Ann–Bob']);
  });

  it('with as many preferences met, takes the favourite with the lower rank sum', () => {
    // Ann [A,E,B], Bob [B,A,C]: A ranks 1 + 2 = 3, B ranks 3 + 1 = 4: A.
    expect(
      boards(
        pairMultiGameRound(
          multiGameInput([
            ['A', 'E', 'B'],
            ['B', 'A', 'C'],
          ]),
        ),
      ),
    ).toEqual(['1 A: Ann–Bob']);
    // Ann [A,B,E], Bob [B,E,A]: A ranks 1 + 3 = 4, B ranks 2 + 1 = 3: B.
    expect(
      boards(
        pairMultiGameRound(
          multiGameInput([
            ['A', 'B', 'E'],
            ['B', 'E', 'A'],
          ]),
        ),
      ),
    ).toEqual(['1 B: Ann–Bob']);
  });

  it('stops pairing a player at the games per round, and pairs two players once a round', () => {
    // 2 games each, everyone lists A, B, C; all popularities 4, all pairs 3 in common: roster
    // order. Ann–Bob: A (both prefer it). Ann–Cid: Ann is on A, so B or C: both prefer B.
    // Ann–Dan: Ann has 2 games. Bob–Cid: Bob is on A, Cid on B: C. Bob–Dan, Cid–Dan: full.
    // Dan is left with no game (the greedy walk's cost; see the optimal method).
    const lists = [
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
    ];
    const pairing = pairMultiGameRound(multiGameInput(lists, { perRound: 2 }));
    expect(boards(pairing)).toEqual(['1 A: Ann–Bob', '2 B: Ann–Cid', '3 C: Bob–Cid']);
    expect(shortOf(pairing)).toEqual([`Dan −2: ${FULL_UP}`]);

    // n = 1, 2 games each: top 1 pairs Ann–Bob on A; widened to the top 2 both still need a
    // game and share B, but they have met this round.
    const once = pairMultiGameRound(
      multiGameInput(
        [
          ['A', 'B'],
          ['A', 'B'],
        ],
        { n: 1, perRound: 2 },
      ),
    );
    expect(boards(once)).toEqual(['1 A: Ann–Bob']);
    expect(shortOf(once)).toEqual([`Ann −1: ${FULL_UP}`, `Bob −1: ${FULL_UP}`]);
  });
});

describe('Game Courier proposal, step 6: widening to n+1, n+2, n+3', () => {
  it('pairs whoever is short on the top n+1 and says so', () => {
    // n = 1. Top 1: Ann {A}, Bob {B}, Cid {A}, Dan {D}: Ann–Cid on A. Bob and Dan are short.
    // Top 2: Bob {B,C}, Dan {D,B}: B, widened to n+1.
    const pairing = pairMultiGameRound(
      multiGameInput(
        [
          ['A', 'C'],
          ['B', 'C'],
          ['A', 'D'],
          ['D', 'B'],
        ],
        { n: 1 },
      ),
    );
    expect(boards(pairing)).toEqual(['1 A: Ann–Cid', '2 B: Bob–Dan']);
    const b = pairing.games[1];
    const first = NAMES[b.white];
    const second = NAMES[b.black];
    const rank = (name: string): string => (name === 'Bob' ? '1st' : '2nd');
    expect(b.notes).toEqual([
      `${first}'s ${rank(first)}, ${second}'s ${rank(second)} choice`,
      'widened to n+1 (top 2)',
    ]);
    expect(pairing.games[0].notes.length).toBe(1);
  });

  it('widens to n+2 and n+3, never further', () => {
    const two = pairMultiGameRound(
      multiGameInput(
        [
          ['A', 'B', 'C'],
          ['D', 'E', 'C'],
        ],
        { n: 1 },
      ),
    );
    expect(boards(two)).toEqual(['1 C: Ann–Bob']);
    expect(two.games[0].notes[1]).toBe('widened to n+2 (top 3)');

    const three = pairMultiGameRound(
      multiGameInput(
        [
          ['A', 'B', 'C', 'D'],
          ['E', 'F', 'G', 'D'],
        ],
        { n: 1 },
      ),
    );
    expect(boards(three)).toEqual(['1 D: Ann–Bob']);
    expect(three.games[0].notes[1]).toBe('widened to n+3 (top 4)');

    // E is Ann's 5th choice: outside the top n+3 = 4, so never offered.
    const none = pairMultiGameRound(
      multiGameInput(
        [
          ['A', 'B', 'C', 'D', 'E'],
          ['F', 'G', 'H', 'E', 'A'],
        ],
        { n: 1 },
      ),
    );
    expect(none.games).toEqual([]);
    const nobody = 'nobody else playing this round lists a game in common with them';
    expect(shortOf(none)).toEqual([`Ann −1: ${nobody}`, `Bob −1: ${nobody}`]);
  });

  it('at n+3 all games tie for popularity', () => {
    // n = 1, 8 games. Top 1: Cid–Dan on C. Ann [A,B,C,D] and Bob [E,F,D,C] share nothing in
    // their top 2 or 3; in the top 4 they share C and D. By popularity D (2: Ann, Bob) would beat
    // C (4: Ann, Bob, Cid, Dan), but at n+3 they tie: favourites differ (Ann C, Bob D), no
    // preferences met yet, rank sums 3 + 4 = 4 + 3: the Games tab order, C.
    const pairing = pairMultiGameRound(
      multiGameInput(
        [
          ['A', 'B', 'C', 'D'],
          ['E', 'F', 'D', 'C'],
          ['C', 'G'],
          ['C', 'H'],
        ],
        { n: 1 },
      ),
    );
    expect(boards(pairing)).toEqual(['1 C: Cid–Dan', '2 C: Ann–Bob']);
    expect(pairing.games[1].notes[1]).toBe('widened to n+3 (top 4)');
  });

  it('caps the widening at the number of games', () => {
    const field = buildField(multiGameInput([['A', 'B', 'C']], { n: 2, games: ['A', 'B', 'C'] }));
    expect(wideningLevels(field)).toEqual([
      { widening: 0, depth: 2, tied: false },
      { widening: 1, depth: 3, tied: false },
      { widening: 3, depth: 3, tied: true },
    ]);
  });
});

describe('who moves first', () => {
  it('is decided by a seeded coin when both moved first as often', () => {
    const lists = [
      ['A', 'B'],
      ['A', 'B'],
    ];
    const firsts = Array.from({ length: 16 }, (_, seed) =>
      pairMultiGameRound(multiGameInput(lists, { seed })).games.map((g) => g.white),
    ).flat();
    expect(new Set(firsts)).toEqual(new Set([0, 1]));
    expect(firsts).toEqual(
      Array.from({ length: 16 }, (_, seed) =>
        pairMultiGameRound(multiGameInput(lists, { seed })).games.map((g) => g.white),
      ).flat(),
    );
  });
  it('goes to the player who moved first less often, a forfeit not counting', () => {
    // Round 1: Bob beat Ann on A by forfeit as Player 1 (not played, so no move counted), and
    // Ann moved first against Cid on C over the board. Ann +1, Bob 0: Bob moves first (counting
    // the forfeit, Bob +1 and Ann 0 would give Ann the first move).
    const played = [
      playedRound(1, [
        ['A', 1, 0, "'+-"],
        ['C', 0, 2, '1-0'],
      ]),
    ];
    const lists = [
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
      ['C', 'A', 'B'],
    ];
    const pairing = pairMultiGameRound(multiGameInput(lists, { rounds: played, byes: { 2: [2] } }));
    expect(boards(pairing)).toEqual(['1 A: Ann–Bob']);
    expect(pairing.games.map((g) => [NAMES[g.white], NAMES[g.black]])).toEqual([['Bob', 'Ann']]);
  });
});

describe('history', () => {
  it('counts only the rounds before the one being paired', () => {
    // Re-pairing round 1: its old boards (Ann–Bob on A) are not history.
    const lists = [
      ['A', 'B'],
      ['A', 'B'],
    ];
    const old = [playedRound(1, [['A', 0, 1, '1-0']])];
    const again = pairMultiGameRound(multiGameInput(lists, { rounds: old, roundNumber: 1 }));
    expect(boards(again)).toEqual(['1 A: Ann–Bob']);
    // As history for round 2 it counts: A is played, so B.
    const next = pairMultiGameRound(multiGameInput(lists, { rounds: old, roundNumber: 2 }));
    expect(boards(next)).toEqual(['1 B: Ann–Bob']);
  });
});

describe('a player short because their list is short', () => {
  it('says they list only that many games, not that the rest were played', () => {
    // Ann lists one game, with two games a round; nothing has been played yet.
    const pairing = pairMultiGameRound(
      multiGameInput([['A'], ['A', 'B'], ['A', 'B'], ['B', 'A']], { n: 2, perRound: 2 }),
    );
    expect(shortOf(pairing).filter((s) => s.startsWith('Ann'))).toEqual([
      'Ann −1: they list only 1 game',
    ]);
  });
});

describe('a player short whose list is longer than the pairing reaches', () => {
  // n = 1: only the first n + 3 = 4 choices are ever paired. Ann lists six games and has lost
  // her first four (A to D) in rounds 1 to 4; E and F, further down her list, are never paired.
  const lists = [
    ['A', 'B', 'C', 'D', 'E', 'F'],
    ['A', 'B', 'C', 'D'],
    ['E', 'F', 'A', 'B'],
  ];
  const played = ['A', 'B', 'C', 'D'].map((game, i) => playedRound(i + 1, [[game, 0, 1, '0-1']]));

  it('names her first n + 3 choices as used up, not her whole list, and says how to reach the rest', () => {
    const pairing = pairMultiGameRound(multiGameInput(lists, { n: 1, rounds: played }));
    expect(shortOf(pairing).filter((s) => s.startsWith('Ann'))).toEqual([
      'Ann −1: none of their first 4 choices is left for them to play in this event (choices after the 4th are not paired; raise Preferred games (n) on Settings to reach them)',
    ]);
  });

  it('counts what is left among her first n + 3 choices', () => {
    const pairing = pairMultiGameRound(
      multiGameInput(lists, { n: 1, perRound: 2, rounds: played.slice(0, 3) }),
    );
    expect(shortOf(pairing).filter((s) => s.startsWith('Ann'))).toEqual([
      'Ann −1: only 1 of their first 4 choices is left for them to play in this event (choices after the 4th are not paired; raise Preferred games (n) on Settings to reach them)',
    ]);
  });
});
