import { describe, expect, it } from 'vitest';
import {
  AppsScriptError,
  BandingTheme,
  createServices,
  createSpreadsheet,
} from '../../src/workbook/index';

function errorOf(fn: () => unknown): Error {
  try {
    fn();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected an exception');
}

function sheet() {
  const ss = createSpreadsheet('range');
  return { ss, sh: ss.getActiveSheet() };
}

describe('setValues shape errors', () => {
  it('reports a row-count mismatch with Apps Script wording', () => {
    const { sh } = sheet();
    const e = errorOf(() => sh.getRange(1, 1, 3, 2).setValues([['a', 'b']]));
    expect(e).toBeInstanceOf(AppsScriptError);
    expect(e.name).toBe('Exception');
    expect(e.message).toBe(
      'The number of rows in the data does not match the number of rows in the range. The data has 1 but the range has 3.',
    );
    expect(String(e)).toBe(
      'Exception: The number of rows in the data does not match the number of rows in the range. The data has 1 but the range has 3.',
    );
  });

  it('reports a column-count mismatch (also for one jagged row)', () => {
    const { sh } = sheet();
    expect(String(errorOf(() => sh.getRange(1, 1, 2, 2).setValues([['a', 'b'], ['c']])))).toBe(
      'Exception: The number of columns in the data does not match the number of columns in the range. The data has 1 but the range has 2.',
    );
  });

  it('writes nothing when the shape is wrong', () => {
    const { sh } = sheet();
    errorOf(() => sh.getRange(1, 1, 2, 2).setValues([['a', 'b'], ['c']]));
    expect(sh.getLastRow()).toBe(0);
  });

  it('rejects a 1-D array with a signature error', () => {
    const { sh } = sheet();
    expect(String(errorOf(() => sh.getRange(1, 1, 1, 2).setValues(['a', 'b'] as never)))).toBe(
      "Exception: The parameters (String[]) don't match the method signature for SpreadsheetApp.Range.setValues.",
    );
  });

  it('checks the shape of the other 2-D setters too', () => {
    const { sh } = sheet();
    expect(() => sh.getRange('A1:B1').setBackgrounds([['red']])).toThrow(
      'The number of columns in the data does not match the number of columns in the range. The data has 1 but the range has 2.',
    );
    expect(() => sh.getRange('A1:A2').setNotes([['n']])).toThrow(
      'The data has 1 but the range has 2',
    );
  });
});

describe('getRange', () => {
  it('is 1-based and validates like Apps Script', () => {
    const { sh } = sheet();
    expect(String(errorOf(() => sh.getRange(0, 1)))).toBe(
      'Exception: The starting row of the range is too small.',
    );
    expect(String(errorOf(() => sh.getRange(1, 0)))).toBe(
      'Exception: The starting column of the range is too small.',
    );
    expect(String(errorOf(() => sh.getRange(1, 1, 0, 1)))).toBe(
      'Exception: The number of rows in the range must be at least 1.',
    );
    expect(String(errorOf(() => sh.getRange(1, 1, 1, 0)))).toBe(
      'Exception: The number of columns in the range must be at least 1.',
    );
    expect(String(errorOf(() => sh.getRange(Number.NaN, 1)))).toContain(
      "don't match the method signature for SpreadsheetApp.Sheet.getRange",
    );
  });

  it('accepts A1 notation', () => {
    const { sh } = sheet();
    const r = sh.getRange('B2:D5');
    expect([r.getRow(), r.getColumn(), r.getNumRows(), r.getNumColumns()]).toEqual([2, 2, 4, 3]);
    expect([r.getLastRow(), r.getLastColumn(), r.getA1Notation()]).toEqual([5, 4, 'B2:D5']);
    expect(sh.getRange('C7').getA1Notation()).toBe('C7');
    expect(sh.getRange('A:B').getNumRows()).toBe(1000);
    expect(sh.getRange('2:3').getNumColumns()).toBe(26);
    expect(sh.getRange(1, 27).getA1Notation()).toBe('AA1');
    expect(() => sh.getRange('not a range')).toThrow('Range not found');
    for (const zero of ['A0', 'A0:B2', 'A2:B0', '0:3', 'A$0:C'])
      expect(() => sh.getRange(zero), zero).toThrow('Range not found');
  });

  it('offsets and resizes', () => {
    const { sh } = sheet();
    const r = sh.getRange('B2').offset(1, 2, 3, 4);
    expect(r.getA1Notation()).toBe('D3:G5');
    expect(() => sh.getRange('A1').offset(-1, 0)).toThrow(
      'The starting row of the range is too small.',
    );
  });

  it('grows the grid when written past it, and can be strict instead', () => {
    const { sh } = sheet();
    sh.getRange(1200, 30).getValue();
    expect([sh.getMaxRows(), sh.getMaxColumns()]).toEqual([1000, 26]);
    sh.getRange(1200, 30).setValue('x');
    expect([sh.getMaxRows(), sh.getMaxColumns()]).toEqual([1200, 30]);

    const strict = createSpreadsheet('strict', { strictGrid: true }).getActiveSheet();
    expect(() => strict.getRange(1001, 1)).toThrow(
      'The coordinates of the range are outside the dimensions of the sheet.',
    );
    strict.insertRowsAfter(1000, 5);
    expect(strict.getRange(1005, 1).getA1Notation()).toBe('A1005');
  });
});

describe('sheet extent', () => {
  it('getLastRow / getLastColumn count content only and are 0 when empty', () => {
    const { sh } = sheet();
    expect([sh.getLastRow(), sh.getLastColumn()]).toEqual([0, 0]);
    expect(sh.getDataRange().getA1Notation()).toBe('A1');
    sh.getRange('C4').setValue('x');
    sh.getRange('A9').setBackground('#ff0000').setNote('formatting and notes do not count');
    expect([sh.getLastRow(), sh.getLastColumn()]).toEqual([4, 3]);
    expect(sh.getDataRange().getA1Notation()).toBe('A1:C4');
    sh.getRange('C4').setValue('');
    expect(sh.getLastRow()).toBe(0);
  });

  it('appendRow writes after the last row', () => {
    const { sh } = sheet();
    sh.appendRow(['a', 1]);
    sh.appendRow(['b', 2]);
    expect(sh.getDataRange().getValues()).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('deleteRows shifts cells up and validates', () => {
    const { sh } = sheet();
    sh.getRange('A1:A4').setValues([['1'], ['2'], ['3'], ['4']]);
    sh.deleteRows(2, 2);
    expect(sh.getDataRange().getValues()).toEqual([[1], [4]]);
    expect(sh.getMaxRows()).toBe(998);
    expect(() => sh.deleteRows(998, 5)).toThrow('Those rows are out of bounds.');
    sh.setFrozenRows(1);
    expect(() => sh.deleteRows(2, 997)).toThrow(
      'Sorry, it is not possible to delete all non-frozen rows.',
    );
  });

  it('insertRowsAfter / insertColumnsBefore move cells', () => {
    const { sh } = sheet();
    sh.getRange('A1:B2').setValues([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    sh.insertRowsAfter(1, 2);
    sh.insertColumnsBefore(1, 1);
    expect(sh.getDataRange().getValues()).toEqual([
      ['', 'a', 'b'],
      ['', '', ''],
      ['', '', ''],
      ['', 'c', 'd'],
    ]);
    expect([sh.getMaxRows(), sh.getMaxColumns()]).toEqual([1002, 27]);
  });
});

describe('formatting, notes and validation', () => {
  it('records fonts, colours and alignment with Sheets defaults', () => {
    const { sh } = sheet();
    const r = sh.getRange('A1:B1');
    expect(r.getBackgrounds()).toEqual([['#ffffff', '#ffffff']]);
    expect(r.getFontWeights()).toEqual([['normal', 'normal']]);
    r.setFontWeight('bold')
      .setBackground('red')
      .setFontColor('#FFF')
      .setHorizontalAlignment('center');
    expect(r.getFontWeights()).toEqual([['bold', 'bold']]);
    expect(r.getBackgrounds()).toEqual([['#ff0000', '#ff0000']]);
    expect(r.getFontColors()).toEqual([['#ffffff', '#ffffff']]);
    expect(r.getHorizontalAlignments()).toEqual([['center', 'center']]);
    r.setFontWeights([['normal', null]]);
    expect(r.getFontWeights()).toEqual([['normal', 'normal']]);
  });

  it('stores notes', () => {
    const { sh } = sheet();
    sh.getRange('A1').setNote('hello');
    sh.getRange('A2:B2').setNotes([['x', null]]);
    expect(sh.getRange('A1:B2').getNotes()).toEqual([
      ['hello', ''],
      ['x', ''],
    ]);
    expect(sh.getRange('A1').getNote()).toBe('hello');
    sh.getRange('A1').setNote(null);
    expect(sh.getRange('A1').getNote()).toBe('');
  });

  it('stores data validations built with the builder', () => {
    const { ss, sh } = sheet();
    const { SpreadsheetApp } = createServices(ss);
    const rule = SpreadsheetApp.newDataValidation()
      .requireValueInList(['1-0', '0-1', '?'], true)
      .setAllowInvalid(false)
      .setHelpText('Result')
      .build();
    expect(rule.getCriteriaType()).toBe(SpreadsheetApp.DataValidationCriteria.VALUE_IN_LIST);
    expect(rule.getCriteriaValues()).toEqual([['1-0', '0-1', '?'], true]);
    expect([rule.getAllowInvalid(), rule.getHelpText()]).toEqual([false, 'Result']);
    sh.getRange('C2:C3').setDataValidation(rule);
    const got = sh.getRange('C1:C3').getDataValidations();
    expect(got[0][0]).toBeNull();
    expect(got[1][0]).toBe(rule);
    sh.getRange('C2').clearDataValidations();
    expect(sh.getRange('C2').getDataValidation()).toBeNull();
    const between = SpreadsheetApp.newDataValidation().requireNumberBetween(1, 9).build();
    expect(between.getCriteriaType()?.name).toBe('NUMBER_BETWEEN');
    expect(() =>
      sh.getRange('A1').setDataValidation(SpreadsheetApp.newDataValidation() as never),
    ).toThrow("don't match the method signature for SpreadsheetApp.Range.setDataValidation");
  });

  it('clear() removes contents and formats; clearContent() keeps formats', () => {
    const { sh } = sheet();
    const r = sh.getRange('A1');
    r.setValue('x').setBackground('#00ff00').setNote('n');
    r.clearContent();
    expect([r.getValue(), r.getBackground(), r.getNote()]).toEqual(['', '#00ff00', 'n']);
    r.setValue('y');
    r.clear();
    expect([r.getValue(), r.getBackground(), r.getNote()]).toEqual(['', '#ffffff', 'n']);
    r.clear({ commentsOnly: true });
    expect(r.getNote()).toBe('');
  });

  it('applies row banding once per range', () => {
    const { sh } = sheet();
    const banding = sh.getRange('A1:C10').applyRowBanding(BandingTheme.BLUE, true, false);
    expect(banding.getRange().getA1Notation()).toBe('A1:C10');
    expect(sh.getBandings()).toHaveLength(1);
    expect(() => sh.getRange('B5:D6').applyRowBanding()).toThrow(
      'You cannot add alternating colors to a range that already has alternating colors.',
    );
    banding.remove();
    expect(sh.getBandings()).toHaveLength(0);
    sh.getRange('B5:D6').applyRowBanding();
  });

  it('builds conditional format rules', () => {
    const { ss, sh } = sheet();
    const { SpreadsheetApp } = createServices(ss);
    const rule = SpreadsheetApp.newConditionalFormatRule()
      .whenTextEqualTo('BYE')
      .setBackground('#cccccc')
      .setBold(true)
      .setRanges([sh.getRange('A2:F50')])
      .build();
    sh.setConditionalFormatRules([rule]);
    const [got] = sh.getConditionalFormatRules();
    expect(got.getRanges()[0].getA1Notation()).toBe('A2:F50');
    const condition = got.getBooleanCondition()!;
    expect(condition.getCriteriaType()?.name).toBe('TEXT_EQUAL_TO');
    expect(condition.getCriteriaValues()).toEqual(['BYE']);
    expect([condition.getBackground(), condition.getBold()]).toEqual(['#cccccc', true]);
  });

  it('sets frozen panes and column widths', () => {
    const { sh } = sheet();
    sh.setFrozenRows(1);
    sh.setFrozenColumns(2);
    sh.setColumnWidth(1, 40);
    sh.setColumnWidths(2, 2, 150);
    expect([sh.getFrozenRows(), sh.getFrozenColumns()]).toEqual([1, 2]);
    expect([1, 2, 3, 4].map((c) => sh.getColumnWidth(c))).toEqual([40, 150, 150, 100]);
    sh.getRange('E1').setValue('a fairly long heading');
    sh.autoResizeColumns(5, 1);
    expect(sh.getColumnWidth(5)).toBe(21 * 7 + 16);
  });
});
