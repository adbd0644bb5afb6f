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
      'Schedule',
      'Player',
      'P0',
      'P1',
      'P2',
      'P3',
    ]);
  });

  it('gives an odd field its empty seat and the rest, the schedule below, filed by name', () => {
    const names = ['Zed', 'Amy', 'Bob', 'Cat', 'Dan'];
    const content = seatsContent(
      { seatCount: 6, seats: [null, 0, 1, 2, 3, 4] },
      (id) => names[id],
      { tournament: 'Open', when: new Date(2026, 0, 2, 9, 30) },
    );
    expect(content.rows).toEqual([
      ['Board', 'Seat', 'Player', 'Seat', 'Player'],
      ['Rest', 1, '(empty seat)', 6, 'Dan'],
      [1, 2, 'Zed', 5, 'Cat'],
      [2, 3, 'Amy', 4, 'Bob'],
      [],
      ['', '', '', '', 'Schedule'],
      ['', '', '', '', 'Player', 'R1', 'R2', 'R3', 'R4', 'R5'],
      ['', '', '', '', 'Amy', 3, 4, 5, 'rest', 2],
      ['', '', '', '', 'Bob', 4, 5, 'rest', 2, 3],
      ['', '', '', '', 'Cat', 5, 'rest', 2, 3, 4],
      ['', '', '', '', 'Dan', 'rest', 2, 3, 4, 5],
      ['', '', '', '', 'Zed', 2, 3, 4, 5, 'rest'],
    ]);
    expect(content.title).toEqual([
      'Open',
      'Seats: where each player sits · written 2026-01-02 09:30',
      "Tape each board's two seat numbers to its table; below, each player's seat in every round. In a double round robin, rounds 6 to 10 play R1 to R5 again, colours reversed.",
    ]);
    expect(content.columnWidths).toEqual([70, 60, 180, 60, 180, 40, 40, 40, 40, 40]);
    // Two blocks: each header band as wide as its table, the label over the schedule.
    expect(content.headerWidth).toBe(5);
    expect(content.headerBands).toEqual(['E7:J7']);
    expect(content.boldRanges).toEqual(['E6']);
    expect(content.headerNotes).toEqual([
      'Board number.',
      'Seat number on the first side of the board.',
      'Who sits there in round 1.',
      'Seat number on the other side (the two seats add up to N+1).',
      'Who sits there in round 1.',
    ]);
    expect(content.plainText).toEqual({ columns: [3, 5], toRow: 12 });
    expect(content.activate).toBe(true);
  });

  it('says in the singular that a double round robin of two plays R1 again', () => {
    const content = seatsContent({ seatCount: 2, seats: [0, 1] }, (id) => `P${id}`, {
      tournament: 'Open',
      when: new Date(2026, 0, 2, 9, 30),
    });
    expect(content.title?.[2]).toBe(
      "Tape each board's two seat numbers to its table; below, each player's seat in every round. In a double round robin, round 2 plays R1 again, colours reversed.",
    );
  });
});
