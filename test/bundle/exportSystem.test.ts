import { describe, expect, it } from 'vitest';
import { parseOpenGotha, parsePairgoth } from '../../src/interop';
import { dialogCall, newEvent, playerRow, typeResults, type Event } from '../support/event';

const RANKS = ['3d', '1d', '2k', '4k', '6k', '9k'];

/** Six go players with ranks, round 1 paired (and seated, for a round robin) and played. */
function playedEvent(system: string): Event {
  const event = newEvent({
    players: RANKS.map((Rank, i) => playerRow({ Name: `Player ${'ABCDEF'[i]}`, Rank })),
    settings: { 'Pairing system': system, Rounds: 3 },
  });
  // The event details the files carry, so that the notes hold only what is under test.
  event.setSetting('Location', 'Club house');
  event.setSetting('Start date', '2026-05-02');
  event.setSetting('End date', '2026-05-02');
  event.setSetting('Basic time (minutes)', 60);
  event.click(system === 'Round robin' ? 'Seat players (round robin)' : 'Build bands');
  event.click('Pair next round');
  typeResults(event, 1, () => '1-0');
  return event;
}

describe('Export results… for a system the event files do not have', () => {
  it.each(['Stable Swiss', 'Round robin'])(
    '%s: the OpenGotha file says Swiss, and the note under the download says why',
    (system) => {
      const answer = dialogCall(playedEvent(system), 'exportEventFile', { format: 'opengotha' });
      expect(answer.ok).toBe(true);
      expect(answer.notes![0]).toBe(
        `Pairing system ${system}: the file's format has no such system; exported as Swiss.`,
      );
      // A round robin's second note, on its standings order, is in roundRobinExport.test.ts.
      expect(answer.notes!.length).toBe(system === 'Round robin' ? 2 : 1);
      expect(parseOpenGotha(answer.text!).settings.system).toBe('Swiss');
    },
  );

  it.each(['McMahon', 'Swiss'])('%s: written under its own name, without a note', (system) => {
    const answer = dialogCall(playedEvent(system), 'exportEventFile', { format: 'opengotha' });
    expect(answer.notes).toEqual([]);
    expect(parseOpenGotha(answer.text!).settings.system).toBe(system);
  });

  it('says the same under a pairgoth download', () => {
    const answer = dialogCall(playedEvent('Stable Swiss'), 'exportEventFile', {
      format: 'pairgoth',
    });
    expect(answer.ok).toBe(true);
    expect(answer.notes).toEqual([
      "Pairing system Stable Swiss: the file's format has no such system; exported as Swiss.",
    ]);
    expect(parsePairgoth(answer.text!).settings.system).toBe('Swiss');
  });

  it('leaves the note out of the EGF table, which names no system', () => {
    const answer = dialogCall(playedEvent('Stable Swiss'), 'exportEventFile', { format: 'h9' });
    expect(answer.ok).toBe(true);
    expect(answer.notes).toEqual([]);
  });
});
