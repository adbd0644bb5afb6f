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
  /** The record as files saved before kept it: a count, then 8,000-character ASCII chunks. */
  const text = JSON.stringify(record).replace(/ë/g, '\\u00eb').replace(/Ō/g, '\\u014c');
  const saved = new Map([
    ['pairsheet.undo.r3', '2'],
    ['pairsheet.undo.r3.0', text.slice(0, 8000)],
    ['pairsheet.undo.r3.1', text.slice(8000)],
  ]);

  it('read back as files saved before kept them', () => {
    expect(text.length).toBeGreaterThan(8000);
    expect(text.length).toBeLessThan(16000);
    for (const [k, v] of saved) properties().set(k, v);
    expect(loadUndoRecord(3)).toEqual(record);
    expect(loadUndoRecord(2)).toBeNull();
    expect(loadUndoRecords()).toEqual(new Map([[3, record]]));
  });

  it('are kept as UTF-8 text, in chunks of at most 8,000 bytes that split no character', () => {
    // One character of four bytes (an emoji) straddles the 8,000th byte.
    const prefix = '{"round":3,"active":"';
    const pad = 'x'.repeat(7998 - prefix.length);
    const long = { ...record, active: `${pad}\u{1F600}`, placements: record.placements };
    const { sheetId, ...rest } = long;
    keepUndoRecord(rest, () => sheetId);
    const json = JSON.stringify(long);
    expect(json.startsWith(prefix + pad)).toBe(true);
    const chunks = [...properties()].filter(([k]) => /\.\d+$/.test(k)).map(([, v]) => v);
    expect(properties().get('pairsheet.undo.r3')).toBe(String(chunks.length));
    expect(chunks.join('')).toBe(json);
    expect(chunks.map((c) => Buffer.byteLength(c) <= 8000)).toEqual(chunks.map(() => true));
    expect(chunks[0].endsWith('x')).toBe(true);
    expect(chunks[1].startsWith('\u{1F600}')).toBe(true);
    // ë and Ō take two bytes each, not six as escapes.
    expect(chunks.length).toBe(Math.ceil(Buffer.byteLength(json) / 8000));
    expect(loadUndoRecord(3)).toEqual(long);
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
