/**
 * A rank or band setting changed after the bands were built is named by the first pairing after
 * the change, then left out while it stays as it is (README, "A rank or rating corrected").
 */
import { describe, expect, it } from 'vitest';
import { roundNotes, typeResults, type Event } from '../support/event';
import { tenAfterRound1 } from '../support/tenBands';

const ONCE = 'Said once: later pairings name only what changes again.';
const KEEPS = `The new rank counts for handicaps, but the player keeps their band and initial score. To move them, pick the new band in Players › Band and run "Apply band edits". ${ONCE}`;
const P3_4D = `Rank changed since the bands were built: P3 (Players!B4, 2d → 4d). ${KEEPS}`;
const FIXED =
  'The bands stay as they are: they are fixed once play starts, and "Apply band edits" reads the Bands tab, not these settings. To change the bands, edit the Bands tab (merge bands, change a Separation) and run "Apply band edits"; otherwise set the setting back.';

/** Ten players in five rounds, round 1 played. */
function fiveRounds(): Event {
  const event = tenAfterRound1();
  event.setSetting('Rounds', 5);
  return event;
}

/** Pairs the round after `played` (its results typed): what it said, dialog or toast. */
function pairAfter(event: Event, played: number): string | undefined {
  if (played > 1) typeResults(event, played, () => 'W+');
  event.ss.ui.alerts.length = 0;
  event.click('Pair next round');
  return event.lastAlert() ?? event.ss.toasts.at(-1)?.msg;
}

const rankNotes = (event: Event, round: number): string[] =>
  roundNotes(event, round).filter((n) => n.includes('rank now'));

describe('a rank corrected after round 1', () => {
  it('is named by round 2 only, and again by round 4 once corrected again', () => {
    const event = fiveRounds();
    event.edit('Players', 2, 'Rank', '4d');
    expect(pairAfter(event, 1)).toBe(`Pairsheet: Pair next round\nRound 2: 5 boards.\n\n${P3_4D}`);
    expect(rankNotes(event, 2)).toEqual(['P3: rank now 4d, band 2d kept; floated twice: P1 down']);
    expect(pairAfter(event, 2)).toBe('Round 3: 5 boards.');
    expect(rankNotes(event, 3)).toEqual([]);
    event.edit('Players', 2, 'Rank', '5d');
    expect(pairAfter(event, 3)).toBe(
      `Pairsheet: Pair next round\nRound 4: 5 boards.\n\nRank changed since the bands were built: P3 (Players!B4, 2d → 5d). ${KEEPS}`,
    );
    expect(rankNotes(event, 4)).toEqual([expect.stringMatching(/^P3: rank now 5d, band 2d kept/)]);
  });

  it('names only the player newly corrected when another was named before', () => {
    const event = fiveRounds();
    event.edit('Players', 2, 'Rank', '4d');
    pairAfter(event, 1);
    event.edit('Players', 3, 'Rank', '2k');
    expect(pairAfter(event, 2)).toBe(
      `Pairsheet: Pair next round\nRound 3: 5 boards.\n\nRank changed since the bands were built: P4 (Players!B5, 1d → 2k). ${KEEPS}`,
    );
    expect(rankNotes(event, 3)).toEqual([expect.stringMatching(/^P4: rank now 2k, band 1d kept/)]);
  });

  it('set back, then corrected again, is named again', () => {
    const event = fiveRounds();
    event.edit('Players', 2, 'Rank', '4d');
    pairAfter(event, 1);
    event.edit('Players', 2, 'Rank', '2d');
    expect(pairAfter(event, 2)).toBe('Round 3: 5 boards.');
    event.edit('Players', 2, 'Rank', '4d');
    expect(pairAfter(event, 3)).toBe(`Pairsheet: Pair next round\nRound 4: 5 boards.\n\n${P3_4D}`);
  });

  it('is named again once the round that named it is undone and paired again', () => {
    const event = fiveRounds();
    event.edit('Players', 2, 'Rank', '4d');
    pairAfter(event, 1);
    event.click('Undo last pairing');
    expect(pairAfter(event, 1)).toBe(`Pairsheet: Pair next round\nRound 2: 5 boards.\n\n${P3_4D}`);
    expect(rankNotes(event, 2)).toEqual(['P3: rank now 4d, band 2d kept; floated twice: P1 down']);
    // Round 3 undone and paired again: round 2, which named it, still stands.
    pairAfter(event, 2);
    event.click('Undo last pairing');
    expect(pairAfter(event, 2)).toBe('Round 3: 5 boards.');
  });

  it('is named by the next pairing after a round paired before the record was kept, then no longer', () => {
    const event = fiveRounds();
    event.edit('Players', 2, 'Rank', '4d');
    pairAfter(event, 1);
    // Round 2's record as kept before: without the changes it named.
    const store = event.ss.properties.document;
    const record = JSON.parse(store.get('pairsheet.undo.r2.0')!) as Record<string, unknown>;
    expect(record.bandsSaid).toEqual({ ranks: { p3: [2, 4] }, settings: {} });
    delete record.bandsSaid;
    store.set('pairsheet.undo.r2.0', JSON.stringify(record));
    expect(pairAfter(event, 2)).toBe(`Pairsheet: Pair next round\nRound 3: 5 boards.\n\n${P3_4D}`);
  });

  it('is named again after a record edited by hand into something unreadable', () => {
    const event = fiveRounds();
    event.edit('Players', 2, 'Rank', '4d');
    pairAfter(event, 1);
    const store = event.ss.properties.document;
    const record = JSON.parse(store.get('pairsheet.undo.r2.0')!) as Record<string, unknown>;
    record.bandsSaid = { ranks: { p3: [2, '4d'] }, settings: 7 };
    store.set('pairsheet.undo.r2.0', JSON.stringify(record));
    expect(pairAfter(event, 2)).toBe(`Pairsheet: Pair next round\nRound 3: 5 boards.\n\n${P3_4D}`);
    expect(rankNotes(event, 3)).toEqual([expect.stringMatching(/^P3: rank now 4d, band 2d kept/)]);
    expect(pairAfter(event, 3)).toBe('Round 4: 5 boards.');
  });
});

