import { describe, expect, it } from 'vitest';
import { bandsRecordWithPlacements } from '../../src/sheet/bandsRecord';
import { nameKey } from '../../src/engine/names';
import { freshDocumentProperties } from '../support/documentProperties';

describe('bands record with the ranks of late arrivals', () => {
  const properties = freshDocumentProperties();

  const keep = (key: string, value: unknown): void => {
    properties().set(key, '1');
    properties().set(`${key}.0`, JSON.stringify(value));
  };
  const bands = { bar: 5, floor: -10, bandFactor: 1, barSeparation: 'none', ranks: { ann: 3 } };
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
    expect(bandsRecordWithPlacements()).toEqual({
      ...bands,
      ranks: { ann: 3, [nameKey('Bo Lee')]: -4, [nameKey('Cy Ma')]: null },
    });
  });
});
