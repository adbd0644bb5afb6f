import { describe, expect, it } from 'vitest';
import {
  createServices,
  createSpreadsheet,
  setSheet,
  sheetValues,
  snapshot,
} from '../../src/workbook/index';

function tournament() {
  const ss = createSpreadsheet('Club', { sheets: ['Players'] });
  setSheet(ss, 'Players', [
    ['Name', 'Rank', 'Club'],
    ['Ann', '3k', 'Paris'],
    ['Bob', '1d'],
  ]);
  const sh = ss.getSheetByName('Players')!;
  sh.setFrozenRows(1);
  sh.getRange('A1:C1').setFontWeight('bold').setBackground('#dddddd');
  sh.getRange('B1').setNote('EGD rank');
  return ss;
}

describe('snapshot', () => {
  it('is deterministic and JSON-able', () => {
    const ss = tournament();
    const snap = snapshot(ss);
    expect(JSON.parse(JSON.stringify(snap))).toEqual(snap);
    expect(snapshot(ss)).toEqual(snap);
    expect(snap.sheets[0]).toMatchObject({
      name: 'Players',
      index: 1,
      frozenRows: 1,
      values: [
        ['Name', 'Rank', 'Club'],
        ['Ann', '3k', 'Paris'],
        ['Bob', '1d', ''],
      ],
    });
    expect(snap.sheets[0].cells.A1).toEqual({
      format: { background: '#dddddd', fontWeight: 'bold' },
    });
    expect(snap.sheets[0].cells.B1.note).toBe('EGD rank');
  });

  it('is unchanged by reads', () => {
    const ss = tournament();
    const before = snapshot(ss);
    const sh = ss.getSheetByName('Players')!;
    sh.getDataRange().getValues();
    sh.getRange(2000, 40).getValues();
    sh.getRange('A1:C3').getBackgrounds();
    expect(snapshot(ss)).toEqual(before);
  });

  it('sees every kind of change', () => {
    const changes: ((ss: ReturnType<typeof tournament>) => void)[] = [
      (ss) => ss.getSheetByName('Players')!.getRange('C3').setValue('Lyon'),
      (ss) => ss.getSheetByName('Players')!.getRange('D9').setFormula('=A1'),
      (ss) => ss.getSheetByName('Players')!.getRange('A2').setNote('late'),
      (ss) => ss.getSheetByName('Players')!.getRange('A2').setFontWeight('bold'),
      (ss) => ss.getSheetByName('Players')!.setFrozenRows(0),
      (ss) => ss.getSheetByName('Players')!.setColumnWidth(1, 200),
      (ss) => ss.insertSheet('Round 1'),
      (ss) => ss.getSheetByName('Players')!.setName('Entrants'),
      (ss) => ss.getSheetByName('Players')!.getRange('A1:C3').applyRowBanding(),
      (ss) => {
        const { SpreadsheetApp } = createServices(ss);
        const sh = ss.getSheetByName('Players')!;
        sh.getRange('B2').setDataValidation(
          SpreadsheetApp.newDataValidation().requireValueInList(['1d', '2d']).build(),
        );
      },
      (ss) => {
        const { SpreadsheetApp } = createServices(ss);
        const sh = ss.getSheetByName('Players')!;
        sh.setConditionalFormatRules([
          SpreadsheetApp.newConditionalFormatRule()
            .whenCellEmpty()
            .setBackground('#ff0000')
            .setRanges([sh.getRange('A2:C9')])
            .build(),
        ]);
      },
    ];
    for (const change of changes) {
      const ss = tournament();
      const before = snapshot(ss);
      change(ss);
      expect(snapshot(ss)).not.toEqual(before);
    }
  });

  it('treats resetting a format to its default as no change', () => {
    const ss = tournament();
    const before = snapshot(ss);
    const cell = ss.getSheetByName('Players')!.getRange('A3');
    cell.setFontWeight('bold');
    cell.setFontWeight('normal');
    expect(snapshot(ss)).toEqual(before);
  });
});

describe('test helpers', () => {
  it('sheetValues returns the used range and [] for an empty tab', () => {
    const ss = tournament();
    expect(sheetValues(ss, 'Players')).toHaveLength(3);
    setSheet(ss, 'Empty', []);
    expect(sheetValues(ss, 'Empty')).toEqual([]);
    expect(() => sheetValues(ss, 'Nope')).toThrow('no sheet named "Nope"');
  });

  it('setSheet pads short rows, parses like user input and replaces an existing tab', () => {
    const ss = createSpreadsheet();
    setSheet(ss, 'T', [['a', '2'], ['b']]);
    expect(sheetValues(ss, 'T')).toEqual([
      ['a', 2],
      ['b', ''],
    ]);
    setSheet(ss, 'T', [['only']]);
    expect(sheetValues(ss, 'T')).toEqual([['only']]);
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['Sheet1', 'T']);
  });
});
