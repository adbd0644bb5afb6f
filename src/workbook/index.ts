/**
 * The in-memory workbook: a spreadsheet that behaves like Google Sheets (values, formats, notes,
 * validation, conditional formats), the Apps Script services over it, the loader that runs the
 * built add-in in a Node `vm` against it, snapshots, and xlsx export. The tests, the demo and the
 * offline command line all use it.
 */
export { columnLetter } from './a1';
export { AuthMode, BandingTheme, Button, ButtonSet } from './enums';
export { AppsScriptError } from './env';
export { loadBundle, topLevelFunctions, type LoadedBundle } from './loadBundle';
export { MemoryRange } from './range';
export { createServices, installGlobals } from './services';
export { MemorySheet } from './sheet';
export { sheetValues, setSheet, snapshot } from './snapshot';
export { MemorySpreadsheet, createSpreadsheet } from './spreadsheet';
export { FORMULA_MARKER } from './values';
export { saveWorkbook, toWorkbook } from './xlsx';
export { XlsxDocument } from './xlsxDocument';
export { readWorkbook } from './xlsxRead';
