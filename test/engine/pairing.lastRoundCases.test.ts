/**
 * The Swiss look-ahead (lastRound.ts) on small events with random results, the round before the
 * last as it is paired now. Each case turns on a rule of the look-ahead that the hand-made
 * events of pairing.lastRound.test.ts leave alone.
 */
import { describe, expect, it } from 'vitest';
import { pairRound } from '../../src/engine/pairing';
import { history, makePlayer, makeSettings } from './fixtures';

/** Pairs round `rounds - 1` of an event of `n` players (P1 strongest) after `played`. */
function penultimate(n: number, rounds: number, played: string, byes: number[][]): string {
  const players = Array.from({ length: n }, (_, id) =>
    makePlayer(id, `P${id + 1}`, { rank: null, rating: 2000 - 100 * id, initialScore: 0 }),
  );
  const settings = makeSettings({
    pairingSystem: 'Swiss',
    rounds,
    avoid: { family: false, club: false, city: false, state: false, country: false },
  });
  const earlier = history(played);
  earlier.forEach((r, k) => (r.byes = byes[k].map((p) => ({ player: p - 1, kind: 'forced' }))));
  const round = pairRound({
    settings,
    players,
    rounds: earlier,
    roundNumber: rounds - 1,
    constraints: [],
  });
  const name = (id: number): string => players[id].name;
  const bye = round.byes.map((b) => ` bye ${name(b.player)}`).join('');
  return round.games.map((g) => `${name(g.white)}-${name(g.black)}`).join(' ') + bye;
}

describe('Swiss look-ahead on small events', () => {
  it('counts the forced bye of this round, and the one player an odd last round leaves out', () => {
    const played =
      'P4-P1 1-0, P2-P5 1-0, P6-P3 1-0 | P6-P2 0-1, P7-P4 0-1, P1-P3 0-1 | P4-P2 0-1, P3-P7 ½-½, P5-P6 1-0';
    expect(penultimate(7, 5, played, [[7], [5], [1]])).toBe('P2-P7 P1-P5 P3-P4 bye P6');
  });

  it('allows one colour break more than the usual pairing has, in an odd field of five', () => {
    const played = 'P3-P1 1-0, P2-P4 0-1 | P1-P5 1-0, P4-P3 1-0';
    expect(penultimate(5, 4, played, [[5], [2]])).toBe('P4-P1 P5-P2 bye P3');
  });

  it('draws drawn games among the results, and counts a float twice as a rule broken', () => {
    const played =
      'P6-P1 0-1, P2-P7 ½-½, P8-P3 0-1, P4-P9 0-1, P10-P5 1-0 | P1-P3 0-1, P9-P2 ½-½, P7-P10 1-0, P6-P4 0-1, P5-P8 0-1';
    expect(penultimate(10, 4, played, [[], []])).toBe('P3-P9 P4-P7 P8-P1 P2-P10 P5-P6');
  });

  it('keeps the usual pairing when the risk it removes is below the least gain', () => {
    const played =
      'P5-P1 0-1, P2-P6 1-0, P7-P3 0-1, P4-P8 0-1 | P1-P3 1-0, P8-P2 1-0, P6-P4 ½-½, P7-P5 0-1 | P8-P1 0-1, P3-P2 1-0, P5-P6 0-1, P4-P7 1-0';
    expect(penultimate(8, 5, played, [[], [], []])).toBe('P1-P6 P3-P8 P5-P4 P2-P7');
  });

  it('tries the pairs most often to blame together, as well as each alone', () => {
    const played =
      'P5-P1 1-0, P2-P6 ½-½, P7-P3 0-1, P4-P8 1-0 | P3-P4 1-0, P6-P5 0-1, P1-P2 0-1, P8-P7 0-1';
    expect(penultimate(8, 4, played, [[], []])).toBe('P2-P3 P5-P4 P7-P1 P8-P6');
  });

  it('between two tries of equal gain, keeps the one the matching itself prefers', () => {
    const played =
      'P6-P1 ½-½, P2-P7 1-0, P8-P3 0-1, P4-P9 0-1, P10-P5 ½-½ | P3-P2 0-1, P9-P6 0-1, P1-P10 1-0, P5-P4 0-1, P7-P8 1-0';
    expect(penultimate(10, 4, played, [[], []])).toBe('P2-P1 P6-P3 P4-P10 P9-P7 P8-P5');
  });
});
