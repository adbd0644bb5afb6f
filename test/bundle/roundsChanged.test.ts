import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, typeResults, type Event } from '../support/event';
import { tenAfterRound1, tenInBands } from '../support/tenBands';

/**
 * Twelve 1d and twelve 1k players, their bands built for 3 rounds: the 1k band is 1 below
 * (S = floor(0.75·12/3) = 3, at most ceil(3/3) = 1); for 4 rounds it would be 2.
 */
function builtForRounds(rounds = 3): Event {
  const players = Array.from({ length: 24 }, (_, i) =>
    playerRow({ Name: `P${i + 1}`, Rank: i < 12 ? '1d' : '1k' }),
  );
  const event = newEvent({ players, settings: { Rounds: rounds, 'Avoid same club': 'No' } });
  event.click('Build bands');
  return event;
}
const builtForThreeRounds = (): Event => builtForRounds(3);

/** Band, Separation and Initial score of each band. */
const bandRows = (event: Event): unknown[][] =>
  event
    .values('Bands')
    .slice(1)
    .map((r) => [r[0], r[4], r[5]]);

const ROUNDS_CHANGED =
  'Changed since the bands were built: Settings!B5 (Rounds) is 4, was 3, which changes the separations between the bands. Round 1 was paired on the bands as built.';

describe('Rounds changed after Build bands, before round 1 is paired', () => {
  it('is named when the separations depend on it, with the way to build the bands again', () => {
    const event = builtForThreeRounds();
    event.setSetting('Rounds', 4);
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Pair next round\nRound 1: 12 boards.\n\n${ROUNDS_CHANGED} To build them with the change, run "Undo last pairing", "Build bands", then "Pair next round".`,
    );
    expect(bandRows(event)).toEqual([
      ['1d and up', '', 0],
      ['1k', 1, -1],
    ]);
    event.click('Undo last pairing');
    event.click('Build bands');
    expect(bandRows(event)).toEqual([
      ['1d and up', '', 0],
      ['1k', 2, -2],
    ]);
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.ss.ui.alerts).toEqual([]);
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 1: 12 boards.');
  });

  it('with Bar changed too, says to set back only Bar', () => {
    const event = builtForThreeRounds();
    event.setSetting('Rounds', 4);
    event.setSetting('Bar', '2d');
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Pair next round\nRound 1: 12 boards.\n\nChanged since the bands were built: Settings!B5 (Rounds) is 4, was 3, which changes the separations between the bands; Settings!B7 (Bar) is 2d, was blank. Round 1 was paired on the bands as built. To build them with the changes, run "Undo last pairing", "Build bands", then "Pair next round"; otherwise set the setting back. Said once: later pairings name only what changes again.',
    );
  });

  it('is taken by Apply band edits, which reads the separations on the Bands tab', () => {
    const event = builtForThreeRounds();
    event.setSetting('Rounds', 4);
    event.click('Apply band edits');
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.ss.ui.alerts).toEqual([]);
    expect(bandRows(event)).toEqual([
      ['1d and up', '', 0],
      ['1k', 1, -1],
    ]);
  });

  it('goes unmentioned with a bands record kept before Rounds was in it', () => {
    const event = builtForThreeRounds();
    const store = event.ss.properties.document;
    const record = JSON.parse(store.get('pairsheet.bands.0')!) as Record<string, unknown>;
    expect(record.rounds).toBe(3);
    delete record.rounds;
    store.set('pairsheet.bands.0', JSON.stringify(record));
    event.setSetting('Rounds', 4);
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.ss.ui.alerts).toEqual([]);
  });

  it('goes unmentioned when the separations would be the same', () => {
    // Ten bands of one player: S = 1 for 5 rounds and for 6.
    const event = tenInBands();
    event.setSetting('Rounds', 6);
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.ss.ui.alerts).toEqual([]);
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 1: 5 boards.');
  });
});

describe('Rounds lowered after Build bands, before round 1 is paired', () => {
  it('is named as well, with the way to build the bands again', () => {
    const event = builtForRounds(4);
    expect(bandRows(event)).toEqual([
      ['1d and up', '', 0],
      ['1k', 2, -2],
    ]);
    event.setSetting('Rounds', 3);
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Pair next round\nRound 1: 12 boards.\n\nChanged since the bands were built: Settings!B5 (Rounds) is 3, was 4, which changes the separations between the bands. Round 1 was paired on the bands as built. To build them with the change, run "Undo last pairing", "Build bands", then "Pair next round".',
    );
    event.click('Undo last pairing');
    event.click('Build bands');
    expect(bandRows(event)).toEqual([
      ['1d and up', '', 0],
      ['1k', 1, -1],
    ]);
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.ss.ui.alerts).toEqual([]);
  });
});

describe('Rounds raised after round 1', () => {
  it('moves no band and is not named: the bands are fixed once play starts', () => {
    const event = builtForThreeRounds();
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    const players = event.values('Players');
    event.setSetting('Rounds', 4);
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.ss.ui.alerts).toEqual([]);
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 2: 12 boards.');
    expect(bandRows(event)).toEqual([
      ['1d and up', '', 0],
      ['1k', 1, -1],
    ]);
    expect(event.values('Players')).toEqual(players);
  });

  it('widens the reach of the far Initial score warning to the new number of rounds', () => {
    const event = tenAfterRound1();
    // The bottom band is at -9: -15 is 6 below it, more than 5 rounds can make up.
    event.edit('Players', 9, 'Initial score', -15);
    event.click('Update standings');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Update standings\nStandings updated after 1 round. Leader: P1 (1).\n\nPlayers!J11: P10\'s Initial score \u221215 is 6 points below the bottom band (\u22129), more than 5 rounds can make up. If it was typed by mistake, correct it and run "Update standings" again.',
    );
    event.setSetting('Rounds', 6);
    event.ss.ui.alerts.length = 0;
    event.click('Update standings');
    expect(event.ss.ui.alerts).toEqual([]);
  });
});
