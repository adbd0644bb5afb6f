import { describe, expect, it } from 'vitest';
import { createSpreadsheet, toWorkbook } from '../../src/workbook';
import { wrappedLines } from '../../src/workbook/wrappedRows';

describe('lines of wrapped text', () => {
  it('wraps at spaces, a word that does not fit starting the next line', () => {
    expect(wrappedLines('Zbigniew Dmitri Castellanos Rodriguez', 30)).toBe(2);
    // 20 characters in a 10-character column, yet three lines: no word fits after another.
    expect(wrappedLines('aaaaaa bbbbbb cccccc', 10)).toBe(3);
    expect(wrappedLines('Ann Lee', 30)).toBe(1);
  });

  it('breaks a word longer than a line, and starts a line at each line break', () => {
    expect(wrappedLines('x'.repeat(65), 30)).toBe(3);
    expect(wrappedLines('one\ntwo', 30)).toBe(2);
  });
});

describe('rows of wrapped text in the saved file', () => {
  it('counts bold type wider: a bold name of 30 characters takes two lines in 200 pixels', () => {
    const ss = createSpreadsheet('Slips', { sheets: ['Slips'] });
    const sheet = ss.getSheetByName('Slips')!;
    const name = 'Elizabeth Isabella Gunawardena';
    sheet.getRange(1, 1, 2, 1).setValues([[name], [name]]);
    sheet.setColumnWidth(1, 200);
    sheet.setRowHeights(1, 2, 30);
    sheet.getRange(1, 1, 2, 1).setWrap(true);
    sheet.getRange(1, 1).setFontWeight('bold');
    const ws = toWorkbook(ss).getWorksheet('Slips')!;
    // 30 bold characters at about 7.5 pixels: two lines of 10-point type, 29 points.
    expect(ws.getRow(1).height).toBe(29);
    // The same name in plain type fits the 30 pixels (22.5 points) set.
    expect(ws.getRow(2).height).toBe(22.5);
  });
});
