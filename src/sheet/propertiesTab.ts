/**
 * The tab the command line keeps the document properties in (an .xlsx file has no such store),
 * and its adoption when the workbook is uploaded to Google Sheets: there the add-in reads the
 * document properties, so the tab's records move into them and the tab goes.
 */
import { InputError } from '../engine/errors';
import { PROPERTIES_TAB, readPropertiesRows } from '../workbook/propertiesRows';
import { sheetIdOfSaved } from '../workbook/sheetIdNumbers';
import { chunkedProperties, readChunked } from './propertyChunks';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export { PROPERTIES_TAB } from '../workbook/propertiesRows';

/** The add-in's own document properties: every key it keeps starts so. */
const OWN_KEY = /^pairsheet\./;

/** A record kept in chunks: `key`, `key.0`, `key.1`… share the key without the chunk number. */
const recordKey = (key: string): string => key.replace(/\.\d+$/, '');

/**
 * Moves the records of a properties tab an uploaded workbook brought into the document
 * properties, and deletes the tab, all or nothing; returns what to tell the TD, or null when
 * there is no such tab (or one that holds anything else, left alone). A record the tab holds
 * replaces the document's own of that name, written before the workbook went offline; the
 * others stay. A round's record names its tab by the id the file gave it: Sheets gives an
 * uploaded tab a new one, so it is found again by its name.
 */
export function adoptPropertiesTab(ss: Spreadsheet): string | null {
  const sheet = ss.getSheetByName(PROPERTIES_TAB);
  if (!sheet) return null;
  const { properties: found, savedTabs } = readPropertiesRows(sheet.getDataRange().getValues());
  // A tab of that name holding anything else is the TD's own: left alone.
  if ([...found.keys()].some((key) => !OWN_KEY.test(key))) return null;
  // The tabs by the id each had on the command line, which the records name them by.
  const names = new Map(
    (savedTabs ?? []).map(([sheetId, name]) => [sheetIdOfSaved(sheetId), name]),
  );
  const parts: Record<string, string> = {};
  for (const [key, value] of found) parts[key] = value;
  for (const key of found.keys()) {
    if (!/^pairsheet\.undo\.r\d+$/.test(key)) continue;
    const record = readChunked(key, (k) => found.get(k) ?? null) as { sheetId?: unknown } | null;
    const name = names.get(record?.sheetId as number);
    const tab = name === undefined ? null : ss.getSheetByName(name);
    if (!record || !tab) continue;
    for (const k of Object.keys(parts)) if (recordKey(k) === key) delete parts[k];
    Object.assign(parts, chunkedProperties(key, { ...record, sheetId: tab.getSheetId() }));
  }
  const props = PropertiesService.getDocumentProperties();
  const before = props.getProperties();
  const replaced = new Set(Object.keys(parts).map(recordKey));
  const kept = Object.fromEntries(
    Object.entries(before).filter(([k]) => !replaced.has(recordKey(k))),
  );
  try {
    props.setProperties({ ...kept, ...parts }, true);
    ss.deleteSheet(sheet);
  } catch (error) {
    props.setProperties(before, true);
    const why = error instanceof Error ? error.message : String(error);
    throw new InputError(
      `The tab "${PROPERTIES_TAB}", where the command line keeps what "Undo last pairing" needs, could not be moved into this spreadsheet's document properties (Sheets says: "${why}"). Nothing was changed.`,
    );
  }
  return found.size
    ? `This workbook was last run with the command line: what it kept in the hidden tab "${PROPERTIES_TAB}" (what "Undo last pairing" needs, the settings the bands were built with) now lives in this spreadsheet's document properties, as in any Google Sheet, and that tab was deleted.`
    : `The empty hidden tab "${PROPERTIES_TAB}", left by the command line, was deleted.`;
}
