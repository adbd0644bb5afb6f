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

describe('parseRank with East Asian forms', () => {
  it.each([
    ['5級', -5],
    ['30級', -30],
    ['十五級', -15],
    ['三十級', -30],
    ['二十五級', -25],
    ['十五级', -15],
    ['二十一级', -21],
    ['初段', 1],
    ['1段', 1],
    ['三段', 3],
    ['九段', 9],
    ['アマ三段', 3],
    ['アマ 3 段', 3],
    ['アマチュア初段', 1],
    ['아마추어 2단', 2],
    ['5级', -5],
    ['1段', 1],
    ['业余3段', 3],
    ['业余 5级', -5],
    ['業餘3段', 3],
    ['5급', -5],
    ['1단', 1],
    ['아마 3단', 3],
    ['아마3단', 3],
    ['초단', 1],
    ['プロ九段', 18],
    ['プロ初段', 10],
    ['职业9段', 18],
    ['職業 2 段', 11],
    ['프로 9단', 18],
    ['프로초단', 10],
    ['５級', -5],
    ['５ 級', -5],
    ['３ｄ', 3],
    ['１０　ｋｙｕ', -10],
    ['’５級', -5],
  ])('reads %j as %d', (text, rank) => {
    expect(parseRank(text)).toBe(rank);
  });

  it.each([
    '十段',
    '0段',
    '31級',
    '三十一級',
    'プロ5級',
    '职业5级',
    '프로 5급',
    'プロ十段',
    '初級',
    '初',
    '段',
    '有段',
    '三단',
    '一二段',
    '5級段',
  ])('refuses %j', (text) => {
    expect(parseRank(text)).toBeNull();
  });
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
