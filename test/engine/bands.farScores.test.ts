import { describe, expect, it } from 'vitest';
import { farInitialScores } from '../../src/engine/bands';
import type { Player } from '../../src/engine/types';
import { makePlayer } from './fixtures';

/** Players P0, P1… with these Initial scores (null: a late arrival not placed yet). */
const field = (scores: Array<number | null>): Player[] =>
  scores.map((initialScore, id) => makePlayer(id, `P${id}`, { initialScore }));

describe('Initial scores far from every band', () => {
  const bands = [0, -1, -2, -4];

  it('names a score more than the rounds above the top band or below the bottom one', () => {
    expect(farInitialScores(field([0, -1, 1850, -2, -4, -10]), bands, 5)).toEqual([
      { player: 2, score: 1850, side: 'above', from: 0, basis: 'band' },
      { player: 5, score: -10, side: 'below', from: -4, basis: 'band' },
    ]);
  });

  it('passes scores the rounds can make up: exactly the rounds away, or a guest 2 above', () => {
    expect(farInitialScores(field([0, -1, 5, 2, -9, -4]), bands, 5)).toEqual([]);
    // One more round in reach is one point more: 6 above passes in 6 rounds, not in 5.
    expect(farInitialScores(field([0, 6]), bands, 6)).toEqual([]);
    expect(farInitialScores(field([0, 6]), bands, 5)).toEqual([
      { player: 1, score: 6, side: 'above', from: 0, basis: 'band' },
    ]);
  });

  it('skips players without an Initial score yet', () => {
    expect(farInitialScores(field([null, 0, -1]), bands, 3)).toEqual([]);
  });

  it('without band scores, holds each score against the other players', () => {
    // 1850 is 1845 above the next highest (5); 5 itself is within 5 of 0.
    expect(farInitialScores(field([0, 5, 1850, -3]), [], 5)).toEqual([
      { player: 2, score: 1850, side: 'above', from: 5, basis: 'others' },
    ]);
    // The lowest is held against the lowest of the others; a lone player against no one.
    expect(farInitialScores(field([0, -1, -30]), [], 5)).toEqual([
      { player: 2, score: -30, side: 'below', from: -1, basis: 'others' },
    ]);
    expect(farInitialScores(field([1850]), [], 5)).toEqual([]);
  });
});
