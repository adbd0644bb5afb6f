import { describe, expect, it } from 'vitest';
import { pairRound } from '../../src/engine/pairing';
import type { Game, Round } from '../../src/engine/types';
import { makeGame, makePlayer, makeRound, makeSettings } from './fixtures';

/**
 * Round 3 of a Swiss of `size` players after two rounds where P1 beat P2 and then P3, P4 drew
 * with P3 and beat P2, and everyone else drew twice: P1 leads alone on 2, P4 is alone on 1½,
 * P3 on ½ and P2 on 0. P1 must float down again, P2 up again.
 */
function round3(size: number) {
  const players = Array.from({ length: size }, (_, i) =>
    makePlayer(i, `P${i + 1}`, { rank: null, rating: 2400 - i, initialScore: 0 }),
  );
  const one: Game[] = [makeGame(1, 0, 1, '1-0'), makeGame(2, 2, 3, '½-½')];
  const two: Game[] = [makeGame(1, 2, 0, '0-1'), makeGame(2, 3, 1, '1-0')];
  const rest = players.slice(4).map((p) => p.id);
  for (let k = 0; k < rest.length; k += 2) {
    one.push(makeGame(one.length + 1, rest[k], rest[k + 1], '½-½'));
    two.push(makeGame(two.length + 1, rest[(k + 2) % rest.length], rest[k + 1], '½-½'));
  }
  const rounds: Round[] = [makeRound(1, one), makeRound(2, two)];
  const settings = makeSettings({ pairingSystem: 'Swiss', rounds: 7 });
  const paired = pairRound({ settings, players, rounds, roundNumber: 3, constraints: [] });
  return paired.games
    .filter((g) => g.notes.some((note) => note.includes('twice')))
    .map((g) => [players[g.white].name, players[g.black].name, ...g.notes]);
}

describe('notes on a float twice in a row in a large Swiss', () => {
  it('calls it unavoidable when stage 1 was checked with every player (1,000 players)', () => {
    expect(round3(1000)).toEqual([
      [
        'P1',
        'P4',
        'P4 floated up',
        'P1 floated down',
        'P1 floated down twice in a row (unavoidable)',
      ],
      [
        'P2',
        'P3',
        'P2 floated up',
        'P3 floated down',
        'P2 floated up twice in a row (unavoidable)',
      ],
    ]);
  });

  it('gives no reason when that check was skipped (1,002 players, only the ends of each score group weighed)', () => {
    expect(round3(1002)).toEqual([
      ['P1', 'P4', 'P4 floated up', 'P1 floated down', 'P1 floated down twice in a row'],
      ['P2', 'P3', 'P2 floated up', 'P3 floated down', 'P2 floated up twice in a row'],
    ]);
  });
});
