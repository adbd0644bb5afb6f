import { describe, expect, it } from 'vitest';
import { forEachMatching, holdsRounds } from '../../src/engine/pairing/schedule';
import { complete, graph, petersen, triangles } from './seatGraphs';

/** Steps a search took, and its answer. */
function holds(adj: number[], rounds: number, steps = 1_000_000) {
  const budget = { steps };
  const answer = holdsRounds(adj, rounds, budget);
  return { answer, steps: steps - budget.steps };
}

describe('holdsRounds answers the plain cases without searching', () => {
  it('no round left always holds, even in an odd field', () => {
    expect(holds(complete(5), 0, 0)).toEqual({ answer: true, steps: 0 });
  });

  it('an odd number of seats holds no round', () => {
    expect(holds(complete(5), 1, 0)).toEqual({ answer: false, steps: 0 });
  });

  it('a seat with fewer partners left than rounds to play holds none', () => {
    // Seat 0 may meet only seat 1: two rounds cannot be paired.
    const adj = graph(4, [
      [0, 1],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(holds(adj, 2, 0)).toEqual({ answer: false, steps: 0 });
    expect(holds(adj, 1)).toEqual({ answer: true, steps: 3 });
  });

  it('a field split into two odd parts is refused at the first step', () => {
    expect(holds(triangles, 1, 1)).toEqual({ answer: false, steps: 1 });
    expect(holds(triangles, 2, 1)).toEqual({ answer: false, steps: 1 });
  });
});

describe('holdsRounds finds a round robin without trying the same rounds in another order', () => {
  it.each([
    [6, 16],
    [8, 31],
    [10, 46],
    [16, 121],
  ])('%i seats: a round robin in %i steps', (seats, steps) => {
    expect(holds(complete(seats), seats - 1)).toEqual({ answer: true, steps });
  });

  it('one round more than a round robin is refused without a step', () => {
    expect(holds(complete(8), 8, 0)).toEqual({ answer: false, steps: 0 });
  });

  it('the Petersen graph: two rounds refused after 29 steps, seat 0 meeting its partners in round order', () => {
    expect(holds(petersen(), 2)).toEqual({ answer: false, steps: 29 });
  });

  it('null when the budget runs out, at the first step past it', () => {
    expect(holds(complete(4), 1, 0)).toEqual({ answer: null, steps: 1 });
    expect(holds(complete(4), 1, 3)).toEqual({ answer: true, steps: 3 });
    expect(holds(complete(16), 15, 120).answer).toBeNull();
  });
});

describe('forEachMatching visits each perfect matching once', () => {
  const visited = (adj: number[], most = Infinity, steps = 100_000) => {
    const mates: string[] = [];
    const complete = forEachMatching(adj, { steps }, (mate) => {
      mates.push(mate.join(''));
      return mates.length < most;
    });
    return { complete, mates };
  };

  it('four seats: the three pairings, seat 0 with 1, then 2, then 3', () => {
    expect(visited(complete(4))).toEqual({ complete: true, mates: ['1032', '2301', '3210'] });
  });

  it('six seats: all fifteen, none twice', () => {
    const { complete: done, mates } = visited(complete(6));
    expect(done).toBe(true);
    expect(mates).toHaveLength(15);
    expect(new Set(mates).size).toBe(15);
  });

  it('a choice that leaves a seat with no partner is passed over, not the end', () => {
    // 0-1 leaves 2 and 3, who may not meet; 0-2 leaves 1-3.
    const adj = graph(4, [
      [0, 1],
      [0, 2],
      [1, 3],
    ]);
    expect(visited(adj)).toEqual({ complete: true, mates: ['2301'] });
  });

  it('two triangles have none', () => {
    expect(visited(triangles)).toEqual({ complete: true, mates: [] });
  });

  it('stops when the visit says so', () => {
    expect(visited(complete(6), 2)).toEqual({ complete: true, mates: ['103254', '104523'] });
  });

  it('false when the budget runs out first', () => {
    expect(visited(complete(6), Infinity, 4)).toEqual({
      complete: false,
      mates: ['103254'],
    });
  });

  it('no seats: one empty pairing', () => {
    expect(visited([])).toEqual({ complete: true, mates: [''] });
  });
});

const plenty = () => ({ steps: 100_000 });

describe('the rounds a graph of pairs not yet played can still hold', () => {
  it('a complete field holds a round robin, and not one round more', () => {
    expect(holdsRounds(complete(6), 5, plenty())).toBe(true);
    expect(holdsRounds(complete(6), 6, plenty())).toBe(false);
    expect(holdsRounds(complete(16), 15, plenty())).toBe(true);
  });

  it('two triangles hold no round; a six-cycle holds two', () => {
    expect(holdsRounds(triangles, 1, plenty())).toBe(false);
    const cycle = graph(6, [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [0, 5],
    ]);
    expect(holdsRounds(cycle, 2, plenty())).toBe(true);
    expect(holdsRounds(cycle, 3, plenty())).toBe(false);
  });

  it('the Petersen graph: every seat has three partners left, but only one round fits', () => {
    expect(holdsRounds(petersen(), 1, plenty())).toBe(true);
    expect(holdsRounds(petersen(), 2, plenty())).toBe(false);
  });

  it('says nothing (null) when the search runs out of steps', () => {
    expect(holdsRounds(complete(16), 15, { steps: 10 })).toBeNull();
  });
  it('rounds of fewer seats: only the seats in a round play it', () => {
    // Four seats, 0 and 1 never to meet: two rounds of all four, a third of seats 2 and 3.
    const apart = graph(4, [
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(holdsRounds(apart, 3, plenty())).toBe(false);
    expect(holdsRounds(apart, 3, plenty(), [0b1111, 0b1100, 0b1111])).toBe(true);
    // An odd round, or seat 0 in all three, cannot be paired.
    expect(holdsRounds(apart, 3, plenty(), [0b1111, 0b0111, 0b1111])).toBe(false);
    expect(holdsRounds(apart, 3, plenty(), [0b1111, 0b1001, 0b1111])).toBe(false);
  });
  it('seat 0 may meet a lower seat in a later round of other seats', () => {
    // Seats 0 and 2 alone in one round, all four in the other: 0-2 first, then 0-1 and 2-3.
    const path = graph(4, [
      [0, 1],
      [0, 2],
      [2, 3],
    ]);
    expect(holdsRounds(path, 2, plenty(), [0b1111, 0b0101])).toBe(true);
    expect(holdsRounds(path, 2, plenty(), [0b0101, 0b1111])).toBe(true);
  });
});
