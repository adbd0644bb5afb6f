import { describe, expect, it } from 'vitest';
import { tenAfterRound1 } from '../support/tenBands';

describe('Notes of a second float in a row', () => {
  it('count round 1 games between bands as floats (McMahon, one player a band)', () => {
    // Initial scores 0, -1, …, -9; round 1 P1–P2 … P9–P10, all won by White, so every player
    // floated. After it P1 alone is on 1 and P10 alone on -9: both must float the same way again.
    const event = tenAfterRound1();
    event.click('Pair next round');
    const [header, ...rows] = event.values('Round 2');
    const col = (h: string): number => header.indexOf(h);
    expect(rows.map((r) => [r[col('White')], r[col('Black')], r[col('Notes')]])).toEqual([
      ['P1', 'P3', 'floated twice: P1 down'],
      ['P2', 'P5', ''],
      ['P4', 'P7', ''],
      ['P6', 'P9', ''],
      ['P10', 'P8', 'floated twice: P10 up'],
    ]);
    const sheet = event.ss.getSheetByName('Round 2')!;
    const hover = sheet.getRange(event.headerRow('Round 2') + 1, col('Notes') + 1).getNote();
    expect(hover).toBe(
      'P3 floated up\nP1 floated down\nP1 floated down twice in a row (unavoidable)',
    );
  });
});
