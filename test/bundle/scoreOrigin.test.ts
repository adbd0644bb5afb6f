import { describe, expect, it } from 'vitest';
import { sheetValues } from '../../src/workbook';
import { refused, register, type Event } from '../support/event';
import { tenAfterRound1 } from '../support/tenBands';

/** Round 1 played, then Score origin changed to Bottom band 0 and a 4k late arrival typed in. */
function originChanged(): Event {
  const event = tenAfterRound1();
  event.setSetting('Score origin', 'Bottom band 0');
  register(event, [['Late', '4k']]);
  event.ss.ui.alerts.length = 0;
  return event;
}

/** Band and Initial score of each player on Players, by name. */
function bands(event: Event): Record<string, [unknown, unknown]> {
  const [header, ...rows] = sheetValues(event.ss, 'Players');
  const at = (h: string): number => header.indexOf(h);
  return Object.fromEntries(
    rows.map((r) => [r[at('Name')], [r[at('Band')], r[at('Initial score')]]]),
  );
}

describe('Score origin changed after the bands were applied', () => {
  it('refuses to place a late arrival on another scale than the field, naming the cell', () => {
    const event = originChanged();
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nSettings!B10 (Score origin) says "Bottom band 0", but the initial scores on Players count from the top band at 0: the setting was changed after the bands were applied, so Late would join on another scale than everyone else. Set Score origin back to "Top band 0", or run "Apply band edits" to count every player\'s initial score the new way, then pair again. Nothing was changed.',
    );
  });

  it('places the late arrival with the field once the setting is back', () => {
    const event = originChanged();
    event.setSetting('Score origin', 'Top band 0');
    event.click('Pair next round');
    expect(event.ss.toasts.at(-1)?.msg).toMatch(/Late arrivals placed in their bands: Late\.$/);
    expect(bands(event)).toMatchObject({ P1: ['5d and up', 0], P7: ['4k', -6], Late: ['4k', -6] });
  });

  it('places the late arrival with the field after Apply band edits counts from the bottom', () => {
    const event = originChanged();
    event.click('Apply band edits');
    event.click('Pair next round');
    expect(event.ss.ui.alerts).toEqual([]);
    expect(bands(event)).toMatchObject({
      P1: ['5d and up', 9],
      P7: ['4k', 3],
      P10: ['10k', 0],
      Late: ['4k', 3],
    });
  });
});
