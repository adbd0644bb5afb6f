import { InputError } from '../errors';
import type { Band, Settings } from '../types';
import { scoreBands, type BandDraft } from './buildBands';

/** One row of the Bands tab as the TD left it. */
export interface BandRow {
  /** Sheet row, for messages. */
  row: number;
  name: string;
  strongest: number;
  weakest: number;
  separation: number;
}

/**
 * AGA 2009: the TD may merge bands, change separations and move players, then the initial
 * scores follow from those edits. Rows that share a name are one band (the first row's
 * separation and place count); the player count comes from the players' Band cells.
 */
export function applyBandEdits(
  rows: readonly BandRow[],
  playerBands: readonly string[],
  origin: Settings['scoreOrigin'],
): Band[] {
  const drafts: BandDraft[] = [];
  const byName = new Map<string, BandDraft>();
  for (const row of rows) {
    const key = row.name.toLowerCase();
    const existing = byName.get(key);
    if (existing) {
      existing.strongest = Math.max(existing.strongest, row.strongest);
      existing.weakest = Math.min(existing.weakest, row.weakest);
      continue;
    }
    if (!Number.isFinite(row.separation) || row.separation < 0) {
      throw new InputError(
        `Bands tab, row ${row.row}: the separation of band "${row.name}" must be a number of 0 or more.`,
      );
    }
    const draft: BandDraft = {
      name: row.name,
      strongest: row.strongest,
      weakest: row.weakest,
      players: 0,
      separation: drafts.length === 0 ? null : row.separation,
    };
    drafts.push(draft);
    byName.set(key, draft);
  }
  for (const name of playerBands) {
    const draft = byName.get(name.toLowerCase());
    if (draft) draft.players++;
  }
  return scoreBands(drafts, origin);
}
