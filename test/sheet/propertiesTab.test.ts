/** The properties tab of an uploaded workbook, adopted on the in-memory spreadsheet. */
import { afterEach, describe, expect, it } from 'vitest';
import { createServices, createSpreadsheet, installGlobals } from '../../src/workbook';
import { adoptPropertiesTab, PROPERTIES_TAB } from '../../src/sheet/propertiesTab';
import { sheetIdOfSaved } from '../../src/workbook/sheetIdNumbers';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

let restore = (): void => {};
afterEach(() => restore());

function uploaded(rows: string[][]): ReturnType<typeof createSpreadsheet> {
  const ss = createSpreadsheet();
  restore = installGlobals(createServices(ss));
  const tab = ss.insertSheet(PROPERTIES_TAB);
  if (rows.length) tab.getRange(1, 1, rows.length, rows[0].length).setValues(rows);
  tab.hideSheet();
  return ss;
}

describe('adoptPropertiesTab', () => {
  it('finds a round tab by the tab list, even one split over cells', () => {
    const record = { round: 1, sheetId: sheetIdOfSaved(9), placements: [] };
    const ss = uploaded([
      ['pairsheet.undo.r1.0', JSON.stringify(record), ''],
      ['pairsheet.undo.r1', '1', ''],
      ['Pairsheet tab ids', '[[2,"Settings"],', '[9,"Round 1"]]'],
    ]);
    const round = ss.insertSheet('Round 1');
    expect(adoptPropertiesTab(ss as unknown as Spreadsheet)).toContain(
      'now lives in this spreadsheet',
    );
    expect(JSON.parse(ss.properties.document.get('pairsheet.undo.r1.0')!)).toEqual({
      ...record,
      sheetId: round.getSheetId(),
    });
    expect(round.getSheetId()).not.toBe(record.sheetId);
    expect(ss.getSheetByName(PROPERTIES_TAB)).toBeNull();
  });

  it('deletes an empty tab, saying so', () => {
    const ss = uploaded([]);
    expect(adoptPropertiesTab(ss as unknown as Spreadsheet)).toBe(
      `The empty hidden tab "${PROPERTIES_TAB}", left by the command line, was deleted.`,
    );
    expect(ss.getSheetByName(PROPERTIES_TAB)).toBeNull();
    expect(adoptPropertiesTab(ss as unknown as Spreadsheet)).toBeNull();
  });
});
