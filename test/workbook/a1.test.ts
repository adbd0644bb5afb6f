/** A1 notation as getRange takes it: reversed corners, a quoted tab name, and what is no range. */
import { describe, expect, it } from 'vitest';
import { parseA1, splitSheetPrefix } from '../../src/workbook/a1';

describe('parseA1', () => {
  it('reads corners given the other way round as the same box', () => {
    expect(parseA1('B5:A2', 1000, 26)).toEqual({ row: 2, column: 1, numRows: 4, numColumns: 2 });
    expect(parseA1('C3:A1', 1000, 26)).toEqual({ row: 1, column: 1, numRows: 3, numColumns: 3 });
  });

  it('refuses three corners', () => {
    expect(parseA1('A1:B2:C3', 1000, 26)).toBeNull();
  });
});

describe('splitSheetPrefix', () => {
  it('reads a quoted tab name with a doubled apostrophe as one apostrophe', () => {
    expect(splitSheetPrefix("'Ann''s tab'!A1:B2")).toEqual({
      sheetName: "Ann's tab",
      range: 'A1:B2',
    });
    expect(splitSheetPrefix('Players!C3')).toEqual({ sheetName: 'Players', range: 'C3' });
    expect(splitSheetPrefix('C3')).toEqual({ sheetName: null, range: 'C3' });
  });
});
