import { byNameTabName } from './byNameTab';
import { SLIPS_TAB_NAME, slipsRound } from './slipsTab';
import type { WritePlan } from './writer';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * A round's printouts, its by-name sheet and the Slips when printed for it, go when its pairing
 * is undone or replaced: they would send players to boards no longer paired. Returns the tabs
 * that will go, for the report.
 */
export function dropPrintouts(ss: Spreadsheet, plan: WritePlan, round: number): string[] {
  const gone: string[] = [];
  const byName = byNameTabName(round);
  if (ss.getSheetByName(byName)) gone.push(byName);
  const slips = ss.getSheetByName(SLIPS_TAB_NAME);
  if (slips && slipsRound(slips) === round) gone.push(SLIPS_TAB_NAME);
  for (const tab of gone) plan.deleteTab(tab);
  return gone;
}
