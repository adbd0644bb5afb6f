import { describe, expect, it } from 'vitest';
import { formatRank, parseRank, rankStones, ratingOfRank, strength } from '../../src/engine/rank';

describe('parseRank', () => {
  it.each([
    ['30k', -30],
    ['5 kyu', -5],
    ['1K', -1],
    ['3d', 3],
    ['3 dan', 3],
    ['2D', 2],
    [' 9d ', 9],
    ['1p', 10],
    ['9 pro', 18],
  ])('reads %j as %d', (text, rank) => {
    expect(parseRank(text)).toBe(rank);
  });

  it.each(['31k', '0k', '10d', '0d', '10p', '3 kyuu', 'k3', '3', '', 'dan'])(
    'refuses %j',
    (text) => {
      expect(parseRank(text)).toBeNull();
    },
  );
});

describe('rank arithmetic', () => {
  it('formats ranks back', () => {
    expect([-30, -1, 1, 9, 10].map(formatRank)).toEqual(['30k', '1k', '1d', '9d', '1p']);
  });

  it('counts one stone between 1k and 1d', () => {
    expect(rankStones(1) - rankStones(-1)).toBe(1);
    expect(rankStones(3) - rankStones(-5)).toBe(7);
  });

  it('orders by rating when given, else by the middle of the rank', () => {
    expect(ratingOfRank(-5)).toBe(-5.5);
    expect(ratingOfRank(3)).toBe(3.5);
    expect(strength({ rank: 3, rating: 3.2 })).toBe(3.2);
    expect(strength({ rank: -5, rating: null })).toBe(-5.5);
  });
});
