/**
 * Google Sheets holds at most ten million cells in a spreadsheet, blank ones counted: each tab's
 * rows times its columns. A command's tabs are built aside before the old ones go, so for a
 * while the workbook holds both. Sheets' own refusal comes in the user's language and names no
 * tab, so once a command's writes failed and were taken back, the cells are counted to say why.
 */

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

const MAX_CELLS = 10_000_000;

/** A tab new to Sheets: 1,000 rows of 26 columns. */
const NEW_TAB_ROWS = 1000;
const NEW_TAB_COLUMNS = 26;

/** The rows and columns a tab the add-in builds needs. */
export interface Grid {
  rows: number;
  columns: number;
}

const count = (n: number): string => n.toLocaleString('en-US');

/** Cells a tab built to `grid` takes: a new tab's grid, grown to fit. */
const builtCells = (grid: Grid): number =>
  Math.max(NEW_TAB_ROWS, grid.rows) * Math.max(NEW_TAB_COLUMNS, grid.columns);

/** What to do when building the tabs would take the workbook past Sheets' limit; else null. */
export function cellLimitProblem(ss: Spreadsheet, grids: readonly Grid[]): string | null {
  if (grids.length === 0) return null;
  const sheets = ss.getSheets();
  const sizes = sheets.map((sheet) => [sheet.getMaxRows(), sheet.getMaxColumns()] as const);
  const held = sizes.reduce((sum, [rows, columns]) => sum + rows * columns, 0);
  const needed = grids.reduce((sum, g) => sum + builtCells(g), 0);
  if (held + needed <= MAX_CELLS) return null;
  const largest = sizes
    .map(([rows, columns], i) => ({ rows, columns, i }))
    .sort((a, b) => b.rows * b.columns - a.rows * a.columns || a.i - b.i)
    .slice(0, 3)
    .map((t) => `${sheets[t.i].getName()} (${count(t.rows)} rows × ${count(t.columns)} columns)`);
  return `Google Sheets holds at most ${count(MAX_CELLS)} cells in a spreadsheet, blank ones counted (each tab's rows × columns). This one has ${count(held)}, and the tabs this command writes need ${count(needed)} more while they are built. Nothing was changed. Delete tabs you no longer need (the "Round N by name" sheets of past rounds: Print pairings writes them again), or the blank rows and columns of your own tabs, then try again. The largest tabs: ${largest.join(', ')}.`;
}
