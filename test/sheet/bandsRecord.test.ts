import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bandsRecordWithPlacements } from '../../src/sheet/bandsRecord';
import { nameKey } from '../../src/engine/names';
import { createServices, createSpreadsheet, installGlobals } from '../../src/workbook';

describe('bands record with the ranks of late arrivals', () => {
  let store: Map<string, string>;
  let restore: () => void;
  beforeEach(() => {
    const ss = createSpreadsheet();
    store = ss.properties.document;
    restore = installGlobals(createServices(ss));
  });
  afterEach(() => restore());

  const keep = (key: string, value: unknown): void => {
    store.set(key, '1');
    store.set(`${key}.0`, JSON.stringify(value));
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
