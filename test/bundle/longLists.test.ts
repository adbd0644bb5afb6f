import { describe, expect, it } from 'vitest';
import { setSheet, sheetValues } from '../../src/workbook';
import { newEvent, playerRow, typeResults } from '../support/event';

describe('a message naming many players', () => {
  it('lists a dozen late arrivals and counts the rest', () => {
    const players = ['A', 'B', 'C', 'D'].map((n, i) => playerRow({ Name: n, Rank: `${i + 1}k` }));
    const event = newEvent({ players });
    event.click('Build bands');
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    const late = Array.from({ length: 14 }, (_, i) => playerRow({ Name: `L${i + 1}`, Rank: '5k' }));
    setSheet(event.ss, 'Players', [...(sheetValues(event.ss, 'Players') as string[][]), ...late]);
    event.click('Pair next round');
    expect(event.ss.toasts.at(-1)!.msg).toBe(
      'Round 2: 9 boards. Late arrivals placed in their bands: L1; L2; L3; L4; L5; L6; L7; L8; L9; L10; L11; L12 and 2 more.',
    );
  });
});
