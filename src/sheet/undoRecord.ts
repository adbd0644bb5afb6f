import { InputError } from '../engine/errors';
import type { PairingSystem } from '../engine/types';
import type { BandsSaid } from './bandsSaid';
import type { Cell } from './cells';
import type { RoundSheet } from './roundTab';
import { clearChunked, loadChunked, readChunked, saveChunked } from './propertyChunks';

/**
 * What "Pair next round" overwrote, so "Undo last pairing" can put it back: kept in the
 * document's properties (invisible in the sheet, copied with nothing the TD prints).
 */
export interface UndoRecord {
  round: number;
  /** The round tab the pairing wrote; another tab of that name later means the record is stale. */
  sheetId: number;
  /** The tab in view before the pairing brought the round tab to the front. */
  active: string;
  /** Players' Band and Initial score cells of late arrivals: before, and as the pairing wrote them. */
  placements: Placed[];
  /** Players headers the pairing appended (the tab had no such column). */
  addedColumns: string[];
  /**
   * Players this pairing gave their first row in the event (everyone in round 1, then late
   * arrivals), so a row of theirs deleted later is noticed. Not kept for multi-game rounds, nor
   * in records written before it was.
   */
  joined?: Joined[];
  /**
   * Players withdrawn when this round was paired: they have no row in it, so one reinstated
   * later is not taken for a row deleted by hand.
   */
  withdrawn?: string[];
  /**
   * The pairing system Settings named when this round was paired, so a later switch can be
   * refused naming it. Absent in records written before it was kept.
   */
  system?: PairingSystem;
  /**
   * The points a bye asked for scored when this round was paired (Settings › Requested bye
   * points, 0 where the system gives none), so a later change is said. Absent in records
   * written before it was kept, and read as 0, what byes asked for scored then.
   */
  byePoints?: number;
  /**
   * The value Update standings last warned the bye points had changed to, so its later runs do
   * not say it again (nor does Pair next round).
   */
  byePointsSaid?: number;
  /**
   * The changed ranks and band settings this pairing named, or earlier ones had, so later
   * pairings do not name them again. Absent in records written before it was kept.
   */
  bandsSaid?: BandsSaid;
}

/** Where a pairing put a player: a board, else a bye row (`rests`: a round robin's Rest row). */
export interface Joined {
  name: string;
  board?: number;
  rests?: true;
}

/** The Players columns a pairing writes for late arrivals, and Undo gives back. */
export const PLACEMENT_HEADERS = ['Band', 'Initial score'];

export interface Placed {
  name: string;
  before: [StoredCell, StoredCell];
  wrote: [StoredCell, StoredCell];
  /** The rank the player was placed by (null: none), so a rank corrected later is noticed. */
  rank?: number | null;
}

/** A cell value that survives JSON: Dates as { date: ISO }. */
export type StoredCell = string | number | boolean | { date: string };

export const storeCell = (value: Cell): StoredCell =>
  value instanceof Date ? { date: value.toISOString() } : value;

export const loadCell = (value: StoredCell): Cell =>
  typeof value === 'object' ? new Date(value.date) : value;

/** One record per round, so rounds can be undone one after the other. */
const keyOf = (round: number): string => `pairsheet.undo.r${round}`;

function saveUndoRecord(record: UndoRecord): void {
  saveChunked(keyOf(record.round), record);
}

/** The record of the pairing of a round, or null when there is none (or it cannot be read). */
export function loadUndoRecord(round: number): UndoRecord | null {
  return checked(round, loadChunked(keyOf(round)));
}

/**
 * The records of every round that has one, read in a single call to the document's properties
 * (each call is a round trip in Apps Script).
 */
export function loadUndoRecords(): Map<number, UndoRecord> {
  const all = PropertiesService.getDocumentProperties().getProperties();
  const get = (key: string): string | null => all[key] ?? null;
  const records = new Map<number, UndoRecord>();
  for (const key of Object.keys(all)) {
    const match = /^pairsheet\.undo\.r(\d+)$/.exec(key);
    if (!match) continue;
    const round = Number(match[1]);
    const record = checked(round, readChunked(keyOf(round), get));
    if (record) records.set(record.round, record);
  }
  return records;
}

