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
