import { describe, expect, it } from 'vitest';
import { seatsContent } from '../../src/sheet/seatsTab';

describe('The Seats tab', () => {
  it('centres the board and seat numbers and the schedule, not the names', () => {
    const content = seatsContent({ seatCount: 4, seats: [0, 1, 2, 3] }, (id) => `P${id}`);
    expect(content.rows[0]).toEqual(['Board', 'Seat', 'Player', 'Seat', 'Player']);
    expect(content.centerColumns).toEqual([1, 2, 4, 6, 7, 8]);
  });
});
