import { boardList } from '../../sheet/boardList';
import { InputError } from '../../engine/errors';
import { nameKey, wordList } from '../../engine/names';
import { cellText, type Cell } from '../../sheet/cells';
import type { RoundSheet } from '../../sheet/roundTab';
import { dropPrintouts, roundPrintouts } from '../../sheet/roundPrintouts';
import { cellAt, columnOf } from '../../sheet/table';
import { readTournament, type Tournament } from '../../sheet/tournament';
import { unrecordedPlacements } from '../../sheet/unrecordedPlacements';
import {
  clearUndoRecord,
  loadCell,
  loadUndoRecord,
  PLACEMENT_HEADERS,
  type UndoRecord,
} from '../../sheet/undoRecord';
import { WritePlan } from '../../sheet/writer';
import type { Questions } from '../questions';
import type { Report } from '../run';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * "Undo last pairing": removes the newest round tab while no result is typed in, with its
 * by-name sheet, and gives late arrivals back the Band and Initial score they had before.
 */
export function undoLastPairing(ss: Spreadsheet, questions: Questions): Report {
  const t = readTournament(ss);
  const last = t.rounds[t.rounds.length - 1];
  if (!last) throw new InputError('No round has been paired yet; there is nothing to undo.');
  refuseWithResults(last);
  const tab = last.table.tab;
  const stored = loadUndoRecord(last.round.number);
  const record =
    stored && stored.round === last.round.number && stored.sheetId === last.table.sheet.getSheetId()
      ? stored
      : null;
  const restore = record
    ? placementsToRestore(t, record)
    : { cells: new Map(), kept: [], renamed: [] };
  const late = restore.cells.size;
  // The round's wall sheet and slips go with it: the TD is told before answering.
  const tabs = wordList([tab, ...roundPrintouts(ss, last.round.number)], 'and');
  const question = `Remove ${tabs}${late ? ` and give back the Band and Initial score of ${late} late arrival${late > 1 ? 's' : ''}` : ''}? Nothing else changes.`;
  questions.confirm(question);
  const plan = new WritePlan(ss);
  const table = t.roster.table;
  const restored = PLACEMENT_HEADERS.filter((h) => !record?.addedColumns.includes(h));
  if (restore.cells.size && restored.length) {
    const index = restored.map((h) => PLACEMENT_HEADERS.indexOf(h));
    const cells = new Map([...restore.cells].map(([row, v]) => [row, index.map((i) => v[i])]));
    plan.updateColumns(table, restored, cells);
  }
  // A column the pairing added goes from its header down; a title above the table stays.
  const height = table.values.length - table.headerRow + 1;
  for (const header of record?.addedColumns ?? []) {
    const column = columnOf(table, header);
    if (column !== null) {
      plan.add((rollback) => {
        const range = table.sheet.getRange(table.headerRow, column, height, 1);
        const before = range.getValues();
        rollback(() => range.setValues(before));
        range.clear();
      });
    }
  }
  plan.deleteTab(tab);
  dropPrintouts(ss, plan, last.round.number);
  questions.settled();
  plan.apply();
  const back = record ? ss.getSheetByName(record.active) : null;
  const previous = t.rounds[t.rounds.length - 2]?.table.sheet;
  ss.setActiveSheet(back ?? previous ?? ss.getSheets()[0]);
  clearUndoRecord(last.round.number);
  const lines = [`${tabs} removed.`];
  if (restore.cells.size)
    lines.push(
      `Band and Initial score given back to ${restore.cells.size} late arrival${restore.cells.size > 1 ? 's' : ''}.`,
    );
  if (restore.kept.length)
    lines.push(`Kept, as they were edited after the pairing: ${restore.kept.join(', ')}.`);
  if (restore.renamed.length)
    lines.push(
      `No Players row is named ${wordList(restore.renamed, 'or')} any more (renamed since the pairing?), so ${restore.renamed.length > 1 ? 'those late arrivals keep their' : 'that late arrival keeps their'} Band and Initial score.`,
    );
  const unrecorded = record ? null : unrecordedPlacements(t, last);
  if (unrecorded)
    lines.push(
      `No record of the pairing was found (none comes with a workbook downloaded from Google Sheets as .xlsx, say), so the Players tab was left as it is: the Band and Initial score of ${unrecorded}, who joined in ${tab}, stay. To have the next pairing place them afresh (a rank corrected, say), clear those cells first.`,
    );
  else if (!record && t.rounds.length)
    lines.push('No record of the pairing was found, so the Players tab was left as it is.');
  const dialog = restore.kept.length > 0 || restore.renamed.length > 0 || unrecorded !== null;
  return { message: lines.join(' '), dialog };
}

/** With any result typed in, the round stays: a result must never be lost. */
function refuseWithResults(last: RoundSheet): void {
  const boards = last.typed;
  if (boards.length === 0) return;
  const n = boards.length;
  throw new InputError(
    `${last.table.tab} has ${n} result${n > 1 ? 's' : ''} typed in (${boardList(boards)}), so it was not removed. "Undo last pairing" removes a round only before any result is in; clear those Result cells first if the round must really go.`,
  );
}

/**
 * Rows whose Band and Initial score still hold what the pairing wrote, and the values before;
 * the late arrivals edited since (kept), and those no Players row is named any more (renamed).
 * Rows already holding the values before are none of these.
 */
function placementsToRestore(
  t: Tournament,
  record: UndoRecord,
): { cells: Map<number, Cell[]>; kept: string[]; renamed: string[] } {
  const cells = new Map<number, Cell[]>();
  const kept: string[] = [];
  const renamed: string[] = [];
  const table = t.roster.table;
  for (const p of record.placements) {
    const id = t.roster.byName.get(nameKey(p.name));
    if (id === undefined) {
      renamed.push(p.name);
      continue;
    }
    const row = t.roster.rows[id];
    const now = PLACEMENT_HEADERS.map((h) => cellText(cellAt(table, row, h)));
    const wrote = p.wrote.map((c) => cellText(loadCell(c)));
    const before = p.before.map((c) => cellText(loadCell(c)));
    // Already as before the pairing (Sheets' Edit › Undo put them back): nothing to give back.
    if (now.every((v, i) => v === before[i])) continue;
    if (now.every((v, i) => v === wrote[i])) cells.set(row.row, p.before.map(loadCell));
    else kept.push(p.name);
  }
  return { cells, kept, renamed };
}
