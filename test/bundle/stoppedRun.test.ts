import { describe, expect, it } from 'vitest';
import { newEvent, pairings, playerRow, typeResults } from '../support/event';
import { lateArrivalAfterRound1 } from '../support/lateArrival';
import { stopAtSetValues, Stopped } from '../support/stoppedRun';

const tabs = (event: ReturnType<typeof newEvent>): string[] =>
  event.ss.getSheets().map((s) => s.getName());

function stopped(event: ReturnType<typeof newEvent>, caption: string, n: number): void {
  const resume = stopAtSetValues(event, n);
  try {
    expect(() => event.addon.click(caption)).toThrow(Stopped);
  } finally {
    resume();
  }
  event.ss.ui.alerts.length = 0;
}

describe('a command stopped midway (time limit, tab closed)', () => {
  it('leaves a new round half-built under a draft name; running Pair next round again pairs it', () => {
    const event = lateArrivalAfterRound1();
    stopped(event, 'Pair next round', 1);
    expect(tabs(event).filter((t) => t.startsWith('Round'))).toEqual([
      'Round 1',
      'Round 2 (updating)',
    ]);
    expect(event.values('Players')[9].slice(8, 10)).toEqual(['', '']);
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(tabs(event).filter((t) => t.startsWith('Round'))).toEqual(['Round 1', 'Round 2']);
    expect(pairings(event, 2)).toHaveLength(4);
    expect(event.values('Players')[9].slice(8, 10)).toEqual(['5k', -7]);
    event.click('Undo last pairing');
    expect(event.ss.toasts.at(-1)!.msg).toBe(
      'Round 2 removed. Band and Initial score given back to 1 late arrival.',
    );
    expect(event.values('Players')[9].slice(8, 10)).toEqual(['', '']);
  });

  it.each([
    ['undone at once', false],
    ['paired again, then undone', true],
  ])(
    'leaves a round paired again as it was, with the record of its first pairing: %s',
    (_, again) => {
      const event = lateArrivalAfterRound1();
      event.click('Pair next round');
      expect(event.values('Players')[9].slice(8, 10)).toEqual(['5k', -7]);
      event.ss.ui.answers.push('YES');
      stopped(event, 'Pair next round', 1);
      expect(tabs(event).filter((t) => t.startsWith('Round'))).toEqual([
        'Round 1',
        'Round 2 (updating)',
        'Round 2',
      ]);
      if (again) {
        event.ss.ui.answers.push('YES');
        event.click('Pair next round');
        expect(tabs(event).filter((t) => t.startsWith('Round'))).toEqual(['Round 1', 'Round 2']);
      }
      event.ss.ui.answers.push('YES');
      event.click('Undo last pairing');
      expect(event.ss.toasts.at(-1)!.msg).toBe(
        'Round 2 removed. Band and Initial score given back to 1 late arrival.',
      );
      expect(event.values('Players')[9].slice(8, 10)).toEqual(['', '']);
    },
  );

  it('leaves the Standings tab out until it is whole; running Update standings again writes it', () => {
    const players = ['P1', 'P2'].map((Name) => playerRow({ Name, Rank: '1k', Status: 'active' }));
    const event = newEvent({ players, settings: { 'Pairing system': 'Swiss' } });
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    stopped(event, 'Update standings', 1);
    expect(tabs(event)).toContain('Standings (updating)');
    expect(tabs(event)).not.toContain('Standings');
    event.click('Update standings');
    expect(tabs(event).filter((t) => t.startsWith('Standings'))).toEqual(['Standings']);
  });
});
