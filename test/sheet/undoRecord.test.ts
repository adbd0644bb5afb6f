import { describe, expect, it } from 'vitest';
import {
  keepUndoRecord,
  loadCell,
  loadUndoRecord,
  loadUndoRecords,
  storeCell,
  type UndoRecord,
} from '../../src/sheet/undoRecord';
import { freshDocumentProperties } from '../support/documentProperties';

describe('undo record cells', () => {
  it('keep a date, a number, text and a boolean through JSON as they were', () => {
    const cells = [new Date('2026-03-04T00:00:00Z'), 1.5, 'Top band', '', true];
    const back = JSON.parse(JSON.stringify(cells.map(storeCell))).map(loadCell);
    expect(back).toEqual(cells);
    expect(back[0]).toBeInstanceOf(Date);
  });
});

describe('undo records in the document properties', () => {
  const properties = freshDocumentProperties();

  /** A record of round 3 long enough for two chunks, with names outside ASCII. */
  const record: UndoRecord = {
    round: 3,
    active: 'Players',
    placements: Array.from({ length: 120 }, (_, i) => ({
      name: `Zoë Ōno ${i}`,
      before: ['', ''],
      wrote: ['Top', { date: '2026-03-04T00:00:00.000Z' }],
      rank: i % 2 ? null : i,
    })),
    addedColumns: ['Band'],
    joined: [{ name: 'Zoë Ōno 0', board: 1 }],
    sheetId: 123456,
  };
  /** The record as files saved so far keep it: a count, then 8,000-character ASCII chunks. */
  const text = JSON.stringify(record).replace(/ë/g, '\\u00eb').replace(/Ō/g, '\\u014c');
  const saved = new Map([
    ['pairsheet.undo.r3', '2'],
    ['pairsheet.undo.r3.0', text.slice(0, 8000)],
    ['pairsheet.undo.r3.1', text.slice(8000)],
  ]);

  it('read back as files saved so far keep them', () => {
    expect(text.length).toBeGreaterThan(8000);
    expect(text.length).toBeLessThan(16000);
    for (const [k, v] of saved) properties().set(k, v);
    expect(loadUndoRecord(3)).toEqual(record);
    expect(loadUndoRecord(2)).toBeNull();
    expect(loadUndoRecords()).toEqual(new Map([[3, record]]));
  });

  it('are kept in that same form', () => {
    const { sheetId, ...rest } = record;
    keepUndoRecord(rest, () => sheetId);
    expect(properties()).toEqual(saved);
  });

  it('of another round, or unreadable, are not taken', () => {
    properties().set('pairsheet.undo.r4', '1');
    properties().set('pairsheet.undo.r4.0', JSON.stringify({ ...record, round: 5 }));
    properties().set('pairsheet.undo.r5', '1');
    properties().set('pairsheet.undo.r5.0', '{"round":5,');
    expect(loadUndoRecord(4)).toBeNull();
    expect(loadUndoRecord(5)).toBeNull();
    expect(loadUndoRecords()).toEqual(new Map());
  });
});
