import { describe, expect, it } from 'vitest';
import { handicapStones } from '../../src/engine/handicap';
import { rankOfAgaRating, strength } from '../../src/engine/rank';

describe('rankOfAgaRating', () => {
  it('reads the rank whose interval holds the rating', () => {
    expect(rankOfAgaRating(3.2)).toBe(3);
    expect(rankOfAgaRating(-5.5)).toBe(-5);
    expect(rankOfAgaRating(-5)).toBe(-5);
  });

  it('caps at 30k and 9d and reads 0 to 1 as 1d', () => {
    expect(rankOfAgaRating(-35)).toBe(-30);
    expect(rankOfAgaRating(12)).toBe(9);
    expect(rankOfAgaRating(0.4)).toBe(1);
  });
});

describe('strength', () => {
  it('puts a player with neither rating nor rank below a 30k', () => {
    const unknown = strength({ rank: null, rating: null });
    expect(unknown < strength({ rank: -30, rating: null })).toBe(true);
    expect(unknown < strength({ rank: null, rating: -30.9 })).toBe(true);
  });
});

describe('handicapStones', () => {
  it('gives no stones while either rank is missing', () => {
    expect(handicapStones('full', null, 3)).toBe(0);
    expect(handicapStones('full', 3, null)).toBe(0);
    expect(handicapStones('full', 3, -2)).toBe(4);
  });
});
