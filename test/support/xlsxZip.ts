/**
 * Finding a tab's worksheet part in an .xlsx zip, for the tests that edit or read a file's XML
 * as Excel or LibreOffice would: the same reading of the workbook part as the command line's.
 */
import type JSZip from 'jszip';
import { tabsOf } from '../../src/workbook/xlsxParts';

/** The worksheet part of each tab, by tab name, in tab order. */
export async function tabParts(zip: JSZip): Promise<Map<string, string>> {
  const parts = new Map<string, string>();
  for (const tab of await tabsOf(zip)) if (tab.part) parts.set(tab.name, tab.part);
  return parts;
}
