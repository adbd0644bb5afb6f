/**
 * pairgoth .tour fields (formats.md §5) that Pairsheet has no place for, named for the Import
 * report, and pairgoth's own defaults for the pairing keys a file leaves out.
 */
import { sheetName } from './types';

/**
 * pairgoth's defaults for a pairing without these keys, key by key (ranks as pairgoth counts
 * them: 0 = 1d, −20 = 20k): a McMahon bar of 1d, a floor of 20k, and handicaps minus 1 capped
 * at 1d; a Swiss event has no handicaps.
 */
export const PAIRING_DEFAULTS = {
  MAC_MAHON: { mmBar: 0, mmFloor: -20, handicap: { ceiling: 9, correction: 1, threshold: 0 } },
  SWISS: { handicap: { ceiling: 0, correction: 0, threshold: -30 } },
} as const;

/** Player keys Pairsheet reads (final only when true: see finalNote). */
const READ = new Set(['id', 'name', 'firstname', 'rating', 'rank', 'country', 'club', 'skip']);
const IDS = new Set(['egf', 'aga']);

const LABELS: Record<string, string> = {
  mmsCorrection: 'McMahon score corrections',
  pro: 'Professional ranks',
  licensed: 'Licence status',
  ffg: 'FFG licence numbers',
  ext: 'Other external ids',
};

/** A value that says nothing: pairgoth leaves such keys out or writes them so by default. */
const empty = (v: unknown): boolean => v === 0 || v === '' || v === false || v === null;

/**
 * One report line a player key that is not carried, naming the players and their values;
 * `kept` names keys read for this file (mmsCorrection in a McMahon event).
 */
export function droppedPlayerFields(
  players: ReadonlyArray<Record<string, unknown>>,
  names: ReadonlyArray<{ surname: string; firstName: string }>,
  kept: readonly string[] = [],
): string[] {
  const notFinal: string[] = [];
  const byKey = new Map<string, string[]>();
  players.forEach((p, i) => {
    const who = sheetName(names[i]);
    if (p.final === false) notFinal.push(who);
    for (const [key, value] of Object.entries(p)) {
      if (READ.has(key) || IDS.has(key) || kept.includes(key) || key === 'final' || empty(value))
        continue;
      const shown = typeof value === 'string' ? value : JSON.stringify(value);
      byKey.set(key, [...(byKey.get(key) ?? []), `${who} (${shown})`]);
    }
  });
  const notes = [...byKey].map(
    ([key, list]) => `${LABELS[key] ?? 'Player field'} ("${key}") not kept: ${list.join('; ')}.`,
  );
  if (notFinal.length > 0)
    notes.unshift(
      `${notFinal.length} player${notFinal.length === 1 ? ' was' : 's were'} not final ("final": false, pre-registered); imported as active players: ${notFinal.join('; ')}.`,
    );
  return notes;
}
