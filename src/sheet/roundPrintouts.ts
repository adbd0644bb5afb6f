import { byNameTabName } from './schema';
import { SLIPS_TAB_NAME, slipsRound } from './slipsTab';
import type { WritePlan } from './writer';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** A round's printouts in the workbook: its by-name sheet, and the Slips when printed for it. */
export function roundPrintouts(ss: Spreadsheet, round: number): string[] {
  const found: string[] = [];
  const byName = byNameTabName(round);
  if (ss.getSheetByName(byName)) found.push(byName);
  const slips = ss.getSheetByName(SLIPS_TAB_NAME);
  if (slips && slipsRound(slips) === round) found.push(SLIPS_TAB_NAME);
  return found;
}

/**
 * A round's printouts go when its pairing is undone or replaced: they would send players to
 * boards no longer paired. Returns the tabs that will go, for the report.
 */
export function dropPrintouts(ss: Spreadsheet, plan: WritePlan, round: number): string[] {
  const gone = roundPrintouts(ss, round);
  for (const tab of gone) plan.deleteTab(tab);
  return gone;
}
