import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, refused, typeResults, type Event } from '../support/event';
import { EIGHT_RANKS as RANKS } from '../support/switchToMcMahon';

/** Replaces the bands record Build bands kept in the document's properties. */
function damage(event: Event, value: unknown): void {
  const store = event.ss.properties.document;
  store.set('pairsheet.bands', '1');
  store.set('pairsheet.bands.0', JSON.stringify(value));
}

/**
 * The eight players, their bands built under `system` (the one band at 0 for Swiss), round 1
 * paired and won by White when `played`, then switched to McMahon with Rounds, Bar and P1's rank
 * changed, so that every check of the record has something to compare.
 */
function changedEvent(system: string, played: boolean): Event {
  const players = RANKS.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank }));
  const event = newEvent({ players, settings: { 'Pairing system': system } });
  event.click('Build bands');
  if (played) {
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
  }
  event.setSetting('Pairing system', 'McMahon');
  event.setSetting('Rounds', 4);
  event.setSetting('Bar', '3d');
  event.edit('Players', 0, 'Rank', '6d');
  event.ss.ui.alerts.length = 0;
  return event;
}

const SETTINGS = { bar: null, floor: null, bandFactor: 1, barSeparation: 'computed', rounds: 5 };

const DAMAGED: Array<[string, unknown]> = [
  ['an unknown system', { ...SETTINGS, system: 'Chess960' }],
  ['a system that is a number', { ...SETTINGS, system: 7 }],
  ['Rounds as text', { ...SETTINGS, rounds: 'five', system: 'Swiss' }],
  ['ranks as text', { ...SETTINGS, system: 'Swiss', ranks: 'abc' }],
  ['ranks that are no ranks', { ...SETTINGS, system: 'Swiss', ranks: { p1: 'x', p2: {} } }],
  ['a Bar that is no rank', { ...SETTINGS, bar: '2d', system: 'Swiss' }],
  ['a list', [1, 2, 3]],
];

const COMMANDS = [
  'Build bands',
  'Apply band edits',
  'Pair next round',
  'Check round',
  'Print pairings',
  'Update standings',
];

describe.each(DAMAGED)('a bands record with %s', (_, value) => {
  it.each([
    ['Swiss', false],
    ['Swiss', true],
    ['McMahon', false],
    ['McMahon', true],
  ])('is no hindrance to any command (bands built as %s, round 1 paired: %s)', (system, played) => {
    const failed: string[] = [];
    for (const command of COMMANDS) {
      const event = changedEvent(system, played);
      damage(event, value);
      event.click(command);
      // One dialog or a toast: never the dialog of something unexpected.
      failed.push(...event.ss.ui.alerts.map((a) => a.title).filter((t) => t.endsWith('failed')));
      expect(event.ss.ui.alerts.length).toBeLessThanOrEqual(1);
    }
    expect(failed).toEqual([]);
  });
});

describe('a Swiss event whose bands record names an unknown system, switched to McMahon', () => {
  it('after round 1 is refused by Pair next round with the advice to run Build bands', () => {
    const event = changedEvent('Swiss', true);
    damage(event, { ...SETTINGS, system: 'Chess960' });
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nSettings!B3 (Pairing system) says McMahon, but the Bands tab holds only the one band, everyone at 0, that "Build bands" makes for a Swiss event. Run "Build bands" to build the McMahon bands from the players\' ranks (the rounds already paired keep their games and results), or set Pairing system back to the system the event was started with. Nothing was changed.',
    );
  });

  it('before round 1 is refused the same way, the system to set back left unnamed', () => {
    const event = changedEvent('Swiss', false);
    damage(event, { ...SETTINGS, system: 'Chess960' });
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nSettings!B3 (Pairing system) says McMahon, but the Bands tab holds only the one band, everyone at 0, that "Build bands" makes for a Swiss event. Run "Build bands" again to build the McMahon bands from the players\' ranks, or set Pairing system back to the system the bands were built for. Nothing was changed.',
    );
  });
});
