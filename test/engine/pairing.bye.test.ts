import { describe, expect, it } from 'vitest';
import { buildHistories } from '../../src/engine/history';
import { pairRound } from '../../src/engine/pairing';
import { forcedByeCandidates, secondByeCandidates } from '../../src/engine/pairing/bye';
import { makeGame, makePlayer, makeRound, makeSettings } from './fixtures';

/** P1 … P5, P1 strongest (Elo ratings), everyone starting at 0. */
const players = Array.from({ length: 5 }, (_, id) =>
  makePlayer(id, `P${id + 1}`, { rank: null, rating: 2000 - 100 * id, initialScore: 0 }),
);

/**
 * Round 1: P1 beats P2, P5 wins by forfeit against P3 (P3 did not come), P4 takes the bye.
 * Round 2 is odd again: P2 and P3 are on 0, P5 on 1 without having played.
 */
const roundOne = makeRound(
  1,
  [makeGame(1, 0, 1, '1-0'), makeGame(2, 2, 4, '-+')],
  [{ player: 3, kind: 'forced' }],
);

describe('the forced bye and a forfeit win', () => {
  it('chess (FIDE C.04.1.d): a player who won by forfeit comes after everyone else', () => {
    const histories = buildHistories(players, [roundOne]);
    const names = (game: 'go' | 'chess') =>
      forcedByeCandidates(players, histories, game).map((p) => p.name);
    // Lowest score first (P3, P2 on 0), then P5 and P1 on 1; P4 has had the bye.
    expect(names('go')).toEqual(['P3', 'P2', 'P5', 'P1']);
    expect(names('chess')).toEqual(['P3', 'P2', 'P1', 'P5']);
  });

  it('a chess Swiss passes over the forfeit winner: P4 has had the bye, P5 won by forfeit, so P1', () => {
    // P3 and P2 have withdrawn: P1, P4 and P5 remain, all on 1 point.
    const field = players.map((p) =>
      p.id === 1 || p.id === 2 ? { ...p, status: 'withdrawn' as const } : p,
    );
    const round = (boardGame: 'go' | 'chess') =>
      pairRound({
        settings: makeSettings({ pairingSystem: 'Swiss', boardGame, rounds: 3 }),
        players: field,
        rounds: [roundOne],
        roundNumber: 2,
        constraints: [],
      });
    // P4 has had the forced bye; go takes the weakest of the rest, P5.
    expect(round('go').byes.map((b) => b.player)).toEqual([4]);
    expect(round('chess').byes.map((b) => b.player)).toEqual([0]);
  });
});

describe('who is asked to take a second forced bye', () => {
  it('players who have had one, lowest score first, then the weakest', () => {
    // P3, P2 and P5 have had a forced bye; nobody else is asked. P2 and P5 have 1 point, the
    // weaker P2 (1400) first; P3, weaker than P5 but on 3 points, last.
    const field = [2000, 1400, 1500, 1900, 1600, 1800].map((rating, id) =>
      makePlayer(id, `P${id + 1}`, { rank: null, rating, initialScore: 0 }),
    );
    const rounds = [
      makeRound(
        1,
        [makeGame(1, 0, 1, '1-0'), makeGame(2, 3, 4, '1-0')],
        [{ player: 2, kind: 'forced' }],
      ),
      makeRound(
        2,
        [makeGame(1, 2, 0, '1-0'), makeGame(2, 4, 5, '0-1')],
        [{ player: 1, kind: 'forced' }],
      ),
      makeRound(
        3,
        [makeGame(1, 1, 2, '0-1'), makeGame(2, 0, 3, '1-0')],
        [{ player: 4, kind: 'forced' }],
      ),
    ];
    const histories = buildHistories(field, rounds);
    expect(secondByeCandidates(field, histories).map((p) => p.name)).toEqual(['P2', 'P5', 'P3']);
  });
});
