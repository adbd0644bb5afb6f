import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, register, typeResults, type Event } from '../support/event';
import { tenAfterRound1, tenInBands } from '../support/tenBands';

/** The band settings (and P3's rank) as the bands were built, and as changed after round 1. */
const BUILT = { 'Band factor D': 0.75, Bar: '', Floor: '', 'Bar separation': 'Computed' };
const CHANGED = { 'Band factor D': 1, Bar: '2d', Floor: '6k', 'Bar separation': '1' };

function setBandSettings(event: Event, settings: typeof BUILT | typeof CHANGED, p3: string): void {
  for (const [name, value] of Object.entries(settings)) event.setSetting(name, value);
  event.edit('Players', 2, 'Rank', p3);
}

/** Every band setting changed, and P3's rank corrected from 2d to 4d. */
function changed(): Event {
  const event = tenAfterRound1();
  setBandSettings(event, CHANGED, '4d');
  return event;
}

/** Name, Band and Initial score of every player. */
function bands(event: Event): unknown[][] {
  const [header, ...rows] = event.values('Players');
  return rows.map((r) => [r[0], r[header.indexOf('Band')], r[header.indexOf('Initial score')]]);
}

const SETTINGS =
  'Changed since the bands were built: Settings!B6 (Band factor D) is 1, was 0.75; Settings!B7 (Bar) is 2d, was blank; Settings!B8 (Floor) is 6k, was blank; Settings!B9 (Bar separation) is 1, was Computed.';

describe('band settings or a rank changed after round 1', () => {
  it('are named by Pair next round, which moves no band and notes the player', () => {
    const event = changed();
    const before = bands(event);
    event.click('Pair next round');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Pair next round\nRound 2: 5 boards.\n\n${SETTINGS} The bands stay as they are: they are fixed once play starts, and "Apply band edits" reads the Bands tab, not these settings. To change the bands, edit the Bands tab (merge bands, change a Separation) and run "Apply band edits"; otherwise set the settings back. Said once: later pairings name only what changes again.\n\nRank changed since the bands were built: P3 (Players!B4, 2d → 4d). The new rank counts for handicaps, but the player keeps their band and initial score. To move them, pick the new band in Players › Band and run "Apply band edits". Said once: later pairings name only what changes again.`,
    );
    expect(bands(event)).toEqual(before);
    const [header, ...rows] = event.values('Round 2');
    const notes = rows.map((r) => [r[header.indexOf('Black')], r[header.indexOf('Notes')]]);
    expect(notes[0]).toEqual(['P3', 'P3: rank now 4d, band 2d kept; floated twice: P1 down']);
  });

  it('are named once more by Apply band edits, then no longer', () => {
    const event = changed();
    event.click('Apply band edits');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Apply band edits\nInitial scores updated from the Bands tab. 5d and up: 1 (0), 3d: 1 (-1), 2d: 1 (-2), 1d: 1 (-3), 1k: 1 (-4), 2k: 1 (-5), 4k: 1 (-6), 6k: 1 (-7), 8k: 1 (-8), 10k: 1 (-9).\n\n${SETTINGS} The bands were applied from the Bands tab as it stands, not from these settings, and the change will not be mentioned again. To change the bands, edit the Bands tab (merge bands, change a Separation) and run "Apply band edits" again.\n\nRank changed since the bands were built: P3 (Players!B4, 2d → 4d). The player keeps the band in their Band cell, and the new rank will not be mentioned again. To move them, pick the new band in Players › Band and run "Apply band edits" again.`,
    );
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.ss.ui.alerts).toEqual([]);
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 2: 5 boards.');
  });

  it('go unmentioned once set back', () => {
    const event = changed();
    setBandSettings(event, BUILT, '2d');
    event.click('Pair next round');
    expect(event.ss.ui.alerts).toEqual([]);
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 2: 5 boards.');
  });

  it('include a late arrival whose rank is corrected after they were placed', () => {
    const event = tenAfterRound1();
    register(event, [['Late', '1k']]);
    event.click('Pair next round');
    typeResults(event, 2, () => 'W+');
    event.edit('Players', 10, 'Rank', '3k');
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()).toContain(
      'Rank changed since the bands were built: Late (Players!B12, 1k → 3k). The new rank counts for handicaps, but the player keeps their band and initial score.',
    );
    expect(bands(event).at(-1)).toEqual(['Late', '1k', -4]);
  });
});

