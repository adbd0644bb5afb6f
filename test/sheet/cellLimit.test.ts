import { describe, expect, it } from 'vitest';
import { cellLimitProblem } from '../../src/sheet/cellLimit';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** A spreadsheet of tabs of the given names and sizes, as far as the count asks of it. */
const workbook = (tabs: [string, number, number][]): Spreadsheet =>
  ({
    getSheets: () =>
      tabs.map(([name, rows, columns]) => ({
        getName: () => name,
        getMaxRows: () => rows,
        getMaxColumns: () => columns,
      })),
  }) as unknown as Spreadsheet;

describe('cellLimitProblem', () => {
  it('lets the tabs through when they take the workbook to exactly 10,000,000 cells', () => {
    // 9,974,000 held and a new tab's 1,000 rows × 26 columns.
    const ss = workbook([
      ['Archive', 383_615, 26],
      ['Players', 10, 1],
    ]);
    expect(cellLimitProblem(ss, [{ rows: 5, columns: 3 }])).toBeNull();
    expect(cellLimitProblem(ss, [{ rows: 1001, columns: 3 }])).toBe(
      'Google Sheets holds at most 10,000,000 cells in a spreadsheet, blank ones counted (each tab\'s rows × columns). This one has 9,974,000, and the tabs this command writes need 26,026 more while they are built. Nothing was changed. Delete tabs you no longer need (the "Round N by name" sheets of past rounds: Print pairings writes them again), or the blank rows and columns of your own tabs, then try again. The largest tabs: Archive (383,615 rows × 26 columns), Players (10 rows × 1 columns).',
    );
  });

  it('says nothing of a workbook already past the limit when the command builds no tab', () => {
    // An .xlsx file from Excel may hold more cells than Sheets allows; a column write failing
    // there is not blamed on tabs it never built.
    const ss = workbook([['Players', 1_000_000, 11]]);
    expect(cellLimitProblem(ss, [])).toBeNull();
  });
});
