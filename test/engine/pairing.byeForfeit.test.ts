import { describe, expect, it } from 'vitest';
import { pairRound } from '../../src/engine/pairing';
import { history, makePlayer, makeSettings } from './fixtures';

/** P1 … P5, P1 strongest (Elo ratings), everyone starting at 0. */
const players = Array.from({ length: 5 }, (_, id) =>
  makePlayer(id, `P${id + 1}`, { rank: null, rating: 2000 - 100 * id, initialScore: 0 }),
);

/**
 * P1 won round 1 by forfeit. P5, P4 and P3 have had the forced bye, so in round 4 only P1 and
 * P2 (2 points each, above P5 on 1) can take it. Either bye leaves a pairing; P2's leaves P1 to
 * meet P5 across the gap, P1's lets P2 play P4 inside the group on 2.
 */
const rounds = history('P3-P1 -+, P2-P4 1-0 | P1-P2 1-0, P5-P3 0-1 | P4-P1 1-0, P2-P5 1-0').map(
  (round, r) => ({ ...round, byes: [{ player: [4, 3, 2][r], kind: 'forced' as const }] }),
);

describe('the forced bye weighed within a score group, and a forfeit win', () => {
  const round = (boardGame: 'go' | 'chess') =>
    pairRound({
      settings: makeSettings({ pairingSystem: 'Swiss', boardGame, rounds: 5 }),
      players,
      rounds,
      roundNumber: 4,
      constraints: [],
    });
  const byes = (boardGame: 'go' | 'chess') =>
    round(boardGame).byes.map((b) => players[b.player].name);

  it('go weighs P1 and P2 alike: P1 sits out, the rest pair with one game across the gap', () => {
    expect(byes('go')).toEqual(['P1']);
  });

  it('chess (FIDE C.04.1.d): P1 won by forfeit, so P2 takes the bye though P1 would pair better', () => {
    expect(byes('chess')).toEqual(['P2']);
  });
});
