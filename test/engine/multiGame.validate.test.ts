import { describe, expect, it } from 'vitest';
import { pairMultiGameRound } from '../../src/engine/multiGame';
import { InputError } from '../../src/engine/errors';
import { validateInput } from '../../src/engine/multiGame/validate';
import { multiGameInput, playedRound } from './multiGameFixtures';

const LISTS = [
  ['A', 'B'],
  ['B', 'C'],
  ['C', 'A'],
];

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error('no InputError');
}

describe('multi-game input is checked', () => {
  it('refuses a game that is not on the Games tab, naming the player', () => {
    const lists = [['A', 'B'], ['B', 'Chesss'], ['C']];
    expect(refusal(() => pairMultiGameRound(multiGameInput(lists)))).toBe(
      "Bob's preferences name 'Chesss', which is not on the Games tab.",
    );
  });

  it('refuses the same game twice in one list', () => {
    const lists = [
      ['A', 'B'],
      ['B', 'C'],
      ['C', 'A', 'C'],
    ];
    expect(refusal(() => pairMultiGameRound(multiGameInput(lists)))).toBe(
      "Cid's preferences list 'C' twice.",
    );
  });

  it('refuses n larger than the number of games, and counts below 1', () => {
    const games = ['A', 'B', 'C'];
    expect(refusal(() => pairMultiGameRound(multiGameInput(LISTS, { games, n: 4 })))).toBe(
      'Settings: Preferred games (n) is 4, but the Games tab offers only 3 games.',
    );
    expect(refusal(() => pairMultiGameRound(multiGameInput(LISTS, { games, n: 0 })))).toBe(
      'Settings: Preferred games (n) is 0; it must be a whole number of at least 1.',
    );
    expect(refusal(() => pairMultiGameRound(multiGameInput(LISTS, { games, perRound: 0 })))).toBe(
      'Settings: Games per player per round is 0; it must be a whole number of at least 1.',
    );
  });

  it('refuses an empty list for a player to be paired, not for one who is away', () => {
    const lists = [['A', 'B'], ['B', 'C'], []];
    expect(refusal(() => pairMultiGameRound(multiGameInput(lists)))).toBe(
      'Cid has no games on the Preferences tab.',
    );
    expect(pairMultiGameRound(multiGameInput(lists, { withdrawn: [2] })).games.length).toBe(1);
    expect(pairMultiGameRound(multiGameInput(lists, { byes: { 2: [1] } })).byes).toEqual([
      { player: 2, kind: 'voluntary', notes: ['requested bye'] },
    ]);
  });

  it('refuses a Games tab with a name twice, and an earlier board on an unknown game', () => {
    expect(
      refusal(() => pairMultiGameRound(multiGameInput(LISTS, { games: ['A', 'B', 'C', 'B'] }))),
    ).toBe("The Games tab lists 'B' twice.");
    const rounds = [playedRound(1, [['Z', 0, 1, '1-0']])];
    expect(refusal(() => pairMultiGameRound(multiGameInput(LISTS, { rounds })))).toBe(
      "Round 1, board 1: game 'Z' is not on the Games tab.",
    );
  });
  it('refuses an empty or blank Games tab, a fractional n, round 0 and an unknown board player', () => {
    const refused = (setup: Parameters<typeof multiGameInput>[1]): string =>
      refusal(() => validateInput(multiGameInput(LISTS, setup)));
    expect(refused({ games: [] })).toBe('The Games tab lists no games.');
    expect(refused({ games: ['A', 'B', 'C', ' '] })).toBe('The Games tab has a blank game name.');
    expect(refused({ games: ['A', 'B', 'C'], n: 1.5 })).toBe(
      'Settings: Preferred games (n) is 1.5; it must be a whole number of at least 1.',
    );
    expect(refused({ roundNumber: 0 })).toBe(
      '0 is not a round number: rounds are numbered from 1.',
    );
    const unknown = [playedRound(1, [['A', 0, 3, '1-0']])];
    const twice = [playedRound(1, [['A', 1, 1, '1-0']])];
    for (const rounds of [unknown, twice]) {
      expect(refused({ rounds })).toBe(
        'Round 1, board 1: the two players must be two different players on the Players tab.',
      );
    }
    const unnamed = [playedRound(1, [['A', 0, 2, '1-0']])];
    delete unnamed[0].games[0].game;
    expect(refused({ rounds: unnamed })).toBe("Round 1, board 1: game '' is not on the Games tab.");
  });

  it('accepts n equal to the number of games, and boards of the first and last player', () => {
    const rounds = [playedRound(1, [['A', 0, 2, '1-0']])];
    expect(() =>
      validateInput(multiGameInput(LISTS, { games: ['A', 'B', 'C'], n: 3, rounds })),
    ).not.toThrow();
  });

  it('refuses players whose ids are not their roster places (a program error)', () => {
    const input = multiGameInput(LISTS);
    input.players[2] = { ...input.players[2], id: 5 };
    expect(() => validateInput(input)).toThrow('Player ids must be roster indexes 0 … 2.');
  });
});
