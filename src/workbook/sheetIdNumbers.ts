/**
 * How the in-memory spreadsheet gives tabs their ids (getSheetId) from their numbers, and so
 * the id the command line gave a tab saved with a given sheetId in the file (its number + 1).
 * Plain arithmetic: the add-in reads it too, for a workbook uploaded to Google Sheets.
 */

/** Tab ids are spread over 1..2^31-2 (2^31-1 is prime), the first tab of a new spreadsheet 0. */
export const ID_MODULUS = 2147483647;
export const ID_STEP = 1000003;

/** The id (getSheetId) of the tab numbered `number`: tabs are numbered 0, 1, 2… as created. */
export function sheetIdOfNumber(number: number): number {
  return (number * ID_STEP) % ID_MODULUS;
}

/** The id the command line gave the tab it saved with `sheetId` in the workbook part. */
export const sheetIdOfSaved = (sheetId: number): number => sheetIdOfNumber(sheetId - 1);
