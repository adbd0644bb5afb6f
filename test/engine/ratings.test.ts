import { describe, expect, it } from 'vitest';
import { ratingKind } from '../../src/engine/ratings';

describe('ratingKind', () => {
  it.each([
    [100, 'Elo'],
    [3500, 'Elo'],
    [99.9, null],
    [3500.5, null],
    [12, 'AGA'],
    [12.1, null],
    [-35, 'AGA'],
    [-35.1, null],
    [1, 'AGA'],
    [-1, 'AGA'],
    [0.99, null],
    [-0.99, null],
    [0, null],
  ])('reads %s as %s, ends included', (value, kind) => {
    expect(ratingKind(value)).toBe(kind);
  });
});
