import { nameKey, nameList } from '../engine/names';
import { formatRank } from '../engine/rank';
import type { PlayerId, Settings } from '../engine/types';
import type { BandsRecord } from './bandsRecord';
import type { Roster } from './playersTab';
import { settingCellIn } from './settingsTab';
import { refAt, type Table } from './table';

/** What changed since the bands were built: sentences for the TD, and a note per player. */
export interface BandChanges {
  messages: string[];
  notes: Map<PlayerId, string>;
}

const SHOWN = 8;

const BAND_SETTINGS: ReadonlyArray<{
  name: string;
  show: (r: Pick<Settings, 'bar' | 'floor' | 'bandFactor' | 'barSeparation'>) => string;
}> = [
  { name: 'Band factor D', show: (r) => String(r.bandFactor) },
  { name: 'Bar', show: (r) => (r.bar === null ? 'blank' : formatRank(r.bar)) },
  { name: 'Floor', show: (r) => (r.floor === null ? 'blank' : formatRank(r.floor)) },
  {
    name: 'Bar separation',
    show: (r) => (r.barSeparation === 'one' ? '1' : 'Computed'),
  },
];

/**
 * Who tells the TD: 'apply', Apply band edits, which then takes the changes as the bands' own;
 * 'first', the pairing of round 1, while Build bands may still be run again; 'pair', a later one.
 */
type Teller = 'first' | 'pair' | 'apply';

/**
 * Settings and ranks that differ from those the bands were built or last applied with. AGA
 * 2009: bands are fixed once play starts, so neither moves a band; the TD is told what will
 * and will not change.
 */
export function bandChanges(
  record: BandsRecord | null,
  settings: Settings,
  settingsTable: Table,
  roster: Roster,
  by: Teller = 'pair',
): BandChanges {
  if (!record) return { messages: [], notes: new Map() };
  const settingsMessage = changedSettings(record, settings, settingsTable, by);
  const ranks = changedRanks(record, roster, by);
  return {
    messages: [settingsMessage, ranks.message].filter((m): m is string => m !== null),
    notes: ranks.notes,
  };
}

/** The band settings changed since the record, with their cells; null when none is. */
function changedSettings(
  record: BandsRecord,
  settings: Settings,
  settingsTable: Table,
  by: Teller,
): string | null {
  const changed = BAND_SETTINGS.filter((s) => s.show(record) !== s.show(settings)).map(
    (s) =>
      `${settingCellIn(settingsTable, s.name)} (${s.name}) is ${s.show(settings)}, was ${s.show(record)}`,
  );
  if (!changed.length) return null;
  const back = `set the setting${changed.length > 1 ? 's' : ''} back`;
  const list = changed.join('; ');
  return by === 'first'
    ? `Changed since the bands were built: ${list}. Round 1 was paired on the bands as built. To build them with the change, run "Undo last pairing", "Build bands", then "Pair next round"; otherwise ${back}.`
    : by === 'pair'
      ? `Changed since the bands were built: ${list}. The bands stay as they are (they are fixed once play starts), and "Apply band edits" takes them from the Bands tab, not from these settings. To change the bands, edit the Bands tab (merge bands, change a Separation) and run "Apply band edits"; otherwise ${back}.`
      : `Changed since the bands were built: ${list}. The bands were applied from the Bands tab as it stands, not from these settings, and the change will not be mentioned again. To change the bands, edit the Bands tab (merge bands, change a Separation) and run "Apply band edits" again.`;
}

/** The players in a band whose rank changed since the record: a sentence, and a note each. */
function changedRanks(
  record: BandsRecord,
  roster: Roster,
  by: Teller,
): { message: string | null; notes: Map<PlayerId, string> } {
  const ranks = record.ranks ?? {};
  const moved: string[] = [];
  const notes = new Map<PlayerId, string>();
  roster.players.forEach((p, i) => {
    const key = nameKey(p.name);
    if (!(key in ranks) || ranks[key] === p.rank || p.band === '') return;
    const was = ranks[key] === null ? 'no rank' : formatRank(ranks[key]);
    const now = p.rank === null ? 'no rank' : formatRank(p.rank);
    moved.push(`${p.name} (${refAt(roster.table, roster.rows[i], 'Rank')}, ${was} → ${now})`);
    notes.set(p.id, `${p.name}: rank now ${now}, band ${p.band} kept`);
  });
  if (!moved.length) return { message: null, notes };
  const shown = moved.slice(0, SHOWN);
  const more = moved.length - shown.length;
  const one = moved.length === 1;
  const list = `${nameList(shown)}${more ? ` and ${more} more` : ''}`;
  const message =
    by === 'first'
      ? `Rank changed since the bands were built: ${list}. Round 1 was paired on the bands as built. To place ${one ? 'the player' : 'everyone'} by the new rank, run "Undo last pairing", "Build bands", then "Pair next round".`
      : by === 'pair'
        ? `Rank changed since the bands were built: ${list}. The new rank counts for handicaps, but ${one ? 'the player keeps their' : 'each keeps their'} band and initial score. To move ${one ? 'them' : 'one'}, pick the new band in Players › Band and run "Apply band edits".`
        : `Rank changed since the bands were built: ${list}. ${one ? 'The player is' : 'Each is'} in the band ${one ? 'their' : 'their own'} Band cell names; to move ${one ? 'them' : 'one'}, pick the new band there and run "Apply band edits" again.`;
  return { message, notes };
}
