import { describe, expect, it, vi } from 'vitest';
import { createServices, createSpreadsheet, FORMULA_MARKER } from '../../src/workbook/index';

function sheet() {
  const ss = createSpreadsheet('values');
  return { ss, sh: ss.getSheetByName('Sheet1')! };
}

describe('value semantics of setValues / getValues', () => {
  it('turns "=..." into a formula: getFormulas has it, getValues gives the marker', () => {
    const { sh } = sheet();
    sh.getRange('A1:B1').setValues([['=SUM(B2:B9)', 'x']]);
    expect(sh.getRange('A1:B1').getFormulas()).toEqual([['=SUM(B2:B9)', '']]);
    expect(sh.getRange('A1:B1').getValues()).toEqual([[FORMULA_MARKER, 'x']]);
    expect(FORMULA_MARKER).toBe('#FORMULA');
    expect(sh.getLastRow()).toBe(1);
  });

  it('lets the spreadsheet supply formula results', () => {
    const ss = createSpreadsheet('f', { formulaValue: (f) => (f === '=1+1' ? 2 : '') });
    const range = ss.getActiveSheet().getRange('A1');
    range.setValue('=1+1');
    expect(range.getValue()).toBe(2);
    expect(range.getDisplayValue()).toBe('2');
  });

  it('stores a quoted string as the text after the quote', () => {
    const { sh } = sheet();
    sh.getRange(1, 1, 1, 3).setValues([["'007", "'=not a formula", "'"]]);
    expect(sh.getRange(1, 1, 1, 3).getValues()).toEqual([['007', '=not a formula', '']]);
    expect(sh.getRange(1, 1, 1, 3).getFormulas()).toEqual([['', '', '']]);
  });

  it('turns numeric-looking strings into numbers', () => {
    const { sh } = sheet();
    const input = [['3', '-1.5', ' 2 ', '1,000', '1e3', '007', '50%', '+4']];
    sh.getRange(1, 1, 1, input[0].length).setValues(input);
    expect(sh.getRange(1, 1, 1, input[0].length).getValues()).toEqual([
      [3, -1.5, 2, 1000, 1000, 7, 0.5, 4],
    ]);
  });

  it('keeps text that is not a number (ranks, results, names)', () => {
    const { sh } = sheet();
    const input = [['3k', '1d', '1-0', '0-1', '1,00', '.', '-', 'Lee Sedol', '1.2.3']];
    sh.getRange(1, 1, 1, input[0].length).setValues(input);
    expect(sh.getRange(1, 1, 1, input[0].length).getValues()).toEqual(input);
  });

  it('turns "true"/"FALSE" into booleans and date-like text into Dates', () => {
    const { sh } = sheet();
    sh.getRange('A1:D1').setValues([['true', 'FALSE', '2024-03-01', '3/1/2024']]);
    const [[a, b, c, d]] = sh.getRange('A1:D1').getValues();
    expect([a, b]).toEqual([true, false]);
    expect(c).toEqual(new Date(2024, 2, 1));
    expect(d).toEqual(new Date(2024, 2, 1));
  });

  it('keeps strings verbatim in plain-text (@) cells', () => {
    const { sh } = sheet();
    const range = sh.getRange('A1:D1');
    range.setNumberFormat('@');
    range.setValues([['3', '007', "'x", '=A2']]);
    expect(range.getValues()).toEqual([['3', '007', "'x", '=A2']]);
    expect(range.getFormulas()).toEqual([['', '', '', '']]);
    expect(range.getNumberFormats()).toEqual([['@', '@', '@', '@']]);
  });

  it('keeps numbers, booleans and Dates; null and undefined become empty', () => {
    const { sh } = sheet();
    const date = new Date(2025, 0, 5, 10, 30);
    sh.getRange('A1:E1').setValues([[1.25, false, date, null, undefined]]);
    const values = sh.getRange('A1:E1').getValues();
    expect(values).toEqual([[1.25, false, date, '', '']]);
    expect(values[0][2]).not.toBe(date);
    expect(sh.getLastColumn()).toBe(3);
  });

  it('returns a fresh copy from getValues', () => {
    const { sh } = sheet();
    sh.getRange('A1').setValue('a');
    const first = sh.getRange('A1').getValues();
    first[0][0] = 'changed';
    expect(sh.getRange('A1').getValues()).toEqual([['a']]);
  });

  it('formats display values', () => {
    const { sh } = sheet();
    sh.getRange('A1:D1').setValues([[true, 0.5, 1234.5, 'x']]);
    sh.getRange('B1').setNumberFormat('0.0%');
    sh.getRange('C1').setNumberFormat('#,##0.00');
    expect(sh.getRange('A1:D1').getDisplayValues()).toEqual([['TRUE', '50.0%', '1,234.50', 'x']]);
  });

  it('setValue writes every cell of the range', () => {
    const { ss } = sheet();
    const { SpreadsheetApp } = createServices(ss);
    const range = SpreadsheetApp.getActiveSheet().getRange('A1:B2');
    range.setValue('5');
    expect(range.getValues()).toEqual([
      [5, 5],
      [5, 5],
    ]);
  });

  it('reads currency, two-digit years, month names and times as Sheets does', () => {
    const { sh } = sheet();
    const input = [['$1.50', '-$3', '3/4/24', 'Mar 4', '4 March 2024', '9:30', '9:30 PM', 'May']];
    // A date without a year takes this year: the clock is set, so a run at New Year reads the same.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2031, 5, 15) });
    try {
      sh.getRange(1, 1, 1, input[0].length).setValues(input);
    } finally {
      vi.useRealTimers();
    }
    expect(sh.getRange(1, 1, 1, input[0].length).getValues()).toEqual([
      [
        1.5,
        -3,
        new Date(2024, 2, 4),
        new Date(2031, 2, 4),
        new Date(2024, 2, 4),
        new Date(1899, 11, 30, 9, 30),
        new Date(1899, 11, 30, 21, 30),
        'May',
      ],
    ]);
  });

  it('takes a date typed without a year in the year it is where the sheet is', () => {
    // New Year's Eve, noon UTC: already 2031 on Kiritimati (UTC+14), still 2030 on Pago Pago (UTC−11).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-12-31T12:00:00Z') });
    try {
      for (const [timeZone, midnight] of [
        ['Pacific/Kiritimati', '2031-03-03T10:00:00.000Z'],
        ['Pacific/Pago_Pago', '2030-03-04T11:00:00.000Z'],
      ]) {
        const cell = createSpreadsheet('values', { timeZone }).getActiveSheet().getRange('A1');
        cell.setValue('Mar 4');
        expect((cell.getValue() as Date).toISOString()).toBe(midnight);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps text that only resembles a date or time', () => {
    const { sh } = sheet();
    const input = [['13/40', '25:00', '9:75', 'Mayo 5', '$', '$-3', 'Hart 3']];
    sh.getRange(1, 1, 1, input[0].length).setValues(input);
    expect(sh.getRange(1, 1, 1, input[0].length).getValues()).toEqual(input);
  });

  it('refuses more than 50,000 characters in a cell, not counting a leading quote', () => {
    const { sh } = sheet();
    sh.getRange('A1').setValue(`'${'x'.repeat(50000)}`);
    expect(String(sh.getRange('A1').getValue()).length).toBe(50000);
    expect(() => sh.getRange('A2').setValue('x'.repeat(50001))).toThrow(/maximum of 50000/);
  });
});
