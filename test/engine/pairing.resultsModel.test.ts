import { describe, expect, it } from 'vitest';
import { buildHistories } from '../../src/engine/history';
import { eventResultsModel, expectancy } from '../../src/engine/pairing/resultsModel';
import type { Entrant } from '../../src/engine/pairing/types';
import type { Player } from '../../src/engine/types';
import { makeGame, makePlayer, makeRound } from './fixtures';

const rated = (id: number, rating: number | null, rank: number | null = null): Player =>
  makePlayer(id, `P${id + 1}`, { rating, rank });

describe('the results model of the colour balancing (resultsModel.ts)', () => {
  it('reads Elo ratings as they are and AGA ratings and ranks in stones of 100 Elo', () => {
    expect(expectancy(rated(0, 2000), rated(1, 1600))).toBeCloseTo(1 / (1 + 10 ** -1), 10);
    // 3.2 (3 dan) against −5.5 (5 kyu): 3.2 − (−5.5 + 2) = 6.7 stones, no stone between them.
    expect(expectancy(rated(0, 3.2), rated(1, -5.5))).toBeCloseTo(1 / (1 + 10 ** -1.675), 10);
    // 1d against 1k, by rank only: one stone.
    expect(expectancy(rated(0, null, 1), rated(1, null, -1))).toBeCloseTo(
      1 / (1 + 10 ** -0.25),
      10,
    );
    // An Elo rating against a rank, or a player with neither: nothing to go on.
    expect(expectancy(rated(0, 2000), rated(1, null, 3))).toBe(0.5);
    expect(expectancy(rated(0, 2000), rated(1, null))).toBe(0.5);
  });

  it("measures the draw share and White's edge on the event's own games", () => {
    const players = [0, 1, 2, 3].map((id) => rated(id, 1800));
    const rounds = [
      makeRound(1, [makeGame(1, 0, 1, '1-0'), makeGame(2, 2, 3, '½-½')]),
      makeRound(2, [makeGame(1, 3, 0, '1-0'), makeGame(2, 1, 2, '0-1')]),
      // A forfeit and a handicap game tell nothing about White's chances.
      makeRound(3, [makeGame(1, 0, 2, '+-'), makeGame(2, 1, 3, '1-0', 2)]),
    ];
    const histories = buildHistories(players, rounds);
    const entrants = players.map(
      (player) => ({ id: player.id, player, history: histories[player.id] }) as Entrant,
    );
    const outcome = eventResultsModel(entrants).outcome(entrants[0], entrants[1]);
    // 4 games, 1 drawn; White scored 2½ against an expectancy of 2: edge ½ / (4 + 50).
    const expected = 0.5 + 0.5 / 54;
    expect(outcome.draw).toBeCloseTo(0.25, 10);
    expect(outcome.whiteWins).toBeCloseTo(expected - 0.125, 10);
    expect(outcome.blackWins).toBeCloseTo(1 - expected - 0.125, 10);
    // Before any game: no draws, no edge.
    const fresh = players.map(
      (player) => ({ id: player.id, player, history: { entries: [] } }) as unknown as Entrant,
    );
    expect(eventResultsModel(fresh).outcome(fresh[0], fresh[1])).toEqual({
      whiteWins: 0.5,
      draw: 0,
      blackWins: 0.5,
    });
  });

  it('never gives a lopsided game more draws than its expectancy allows', () => {
    const players = [rated(0, 2800), rated(1, 1000), rated(2, 1800), rated(3, 1800)];
    const rounds = [makeRound(1, [makeGame(1, 2, 3, '½-½')])];
    const histories = buildHistories(players, rounds);
    const entrants = players.map(
      (player) => ({ id: player.id, player, history: histories[player.id] }) as Entrant,
    );
    // Draw share 1 (one game, drawn), but White expects 0.99+: draws at most 2·(1 − E).
    const { whiteWins, draw, blackWins } = eventResultsModel(entrants).outcome(
      entrants[0],
      entrants[1],
    );
    expect(blackWins).toBeCloseTo(0, 10);
    expect(whiteWins + draw / 2).toBeCloseTo(1 / (1 + 10 ** -4.5), 10);
  });
});
