/**
 * The rows of the very hidden tab in which the command line keeps the document properties (an
 * .xlsx file has no such store): read by the command line when it opens a workbook, and by the
 * add-in when such a workbook is uploaded to Google Sheets. Plain data, no file library.
 */
import { ID_MODULUS } from './sheetIdNumbers';

/**
 * A very hidden tab holding the document properties (PropertiesService) the add-in keeps, such
 * as the record "Undo last pairing" needs, and beside them the tabs as saved (SAVED_TABS_KEY).
 * Each row is a key, then its value (a long one spanning cells).
 */
export const PROPERTIES_TAB = 'Pairsheet properties';

/**
 * The row of the properties tab listing the tabs as saved, by sheetId (not a document property):
 * it finds the tabs again in a file whose sheetIds another program renumbered.
 */
export const SAVED_TABS_KEY = 'Pairsheet tab ids';

/**
 * The row of the properties tab giving the sheetId the next new tab takes (not a document
 * property): a tab deleted keeps its id to itself, so a record of it, even one pasted back
 * from an older copy, never names a later tab.
 */
export const NEXT_TAB_KEY = 'Pairsheet next tab id';

/** A tab as it was saved: its sheetId in the workbook part, and its name. */
export type SavedTab = [sheetId: number, name: string];

/** What the properties tab holds. */
export interface PropertiesTab {
  /** The document properties (PropertiesService). */
  properties: Map<string, string>;
  /** The tabs as Pairsheet saved them, or null (no list, or one that cannot be read). */
  savedTabs: SavedTab[] | null;
  /** The sheetId the next new tab takes, or null (none kept, or one that cannot be read). */
  nextSheetId: number | null;
}

/** The properties tab's rows as read: blank cells as '', keys and values as text. */
export function readPropertiesRows(rows: unknown[][]): PropertiesTab {
  const properties = new Map<string, string>();
  let savedTabs: SavedTab[] | null = null;
  let nextSheetId: number | null = null;
  for (const row of rows) {
    const [key, ...parts] = row.map((v) => (v === null || v === undefined ? '' : String(v)));
    if (key === SAVED_TABS_KEY) savedTabs = parseSavedTabs(parts.join(''));
    else if (key === NEXT_TAB_KEY)
      nextSheetId = isSheetId(Number(parts[0])) ? Number(parts[0]) : null;
    else if (key) properties.set(key, parts.join(''));
  }
  return { properties, savedTabs, nextSheetId };
}

function parseSavedTabs(json: string): SavedTab[] | null {
  try {
    const list = JSON.parse(json) as unknown;
    const valid =
      Array.isArray(list) &&
      list.every(
        (t) => Array.isArray(t) && isSheetId(t[0]) && typeof t[1] === 'string' && t.length === 2,
      );
    return valid ? (list as SavedTab[]) : null;
  } catch {
    return null;
  }
}

/** A sheetId Pairsheet can give a tab: sheetId − 1 is the tab's number, 0 to ID_MODULUS − 2. */
export function isSheetId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id - 1 <= ID_MODULUS - 2;
}
