/** Range methods at their edges, as Apps Script behaves: cells inside a range, offsets, colours. */
import { describe, expect, it } from 'vitest';
import { createSpreadsheet } from '../../src/workbook/index';

function sheet() {
  return createSpreadsheet('cells').getActiveSheet();
}

describe('Range.getCell', () => {
  it('counts from 1 within the range', () => {
    const r = sheet().getRange('B2:C3');
    expect(r.getCell(1, 1).getA1Notation()).toBe('B2');
    expect(r.getCell(2, 2).getA1Notation()).toBe('C3');
    expect(() => r.getCell(0, 1)).toThrow('Cell reference out of range');
    expect(() => r.getCell(3, 1)).toThrow('Cell reference out of range');
  });
});

describe('Range.offset', () => {
  it('rejects a row offset that is not a whole number, naming the arguments', () => {
    const r = sheet().getRange('B2') as unknown as { offset(...a: unknown[]): unknown };
    expect(() => r.offset(1.5, 0)).toThrow(
      "The parameters (number,number) don't match the method signature for SpreadsheetApp.Range.offset.",
    );
  });
});

describe('Range.setBackgrounds', () => {
  it('sets each cell and clears the ones given null', () => {
    const r = sheet().getRange('A1:B1');
    r.setBackground('#00ff00');
    r.setBackgrounds([['#FF0000', null]]);
    expect(r.getBackgrounds()).toEqual([['#ff0000', '#ffffff']]);
  });
});

describe('Range.setNumberFormats', () => {
  it('sets each cell and resets the ones given null', () => {
    const r = sheet().getRange('A1:B1');
    r.setNumberFormat('0.0');
    r.setNumberFormats([['0.00', null as unknown as string]]);
    expect(r.getNumberFormats()).toEqual([['0.00', 'General']]);
  });
});

describe('Range.clearContent', () => {
  it('removes a formula as well as a value', () => {
    const sh = sheet();
    sh.getRange('A1').setValue('Ann');
    sh.getRange('B1').setFormula('=A1');
    sh.getRange('A1:B1').clearContent();
    expect(sh.getRange('A1:B1').getFormulas()).toEqual([['', '']]);
    expect(sh.getRange('A1:B1').getValues()).toEqual([['', '']]);
    expect(sh.getLastRow()).toBe(0);
  });
});

describe('Sheet.activate', () => {
  it('makes the tab the active one', () => {
    const ss = createSpreadsheet('tabs', { sheets: ['Players', 'Round 1'] });
    expect(ss.getActiveSheet().getName()).toBe('Players');
    expect(ss.getSheetByName('Round 1')!.activate().getName()).toBe('Round 1');
    expect(ss.getActiveSheet().getName()).toBe('Round 1');
  });
});

describe('the workbook cells limit', () => {
  it('allows exactly 10,000,000 cells and refuses one row more', () => {
    const ss = createSpreadsheet('big', { sheets: ['Players'] });
    const players = ss.getSheetByName('Players')!;
    players.deleteColumn(26);
    players.insertRowsAfter(1000, 399_000);
    expect(players.getMaxRows() * players.getMaxColumns()).toBe(10_000_000);
    expect(() => players.insertRowsAfter(1, 1)).toThrow(
      'This action would increase the number of cells in the workbook above the limit of 10000000 cells.',
    );
  });
});

describe('colour names', () => {
  it('reads CSS colour names and short hex as Sheets reports them', () => {
    const names = ['Purple', 'gray', 'grey', 'silver', 'orange', 'green', 'cyan', 'magenta'];
    const r = sheet().getRange(1, 1, 1, names.length + 1);
    r.setBackgrounds([[...names, '#AbC']]);
    expect(r.getBackgrounds()).toEqual([
      [
        '#800080',
        '#808080',
        '#808080',
        '#c0c0c0',
        '#ffa500',
        '#008000',
        '#00ffff',
        '#ff00ff',
        '#aabbcc',
      ],
    ]);
  });
});

describe('Sheet.clearContents and clearFormats', () => {
  it('clear every cell of the tab, contents or formats alone', () => {
    const sh = sheet();
    sh.getRange('A1:B2').setValue('x').setFontWeight('bold');
    sh.getRange('C3').setFormula('=A1');
    sh.clearContents();
    expect(sh.getLastRow()).toBe(0);
    expect(sh.getRange('C3').getFormula()).toBe('');
    expect(sh.getRange('B2').getFontWeight()).toBe('bold');
    sh.clearFormats();
    expect(sh.getRange('B2').getFontWeight()).toBe('normal');
  });
});

describe('Range.getDisplayValue', () => {
  it('shows a number in the General format to 10 significant digits', () => {
    const r = sheet().getRange('A1:B1');
    r.setValues([[1 / 3, 2 / 3]]);
    expect(r.getDisplayValues()).toEqual([['0.3333333333', '0.6666666667']]);
  });
});
