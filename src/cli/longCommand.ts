/**
 * Whether a menu command on this workbook is likely to take a second or more, so the terminal
 * shows a progress line while it runs (the command itself cannot be interrupted by a timer).
 */
import { systemRules, type PairingSystemRules } from '../engine/systems';
import { SETTINGS_TAB } from '../sheet/schema';
import { pairingSystemIn } from '../sheet/settingsTab';
import { tableOf } from '../sheet/table';
import type { MemorySpreadsheet } from '../workbook/spreadsheet';

/** Sheet rows of Players (header included) beyond which any event's pairing takes a while. */
const LARGE_EVENT_ROWS = 400;

/** Settings › Pairing system's rules, read as the command itself reads it; null when unread. */
function systemIn(ss: MemorySpreadsheet): PairingSystemRules | null {
  const settings = ss.getSheetByName(SETTINGS_TAB.name);
  if (!settings) return null;
  try {
    // The in-memory sheet answers the Apps Script calls tableOf makes.
    const sheet = settings as unknown as GoogleAppsScript.Spreadsheet.Sheet;
    const system = pairingSystemIn(tableOf(sheet, SETTINGS_TAB));
    return system === null ? null : systemRules(system);
  } catch {
    // A Settings tab the command will refuse (headers renamed): the command says so at once.
    return null;
  }
}

export function runsLong(ss: MemorySpreadsheet): boolean {
  const rows = ss._sheetNamed('Players')?._lastRow() ?? 0;
  if (rows > LARGE_EVENT_ROWS) return true;
  const slowAbove = systemIn(ss)?.slowAbove;
  return slowAbove !== undefined && rows - 1 > slowAbove;
}
