import { describe, expect, it } from 'vitest';
import { setSheet } from '../../src/workbook';
import { newEvent, playerRow, typeResults, type Event, refused } from '../support/event';

function played(rounds: number, limit: number): Event {
  const event = newEvent({
    players: ['3d', '2d', '1d', '1k'].map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
    settings: { 'Pairing system': 'Swiss', Rounds: limit, 'Avoid same club': 'No' },
  });
  event.click('Build bands');
  for (let r = 1; r <= rounds; r++) {
    event.click('Pair next round');
    typeResults(event, r, () => 'W+');
  }
  event.ss.ui.alerts.length = 0;
  return event;
}

describe('the round limit of Settings › Rounds', () => {
  it('refuses a hand-made round tab past Rounds, naming the Rounds cell and the tab', () => {
    const event = played(2, 2);
    setSheet(event.ss, 'Round 3', [
      event.values('Round 2')[0],
      ...event.values('Round 1').slice(1),
    ]);
    const expected =
      'Settings!B5 (Rounds) says the event has 2 rounds, but 3 rounds are on round tabs and the tab "Round 3" is past it. Set Rounds to 3 or more, or delete "Round 3" if it was made by mistake. Nothing was changed.';
    for (const command of ['Pair next round', 'Update standings', 'Check round']) {
      expect(refused(event, command)).toBe(`Pairsheet: ${command}\n${expected}`);
    }
  });

  it('does not offer an empty hand-made round past Rounds for pairing again', () => {
    const event = played(2, 2);
    setSheet(event.ss, 'Round 3', [event.values('Round 2')[0]]);
    expect(event.ss.ui.alerts).toEqual([]);
    expect(refused(event, 'Pair next round')).toMatch(/"Round 3" is past it/);
  });

  it('refuses Rounds lowered below the rounds paired, with the right numbers', () => {
    const event = played(3, 4);
    event.setSetting('Rounds', 1);
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nSettings!B5 (Rounds) says the event has 1 round, but 3 rounds are on round tabs and the tabs "Round 2", "Round 3" are past it. Set Rounds to 3 or more, or delete "Round 2", "Round 3" if they were made by mistake. Nothing was changed.',
    );
  });

  it('names the Rounds cell from Settings as first read: each tab read once', () => {
    const event = played(3, 4);
    event.setSetting('Rounds', 1);
    event.ss.calls.reset();
    expect(refused(event, 'Update standings')).toMatch(
      /^Pairsheet: Update standings\nSettings!B5 \(Rounds\)/,
    );
    // Settings, Players and the three round tabs.
    expect(event.ss.calls.count('getValues')).toBe(5);
  });

  it('says the event is complete when every round up to Rounds is paired', () => {
    const event = played(2, 2);
    expect(refused(event, 'Pair next round')).toMatch(/all 2 rounds are paired/);
  });
});
