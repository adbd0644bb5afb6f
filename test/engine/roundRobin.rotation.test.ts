import { describe, expect, it } from 'vitest';
import {
  roundCount,
  roundRobinRound,
  seatInRound,
  seatPlayers,
  seatsInRound,
  type SeatPlan,
} from '../../src/engine/roundRobin';

/** n players, id 0 strongest, listed weakest first to show input order does not matter. */
const field = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i,
    name: `P${i + 1}`,
    rank: 5,
    rating: 40 - i,
  })).reverse();
const bySeatColour = { strongerTakesWhite: false, strength: () => 0 };

/** Seats listed in order: player id = seat − 1 (seat 1 empty when odd). */
const identityPlan = (n: number): SeatPlan => {
  const seatCount = n % 2 === 0 ? n : n + 1;
  const seats = Array.from({ length: seatCount }, (_, i) => (n % 2 === 0 ? i : i === 0 ? null : i));
  return { seatCount, seats };
};

describe('seat numbering (Easy Round Robin Pairing)', () => {
  it('16 players: board b holds seats b and 17 − b', () => {
    const { games, resting } = roundRobinRound(identityPlan(16), 1, bySeatColour);
    expect(resting).toBeNull();
    expect(
      games.map((g) => [g.board, Math.min(g.white, g.black) + 1, Math.max(g.white, g.black) + 1]),
    ).toEqual([
      [1, 1, 16],
      [2, 2, 15],
      [3, 3, 14],
      [4, 4, 13],
      [5, 5, 12],
      [6, 6, 11],
      [7, 7, 10],
      [8, 8, 9],
    ]);
  });

  it('odd field: seat 1 empty, seat N rests, played boards numbered from 1', () => {
    const { games, resting } = roundRobinRound(identityPlan(15), 1, bySeatColour);
    expect(resting).toBe(15); // seat 16
    expect(
      games.map((g) => [g.board, Math.min(g.white, g.black) + 1, Math.max(g.white, g.black) + 1]),
    ).toEqual([
      [1, 2, 15],
      [2, 3, 14],
      [3, 4, 13],
      [4, 5, 12],
      [5, 6, 11],
      [6, 7, 10],
      [7, 8, 9],
    ]);
  });
});

describe('rotation (Easy Round Robin Pairing)', () => {
  it('seat 1 stays, everyone else moves up one seat, 16 wraps to 2', () => {
    const plan = identityPlan(16);
    const round2 = seatsInRound(plan, 2);
    expect(round2[0]).toBe(0); // seat 1
    expect(round2[1]).toBe(15); // seat 2 ← seat 16
    expect(round2[2]).toBe(1); // seat 3 ← seat 2
    expect(round2[14]).toBe(13); // seat 15 ← seat 14
    expect(round2[15]).toBe(14); // seat 16 ← seat 15
  });

  it('the event ends when everyone is back on their starting seat: N − 1 rounds', () => {
    for (const n of [2, 3, 4, 15, 16, 17]) {
      const plan = identityPlan(n);
      const rounds = roundCount(plan);
      expect(rounds).toBe(plan.seatCount - 1);
      for (let seat = 1; seat <= plan.seatCount; seat++) {
        expect(seatInRound(plan.seatCount, seat, rounds + 1)).toBe(seat);
      }
      for (let r = 2; r <= rounds; r++) expect(seatsInRound(plan, r)).not.toEqual(plan.seats);
    }
  });

  it('is a round robin for every field from 2 to 40 players: everyone meets everyone once', () => {
    for (let n = 2; n <= 40; n++) {
      for (const keepBestForLast of n >= (n % 2 ? 5 : 4) ? [false, true] : [false]) {
        const plan = seatPlayers(field(n), { seed: n, keepBestForLast });
        const rounds = roundCount(plan);
        expect(rounds).toBe(n % 2 === 0 ? n - 1 : n);
        const met = new Map<string, number>();
        const rests = new Map<number, number>();
        for (let r = 1; r <= rounds; r++) {
          const { games, resting } = roundRobinRound(plan, r, bySeatColour);
          const seen = new Set<number>();
          for (const g of games) {
            const key = `${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`;
            met.set(key, (met.get(key) ?? 0) + 1);
            seen.add(g.white).add(g.black);
          }
          if (resting !== null) {
            rests.set(resting, (rests.get(resting) ?? 0) + 1);
            seen.add(resting);
          }
          expect(seen.size).toBe(n); // everyone plays or rests, nobody twice
          expect(games.map((g) => g.board)).toEqual(games.map((_, i) => i + 1));
        }
        expect(met.size).toBe((n * (n - 1)) / 2);
        expect([...met.values()].every((c) => c === 1)).toBe(true);
        // Odd fields: each player rests exactly once; even fields: nobody rests.
        expect(rests.size).toBe(n % 2 === 0 ? 0 : n);
        expect([...rests.values()].every((c) => c === 1)).toBe(true);
      }
    }
  });
});
