/** A round tab row with a result but a blank player cell: refused, naming the cell. */
import { describe, expect, it } from 'vitest';
import { refused } from '../support/event';
import { tenAfterRound1 } from '../support/tenBands';

describe('a blank player cell on a round tab', () => {
  it('refuses the standings, naming the cell, when the board has a result', () => {
    const event = tenAfterRound1();
    const tab = event.ss.getSheetByName('Round 1')!;
    const row = event.headerRow('Round 1') + 1;
    const result = event.values('Round 1')[0].indexOf('Result') + 1;
    expect(tab.getRange(row, result).getValue()).toBe('W+');
    tab.getRange(row, 3).setValue('');
    expect(refused(event, 'Update standings')).toBe(
      'Pairsheet: Update standings\nRound 1!C5: the Black player is blank.',
    );
  });
});
