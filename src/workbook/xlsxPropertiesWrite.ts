/** The hidden properties tab as written: document properties and the tabs by sheetId. */
import type ExcelJS from 'exceljs';
import type { MemorySheet } from './sheet';
import { sheetNumberOfId, type MemorySpreadsheet } from './spreadsheet';
import { placeWorksheets, sheetIdInFile } from './xlsx';
import { NEXT_TAB_KEY, PROPERTIES_TAB, SAVED_TABS_KEY, type SavedTab } from './propertiesRows';

/** Excel keeps at most 32,767 characters in a cell: longer property values span cells. */
const CELL_TEXT_LIMIT = 30_000;

/**
 * What the properties tab holds: the document properties and, with them, the tabs by sheetId
 * (only beside properties: the tab is there for what the add-in keeps), and the sheetId the
 * next new tab takes where the file's sheetIds would not say it (nextSheetIdKept).
 */
export function storedJson(
  properties: Map<string, string>,
  tabs: SavedTab[] | null,
  nextSheetId: number | null,
): string {
  return JSON.stringify({
    properties: [...properties].sort(([a], [b]) => a.localeCompare(b)),
    tabs: properties.size ? tabs : null,
    next: nextSheetId,
  });
}

/**
 * The sheetId the next new tab takes, where the file's own sheetIds would not say it: a tab
 * past every tab left was deleted (a round undone). Null otherwise.
 */
export function nextSheetIdKept(ss: MemorySpreadsheet): number | null {
  const highest = Math.max(-1, ...ss._sheets.map((sheet) => sheetNumberOfId(sheet._id)));
  return ss._deletedSheetNumber > highest ? ss._nextSheetNumber + 1 : null;
}

/** The tabs of the spreadsheet as saved: sheetId and the name in the file, by sheetId. */
export function savedTabsOf(ss: MemorySpreadsheet, names: Map<MemorySheet, string>): SavedTab[] {
  return ss._sheets
    .map((sheet): SavedTab => [sheetIdInFile(sheet), names.get(sheet) ?? sheet._name])
    .sort(([a], [b]) => a - b);
}

function cellParts(value: string): string[] {
  const parts: string[] = [];
  for (let i = 0; i < value.length || i === 0; i += CELL_TEXT_LIMIT) {
    parts.push(value.slice(i, i + CELL_TEXT_LIMIT));
  }
  return parts;
}

/**
 * Writes the properties tab anew (or removes it when there is no property), at the sheetId it
 * had; a new one gets `fresh()`.
 */
export function writeProperties(
  wb: ExcelJS.Workbook,
  ss: MemorySpreadsheet,
  tabs: SavedTab[],
  orderNo: number,
  fresh: () => number,
): void {
  const old = wb.getWorksheet(PROPERTIES_TAB);
  if (old) wb.removeWorksheet(old.id);
  const keepNext = nextSheetIdKept(ss) !== null;
  if (ss.properties.document.size === 0 && !keepNext) return;
  const ws = wb.addWorksheet(PROPERTIES_TAB, { state: 'veryHidden' });
  for (const [key, value] of ss.properties.document) ws.addRow([key, ...cellParts(value)]);
  if (ss.properties.document.size) ws.addRow([SAVED_TABS_KEY, ...cellParts(JSON.stringify(tabs))]);
  (ws as unknown as { orderNo: number }).orderNo = orderNo;
  const others = new Map(wb.worksheets.filter((w) => w !== ws).map((w) => [w, w.id]));
  placeWorksheets(wb, others.set(ws, old?.id ?? fresh()));
  // Once this tab has its own sheetId, which the next new tab is also past.
  if (keepNext) ws.addRow([NEXT_TAB_KEY, ss._nextSheetNumber + 1]);
}
