/**
 * A command's report in paragraphs: what was done first, then each warning on its own, a blank
 * line between them, in a dialog. A report of one paragraph stays a one-line toast.
 */
import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, register, typeResults } from '../support/event';
import { swissSwitchedToMcMahon } from '../support/switchToMcMahon';
import { tenAfterRound1 } from '../support/tenBands';

const FAR_P6 =
  "Players!J7: P6's Initial score 1850 is 1850 points above the top band (0), more than 5 rounds can make up.";
const CHANGED =
  'Changed since the bands were built: Settings!B6 (Band factor D) is 1, was 0.75; Settings!B7 (Bar) is 2d, was blank.';
const RANK =
  'Rank changed since the bands were built: P3 (Players!B4, 2d → 4d). The new rank counts for handicaps, but the player keeps their band and initial score. To move them, pick the new band in Players › Band and run "Apply band edits". Said once: later pairings name only what changes again.';

/** Round 1 paired and won; then two band settings, P3's rank and P6's Initial score changed. */
function warned() {
  const event = tenAfterRound1();
  event.setSetting('Band factor D', 1);
  event.setSetting('Bar', '2d');
  event.edit('Players', 2, 'Rank', '4d');
  event.edit('Players', 5, 'Initial score', 1850);
  return event;
}

/** The last dialog's text cut at its blank lines. */
function paragraphs(alert: string | undefined): string[] {
  return (alert ?? '').split('\n\n');
}

describe('Pair next round', () => {
  it('says the round first, then each warning in a paragraph of its own, in a dialog', () => {
    const event = warned();
    register(event, [playerRow({ Name: 'Late Lee', Rank: '3k' })]);
    const toasts = event.ss.toasts.length;
    event.click('Pair next round');
    expect(paragraphs(event.lastAlert())).toEqual([
      'Pairsheet: Pair next round\nRound 2: 5 boards. Forced bye: P10. Late arrivals placed in their bands: Late Lee.',
      `${CHANGED} The bands stay as they are: they are fixed once play starts, and "Apply band edits" reads the Bands tab, not these settings. To change the bands, edit the Bands tab (merge bands, change a Separation) and run "Apply band edits"; otherwise set the settings back. Said once: later pairings name only what changes again.`,
      RANK,
      `${FAR_P6} If it was typed by mistake, correct it, then run "Undo last pairing" and "Pair next round" again.`,
    ]);
    expect(event.ss.toasts.length).toBe(toasts);
  });

  it('keeps a round without warnings to a one-line toast, a line break in a name too', () => {
    const ranks = ['1d', '1k', '2k', '3k', '4k'];
    const names = ['Ann', 'Bo', 'Cy', 'Di', 'Ed\nYu'];
    const players = ranks.map((Rank, i) => playerRow({ Name: names[i], Rank }));
    const event = newEvent({ players, settings: { 'Avoid same club': 'No' } });
    event.click('Build bands');
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 1: 2 boards. Forced bye: Ed Yu.');
  });
});

describe('Update standings', () => {
  it('says what it wrote, then the far Initial score in a paragraph of its own', () => {
    const event = warned();
    event.click('Pair next round');
    typeResults(event, 2, () => 'B+');
    event.click('Update standings');
    expect(paragraphs(event.lastAlert())).toEqual([
      'Pairsheet: Update standings\nStandings updated after 2 rounds. Leader: P6 (1850).',
      `${FAR_P6} If it was typed by mistake, correct it and run "Update standings" again.`,
    ]);
  });
});

describe('Apply band edits', () => {
  it('says the bands applied, then each change since they were built in a paragraph', () => {
    const event = warned();
    event.click('Apply band edits');
    const [applied, ...warnings] = paragraphs(event.lastAlert());
    expect(applied).toBe(
      'Pairsheet: Apply band edits\nInitial scores updated from the Bands tab. 5d and up: 1 (0), 3d: 1 (-1), 2d: 1 (-2), 1d: 1 (-3), 1k: 1 (-4), 2k: 1 (-5), 4k: 1 (-6), 6k: 1 (-7), 8k: 1 (-8), 10k: 1 (-9).',
    );
    expect(warnings).toEqual([
      `${CHANGED} The bands were applied from the Bands tab as it stands, not from these settings, and the change will not be mentioned again. To change the bands, edit the Bands tab (merge bands, change a Separation) and run "Apply band edits" again.`,
      'Rank changed since the bands were built: P3 (Players!B4, 2d → 4d). The player keeps the band in their Band cell, and the new rank will not be mentioned again. To move them, pick the new band in Players › Band and run "Apply band edits" again.',
    ]);
  });
});

describe('Apply band edits with nothing changed', () => {
  it('says the bands applied in a one-line toast, ending in a full stop', () => {
    const event = tenAfterRound1();
    event.click('Apply band edits');
    expect(event.lastAlert()).toBeUndefined();
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Initial scores updated from the Bands tab. 5d and up: 1 (0), 3d: 1 (-1), 2d: 1 (-2), 1d: 1 (-3), 1k: 1 (-4), 2k: 1 (-5), 4k: 1 (-6), 6k: 1 (-7), 8k: 1 (-8), 10k: 1 (-9).',
    );
  });
});

describe('Build bands after round 1, and Check round before it', () => {
  const NO_BANDS =
    'No player has an initial score yet: the event was started without bands. Run "Build bands" to give every player the initial score of their band; the rounds already paired keep their games and results.';

  it('Check round gives its verdict, then the advice for the next pairing in a paragraph', () => {
    const event = swissSwitchedToMcMahon(false);
    event.click('Check round');
    expect(paragraphs(event.lastAlert())).toEqual([
      'Pairsheet: Check round\nRound 1 looks right: 4 boards, no bye rows.',
      NO_BANDS,
    ]);
  });

  it('Build bands names the bands, then what they mean for the round already played', () => {
    const event = swissSwitchedToMcMahon(false);
    event.click('Build bands');
    expect(paragraphs(event.lastAlert())).toEqual([
      'Pairsheet: Build bands\n8 bands built. 5d and up: 1 (0), 3d: 1 (-1), 2d: 1 (-2), 1d: 1 (-3), 1k: 1 (-4), 2k: 1 (-5), 4k: 1 (-6), 6k: 1 (-7).',
      'The round already paired keeps its games and results; from now on each player\'s score counts from their band\'s initial score. Run "Update standings" to see the standings with them.',
    ]);
  });
});