/**
 * The undo record of the latest round tab before `before`, with that round's number; null when
 * there is no such tab or its record is missing or another tab's (a deleted or imported tab of
 * that name: it says nothing of this one). `records`: as the command read them.
 */
export function latestRecordBefore(
  rounds: readonly RoundSheet[],
  before: number,
  records: ReadonlyMap<number, UndoRecord>,
): { round: number; record: UndoRecord } | null {
  const tab = rounds.filter((r) => r.round.number < before).pop();
  if (!tab) return null;
  const record = records.get(tab.round.number);
  if (record?.sheetId !== tab.table.sheet.getSheetId()) return null;
  return { round: tab.round.number, record };
}

/** The record read for a round, if it is one (null otherwise). */
function checked(round: number, value: unknown): UndoRecord | null {
  const record = value as UndoRecord | null;
  return record?.round === round && Array.isArray(record.placements) ? record : null;
}

/**
 * Keeps on a round's record, as the caller read it, that a change of the bye points to
 * `points` was `said`, so it is said once; back to the value the round was paired with, it is
 * forgotten, so a later change is said again. A store with no room left keeps nothing: the
 * warning is said again.
 */
export function keepByePointsSaid(record: UndoRecord, points: number, said: boolean): void {
  const kept: UndoRecord = { ...record };
  if (said) kept.byePointsSaid = points;
  else if (record.byePoints === points) delete kept.byePointsSaid;
  if (kept.byePointsSaid === record.byePointsSaid) return;
  try {
    saveUndoRecord(kept);
  } catch {
    // Said again next time, which is no harm.
  }
}

export function clearUndoRecord(round: number): void {
  clearChunked(keyOf(round));
}

/**
 * The tab id of a record saved before its round tab exists: as wide as any sheet id (below
 * 2^31, ten digits), so the record saved once the id is known is never the longer one.
 */
const PENDING_SHEET_ID = -999999999;

/**
 * Runs the writes of a pairing with its undo record kept first. A property store with no room
 * left then refuses the pairing before anything is written, rather than leaving a round that
 * cannot be undone; if the writes fail, the store comes back as it was (a first pairing's
 * record with it). `write` returns the round tab's id, which the record then takes: the pending
 * record's room is freed first and the final one is no longer, so it fits. A round paired again
 * (`standing`: the id of its tab, which stays the round until the new one takes its place) has
 * its record name that tab meanwhile: an execution stopped before the swap leaves the round as
 * it was, and Undo last pairing still gives back what its first pairing overwrote.
 */
export function keepUndoRecord(
  record: Omit<UndoRecord, 'sheetId'>,
  write: () => number,
  standing: number | null = null,
): void {
  const props = PropertiesService.getDocumentProperties();
  const before = props.getProperties();
  const putBack = (): void => {
    props.setProperties(before, true);
  };
  let kept = record;
  try {
    saveUndoRecord({ ...kept, sheetId: PENDING_SHEET_ID });
  } catch (error) {
    try {
      kept = withoutFirstRows(record);
      makeRoom(record.round);
      saveUndoRecord({ ...kept, sheetId: PENDING_SHEET_ID });
    } catch {
      putBack();
      const why = error instanceof Error ? error.message : String(error);
      throw new InputError(
        `Round ${record.round} was not paired: the record "Undo last pairing" needs could not be kept in this document (Sheets says: "${why}"). Nothing was changed.`,
      );
    }
  }
  // No longer than the pending record, so it fits where that one did.
  if (standing !== null) saveUndoRecord({ ...kept, sheetId: standing });
  let sheetId: number;
  try {
    sheetId = write();
  } catch (error) {
    putBack();
    throw error;
  }
  saveUndoRecord({ ...kept, sheetId });
}

/**
 * The lists of first rows serve only the deleted-row check: in a store with no room left (a
 * very large field with long names), they give way to what Undo needs, this round's and the
 * other rounds'. Those rounds' deleted rows are then no longer looked for.
 */
function withoutFirstRows<T extends Omit<UndoRecord, 'sheetId'>>(record: T): T {
  const rest = { ...record };
  delete rest.joined;
  return rest;
}

function makeRoom(round: number): void {
  for (const other of loadUndoRecords().values()) {
    if (other.round !== round && other.joined) saveUndoRecord(withoutFirstRows(other));
  }
}
