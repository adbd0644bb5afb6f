import { nameKey } from '../engine/names';
import { isPairingSystem } from '../engine/systems';
import type { Player, Settings } from '../engine/types';
import { storedLength, clearChunked, loadChunked, saveChunked } from './propertyChunks';
import type { UndoRecord } from './undoRecord';

/**
 * What the bands were built (or last applied) with, kept in the document's properties, so a
 * setting or rank changed later is noticed: bands are fixed once play starts (AGA 2009), and
 * such a change moves no band.
 */
export interface BandsRecord {
  bar: number | null;
  floor: number | null;
  bandFactor: number;
  barSeparation: Settings['barSeparation'];
  /** Rounds, which the separations were computed with (absent in older records). */
  rounds?: number;
  /** The pairing system the bands were built or applied under (absent in older records). */
  system?: Settings['pairingSystem'];
  /** nameKey(name) → rank (null: none). Left out when the store had no room for it. */
  ranks?: Record<string, number | null>;
}

const KEY = 'pairsheet.bands';
/**
 * The record's share of the document's 500 kB of properties: the rest is left to what Undo last
 * pairing needs (round 1's record of 2,000 players takes some 130 to 220 kB). Ranks that would
 * take more (2,000 players with names of some 60 letters) are not kept.
 */
const MAX_BYTES = 128 * 1024;

/**
 * Keeps the settings and ranks the bands were just built or applied with. With no room left in
 * the store the ranks are dropped, then the record: it only serves warnings.
 */
export function recordBands(settings: Settings, players: readonly Player[]): void {
  const ranks: Record<string, number | null> = {};
  for (const p of players) ranks[nameKey(p.name)] = p.rank;
  const base = fromSettings(settings);
  const withRanks = { ...base, ranks };
  const fits = storedLength(JSON.stringify(withRanks)) <= MAX_BYTES;
  for (const record of fits ? [withRanks, base] : [base]) {
    try {
      saveChunked(KEY, record);
      return;
    } catch {
      // Tried again without the ranks; failing that, no record.
    }
  }
  try {
    clearChunked(KEY);
  } catch {
    // Nothing kept: no warning later.
  }
}

/**
 * Forgets the record once the Bands tab it describes is replaced or removed (an import): kept,
 * it would hold the imported event against the ranks and settings of the old one's bands.
 */
export function forgetBands(): void {
  try {
    clearChunked(KEY);
  } catch {
    // A record left only adds warnings.
  }
}

function fromSettings(s: Settings): BandsRecord {
  return {
    bar: s.bar,
    floor: s.floor,
    bandFactor: s.bandFactor,
    barSeparation: s.barSeparation,
    rounds: s.rounds,
    system: s.pairingSystem,
  };
}

/** The record, or null when there is none (bands built before it was kept) or it cannot be read. */
export function loadBandsRecord(): BandsRecord | null {
  return checkedRecord(loadChunked(KEY));
}

const isRank = (x: unknown): x is number | null =>
  x === null || (typeof x === 'number' && Number.isFinite(x));

/**
 * The record as kept, checked part by part: the properties may have been edited by hand (the
 * command line shows them in a tab) or damaged. Without readable settings it counts as none;
 * an unreadable Rounds, system or rank is left out, as in a record kept before it was.
 */
function checkedRecord(value: unknown): BandsRecord | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const { bar, floor, bandFactor, rounds, system, ranks } = v;
  if (typeof bandFactor !== 'number' || !Number.isFinite(bandFactor)) return null;
  if (!isRank(bar) || !isRank(floor)) return null;
  const record: BandsRecord = {
    bar,
    floor,
    bandFactor,
    barSeparation: v.barSeparation === 'one' ? 'one' : 'computed',
  };
  if (typeof rounds === 'number' && Number.isInteger(rounds) && rounds >= 1) record.rounds = rounds;
  if (isPairingSystem(system)) record.system = system;
  if (ranks && typeof ranks === 'object' && !Array.isArray(ranks)) {
    // Keyed afresh: a record kept before names were compared as they look keyed "é" typed
    // as e plus an accent, or a no-break space, apart from the name it is now.
    record.ranks = Object.fromEntries(
      Object.entries(ranks as Record<string, unknown>)
        .filter((entry): entry is [string, number | null] => isRank(entry[1]))
        .map(([name, rank]) => [nameKey(name), rank]),
    );
  }
  return record;
}

/**
 * The record with the ranks late arrivals were placed by since (kept in each round's undo
 * record, so Undo last pairing takes them away with the round). A rank the record holds is
 * newer: Apply band edits writes it afresh. `records`: each round's undo record, as the
 * command read them.
 */
export function bandsRecordWithPlacements(
  records: ReadonlyMap<number, UndoRecord>,
): BandsRecord | null {
  const record = loadBandsRecord();
  if (!record) return null;
  const ranks = { ...(record.ranks ?? {}) };
  const rounds = [...records.values()].sort((a, b) => a.round - b.round);
  for (const round of rounds) {
    for (const placed of round.placements) {
      // A damaged record (a null or a nameless entry) is skipped: the record only serves warnings.
      if (typeof placed?.name !== 'string') continue;
      const key = nameKey(placed.name);
      const rank = placed.rank;
      if (!key || key in (record.ranks ?? {}) || (typeof rank !== 'number' && rank !== null)) {
        continue;
      }
      ranks[key] = rank;
    }
  }
  return { ...record, ranks };
}
