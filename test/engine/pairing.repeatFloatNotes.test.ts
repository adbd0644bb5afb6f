import { describe, expect, it } from 'vitest';
import { pairRound } from '../../src/engine/pairing';
import type { CandidateGraph } from '../../src/engine/pairing/types';
import type { Player } from '../../src/engine/types';
import { makeGame, makePlayer, makeRound, makeSettings } from './fixtures';

/**
 * Round 4 of a 7-round Swiss of 306 players (over 300, so stage 1 weighs only the ends of each
 * large score group). On 2 points, 53 players: D1–D50, who beat E1–E50 in round 1, drew with
 * E2–E50, E1 in round 2 (floating down) and drew among themselves in round 3, and in the middle
 * by rating M1–M3, who drew twice with Q1–Q3 and beat them (no float, the same colours as
 * D1, D3, …). On 1½: F1–F200, who drew three times among themselves. On 1: the E and Q players.
 * The group on 2 is odd, so one of it floats down. Stage 1 weighs its 24 strongest, its 24
 * weakest and (for parity) D26, all D players, who floated down two rounds before; M1–M3,
 * whom it leaves out, could have floated instead.
 */
function round4(candidateGraph: CandidateGraph = 'restricted'): string[][] {
  const players: Player[] = [];
  const add = (name: string, rating: number): number => {
    players.push(makePlayer(players.length, name, { rank: null, rating, initialScore: 0 }));
    return players.length - 1;
  };
  const d = Array.from({ length: 50 }, (_, i) => add(`D${i + 1}`, i < 24 ? 2400 - i : 2373 - i));
  const m = [1, 2, 3].map((k) => add(`M${k}`, 2377 - k));
  const q = [1, 2, 3].map((k) => add(`Q${k}`, 2301 - k));
  const e = Array.from({ length: 50 }, (_, i) => add(`E${i + 1}`, 2200 - i));
  const f = Array.from({ length: 200 }, (_, i) => add(`F${i + 1}`, 2000 - i));
  const rounds = [1, 2, 3].map((n) => makeRound(n, []));
  const game = (round: number, white: number, black: number, result: string): void => {
    const games = rounds[round - 1].games;
    games.push(makeGame(games.length + 1, white, black, result));
  };
  for (let i = 0; i < 50; i++) {
    game(1, d[i], e[i], '1-0');
    game(2, e[(i + 1) % 50], d[i], '½-½');
  }
  for (let i = 0; i < 50; i += 2) {
    game(3, d[i], d[i + 1], '½-½');
    game(3, e[i + 1], e[i], '½-½');
  }
  for (let k = 0; k < 3; k++) {
    game(1, m[k], q[k], '½-½');
    game(2, q[(k + 1) % 3], m[k], '½-½');
    game(3, m[k], q[(k + 2) % 3], '1-0');
  }
  for (let k = 0; k < 200; k += 2) {
    game(1, f[k], f[k + 1], '½-½');
    game(2, f[k + 1], f[(k + 2) % 200], '½-½');
    game(3, f[k], f[(k + 3) % 200], '½-½');
  }
  const settings = makeSettings({ pairingSystem: 'Swiss', rounds: 7 });
  const input = { settings, players, rounds, roundNumber: 4, constraints: [] };
  const paired = pairRound(input, { candidateGraph });
  return paired.games
    .filter((g) => g.notes.some((note) => note.includes('floated')))
    .map((g) => [players[g.white].name, players[g.black].name, ...g.notes]);
}

describe('notes on a float as two rounds before in a large score group', () => {
  it('gives no reason when stage 1 weighed only part of the group and no check with every player ran', () => {
    expect(round4()).toEqual([
      ['D50', 'F1', 'F1 floated up', 'D50 floated down', 'D50 floated down as two rounds before'],
      ['Q1', 'F200', 'Q1 floated up', 'F200 floated down'],
    ]);
  });

  it('where weighing every player floats a middle player who did not float two rounds before', () => {
    expect(round4('complete')).toEqual([
      ['F2', 'M2', 'F2 floated up', 'M2 floated down'],
      ['Q1', 'F199', 'Q1 floated up', 'F199 floated down'],
    ]);
  });
});