describe('band settings changed after Build bands, before round 1 is paired', () => {
  it('are named with the way to build the bands again', () => {
    const event = tenInBands();
    event.setSetting('Bar', '2d');
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Pair next round\nRound 1: 5 boards.\n\nChanged since the bands were built: Settings!B7 (Bar) is 2d, was blank. Round 1 was paired on the bands as built. To build them with the change, run "Undo last pairing", "Build bands", then "Pair next round"; otherwise set the setting back. Said once: later pairings name only what changes again.',
    );
  });

  it('with ranks changed too, say the way back once', () => {
    const event = tenInBands();
    event.setSetting('Bar', '2d');
    event.edit('Players', 2, 'Rank', '4d');
    event.edit('Players', 3, 'Rank', '2k');
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Pair next round\nRound 1: 5 boards.\n\nChanged since the bands were built: Settings!B7 (Bar) is 2d, was blank. Ranks changed since the bands were built: P3 (Players!B4, 2d → 4d); P4 (Players!B5, 1d → 2k). Round 1 was paired on the bands as built. To build them with the changes, run "Undo last pairing", "Build bands", then "Pair next round"; otherwise set the setting back. Said once: later pairings name only what changes again.',
    );
  });
});

describe('a rank alone changed after Build bands, before round 1 is paired', () => {
  it('is named with the way to place the player by it, once', () => {
    const event = tenInBands();
    event.edit('Players', 2, 'Rank', '4d');
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Pair next round\nRound 1: 5 boards.\n\nRank changed since the bands were built: P3 (Players!B4, 2d → 4d). Round 1 was paired on the bands as built. To place the player by the new rank, run "Undo last pairing", "Build bands", then "Pair next round". Said once: later pairings name only what changes again.',
    );
    typeResults(event, 1, () => 'W+');
    event.click('Pair next round');
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 2: 5 boards.');
  });
});

describe('a band setting whose Settings row was deleted after Build bands', () => {
  it('is named once, and said to have no row', () => {
    const event = tenInBands();
    event.setSetting('Bar', '2d');
    event.click('Build bands');
    const settings = event.ss.getSheetByName('Settings')!;
    const names = settings
      .getRange('A:A')
      .getValues()
      .map((r) => r[0]);
    settings.deleteRow(names.indexOf('Bar') + 1);
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Pair next round\nRound 1: 5 boards.\n\nChanged since the bands were built: Settings › Bar (no row on the Settings tab) is blank, was 2d. Round 1 was paired on the bands as built. To build them with the change, run "Undo last pairing", "Build bands", then "Pair next round"; otherwise set the setting back. Said once: later pairings name only what changes again.',
    );
  });
});

describe('a rank changed after Build bands in a field of 2,000', () => {
  it('is named: the ranks the bands were built with are kept at that size', () => {
    const ranks = ['5d', '3d', '1d', '1k', '3k', '5k', '8k', '12k', '16k', '20k'];
    const players = Array.from({ length: 2000 }, (_, i) =>
      playerRow({ Name: `Hernández-Villanueva, María José ${i + 1}`, Rank: ranks[i % 10] }),
    );
    const event = newEvent({ players, settings: { Rounds: 4, 'Avoid same club': 'No' } });
    event.click('Build bands');
    event.edit('Players', 1999, 'Rank', '2d');
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()).toContain(
      'Rank changed since the bands were built: Hernández-Villanueva, María José 2000 (Players!B2001, 20k → 2d).',
    );
  });
});

describe('a rank changed after Build bands, kept in a record written before names were normalised', () => {
  it('is named for a name typed with e plus an accent, kept then under that spelling', () => {
    const ranks = ['5d', '3d', '2d', '1d', '1k', '2k', '4k', '6k', '8k', '10k'];
    const name = (i: number): string => (i === 2 ? 'José Zoë'.normalize('NFD') : `P${i + 1}`);
    const players = ranks.map((Rank, i) => playerRow({ Name: name(i), Rank }));
    const event = newEvent({ players, settings: { 'Avoid same club': 'No' } });
    event.click('Build bands');
    // The record as kept before: keys lower-cased and spaces folded, the accents left apart.
    const store = event.ss.properties.document;
    const record = JSON.parse(store.get('pairsheet.bands.0')!) as { ranks: object };
    expect(Object.keys(record.ranks)).toContain('josé zoë');
    record.ranks = Object.fromEntries(
      Object.entries(record.ranks).map(([key, rank]) => [key.normalize('NFD'), rank]),
    );
    store.set('pairsheet.bands.0', JSON.stringify(record));
    event.edit('Players', 2, 'Rank', '4d');
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()).toContain(
      `Rank changed since the bands were built: ${name(2)} (Players!B4, 2d → 4d).`,
    );
  });
});
