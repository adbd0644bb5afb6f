import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/engine/errors';
import {
  roundCount,
  roundRobinRound,
  seatPlayers,
  type SeatPlan,
} from '../../src/engine/roundRobin';

/** n players, id 0 strongest (player 1 in the seed's numbering), listed in a mixed order. */
const field = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i, name: `P${i + 1}`, rank: 3, rating: 40 - i })).sort(
    (a, b) => ((a.id * 7) % n) - ((b.id * 7) % n),
  );
const bySeatColour = { strongerTakesWhite: false, strength: () => 0 };

/** Round in which ids a and b meet. */
function roundOf(plan: SeatPlan, a: number, b: number): number {
  for (let r = 1; r <= roundCount(plan); r++) {
    const { games } = roundRobinRound(plan, r, bySeatColour);
    if (games.some((g) => (g.white === a && g.black === b) || (g.white === b && g.black === a))) {
      return r;
    }
  }
  throw new Error(`${a} and ${b} never meet`);
}

/** Which third (0 = A, 1 = B, 2 = C) each seat's player belongs to, given sizes. */
function thirdsBySeat(plan: SeatPlan, sizes: [number, number, number]): (number | null)[] {
  return plan.seats.map((id) =>
    id === null ? null : id < sizes[0] ? 0 : id < sizes[0] + sizes[1] ? 1 : 2,
  );
}

describe('strength thirds (Easy Round Robin Pairing)', () => {
  it('16 players: groups 6, 5, 5 in the seed table pattern A B C A B C … from seat 1', () => {
    const plan = seatPlayers(field(16), { seed: 7, keepBestForLast: false });
    // Seed table: seat 1 A, 2 B, 3 C, 4 A … 16 A (bottom row 16 A, 15 C, 14 B, 13 A, 12 C, 11 B, 10 A, 9 C).
    expect(thirdsBySeat(plan, [6, 5, 5])).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0]);
  });

  it('20 players: groups 7, 7, 6', () => {
    const plan = seatPlayers(field(20), { seed: 3, keepBestForLast: false });
    const thirds = thirdsBySeat(plan, [7, 7, 6]);
    expect(thirds).toEqual(Array.from({ length: 20 }, (_, i) => i % 3));
  });

  it('odd field: seat 1 empty, dealing starts at seat 2 (17 players: 6, 6, 5)', () => {
    const plan = seatPlayers(field(17), { seed: 3, keepBestForLast: false });
    expect(plan.seatCount).toBe(18);
    expect(thirdsBySeat(plan, [6, 6, 5])).toEqual([
      null,
      ...Array.from({ length: 17 }, (_, i) => i % 3),
    ]);
  });

  it('is deterministic for a seed, independent of roster order, and the seed matters', () => {
    const a = seatPlayers(field(16), { seed: 42, keepBestForLast: false });
    const b = seatPlayers([...field(16)].reverse(), { seed: 42, keepBestForLast: false });
    expect(b).toEqual(a);
    const placements = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        JSON.stringify(seatPlayers(field(16), { seed, keepBestForLast: false }).seats),
      ),
    );
    expect(placements.size).toBeGreaterThan(1);
  });

  it('orders by rating, else by the middle of the rank', () => {
    const players = [
      { id: 0, name: 'P1', rank: -5, rating: null }, // 5k → -5.5
      { id: 1, name: 'P2', rank: 2, rating: null }, // 2d → 2.5
      { id: 2, name: 'P3', rank: -1, rating: 1.2 },
      { id: 3, name: 'P4', rank: -10, rating: null },
    ];
    const plan = seatPlayers(players, { seed: 1, keepBestForLast: true });
    // Best for last, even: strongest 1 on seat 1, 2 on seat 2, 4 on seat 3, 3 on seat 4.
    expect(plan.seats).toEqual([1, 2, 3, 0]);
  });
});

describe('keeping the best for last (Easy Round Robin Pairing)', () => {
  it('even fields: 1 on seat 1, 2 on seat 2, 4 on seat 3, 3 on seat 4, rest by thirds', () => {
    const plan = seatPlayers(field(16), { seed: 5, keepBestForLast: true });
    expect(plan.seats.slice(0, 4)).toEqual([0, 1, 3, 2]);
    // The other 12 dealt A, B, C over seats 5 … 16 (sizes 4, 4, 4 among players 5 … 16).
    expect(plan.seats.slice(4).map((id) => Math.floor((id! - 4) / 4))).toEqual([
      0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2,
    ]);
  });

  it('even fields 4 … 40: 1–2, 1–3, 1–4 and 2–3 fall in the last three rounds', () => {
    for (let n = 4; n <= 40; n += 2) {
      const plan = seatPlayers(field(n), { seed: n, keepBestForLast: true });
      const last = roundCount(plan); // n − 1
      expect(roundOf(plan, 0, 1)).toBe(last); // 1–2
      expect(roundOf(plan, 0, 3)).toBe(last - 1); // 1–4
      expect(roundOf(plan, 1, 2)).toBe(last - 1); // 2–3
      expect(roundOf(plan, 0, 2)).toBe(last - 2); // 1–3
      if (n >= 6) {
        // "Matches 2-4 and 3-4 occur in the middle of the tournament": rounds n/2 − 1 and n/2 − 2.
        expect(roundOf(plan, 1, 3)).toBe(n / 2 - 1);
        expect(roundOf(plan, 2, 3)).toBe(n / 2 - 2);
      }
    }
  });

  it('odd fields: seat 1 empty, 3 on seat 2, 1 on seat 4, 4 on seat 6, 2 opposite 3 (seat N − 1)', () => {
    const plan = seatPlayers(field(15), { seed: 5, keepBestForLast: true });
    expect(plan.seats[0]).toBeNull();
    expect([plan.seats[1], plan.seats[3], plan.seats[5], plan.seats[14]]).toEqual([2, 0, 3, 1]);
  });

  it('odd fields 5 … 39: 2–3 in round 1; 1–2, 1–3, 1–4, 2–4, 3–4 in the last four rounds', () => {
    for (let n = 5; n <= 39; n += 2) {
      const plan = seatPlayers(field(n), { seed: n, keepBestForLast: true });
      const last = roundCount(plan); // n
      expect(last).toBe(n);
      expect(roundOf(plan, 1, 2)).toBe(1); // 2–3
      expect(roundOf(plan, 0, 1)).toBe(last); // 1–2
      expect(roundOf(plan, 0, 2)).toBe(last - 1); // 1–3
      expect(roundOf(plan, 1, 3)).toBe(last - 1); // 2–4
      expect(roundOf(plan, 2, 3)).toBe(last - 2); // 3–4
      expect(roundOf(plan, 0, 3)).toBe(last - 3); // 1–4
    }
  });

  it('refuses fields too small for the placement', () => {
    for (const n of [2, 3]) {
      expect(() => seatPlayers(field(n), { seed: 1, keepBestForLast: true })).toThrow(InputError);
    }
    expect(() => seatPlayers(field(4), { seed: 1, keepBestForLast: true })).not.toThrow();
    expect(() => seatPlayers(field(5), { seed: 1, keepBestForLast: true })).not.toThrow();
  });
});

describe('seatPlayers input errors', () => {
  it('needs two distinct players', () => {
    expect(() => seatPlayers(field(1), { seed: 1, keepBestForLast: false })).toThrow(
      /at least 2 players/,
    );
    const twice = [...field(3), { id: 0, name: 'P1', rank: 1, rating: null }];
    expect(() => seatPlayers(twice, { seed: 1, keepBestForLast: false })).toThrow(/listed twice/);
  });
});
