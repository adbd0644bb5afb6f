/**
 * An in-memory spreadsheet installed as SpreadsheetApp and PropertiesService for each test of a
 * describe block (a fresh one every test), for the sheet layer's readers.
 */
import { afterEach, beforeEach } from 'vitest';
import {
  createServices,
  createSpreadsheet,
  installGlobals,
  type MemorySpreadsheet,
} from '../../src/workbook';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export function installedSpreadsheet(title: string): {
  /** This test's spreadsheet, to fill with setSheet. */
  memory: () => MemorySpreadsheet;
  /** The same, typed as the Apps Script spreadsheet the readers take. */
  real: () => Spreadsheet;
} {
  let ss: MemorySpreadsheet;
  let restore: () => void;
  beforeEach(() => {
    ss = createSpreadsheet(title, { strictGrid: true });
    restore = installGlobals(createServices(ss));
  });
  afterEach(() => restore());
  return { memory: () => ss, real: () => ss as unknown as Spreadsheet };
}
