/** How a tab the add-in owns is written from its TabContent: values, title, formats, layout. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TabContent } from '../../src/sheet/tabContent';
import { WritePlan } from '../../src/sheet/writer';
import {
  createServices,
  createSpreadsheet,
  installGlobals,
  sheetValues,
  type MemorySpreadsheet,
} from '../../src/workbook';

let ss: MemorySpreadsheet;
let restore: () => void;

beforeEach(() => {
  ss = createSpreadsheet('Tab build', { strictGrid: true });
  restore = installGlobals(createServices(ss));
});
afterEach(() => restore());

const STANDINGS: TabContent = {
  name: 'Standings',
  title: ['Open', 'Standings after round 1', 'Rounds: 1'],
  rows: [
    ['Place', 'Name', 'Score'],
    [1, 'Ann', 2],
    [2, '=Bo', 1],
    [3, '=Cy', 0],
  ],
  headerNotes: ['Place.', 'Player.'],
  banding: true,
  rowHeight: 22,
  fontSize: 12,
  columnWidths: [45, 210],
  rowBackgrounds: ['#ffd966', null, null],
  centerColumns: [1, 3],
  wrapColumns: [2],
  plainText: { columns: [2], toRow: 3 },
  activate: true,
};

function write(content: TabContent): GoogleAppsScript.Spreadsheet.Sheet {
  new WritePlan(ss as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet)
    .replaceTab(content)
    .apply();
  return ss.getSheetByName(content.name) as unknown as GoogleAppsScript.Spreadsheet.Sheet;
}

describe('A written tab', () => {
  it('has its title above the header row, both frozen, and text that stays text', () => {
    const sheet = write(STANDINGS);
    expect(sheetValues(ss, 'Standings')).toEqual([
      ['Open', '', ''],
      ['Standings after round 1', '', ''],
      ['Rounds: 1', '', ''],
      ['Place', 'Name', 'Score'],
      [1, 'Ann', 2],
      [2, '=Bo', 1],
      [3, '=Cy', 0],
    ]);
    // Rows 5 and 6 are plain text: a name stays as typed; row 7 is quoted against a formula.
    expect(sheet.getRange(5, 2, 4, 1).getNumberFormats()).toEqual([
      ['@'],
      ['@'],
      ['General'],
      ['General'],
    ]);
    expect(sheet.getRange(7, 2).getFormula()).toBe('');
    expect(sheet.getFrozenRows()).toBe(4);
    expect(ss.getActiveSheet().getName()).toBe('Standings');
  });

  it('styles the title and the header row, with the header notes', () => {
    const sheet = write(STANDINGS);
    expect([1, 2, 3, 4, 5, 7].map((r) => sheet.getRange(r, 1).getFontSize())).toEqual([
      14, 10, 10, 12, 12, 12,
    ]);
    expect(sheet.getRange(1, 1).getFontWeight()).toBe('bold');
    expect(sheet.getRange(4, 1, 1, 3).getFontWeights()).toEqual([['bold', 'bold', 'bold']]);
    expect(sheet.getRange(4, 1, 1, 3).getBackgrounds()).toEqual([
      ['#d9e2f3', '#d9e2f3', '#d9e2f3'],
    ]);
    expect(sheet.getRange(4, 1, 1, 3).getNotes()).toEqual([['Place.', 'Player.', '']]);
  });

  it('bands the data rows only, colours the podium, sizes rows and columns', () => {
    const sheet = write(STANDINGS);
    const [banding, ...more] = sheet.getBandings();
    expect(more).toEqual([]);
    expect(banding.getRange().getA1Notation()).toBe('A5:C7');
    expect(banding.getHeaderRowColor()).toBeNull();
    expect(banding.getFooterRowColor()).toBeNull();
    expect(sheet.getRange(5, 1, 2, 3).getBackgrounds()).toEqual([
      ['#ffd966', '#ffd966', '#ffd966'],
      ['#ffffff', '#ffffff', '#ffffff'],
    ]);
    expect([1, 4, 7, 8].map((r) => sheet.getRowHeight(r))).toEqual([22, 22, 22, 21]);
    expect([1, 2, 3].map((c) => sheet.getColumnWidth(c))).toEqual([45, 210, 100]);
  });

  it('centres the number columns and wraps the names, every cell from its top', () => {
    const sheet = write(STANDINGS);
    expect(sheet.getRange(3, 1, 5, 3).getHorizontalAlignments()).toEqual([
      ['general', 'general', 'general'],
      ...Array(4).fill(['center', 'general', 'center']),
    ]);
    expect(sheet.getRange(4, 1, 4, 3).getWraps()).toEqual(Array(4).fill([false, true, false]));
    expect(sheet.getRange(7, 1, 1, 3).getVerticalAlignments()).toEqual([['top', 'top', 'top']]);
    expect(sheet.getRange(3, 1).getVerticalAlignments()).not.toEqual([['top']]);
  });

  it('of a header row alone has no banding and no row colours', () => {
    const sheet = write({
      ...STANDINGS,
      title: undefined,
      rows: [['Place', 'Name', 'Score']],
      rowBackgrounds: [],
      plainText: undefined,
    });
    expect(sheetValues(ss, 'Standings')).toEqual([['Place', 'Name', 'Score']]);
    expect(sheet.getBandings()).toEqual([]);
    expect(sheet.getFrozenRows()).toBe(1);
  });
});
