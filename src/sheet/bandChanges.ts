import { nameKey, nameList } from '../engine/names';
import { formatRank } from '../engine/rank';
import type { PlayerId, Settings } from '../engine/types';
import type { BandsRecord } from './bandsRecord';
import { wasSaid, type BandsSaid } from './bandsSaid';
import { changedRounds } from './bandChangesRounds';
import type { Roster } from './playersTab';
import { settingNamed } from './settingsTab';
import { refAt, type Table } from './table';

/** What changed since the bands were built: sentences for the TD, and a note per player. */
export interface BandChanges {
  messages: string[];
  notes: Map<PlayerId, string>;
  /** Every change found, named now or by an earlier pairing: what this pairing's record keeps. */
  said: BandsSaid;
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
 * and will not change. A pairing leaves out what `said` holds (named by an earlier pairing).
 */
export function bandChanges(
  record: BandsRecord | null,
  settings: Settings,
  settingsTable: Table,
  roster: Roster,
  by: Teller = 'pair',
  said: BandsSaid | null = null,
): BandChanges {
  if (!record) return { messages: [], notes: new Map(), said: { ranks: {}, settings: {} } };
  const bandSettings = changedSettings(record, settings, settingsTable, said);
  const changed = bandSettings.named;
  const ranks = changedRanks(record, roster, said);
  const rounds =
    by === 'first' ? changedRounds(record, settings, settingsTable, roster.players) : null;
  const messages =
    by === 'first'
      ? firstRoundMessage(changed, ranks, rounds)
      : [settingsMessage(changed, by), ranksMessage(ranks, by)];
  return {
    messages: messages.filter((m): m is string => m !== null),
    notes: ranks.notes,
    said: { ranks: ranks.all, settings: bandSettings.all },
  };
}

interface ChangedSettings {
  /** Those not said before, with their cells ("Settings!B7 (Bar) is 2d, was blank"). */
  named: string[];
  /** Every one: name → [then, now], as shown. */
  all: BandsSaid['settings'];
}

/** The band settings changed since the record. */
function changedSettings(
  record: BandsRecord,
  settings: Settings,
  settingsTable: Table,
  said: BandsSaid | null,
): ChangedSettings {
  const named: string[] = [];
  const all: BandsSaid['settings'] = {};
  for (const s of BAND_SETTINGS) {
    const [was, now] = [s.show(record), s.show(settings)];
    if (was === now) continue;
    all[s.name] = [was, now];
    if (wasSaid(said?.settings, s.name, was, now)) continue;
    named.push(`${settingNamed(settingsTable, s.name)} is ${now}, was ${was}`);
  }
  return { named, all };
}

interface ChangedRanks {
  /** Each player with their Rank cell, the rank then and now ("P3 (Players!B4, 2d → 4d)"). */
  moved: string[];
  notes: Map<PlayerId, string>;
  /** Every such player, said before or not: nameKey → [rank then, rank now]. */
  all: BandsSaid['ranks'];
}

/** The players in a band whose rank changed since the record and was not said, and a note each. */
function changedRanks(record: BandsRecord, roster: Roster, said: BandsSaid | null): ChangedRanks {
  const ranks = record.ranks ?? {};
  const moved: string[] = [];
  const notes = new Map<PlayerId, string>();
  const all: BandsSaid['ranks'] = {};
  roster.players.forEach((p, i) => {
    const key = nameKey(p.name);
    if (!(key in ranks) || ranks[key] === p.rank || p.band === '') return;
    all[key] = [ranks[key], p.rank];
    if (wasSaid(said?.ranks, key, ranks[key], p.rank)) return;
    const was = ranks[key] === null ? 'no rank' : formatRank(ranks[key]);
    const now = p.rank === null ? 'no rank' : formatRank(p.rank);
    moved.push(`${p.name} (${refAt(roster.table, roster.rows[i], 'Rank')}, ${was} → ${now})`);
    notes.set(p.id, `${p.name}: rank now ${now}, band ${p.band} kept`);
  });
  return { moved, notes, all };
}

const settingsHead = (changed: string[]): string =>
  `Changed since the bands were built: ${changed.join('; ')}.`;

function ranksHead(moved: string[]): string {
  const shown = moved.slice(0, SHOWN);
  const more = moved.length - shown.length;
  const list = `${nameList(shown)}${more ? ` and ${more} more` : ''}`;
  return `${moved.length === 1 ? 'Rank' : 'Ranks'} changed since the bands were built: ${list}.`;
}

/** Pairings name each change once (bandsSaid.ts). */
const SAID_ONCE = 'Said once: later pairings name only what changes again.';

const settingsBack = (changed: string[]): string =>
  `set the setting${changed.length > 1 ? 's' : ''} back`;

/**
 * Round 1 just paired: Build bands may still be run again, so the way back is said once. A
 * changed Rounds is not to be set back: the event has that many rounds.
 */
function firstRoundMessage(
  bandSettings: string[],
  ranks: ChangedRanks,
  rounds: string | null,
): string[] {
  const { moved } = ranks;
  const changed = rounds ? [rounds, ...bandSettings] : bandSettings;
  if (!changed.length && !moved.length) return [];
  const heads = [changed.length ? settingsHead(changed) : '', moved.length ? ranksHead(moved) : '']
    .filter((h) => h !== '')
    .join(' ');
  const rebuild = 'run "Undo last pairing", "Build bands", then "Pair next round"';
  const back = bandSettings.length ? `; otherwise ${settingsBack(bandSettings)}` : '';
  const what = !changed.length
    ? `To place ${moved.length === 1 ? 'the player' : 'everyone'} by the new rank, ${rebuild}.`
    : `To build them with the change${changed.length + moved.length > 1 ? 's' : ''}, ${rebuild}${back}.`;
  // Rounds is named by this pairing only: later ones have nothing of it to leave out.
  const once = bandSettings.length || moved.length ? ` ${SAID_ONCE}` : '';
  return [`${heads} Round 1 was paired on the bands as built. ${what}${once}`];
}

/** The changed settings said by Pair next round ('pair') or Apply band edits ('apply'). */
function settingsMessage(changed: string[], by: Teller): string | null {
  if (!changed.length) return null;
  return by === 'pair'
    ? `${settingsHead(changed)} The bands stay as they are: they are fixed once play starts, and "Apply band edits" reads the Bands tab, not these settings. To change the bands, edit the Bands tab (merge bands, change a Separation) and run "Apply band edits"; otherwise ${settingsBack(changed)}. ${SAID_ONCE}`
    : `${settingsHead(changed)} The bands were applied from the Bands tab as it stands, not from these settings, and the change will not be mentioned again. To change the bands, edit the Bands tab (merge bands, change a Separation) and run "Apply band edits" again.`;
}

/** The changed ranks said by Pair next round ('pair') or Apply band edits ('apply'). */
function ranksMessage({ moved }: ChangedRanks, by: Teller): string | null {
  if (!moved.length) return null;
  const one = moved.length === 1;
  return by === 'pair'
    ? `${ranksHead(moved)} The new rank counts for handicaps, but ${one ? 'the player keeps their' : 'each keeps their'} band and initial score. To move ${one ? 'them' : 'one'}, pick the new band in Players › Band and run "Apply band edits". ${SAID_ONCE}`
    : `${ranksHead(moved)} ${one ? 'The player keeps the band' : 'Each keeps the band'} in their Band cell, and the new rank will not be mentioned again. To move ${one ? 'them' : 'one'}, pick the new band in Players › Band and run "Apply band edits" again.`;
}
