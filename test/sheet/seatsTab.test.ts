import { describe, expect, it } from 'vitest';
import { seatsContent } from '../../src/sheet/seatsTab';

describe('The Seats tab', () => {
  it('centres the board and seat numbers and the schedule, not the names', () => {
    const content = seatsContent({ seatCount: 4, seats: [0, 1, 2, 3] }, (id) => `P${id}`);
    expect(content.rows[0]).toEqual(['Board', 'Seat', 'Player', 'Seat', 'Player']);
    expect(content.centerColumns).toEqual([1, 2, 4, 6, 7, 8]);
  });

  it('wraps the two Player columns, so a long name is not cut off by the seat or round beside it', () => {
    const content = seatsContent({ seatCount: 4, seats: [0, 1, 2, 3] }, (id) => `P${id}`);
    expect(content.wrapColumns).toEqual([3, 5]);
    // Column 5 holds the plan's second players, then the schedule's names.
    expect(content.rows.map((r) => r[4])).toEqual([
      'Player',
      'P3',
      'P2',
      undefined,
      'Player',
      'P0',
      'P1',
      'P2',
      'P3',
    ]);
  });
});
