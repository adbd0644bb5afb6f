import { describe, expect, it } from 'vitest';
import { handicapStones, komiFor, takesBlack } from '../../src/engine/handicap';
import { makeSettings } from './fixtures';

describe('handicapStones (AGA 2009 "Handicaps")', () => {
  it('caps every mode at nine stones', () => {
    // 5d against 10k: 14 stones apart (1k and 1d are one stone apart).
    expect(handicapStones('full', 5, -10)).toBe(9);
    expect(handicapStones('minus 1', 5, -10)).toBe(9);
    // 9 stones apart: full gives 9, minus 1 gives 8, minus 2 gives 7.
    expect(handicapStones('full', 5, -5)).toBe(9);
    expect(handicapStones('minus 1', 5, -5)).toBe(8);
    expect(handicapStones('minus 2', 5, -5)).toBe(7);
  });

  it('never gives fewer than no stones, and none in mode none', () => {
    expect(handicapStones('minus 2', 1, -1)).toBe(0);
    expect(handicapStones('minus 2', 2, 2)).toBe(0);
    expect(handicapStones('none', 5, -10)).toBe(0);
  });
});

describe('takesBlack', () => {
  const holder = (rank: number | null, strength: number) => ({ player: { rank }, strength });

  it('gives Black to the lower rank, then to the lower strength', () => {
    const dan = holder(2, 2.5);
    const kyu = holder(-3, -3.5);
    expect(takesBlack(dan, kyu)).toBe(kyu);
    expect(takesBlack(kyu, dan)).toBe(kyu);
    const weaker = holder(2, 2.1);
    const stronger = holder(2, 2.9);
    expect(takesBlack(weaker, stronger)).toBe(weaker);
    expect(takesBlack(stronger, weaker)).toBe(weaker);
  });
});

describe('komiFor', () => {
  it('uses the handicap komi from one stone up', () => {
    const settings = makeSettings({ komiEven: 7.5, komiHandicap: 0.5 });
    expect(komiFor(settings, 0)).toBe(7.5);
    expect(komiFor(settings, 1)).toBe(0.5);
    expect(komiFor(settings, 4)).toBe(0.5);
  });
});
