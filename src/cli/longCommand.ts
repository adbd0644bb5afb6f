/**
 * Whether a menu command on this workbook is likely to take a second or more, so the terminal
 * shows a progress line while it runs (the command itself cannot be interrupted by a timer).
 */
import { SETTINGS_TAB } from '../sheet/schema';
import { pairingSystemIn } from '../sheet/settingsTab';
import { tableOf } from '../sheet/table';
import type { MemorySpreadsheet } from '../workbook/spreadsheet';

/** Sheet rows of Players (header included) beyond which any event's pairing takes a while. */
const LARGE_EVENT_ROWS = 400;
/**
 * Players beyond which a multi-game round takes a second or more (README › Multi-game: 0.1 s
 * at 60 players, up to 3 s at 150).
 */
const LARGE_MULTI_GAME_PLAYERS = 100;

/** Settings › Pairing system says Multi-game, read as the command itself reads it. */
function isMultiGame(ss: MemorySpreadsheet): boolean {
  const settings = ss.getSheetByName(SETTINGS_TAB.name);
  if (!settings) return false;
  try {
    // The in-memory sheet answers the Apps Script calls tableOf makes.
    const sheet = settings as unknown as GoogleAppsScript.Spreadsheet.Sheet;
    return pairingSystemIn(tableOf(sheet, SETTINGS_TAB)) === 'Multi-game';
  } catch {
    // A Settings tab the command will refuse (headers renamed): the command says so at once.
    return false;
  }
}

export function runsLong(ss: MemorySpreadsheet): boolean {
  const rows = ss._sheetNamed('Players')?._lastRow() ?? 0;
  if (rows > LARGE_EVENT_ROWS) return true;
  return rows - 1 > LARGE_MULTI_GAME_PLAYERS && isMultiGame(ss);
}
