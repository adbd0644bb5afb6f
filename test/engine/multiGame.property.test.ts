import { describe, expect, it } from 'vitest';
import {
  pairMultiGameRound,
  type MultiGameInput,
  type MultiGameMethod,
  type MultiGameRoundPairing,
} from '../../src/engine/multiGame';
import { runEvent, simulatedEvent } from '../../src/engine/multiGame/simulate';
import { seededRandom } from '../../src/engine/random';
import type { Round } from '../../src/engine/types';
import { better, reference, sumTiers } from './multiGameReference';

/** Every rule of a round checked from scratch against the input and the earlier rounds. */
function checkRound(input: MultiGameInput, pairing: MultiGameRoundPairing): void {
  const { settings, games, players, preferences, rounds, roundNumber } = input;
  const depth = Math.min(settings.preferred + 3, games.length);
  const b = settings.gamesPerRound;
  const paired = (id: number) =>
    players[id].status === 'active' && !players[id].byes.includes(roundNumber);
  const ref = reference(input);

  expect(pairing.number).toBe(roundNumber);
  expect(pairing.games.map((g) => g.board)).toEqual(pairing.games.map((_, i) => i + 1));
  const order = pairing.games.map((g) => games.indexOf(g.game));
  expect(order).toEqual([...order].sort((x, y) => x - y));

  const count = new Map<number, number>();
  const onGame = new Set<string>();
  const met = new Set<string>();
  for (const g of pairing.games) {
    expect(games).toContain(g.game);
    expect(g.white).not.toBe(g.black);
    expect(paired(g.white) && paired(g.black)).toBe(true);
    expect(g.result).toBeNull();
    for (const id of [g.white, g.black]) {
      // Never outside both players' lists (top n+3).
      const r = preferences[id].indexOf(g.game);
      expect(r >= 0 && r < depth).toBe(true);
      count.set(id, (count.get(id) ?? 0) + 1);
      expect(onGame.has(`${id}|${g.game}`)).toBe(false);
      onGame.add(`${id}|${g.game}`);
    }
    const pair = `${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`;
    expect(met.has(pair)).toBe(false);
    met.add(pair);
    // Event rules: first game of it for both, or a replay between two earlier sole winners.
    const earlier = (id: number) =>
      rounds.flatMap((r) =>
        r.games
          .filter((x) => x.game === g.game && (x.white === id || x.black === id))
          .map((x) => ({
            opponent: x.white === id ? x.black : x.white,
            won:
              !!x.result &&
              !x.result.forfeit &&
              (x.white === id ? x.result.white > x.result.black : x.result.black > x.result.white),
          })),
      );
    const ew = earlier(g.white);
    const eb = earlier(g.black);
    expect(ew.some((e) => e.opponent === g.black)).toBe(false);
    if (ew.length + eb.length > 0) {
      expect(settings.replayBetweenWinners).toBe(true);
      expect(ew.length === 1 && ew[0].won && eb.length === 1 && eb[0].won).toBe(true);
    }
  }
  for (const id of count.keys()) expect(count.get(id)).toBeLessThanOrEqual(b);

  const expectedShort = players
    .filter((p) => paired(p.id) && (count.get(p.id) ?? 0) < b)
    .map((p) => ({ player: p.id, missing: b - (count.get(p.id) ?? 0) }));
  expect(pairing.short.map(({ player, missing }) => ({ player, missing }))).toEqual(expectedShort);
  for (const s of pairing.short) expect(s.reason).not.toBe('the pairing found no board for them');

  // Nothing left that could still be added.
  for (const t of ref.candidates) {
    const fits =
      (count.get(t.a) ?? 0) < b &&
      (count.get(t.b) ?? 0) < b &&
      !met.has(`${t.a}-${t.b}`) &&
      !onGame.has(`${t.a}|${t.game}`) &&
      !onGame.has(`${t.b}|${t.game}`);
    expect(fits).toBe(false);
  }
  expect(pairing.byes.map((x) => x.player)).toEqual(
    players.filter((p) => p.status === 'active' && p.byes.includes(roundNumber)).map((p) => p.id),
  );
}

/** Across the event: no pair repeats a game; a game at most twice a player (once without replay). */
function checkEvent(played: Round[], replay: boolean): void {
  const plays = new Map<string, number>();
  const pairGames = new Set<string>();
  for (const round of played) {
    for (const g of round.games) {
      const pg = `${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}|${g.game}`;
      expect(pairGames.has(pg)).toBe(false);
      pairGames.add(pg);
      for (const id of [g.white, g.black]) {
        const k = `${id}|${g.game}`;
        plays.set(k, (plays.get(k) ?? 0) + 1);
      }
    }
  }
  for (const count of plays.values()) expect(count).toBeLessThanOrEqual(replay ? 2 : 1);
}

function randomEvents(method: MultiGameMethod, count: number, seed: number) {
  const random = seededRandom(seed);
  let boards = 0;
  let replays = 0;
  for (let k = 0; k < count; k++) {
    const games = 3 + random.int(6);
    const preferred = 1 + random.int(Math.min(4, games));
    const event = simulatedEvent({
      players: 4 + random.int(method === 'optimal' ? 11 : 17),
      games,
      seed: random.int(1e9),
      preferred,
      minList: 1,
      byeRate: 0.1,
      byeRounds: 5,
    });
    if (random.next() < 0.3) event.players[random.int(event.players.length)].status = 'withdrawn';
    const settings = {
      preferred,
      gamesPerRound: 1 + random.int(3),
      replayBetweenWinners: random.next() < 0.7,
      method,
      randomSeed: random.int(1000),
    };
    const { played } = runEvent(event, settings, 2 + random.int(4), random.int(1e9), (input, p) => {
      checkRound(input, p);
      boards += p.games.length;
      replays += p.games.filter((g) => g.notes.some((x) => x.includes('replayed'))).length;
      if (method === 'optimal') {
        // Never worse than the walk on the objective it optimises.
        const walk = pairMultiGameRound({
          ...input,
          settings: { ...settings, method: 'seed order' },
        });
        const ref = reference(input);
        const tiers = (q: MultiGameRoundPairing) =>
          sumTiers(
            ref,
            q.games.map((g) => ({
              a: Math.min(g.white, g.black),
              b: Math.max(g.white, g.black),
              game: g.game,
            })),
          );
        expect(better(tiers(p), tiers(walk))).toBeGreaterThanOrEqual(0);
      }
    });
    checkEvent(played, settings.replayBetweenWinners);
  }
  return { boards, replays };
}

describe('multi-game rules hold on random events of several rounds', () => {
  it("method 'seed order'", () => {
    const { boards, replays } = randomEvents('seed order', 120, 2024);
    expect(boards).toBeGreaterThan(1000);
    expect(replays).toBeGreaterThan(10);
  });

  it("method 'optimal'", () => {
    const { boards, replays } = randomEvents('optimal', 60, 77);
    expect(boards).toBeGreaterThan(300);
    expect(replays).toBeGreaterThan(5);
  });
});
