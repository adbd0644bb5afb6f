import type { RoundSheet } from './roundTab';
import { roundTabName } from './schema';
import { loadUndoRecords, type UndoRecord } from './undoRecord';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * Each round tab's id, asked of Sheets once: every round's record is held against its tab for
 * each round read, which in a round robin of 99 rounds made thousands of calls.
 */
const sheetIds = new WeakMap<Sheet, number>();

export function sheetIdOf(sheet: Sheet): number {
  let id = sheetIds.get(sheet);
  if (id === undefined) {
    id = sheet.getSheetId();
    sheetIds.set(sheet, id);
  }
  return id;
}

/**
 * The undo records of the round tabs there are, each the record of that very tab. A record whose
 * tab is gone says nothing of the event the tabs hold: a round deleted by hand, or last month's
 * rounds in a workbook copied for the next event, whose records stay in the document's
 * properties until a pairing of that round replaces them.
 */
export function recordsOfRounds(
  rounds: readonly RoundSheet[],
  records: ReadonlyMap<number, UndoRecord>,
): Map<number, UndoRecord> {
  const ids = new Map(rounds.map((r) => [r.round.number, sheetIdOf(r.table.sheet)]));
  return kept(records, (round) => ids.get(round));
}

/** The same, for a command that has not read the round tabs: their ids are asked of `ss`. */
export function recordsOfRoundTabs(ss: Spreadsheet): Map<number, UndoRecord> {
  return kept(loadUndoRecords(), (round) => ss.getSheetByName(roundTabName(round))?.getSheetId());
}

function kept(
  records: ReadonlyMap<number, UndoRecord>,
  tabId: (round: number) => number | undefined,
): Map<number, UndoRecord> {
  return new Map([...records].filter(([round, record]) => record.sheetId === tabId(round)));
}
