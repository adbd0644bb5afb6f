import { describe, expect, it } from 'vitest';
import { loadCell, storeCell } from '../../src/sheet/undoRecord';

describe('undo record cells', () => {
  it('keep a date, a number, text and a boolean through JSON as they were', () => {
    const cells = [new Date('2026-03-04T00:00:00Z'), 1.5, 'Top band', '', true];
    const back = JSON.parse(JSON.stringify(cells.map(storeCell))).map(loadCell);
    expect(back).toEqual(cells);
    expect(back[0]).toBeInstanceOf(Date);
  });
});