describe('a band setting changed after round 1', () => {
  it('is named by round 2 only; a second one by round 4 alone', () => {
    const event = fiveRounds();
    event.setSetting('Bar', '2d');
    expect(pairAfter(event, 1)).toBe(
      `Pairsheet: Pair next round\nRound 2: 5 boards.\n\nChanged since the bands were built: Settings!B7 (Bar) is 2d, was blank. ${FIXED} ${ONCE}`,
    );
    expect(pairAfter(event, 2)).toBe('Round 3: 5 boards.');
    event.setSetting('Floor', '6k');
    expect(pairAfter(event, 3)).toBe(
      `Pairsheet: Pair next round\nRound 4: 5 boards.\n\nChanged since the bands were built: Settings!B8 (Floor) is 6k, was blank. ${FIXED} ${ONCE}`,
    );
  });

  it('is named once more by Apply band edits, with the rank, after a pairing named them', () => {
    const event = fiveRounds();
    event.setSetting('Bar', '2d');
    event.edit('Players', 2, 'Rank', '4d');
    pairAfter(event, 1);
    typeResults(event, 2, () => 'W+');
    event.click('Apply band edits');
    expect(event.lastAlert()).toContain(
      'Changed since the bands were built: Settings!B7 (Bar) is 2d, was blank. The bands were applied from the Bands tab as it stands',
    );
    expect(event.lastAlert()).toContain(
      'Rank changed since the bands were built: P3 (Players!B4, 2d → 4d). The player keeps the band in their Band cell',
    );
  });
});

describe('what earlier pairings kept as said', () => {
  /** Edits round `round`'s undo record (it fits in its first chunk here). */
  function editRecord(event: Event, round: number, edit: (r: Record<string, unknown>) => void) {
    const store = event.ss.properties.document;
    const key = `pairsheet.undo.r${round}.0`;
    const record = JSON.parse(store.get(key)!) as Record<string, unknown>;
    edit(record);
    store.set(key, JSON.stringify(record));
  }

  it('is named again when the round that named it is paired again before its results', () => {
    const event = fiveRounds();
    event.edit('Players', 2, 'Rank', '4d');
    pairAfter(event, 1);
    // Round 2 has no results: pairing replaces it, and its own record says nothing of before.
    expect(pairAfter(event, 1)).toBe(`Pairsheet: Pair next round\nRound 2: 5 boards.\n\n${P3_4D}`);
  });

  it("is named again when the record is not the round tab's", () => {
    const event = fiveRounds();
    event.edit('Players', 2, 'Rank', '4d');
    pairAfter(event, 1);
    editRecord(event, 2, (record) => (record.sheetId = 999));
    expect(pairAfter(event, 2)).toBe(`Pairsheet: Pair next round\nRound 3: 5 boards.\n\n${P3_4D}`);
  });

  it('is named again when a kept rank change holds more than the rank then and now', () => {
    const event = fiveRounds();
    event.edit('Players', 2, 'Rank', '4d');
    pairAfter(event, 1);
    editRecord(event, 2, (record) => (record.bandsSaid = { ranks: { p3: [2, 4, 4] } }));
    expect(pairAfter(event, 2)).toBe(`Pairsheet: Pair next round\nRound 3: 5 boards.\n\n${P3_4D}`);
  });

  it('is named again when the same new rank is a change from another rank the bands were applied with', () => {
    const event = fiveRounds();
    event.edit('Players', 2, 'Rank', '4d');
    pairAfter(event, 1);
    // Applied at 3d, then 4d again: 3d → 4d is not the change round 2 named.
    event.edit('Players', 2, 'Rank', '3d');
    typeResults(event, 2, () => 'W+');
    event.click('Apply band edits');
    event.edit('Players', 2, 'Rank', '4d');
    expect(pairAfter(event, 2)).toBe(
      `Pairsheet: Pair next round\nRound 3: 5 boards.\n\nRank changed since the bands were built: P3 (Players!B4, 3d → 4d). ${KEEPS}`,
    );
  });

  it('is not kept by a pairing that found nothing changed', () => {
    const event = fiveRounds();
    expect(pairAfter(event, 1)).toBe('Round 2: 5 boards.');
    const record = JSON.parse(event.ss.properties.document.get('pairsheet.undo.r2.0')!) as object;
    expect(record).not.toHaveProperty('bandsSaid');
  });
});
