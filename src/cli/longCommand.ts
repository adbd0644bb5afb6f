/**
 * Whether a menu command on this workbook is likely to take a second or more, so the terminal
 * shows a progress line while it runs (the command itself cannot be interrupted by a timer).
 */
import type { MemorySpreadsheet } from '../workbook/spreadsheet';

/** Sheet rows of Players (header included) beyond which any event's pairing takes a while. */
const LARGE_EVENT_ROWS = 400;
/**
 * Players beyond which a multi-game round takes a second or more (README › Multi-game: 0.1 s
 * at 60 players, up to 3 s at 150).
 */
const LARGE_MULTI_GAME_PLAYERS = 100;

/** Settings › Pairing system says Multi-game, in any spelling Settings accept. */
function isMultiGame(ss: MemorySpreadsheet): boolean {
  const settings = ss._sheetNamed('Settings');
  if (!settings || settings._lastRow() === 0) return false;
  const key = (value: unknown): string =>
    String(value)
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  return settings
    .getDataRange()
    .getValues()
    .some((row) => key(row[0]) === 'pairingsystem' && key(row[1]) === 'multigame');
}

export function runsLong(ss: MemorySpreadsheet): boolean {
  const rows = ss._sheetNamed('Players')?._lastRow() ?? 0;
  if (rows > LARGE_EVENT_ROWS) return true;
  return rows - 1 > LARGE_MULTI_GAME_PLAYERS && isMultiGame(ss);
}
