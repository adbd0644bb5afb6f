import { bandsFor } from '../engine/bands';
import { InputError } from '../engine/errors';
import { nameKey } from '../engine/names';
import { loadBandsRecord } from './bandsRecord';
import { systemRules } from '../engine/systems';
import type { Player, Settings } from '../engine/types';
import { parseNumber } from './parse';
import { cellAt, textAt, type Table } from './table';

/**
 * A Swiss event that ran Build bands has one band with everyone at 0. Switched to McMahon, that
 * band is not the McMahon bands: true when the system now uses bands, the Bands tab holds that
 * one band at 0, every player is in it at 0 (or has no band yet), and McMahon bands built from
 * the ranks would be more than that one band, unless the bands record says the bands were built
 * or applied under McMahon (a TD's merge into one band). `table`: the Bands tab (bandsTableIfSound).
 */
export function onlySwissBand(
  table: Table | null,
  players: readonly Player[],
  settings: Settings,
): boolean {
  if (!table || !systemRules(settings.pairingSystem).usesBands) return false;
  const named = table.rows.filter((row) => textAt(table, row, 'Band') !== '');
  if (named.length !== 1 || parseNumber(cellAt(table, named[0], 'Initial score')) !== 0) {
    return false;
  }
  const key = nameKey(textAt(table, named[0], 'Band'));
  const inBand = players.filter((p) => p.band !== '' && nameKey(p.band) === key);
  const atZero = inBand.every((p) => p.initialScore === 0);
  const rest = players.filter((p) => !inBand.includes(p));
  if (!inBand.length || !atZero || rest.some((p) => p.band !== '' || p.initialScore !== null)) {
    return false;
  }
  // Read last, being a property read: bands built or applied under a banded system (one
  // McMahon band merged on purpose) are not this.
  const built = loadBandsRecord()?.system;
  if (built && systemRules(built).usesBands) return false;
  const active = players.filter((p) => p.status === 'active');
  try {
    return bandsFor(active.length ? active : players, settings, true).length > 1;
  } catch (e) {
    // A rank missing or unreadable: Build bands names it.
    if (e instanceof InputError) return true;
    throw e;
  }
}
