import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/engine/errors';
import {
  roundCount,
  roundRobinRound,
  seatPlanFromSeatNumbers,
  seatPlayers,
  validateSeatPlan,
} from '../../src/engine/roundRobin';

const names = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'];
const nameOf = (id: number) => names[id];
const ids = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('validateSeatPlan', () => {
  it('accepts what seatPlayers produced', () => {
    for (const n of [4, 5]) {
      const plan = seatPlayers(
        ids(n).map((id) => ({ id, name: `P${id + 1}`, rank: 1, rating: null })),
        { seed: 9, keepBestForLast: false },
      );
      expect(validateSeatPlan(plan, ids(n))).toBe(plan);
    }
  });

  it('names the problem', () => {
    const check = (seats: (number | null)[], n: number) => () =>
      validateSeatPlan({ seatCount: seats.length, seats }, ids(n), nameOf);
    expect(check([0, 1, 2], 3)).toThrow('3 players need seats 1 to 4; the seat list has 3.');
    expect(check([3, 0, 1, 2], 5)).toThrow('5 players need seats 1 to 6; the seat list has 4.');
    expect(check([4, 0, 1, 2, 3, null], 5)).toThrow(
      'Seat 1 must stay empty in an odd field, but Ed is on it.',
    );
    expect(check([null, 0, 1, 2], 4)).toThrow('Seat 1 is empty.');
    expect(check([0, 1, 1, 2], 4)).toThrow('Bo is on both seat 2 and seat 3.');
    expect(() => validateSeatPlan({ seatCount: 4, seats: [0, 1, 2, 7] }, ids(4))).toThrow(
      'Seat 4 holds player 7, who is not in this round robin.',
    );
    expect(() =>
      validateSeatPlan({ seatCount: 4, seats: [0, 1, 2, 3] }, [0, 1, 2, 3, 4, 3], nameOf),
    ).toThrow('Di is listed twice.');
    expect(check([0], 1)).toThrow('A round robin needs at least 2 players.');
    expect(check([0, 1, 2, 3], 4)).not.toThrow();
  });
});

describe('seatPlanFromSeatNumbers', () => {
  it('rebuilds the plan from stored seat numbers', () => {
    const plan = seatPlanFromSeatNumbers([
      { player: 0, seat: 4 },
      { player: 1, seat: 2 },
      { player: 2, seat: 3 },
    ]);
    expect(plan).toEqual({ seatCount: 4, seats: [null, 1, 2, 0] });
  });

  it('names a seat used twice, a seat out of range, and seat 1 in an odd field', () => {
    expect(() =>
      seatPlanFromSeatNumbers(
        [
          { player: 0, seat: 2 },
          { player: 1, seat: 2 },
          { player: 2, seat: 3 },
        ],
        nameOf,
      ),
    ).toThrow('Seat 2 is used twice: Ann and Bo.');
    expect(() =>
      seatPlanFromSeatNumbers(
        [
          { player: 0, seat: 5 },
          { player: 1, seat: 2 },
        ],
        nameOf,
      ),
    ).toThrow('Ann has seat 5; seats run from 1 to 2.');
    expect(() =>
      seatPlanFromSeatNumbers(
        [
          { player: 0, seat: 1 },
          { player: 1, seat: 2 },
          { player: 2, seat: 3 },
        ],
        nameOf,
      ),
    ).toThrow('Seat 1 must stay empty in an odd field, but Ann is on it.');
  });
});

describe('late changes and round bounds', () => {
  it('a withdrawn player keeps their seat: their games stay in the rounds as forfeits', () => {
    const plan = seatPlayers(
      ids(6).map((id) => ({ id, name: `P${id + 1}`, rank: 1, rating: 10 - id })),
      { seed: 2, keepBestForLast: false },
    );
    const withdrawn = new Set([3]);
    let forfeits = 0;
    for (let r = 1; r <= roundCount(plan); r++) {
      const { games } = roundRobinRound(plan, r, { strongerTakesWhite: false, strength: () => 0 });
      expect(games).toHaveLength(3);
      const marked = games.filter((g) => withdrawn.has(g.white) || withdrawn.has(g.black));
      expect(marked).toHaveLength(1);
      expect(marked[0].white === 3 || marked[0].black === 3).toBe(true);
      forfeits += marked.length;
    }
    expect(forfeits).toBe(5);
  });

  it('rejects rounds outside 1 … N − 1', () => {
    const plan = { seatCount: 4, seats: [0, 1, 2, 3] };
    const options = { strongerTakesWhite: false, strength: () => 0 };
    expect(() => roundRobinRound(plan, 0, options)).toThrow(
      "Round 0 is outside this round robin's rounds 1 to 3.",
    );
    expect(() => roundRobinRound(plan, 4, options)).toThrow(InputError);
    expect(() => roundRobinRound(plan, 1.5, options)).toThrow(InputError);
  });
});
