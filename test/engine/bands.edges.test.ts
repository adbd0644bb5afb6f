import { describe, expect, it } from 'vitest';
import { applyBandEdits, bandSeparation, bandsFor, draftBands } from '../../src/engine/bands';
import { makePlayers, makeSettings } from './fixtures';

describe('band construction edges', () => {
  it('takes D·P/R that floating point puts just below a whole number as that number', () => {
    // 0.7 · 90 / 21 is 2.9999999999999996 in floating point.
    expect(bandSeparation(90, 21, 0.7)).toBe(3);
  });

  it('floors D·P/R rather than rounding it: 0.75 · 42 / 12 = 2.625 gives 2', () => {
    expect(bandSeparation(42, 12, 0.75)).toBe(2);
  });

  it('names the top band by its rank alone when the bar is above every player', () => {
    const names = draftBands(makePlayers([-1, -3, -3]), makeSettings({ bar: 5 })).map(
      (b) => b.name,
    );
    expect(names).toEqual(['1k', '3k']);
  });

  it('names a bottom band at 30k by its rank alone', () => {
    const names = draftBands(makePlayers([-1, -30, -30]), makeSettings({ floor: -30 })).map(
      (b) => b.name,
    );
    expect(names).toEqual(['1k and up', '30k']);
  });

  it('puts everyone in one band when a blank bar leaves the floor at or above every player', () => {
    // Floor 3d over a field topped by a 1d: everyone is at or below the floor.
    expect(bandsFor(makePlayers([1, -2, -3]), makeSettings({ floor: 3 }), true)).toEqual([
      { name: 'All', strongest: 1, weakest: -30, players: 3, separation: 0, initialScore: 0 },
    ]);
  });

  it('gives a field without bands one band over the ranks present, 9d to 30k when none', () => {
    expect(bandsFor(makePlayers([3, -2]), makeSettings(), false)).toEqual([
      { name: 'All', strongest: 3, weakest: -2, players: 2, separation: 0, initialScore: 0 },
    ]);
    expect(bandsFor(makePlayers([0, 0], { rank: null }), makeSettings(), false)).toEqual([
      { name: 'All', strongest: 9, weakest: -30, players: 2, separation: 0, initialScore: 0 },
    ]);
  });
});

describe('applyBandEdits edges', () => {
  it('merges rows of one name over their whole range and ignores the top band separation', () => {
    const rows = [
      { row: 2, name: 'Top', strongest: 5, weakest: 3, separation: 2 },
      { row: 3, name: 'Low', strongest: 2, weakest: 1, separation: 1 },
      { row: 4, name: 'top', strongest: 7, weakest: 4, separation: 9 },
    ];
    expect(applyBandEdits(rows, ['Top', 'low', 'TOP'], 'top')).toEqual([
      { name: 'Top', strongest: 7, weakest: 3, players: 2, separation: 0, initialScore: 0 },
      { name: 'Low', strongest: 2, weakest: 1, players: 1, separation: 1, initialScore: -1 },
    ]);
  });

  it('refuses a separation that is not a number', () => {
    const rows = [{ row: 2, name: 'A', strongest: 5, weakest: 3, separation: NaN }];
    expect(() => applyBandEdits(rows, [], 'top')).toThrow(
      'Bands tab, row 2: the separation of band "A" must be a number of 0 or more.',
    );
  });
});
