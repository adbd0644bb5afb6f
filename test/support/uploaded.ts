/**
 * A workbook the command line saved, uploaded to Drive and opened as a Google Sheet: the same
 * tabs under new ids, no document properties, and the properties tab a hidden tab like any other.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { readWorkbook, type MemorySpreadsheet } from '../../src/workbook';
import { PROPERTIES_TAB } from '../../src/sheet/propertiesTab';

/** Sheets' ids for the uploaded tabs: none of them the id the file gave the tab. */
const UPLOADED_IDS = 1_000_000;

export async function uploadedToSheets(file: string): Promise<MemorySpreadsheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(file) as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  wb.getWorksheet(PROPERTIES_TAB)?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === undefined ? '' : String(v))));
  });
  const { spreadsheet: ss } = readWorkbook(wb, 'Club event');
  ss.properties.document.clear();
  ss._sheets.forEach((sheet, i) => ((sheet as unknown as { _id: number })._id = UPLOADED_IDS + i));
  if (rows.length) {
    const width = Math.max(...rows.map((r) => r.length));
    const tab = ss.insertSheet(PROPERTIES_TAB, ss._sheets.length);
    tab
      .getRange(1, 1, rows.length, width)
      .setValues(rows.map((r) => [...r, ...Array<string>(width - r.length).fill('')]));
    tab.hideSheet();
  }
  return ss;
}
