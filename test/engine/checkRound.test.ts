import { describe, expect, it } from 'vitest';
import { checkRound } from '../../src/engine/checkRound';
import type { Bye } from '../../src/engine/types';
import { makeGame, makePlayers, makeRound } from './fixtures';

const forced = (player: number): Bye => ({ player, kind: 'forced' });
const voluntary = (player: number): Bye => ({ player, kind: 'voluntary' });

describe('Check round (every system)', () => {
  it('names a player on two boards, on a board and a bye row, or paired with themselves', () => {
    const players = makePlayers([1, 1, 1, 1, 1]);
    const round = makeRound(
      1,
      [makeGame(1, 0, 1, ''), makeGame(2, 0, 2, ''), makeGame(3, 3, 3, '')],
      [voluntary(1), forced(4)],
    );
    expect(checkRound(players, [], round, true)).toEqual([
      'P1 is on board 1 and on board 2.',
      'Board 3: P4 is paired with themselves.',
      'P2 is on board 1 and on a bye row.',
    ]);
  });

  it('counts forced byes only', () => {
    const players = makePlayers([1, 1, 1, 1, 1]);
    const two = makeRound(1, [makeGame(1, 0, 1, '')], [forced(2), forced(3), voluntary(4)]);
    expect(checkRound(players, [], two, true)).toEqual([
      'There are 2 forced byes; at most one is needed.',
    ]);
    const three = makeRound(1, [makeGame(1, 0, 1, '')], [forced(2), forced(3), forced(4)]);
    expect(checkRound(players, [], three, true)).toEqual([
      'There are 3 forced byes; at most one is needed.',
    ]);
  });

  it('names withdrawn players and bye requests on boards without a result only', () => {
    const players = makePlayers([1, 1, 1, 1, 1, 1, 1]);
    players[1].status = 'withdrawn';
    players[1].byes = [2];
    players[2].byes = [2];
    players[4].status = 'withdrawn';
    players[5].byes = [2];
    players[6].status = 'withdrawn';
    const round = makeRound(2, [
      makeGame(1, 0, 1, ''),
      makeGame(2, 2, 3, ''),
      makeGame(3, 4, 5, '1-0'),
      makeGame(4, 6, 6, ''),
    ]);
    expect(checkRound(players, [], round, true)).toEqual([
      'Board 4: P7 is paired with themselves.',
      'Board 1: P2 has withdrawn but is still paired, with no result. Type the opponent\'s forfeit win, or, in the latest round with no result in, run "Undo last pairing" and pair it again.',
      'Board 4: P7 has withdrawn but is still paired, with no result. Type the opponent\'s forfeit win, or, in the latest round with no result in, run "Undo last pairing" and pair it again.',
      'Board 2: P3 is paired, but their Byes cell on Players asks to miss round 2.',
    ]);
  });

  it('expects players who played before, and in the latest round with no result everyone', () => {
    const players = makePlayers([1, 1, 1, 1, 1]);
    players[4].status = 'withdrawn';
    // P3 had a bye and P5 (withdrawn since) the forced bye in round 1; P4 arrived late.
    const earlier = [makeRound(1, [makeGame(1, 0, 1, '1-0')], [voluntary(2), forced(4)])];
    const open = makeRound(2, [makeGame(1, 0, 1, '')]);
    expect(checkRound(players, earlier, open, false)).toEqual([
      'P3 is neither paired nor given a bye.',
    ]);
    expect(checkRound(players, earlier, open, true)).toEqual([
      'P3 is neither paired nor given a bye.',
      'P4 is neither paired nor given a bye.',
    ]);
    const started = makeRound(2, [makeGame(1, 0, 1, '0-1')]);
    expect(checkRound(players, earlier, started, true)).toEqual([
      'P3 is neither paired nor given a bye.',
    ]);
  });
});
