import { draftBands } from '../engine/bands';
import { InputError } from '../engine/errors';
import { systemRules } from '../engine/systems';
import type { Player, Settings } from '../engine/types';
import type { BandsRecord } from './bandsRecord';
import { settingNamed } from './settingsTab';
import type { Table } from './table';

/**
 * Rounds changed between Build bands and the pairing of round 1, when Build bands would now
 * give other separations (AGA 2009: S = floor(D·P/R), at most ceil(R/3)): the cell, then and
 * now ("Settings!B5 (Rounds) is 4, was 3, …"). Null otherwise. Once play starts the bands are
 * fixed, and Rounds may be raised at any time, so later pairings do not name it.
 */
export function changedRounds(
  record: BandsRecord,
  settings: Settings,
  settingsTable: Table,
  players: readonly Player[],
): string | null {
  const was = record.rounds;
  if (was === undefined || was === settings.rounds) return null;
  // Bands built for a system without bands (one band at 0) have no separations.
  if (record.system && !systemRules(record.system).usesBands) return null;
  if (!separationsDiffer(record, was, settings, players)) return null;
  return `${settingNamed(settingsTable, 'Rounds')} is ${settings.rounds}, was ${was}, which changes the separations between the bands`;
}

/** The separations Build bands gives the field with the recorded Rounds and with today's. */
function separationsDiffer(
  record: BandsRecord,
  was: number,
  settings: Settings,
  players: readonly Player[],
): boolean {
  const active = players.filter((p) => p.status === 'active');
  const field = active.length ? active : players;
  const { bar, floor, bandFactor, barSeparation } = record;
  const at = (rounds: number): string =>
    draftBands(field, { ...settings, bar, floor, bandFactor, barSeparation, rounds })
      .map((d) => d.separation)
      .join();
  try {
    return at(was) !== at(settings.rounds);
  } catch (e) {
    // A rank missing or unreadable: the change is named, as it may well matter.
    if (e instanceof InputError) return true;
    throw e;
  }
}
