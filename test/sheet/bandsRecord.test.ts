import { describe, expect, it } from 'vitest';
import { bandsRecordWithPlacements, loadBandsRecord } from '../../src/sheet/bandsRecord';
import { nameKey } from '../../src/engine/names';
import { loadUndoRecords } from '../../src/sheet/undoRecord';
import { freshDocumentProperties } from '../support/documentProperties';

describe('bands record with the ranks of late arrivals', () => {
  const properties = freshDocumentProperties();

  const keep = (key: string, value: unknown): void => {
    properties().set(key, '1');
    properties().set(`${key}.0`, JSON.stringify(value));
  };
  const bands = { bar: 5, floor: -10, bandFactor: 1, barSeparation: 'computed', ranks: { ann: 3 } };
  const round = (n: number, placements: unknown[]) => ({
    round: n,
    sheetId: 100 + n,
    active: 'Players',
    placements,
    addedColumns: [],
  });
  const placed = (name: string, rank: number | null) => ({
    name,
    before: ['', ''],
    wrote: ['Top', 5],
    rank,
  });

  it('skips a null or nameless placement in a damaged round record and keeps the others', () => {
    keep('pairsheet.bands', bands);
    keep('pairsheet.undo.r2', round(2, [null, placed('Bo Lee', -4), { rank: 2 }, 7]));
    keep('pairsheet.undo.r3', round(3, [placed('Cy Ma', null), placed('Ann', 9)]));
    expect(bandsRecordWithPlacements(loadUndoRecords())).toEqual({
      ...bands,
      ranks: { ann: 3, [nameKey('Bo Lee')]: -4, [nameKey('Cy Ma')]: null },
    });
  });

  it('leaves out an unknown system, an unreadable Rounds and ranks that are not ranks', () => {
    keep('pairsheet.bands', {
      ...bands,
      barSeparation: 'one',
      rounds: 'five',
      system: 'Chess960',
      ranks: { ann: 3, bo: 'x', cy: null, di: {} },
    });
    expect(loadBandsRecord()).toEqual({
      bar: 5,
      floor: -10,
      bandFactor: 1,
      barSeparation: 'one',
      ranks: { ann: 3, cy: null },
    });
  });

  it('keeps a known system and a whole Rounds, and leaves out ranks kept as a list', () => {
    keep('pairsheet.bands', { ...bands, rounds: 4, system: 'Stable Swiss', ranks: [3] });
    // Ranks kept as a list are no ranks by name: left out, as when the store had no room.
    expect(loadBandsRecord()).toEqual({
      bar: 5,
      floor: -10,
      bandFactor: 1,
      barSeparation: 'computed',
      rounds: 4,
      system: 'Stable Swiss',
    });
  });

  it.each([
    ['a list', [1, 2]],
    ['a text', 'bands'],
    ['a Bar that is no rank', { ...bands, bar: '2d' }],
    ['no Floor', { bar: 5, bandFactor: 1, barSeparation: 'one' }],
    ['a Band factor that is no number', { ...bands, bandFactor: '1' }],
  ])('counts as no record when it is %s', (_, value) => {
    keep('pairsheet.bands', value);
    expect(loadBandsRecord()).toBeNull();
  });
});
