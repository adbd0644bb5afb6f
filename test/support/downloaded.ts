/**
 * An event run in Google Sheets, downloaded as .xlsx (File › Download › Microsoft Excel): the
 * tabs as they are, and none of the document properties the add-in kept there.
 */
import { join } from 'node:path';
import { expect } from 'vitest';
import { saveWorkbook } from '../../src/workbook';
import { PROPERTIES_TAB } from '../../src/sheet/propertiesTab';
import { readBook, tempDir } from '../cli/support';
import type { Event } from './event';

export async function downloadedFromSheets(event: Event): Promise<string> {
  expect(event.ss.properties.document.size).toBeGreaterThan(0);
  const file = join(tempDir(), 'club.xlsx');
  await saveWorkbook(event.ss, file);
  expect((await readBook(file)).getWorksheet(PROPERTIES_TAB)).toBeUndefined();
  return file;
}
