import { describe, expect, it } from 'vitest';
import { createServices, createSpreadsheet, type MemorySheet } from '../../src/workbook/index';
import { shiftSpan } from '../../src/workbook/gridShift';

/** A tab as a round tab keeps them: a banding on rows 3-10 and a rule on C3:C10. */
function roundTab(): MemorySheet {
  const ss = createSpreadsheet('shift');
  const { SpreadsheetApp } = createServices(ss);
  const sh = ss.getActiveSheet();
  sh.getRange('A3:D10').applyRowBanding();
  sh.setConditionalFormatRules([
    SpreadsheetApp.newConditionalFormatRule()
      .whenCellEmpty()
      .setBackground('#ff0000')
      .setRanges([sh.getRange('C3:C10'), sh.getRange('E12:E13')])
      .build(),
  ]);
  return sh;
}

const bandings = (sh: MemorySheet): string[] =>
  sh.getBandings().map((b) => b.getRange().getA1Notation());
const rules = (sh: MemorySheet): string[][] =>
  sh.getConditionalFormatRules().map((r) => r.getRanges().map((g) => g.getA1Notation()));

describe('lines deleted or inserted', () => {
  it('moves a span past them, shrinks one across them, drops one inside them', () => {
    const deleted = { axis: 'rows', kind: 'delete', at: 4, count: 2 } as const;
    expect(shiftSpan(1, 3, deleted)).toEqual({ start: 1, length: 3 });
    expect(shiftSpan(6, 3, deleted)).toEqual({ start: 4, length: 3 });
    expect(shiftSpan(3, 5, deleted)).toEqual({ start: 3, length: 3 });
    expect(shiftSpan(5, 3, deleted)).toEqual({ start: 4, length: 2 });
    expect(shiftSpan(4, 2, deleted)).toBeNull();
    const inserted = { axis: 'rows', kind: 'insert', at: 4, count: 2 } as const;
    expect(shiftSpan(1, 3, inserted)).toEqual({ start: 1, length: 3 });
    expect(shiftSpan(3, 2, inserted)).toEqual({ start: 3, length: 4 });
    expect(shiftSpan(4, 2, inserted)).toEqual({ start: 6, length: 2 });
  });
});

describe('a row deleted or inserted moves what the tab keeps by position', () => {
  it('shrinks a banding and a rule range across the rows, and moves one below up', () => {
    const sh = roundTab();
    sh.deleteRows(5, 2);
    expect(bandings(sh)).toEqual(['A3:D8']);
    expect(rules(sh)).toEqual([['C3:C8', 'E10:E11']]);
    sh.deleteRow(1);
    expect(bandings(sh)).toEqual(['A2:D7']);
    expect(rules(sh)).toEqual([['C2:C7', 'E9:E10']]);
  });

  it('drops a banding and a rule range wholly inside the rows, and a rule left with none', () => {
    const sh = roundTab();
    sh.deleteRows(3, 8);
    expect(bandings(sh)).toEqual([]);
    expect(rules(sh)).toEqual([['E4:E5']]);
    sh.deleteRows(4, 2);
    expect(rules(sh)).toEqual([]);
  });

  it('widens a banding and a rule range for rows inserted inside them, moves one below down', () => {
    const sh = roundTab();
    sh.insertRowsAfter(4, 2);
    expect(bandings(sh)).toEqual(['A3:D12']);
    expect(rules(sh)).toEqual([['C3:C12', 'E14:E15']]);
    sh.insertRowBefore(1);
    expect(bandings(sh)).toEqual(['A4:D13']);
    // Rows inserted right below a range leave it as it is.
    sh.insertRowsAfter(13, 1);
    expect(bandings(sh)).toEqual(['A4:D13']);
    expect(rules(sh)).toEqual([['C4:C13', 'E16:E17']]);
  });

  it('moves row heights, hidden rows, page breaks and frozen rows; notes and validations too', () => {
    const sh = roundTab();
    const { SpreadsheetApp } = createServices(sh.getParent());
    sh.setFrozenRows(3);
    sh.setRowHeight(2, 40).setRowHeight(5, 50).setRowHeight(8, 80);
    sh.hideRows(5);
    sh.hideRows(9);
    // Page breaks after rows 2, 4 and 8 (the file's; no Apps Script call sets them).
    sh._rowBreaks = [2, 4, 8];
    sh.getRange('B8').setNote('late');
    sh.getRange('B9').setDataValidation(
      SpreadsheetApp.newDataValidation().requireValueInList(['1-0', '0-1']).build(),
    );
    sh.deleteRows(3, 3);
    expect([2, 5, 8].map((r) => sh.getRowHeight(r))).toEqual([40, 80, 21]);
    expect([5, 6, 9].map((r) => sh.isRowHiddenByUser(r))).toEqual([false, true, false]);
    expect(sh._rowBreaks).toEqual([2, 5]);
    expect(sh.getFrozenRows()).toBe(2);
    expect(sh.getRange('B5').getNote()).toBe('late');
    expect(sh.getRange('B6').getDataValidation()?.getCriteriaValues()).toEqual([
      ['1-0', '0-1'],
      true,
    ]);
    sh.insertRowsBefore(2, 2);
    expect([4, 7].map((r) => sh.getRowHeight(r))).toEqual([40, 80]);
    expect(sh.isRowHiddenByUser(8)).toBe(true);
    expect(sh._rowBreaks).toEqual([4, 7]);
    expect(sh.getFrozenRows()).toBe(4);
    expect(sh.getRange('B7').getNote()).toBe('late');
  });

  it('moves the same by columns: a banding, a rule range, widths and hidden columns', () => {
    const sh = roundTab();
    sh.setColumnWidth(5, 150);
    sh.hideColumns(4);
    sh.setFrozenColumns(3);
    sh._columnBreaks = [2, 5];
    sh.deleteColumns(2, 2);
    expect(sh.getFrozenColumns()).toBe(1);
    expect(sh._columnBreaks).toEqual([3]);
    expect(bandings(sh)).toEqual(['A3:B10']);
    expect(rules(sh)).toEqual([['C12:C13']]);
    expect(sh.getColumnWidth(3)).toBe(150);
    expect(sh.isColumnHiddenByUser(2)).toBe(true);
    sh.insertColumnsAfter(1, 1);
    expect(bandings(sh)).toEqual(['A3:C10']);
    expect(rules(sh)).toEqual([['D12:D13']]);
    expect(sh.getColumnWidth(4)).toBe(150);
    expect(sh._columnBreaks).toEqual([4]);
  });

  it('unfreezes the rows when every frozen row is deleted', () => {
    const sh = roundTab();
    sh.setFrozenRows(2);
    sh.deleteRows(1, 3);
    expect(sh.getFrozenRows()).toBe(0);
  });

  it('drops the height of a deleted row rather than giving it to the row moved up', () => {
    const sh = roundTab();
    sh.setRowHeight(4, 60);
    sh.deleteRow(4);
    expect([3, 4].map((r) => sh.getRowHeight(r))).toEqual([21, 21]);
  });

  it("leaves a rule's range on another tab where it is", () => {
    const sh = roundTab();
    const other = sh.getParent().insertSheet('Other');
    const rule = sh.getConditionalFormatRules()[0];
    sh.setConditionalFormatRules([
      rule
        .copy()
        .setRanges([sh.getRange('C3:C10'), other.getRange('B5:B6')])
        .build(),
    ]);
    sh.deleteRows(1, 2);
    expect(rules(sh)).toEqual([['C1:C8', 'B5:B6']]);
    expect(sh.getConditionalFormatRules()[0].getRanges()[1].getSheet().getName()).toBe('Other');
  });
});
