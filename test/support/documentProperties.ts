import { afterEach, beforeEach } from 'vitest';
import { createServices, createSpreadsheet, installGlobals } from '../../src/workbook';

/**
 * Gives each test of the calling suite a fresh spreadsheet installed as the Apps Script
 * globals; returns a getter for that spreadsheet's document properties.
 */
export function freshDocumentProperties(): () => Map<string, string> {
  let store = new Map<string, string>();
  let restore = (): void => {};
  beforeEach(() => {
    const ss = createSpreadsheet();
    store = ss.properties.document;
    restore = installGlobals(createServices(ss));
  });
  afterEach(() => restore());
  return () => store;
}
