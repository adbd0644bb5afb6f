import { describe, expect, it } from 'vitest';
import {
  cyclesFor,
  roundRobinRound,
  rotationRounds,
  seatPlanFromSeatNumbers,
  seatPlayers,
  validateSeatPlan,
} from '../../src/engine/roundRobin';

const seatColours = { strongerTakesWhite: false, strength: () => 0 };

describe('rotation length', () => {
  it('is the seat plan rounds, or with no plan those of the field', () => {
    expect(rotationRounds({ seatCount: 6, seats: [null, 0, 1, 2, 3, 4] }, 5)).toBe(5);
    expect(rotationRounds(null, 5)).toBe(5);
    expect(rotationRounds(undefined, 4)).toBe(3);
  });

  it('is played twice only when Rounds asks for exactly two rotations', () => {
    expect(cyclesFor(5, 10)).toBe(2);
    expect(cyclesFor(5, 11)).toBe(1);
    expect(cyclesFor(5, 5)).toBe(1);
  });
});

describe('roundRobinRound', () => {
  it('reverses every colour of the first rotation in the second', () => {
    const plan = { seatCount: 4, seats: [0, 1, 2, 3] };
    expect(roundRobinRound(plan, 1, seatColours, 2).games).toEqual([
      { board: 1, white: 3, black: 0 },
      { board: 2, white: 1, black: 2 },
    ]);
    expect(roundRobinRound(plan, 4, seatColours, 2).games).toEqual([
      { board: 1, white: 0, black: 3 },
      { board: 2, white: 2, black: 1 },
    ]);
  });

  it('names the empty seat across the board', () => {
    expect(() => roundRobinRound({ seatCount: 4, seats: [0, 1, 2, null] }, 1, seatColours)).toThrow(
      'Seat 4 is empty.',
    );
  });
});

describe('seat placement and seat numbers', () => {
  it('seats equal strengths in name order, not roster order, whatever order they come in', () => {
    const names = ['Dee', 'Cid', 'Bob', 'Ann'];
    const players = [3, 2, 1, 0].map((id) => ({ id, name: names[id], rank: 1, rating: null }));
    expect(seatPlayers(players, { seed: 1, keepBestForLast: true }).seats).toEqual([3, 2, 0, 1]);
    const sorted = [...players].reverse();
    expect(seatPlayers(sorted, { seed: 1, keepBestForLast: true }).seats).toEqual([3, 2, 0, 1]);
  });

  it('refuses a seat list shorter than its seat count', () => {
    expect(() => validateSeatPlan({ seatCount: 4, seats: [0, 1, 2] }, [0, 1, 2, 3])).toThrow(
      '4 players need seats 1 to 4; the seat list has 3.',
    );
  });

  it('refuses a seat past the last and a seat that is not a whole number', () => {
    expect(() =>
      seatPlanFromSeatNumbers([
        { player: 0, seat: 1 },
        { player: 1, seat: 2 },
        { player: 2, seat: 5 },
        { player: 3, seat: 3 },
      ]),
    ).toThrow('player 2 has seat 5; seats run from 1 to 4.');
    expect(() =>
      seatPlanFromSeatNumbers([
        { player: 0, seat: 1.5 },
        { player: 1, seat: 2 },
      ]),
    ).toThrow('player 0 has seat 1.5; seats run from 1 to 2.');
  });
});
