import { describe, expect, it } from 'vitest';
import {
  applyBandEdits,
  bandForRank,
  bandSeparation,
  draftBands,
  scoreBands,
} from '../../src/engine/bands';
import { makePlayers, makeSettings } from './fixtures';

describe('AGA 2009 band separation', () => {
  it('floors D·P/R and clamps it to 1..ceil(R/3)', () => {
    expect(bandSeparation(17, 6, 0.75)).toBe(2);
    expect(bandSeparation(10, 6, 0.75)).toBe(1);
    expect(bandSeparation(11, 6, 0.75)).toBe(1);
    expect(bandSeparation(24, 6, 0.75)).toBe(2);
    expect(bandSeparation(2, 6, 0.75)).toBe(1);
    expect(bandSeparation(40, 4, 0.75)).toBe(2);
    expect(bandSeparation(24, 3, 0.5)).toBe(1);
  });
});

describe('the standard sample: 19/17/10/11/24 players, R = 6, D = 0.75', () => {
  // Top band 5d and up (19), then 4d (17), 3d (10), 2d (11), 1d (24).
  const ranks = [
    ...Array(19).fill(5),
    ...Array(17).fill(4),
    ...Array(10).fill(3),
    ...Array(11).fill(2),
    ...Array(24).fill(1),
  ];
  const players = makePlayers(ranks);
  const settings = makeSettings({ rounds: 6, bar: 5, barSeparation: 'computed' });

  it('gives separations 2, 1, 1, 2 below the top band', () => {
    const drafts = draftBands(players, settings);
    expect(drafts.map((d) => d.players)).toEqual([19, 17, 10, 11, 24]);
    expect(drafts.map((d) => d.separation)).toEqual([null, 2, 1, 1, 2]);
    expect(drafts.map((d) => d.name)).toEqual(['5d and up', '4d', '3d', '2d', '1d']);
  });

  it('gives initial scores 0, -2, -3, -4, -6 from the top', () => {
    const bands = scoreBands(draftBands(players, settings), 'top');
    expect(bands.map((b) => b.initialScore)).toEqual([0, -2, -3, -4, -6]);
  });

  it('gives initial scores 6, 4, 3, 2, 0 from the bottom', () => {
    const bands = scoreBands(draftBands(players, settings), 'bottom');
    expect(bands.map((b) => b.initialScore)).toEqual([6, 4, 3, 2, 0]);
  });

  it('keeps one point below the top band when the TD asks for the tradition', () => {
    const bands = scoreBands(draftBands(players, { ...settings, barSeparation: 'one' }), 'top');
    expect(bands.map((b) => b.initialScore)).toEqual([0, -1, -2, -3, -5]);
  });
});

describe('bar and floor', () => {
  it('puts everyone at or above the bar in the top band and at or below the floor in the bottom band', () => {
    const players = makePlayers([7, 6, 5, 4, -1, -5, -10, -12, -20, -25]);
    const settings = makeSettings({ rounds: 5, bar: 5, floor: -10 });
    const drafts = draftBands(players, settings);
    expect(drafts.map((d) => [d.name, d.players])).toEqual([
      ['5d and up', 3],
      ['4d', 1],
      ['1k', 1],
      ['5k', 1],
      ['10k and below', 4],
    ]);
    expect(drafts[0].weakest).toBe(5);
    expect(drafts[4].weakest).toBe(-30);
  });

  it('without a bar makes the strongest rank present the top band', () => {
    const drafts = draftBands(makePlayers([3, 3, 1, -2]), makeSettings({ bar: null }));
    expect(drafts.map((d) => d.name)).toEqual(['3d and up', '1d', '2k']);
  });

  it('places a late arrival in the band of their rank, the band below a gap, or the ends', () => {
    const players = makePlayers([6, 5, 3, 1, -5, -10]);
    const bands = scoreBands(draftBands(players, makeSettings({ bar: 5, floor: -10 })), 'top');
    expect(bandForRank(bands, 3)?.name).toBe('3d');
    expect(bandForRank(bands, 9)?.name).toBe('5d and up');
    expect(bandForRank(bands, 2)?.name).toBe('1d');
    expect(bandForRank(bands, -3)?.name).toBe('5k');
    expect(bandForRank(bands, -28)?.name).toBe('10k and below');
  });
});

describe('band edits', () => {
  const rows = [
    { row: 2, name: 'Top', strongest: 6, weakest: 5, separation: 0 },
    { row: 3, name: '3d', strongest: 3, weakest: 3, separation: 2 },
    { row: 4, name: 'Dan', strongest: 2, weakest: 2, separation: 1 },
    { row: 5, name: 'Dan', strongest: 1, weakest: 1, separation: 3 },
    { row: 6, name: '1k', strongest: -1, weakest: -1, separation: 1 },
  ];

  it('merges rows that share a name and recomputes scores from the edited separations', () => {
    const bands = applyBandEdits(rows, ['Top', 'dan', 'Dan', '3d', '1k', '1k'], 'top');
    expect(bands.map((b) => [b.name, b.players, b.strongest, b.weakest, b.initialScore])).toEqual([
      ['Top', 1, 6, 5, 0],
      ['3d', 1, 3, 3, -2],
      ['Dan', 2, 2, 1, -3],
      ['1k', 2, -1, -1, -4],
    ]);
  });

  it('counts from the bottom when asked', () => {
    const bands = applyBandEdits(rows, [], 'bottom');
    expect(bands.map((b) => b.initialScore)).toEqual([4, 2, 1, 0]);
  });

  it('names the row of a negative separation', () => {
    const bad = [...rows.slice(0, 2), { ...rows[2], separation: -1 }];
    expect(() => applyBandEdits(bad, [], 'top')).toThrow(/Bands tab, row 4/);
  });
});
