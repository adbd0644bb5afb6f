import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, refused, typeResults, type Event } from '../support/event';

/** A Swiss event with round 1 played, then Settings › Pairing system set to Round robin. */
function switched(): Event {
  const players = ['3d', '2d', '1d', '1k'].map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank }));
  const event = newEvent({ players, settings: { 'Pairing system': 'Swiss' } });
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+');
  event.setSetting('Pairing system', 'Round robin');
  event.ss.ui.alerts.length = 0;
  return event;
}

const WAY_BACK =
  'Set Pairing system back to the system the event was started with, or, to start again as a round robin, delete the round tabs and';

describe('Pairing system switched to Round robin after round 1', () => {
  it('is refused by Pair next round, naming the setting and the two ways on', () => {
    expect(refused(switched(), 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nSettings!B3 (Pairing system) says Round robin, but there is no "Seats" tab and Round 1 is already paired: a round robin is seated before its first round. ${WAY_BACK} run "Seat players (round robin)". Nothing was changed.`,
    );
  });

  it('is refused by Seat players without calling seats fixed that were never made', () => {
    expect(refused(switched(), 'Seat players (round robin)')).toBe(
      'Pairsheet: Seat players (round robin)\nRound 1 is already paired under another pairing system, and a round robin is seated before its first round. Set Settings!B3 (Pairing system) back to the system the event was started with, or, to start again as a round robin, delete the round tabs and seat again. Nothing was changed.',
    );
  });

  it('pairs round 2 once the system is set back', () => {
    const event = switched();
    event.setSetting('Pairing system', 'Swiss');
    event.click('Pair next round');
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 2: 2 boards.');
  });
});
