/**
 * Last month's workbook reused for the next event: its round tabs deleted, Players edited. The
 * undo records of last month's rounds stay in the document's properties until a pairing of
 * that round replaces them; no command may read them as this event's (README, "The next event
 * in last month's workbook").
 */
import { describe, expect, it } from 'vitest';
import {
  dialogCall,
  refused,
  register,
  roundNotes,
  typeResults,
  playerRow,
  type Event,
} from '../support/event';
import { tenInBands } from '../support/tenBands';

/** Pairs the next round after typing White wins into `played`: what it said. */
function pairAfter(event: Event, played: number): string | undefined {
  if (played > 0) typeResults(event, played, () => 'W+');
  event.ss.ui.alerts.length = 0;
  event.click('Pair next round');
  return event.lastAlert() ?? event.ss.toasts.at(-1)?.msg;
}

/** Last month: P1 to P10 in three rounds, Gil Hart (4k) placed late in round 3, all played. */
function lastMonth(): Event {
  const event = tenInBands();
  event.setSetting('Rounds', 3);
  pairAfter(event, 0);
  pairAfter(event, 1);
  register(event, [playerRow({ Name: 'Gil Hart', Rank: '4k' })]);
  expect(pairAfter(event, 2)).toContain('Late arrivals placed in their bands: Gil Hart.');
  typeResults(event, 3, () => 'W+');
  return event;
}

/** This month's start: last month's round tabs deleted. */
function deleteRounds(event: Event): void {
  for (const n of [1, 2, 3]) event.ss.deleteSheet(event.ss.getSheetByName(`Round ${n}`)!);
}

/**
 * This month: last month's rounds deleted, Gil not there at the start (his row deleted), bands
 * built and round 1 paired, then Gil registered late again, now 3k.
 */
function gilLateAgain(): Event {
  const event = lastMonth();
  deleteRounds(event);
  const players = event.ss.getSheetByName('Players')!;
  players.deleteRow(players.getLastRow());
  event.click('Build bands');
  pairAfter(event, 0);
  register(event, [playerRow({ Name: 'Gil Hart', Rank: '3k' })]);
  return event;
}

describe('the next event in last month workbook', () => {
  it("does not name a late arrival's rank of last month as changed", () => {
    const event = gilLateAgain();
    expect(pairAfter(event, 1)).toBe(
      'Round 2: 5 boards. Forced bye: P10. Late arrivals placed in their bands: Gil Hart.',
    );
    // Round 3's record of last month (Gil placed at 4k) is not this event's.
    expect(pairAfter(event, 2)).toBe('Round 3: 5 boards. Forced bye: P9.');
    expect(roundNotes(event, 3).filter((n) => n.includes('rank now'))).toEqual([]);
  });

  it('does not name it either in Apply band edits', () => {
    const event = gilLateAgain();
    pairAfter(event, 1);
    event.ss.ui.alerts.length = 0;
    event.click('Apply band edits');
    expect(event.lastAlert() ?? event.ss.toasts.at(-1)?.msg).toBe(
      'Initial scores updated from the Bands tab. 5d and up: 1 (0), 3d: 1 (-1), 2d: 1 (-2), 1d: 1 (-3), 1k: 1 (-4), 2k: 1 (-5), 4k: 2 (-6), 6k: 1 (-7), 8k: 1 (-8), 10k: 1 (-9).',
    );
  });

  it('names no round of last month when the system is switched to Multi-game', () => {
    const event = lastMonth();
    deleteRounds(event);
    event.setSetting('Pairing system', 'Swiss');
    pairAfter(event, 0);
    event.setSetting('Pairing system', 'Multi-game');
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nRound 1 was paired as Swiss; Settings!B3 (Pairing system) now says Multi-game, and a multi-game event cannot continue from rounds with White and Black on each board. Set Pairing system back to Swiss, or start the multi-game event afresh in a new sheet. Nothing was changed.',
    );
  });

  it("removes last month's by-name sheet and slips of the round it pairs", () => {
    const event = lastMonth();
    event.click('Print pairings');
    event.click('Print result slips');
    deleteRounds(event);
    event.click('Build bands');
    pairAfter(event, 0);
    pairAfter(event, 1);
    expect(event.ss.getSheets().map((s) => s.getName())).toContain('Round 3 by name');
    expect(pairAfter(event, 2)).toBe(
      'Round 3: 5 boards. Forced bye: P8. Removed Round 3 by name and Slips, printed for a Round 3 deleted since.',
    );
    const tabs = event.ss.getSheets().map((s) => s.getName());
    expect(tabs.filter((name) => /by name|Slips/.test(name))).toEqual([]);
  });

  it("imports this month's event without last month's bands record", () => {
    // This month's event, started elsewhere: P3 now 4d, bands built with a Bar, round 1 played.
    const elsewhere = tenInBands();
    elsewhere.edit('Players', 2, 'Rank', '4d');
    elsewhere.setSetting('Bar', '3d');
    elsewhere.click('Build bands');
    pairAfter(elsewhere, 0);
    typeResults(elsewhere, 1, () => 'W+');
    const file = dialogCall(elsewhere, 'exportEventFile', { format: 'opengotha' });
    const event = lastMonth();
    const text = JSON.stringify({ fileName: file.fileName, text: file.text, replace: true });
    event.addon.call('importEventFile', JSON.parse(text) as object);
    // Last month's bands were built with no Bar and P3 at 2d: not this event's.
    expect(pairAfter(event, 0)).toBe('Round 2: 5 boards.');
  });
});
