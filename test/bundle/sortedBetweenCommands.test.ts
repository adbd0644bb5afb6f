import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, register, typeResults, type Event, type Row } from '../support/event';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida'];
const RANKS = ['3d', '2d', '1d', '1k', '2k', '3k', '3k', '4k', '5k'];

/** Players sorted by name, Z to A, as Data › Sort range does: each row's cells kept together. */
function sortPlayers(e: Event): void {
  const [header, ...rows] = e.values('Players');
  const name = header.indexOf('Name');
  const kept = rows.filter((r) => r.some((c) => c !== ''));
  kept.sort((a, b) => String(b[name]).localeCompare(String(a[name])));
  e.ss.getSheetByName('Players')!.getRange(2, 1, kept.length, header.length).setValues(kept);
}

/** Each player's Band and Initial score, by name. */
function placements(e: Event): string[] {
  const [header, ...rows] = e.values('Players');
  const at = (r: Row, h: string): string => String(r[header.indexOf(h)]);
  return rows
    .map((r) => `${at(r, 'Name')} ${at(r, 'Band')} ${at(r, 'Initial score')}`)
    .sort((a, b) => a.localeCompare(b));
}

/**
 * Round 2 of a McMahon with three late arrivals and four requested byes, Players sorted before
 * each command: Undo gives the late arrivals' cells back on their own rows, and pairing again
 * writes the very same tab.
 */
function event(): Event {
  const e = newEvent({
    players: NAMES.map((Name, i) =>
      playerRow({ Name, Rank: RANKS[i], Byes: i % 3 === 0 ? '2' : '' }),
    ),
  });
  e.click('Build bands');
  e.click('Pair next round');
  typeResults(e, 1, () => 'B+R');
  register(e, [
    playerRow({ Name: 'Zoe', Rank: '3k' }),
    playerRow({ Name: 'Amy', Rank: '3k' }),
    playerRow({ Name: 'Max', Rank: '3k', Byes: '2' }),
  ]);
  return e;
}

describe('Players sorted between Pair next round and Undo last pairing', () => {
  it('gives the late arrivals their cells back by name, and pairs the same round again', () => {
    const e = event();
    const unplaced = placements(e);
    e.click('Pair next round');
    const paired = e.values('Round 2');
    expect(paired.filter((r) => r[0] === 'Bye').map((r) => r[1])).toEqual([
      'Ann',
      'Dee',
      'Gus',
      'Max',
    ]);
    const placed = placements(e);
    sortPlayers(e);
    e.click('Undo last pairing');
    expect(placements(e)).toEqual(unplaced);
    expect(placed.filter((p) => !unplaced.includes(p))).toEqual([
      'Amy 3k -5',
      'Max 3k -5',
      'Zoe 3k -5',
    ]);
    sortPlayers(e);
    e.click('Pair next round');
    expect(e.values('Round 2')).toEqual(paired);
    expect(placements(e)).toEqual(placed);
    expect(e.ss.toasts.at(-1)?.msg).toBe(
      'Round 2: 4 boards. Voluntary byes: Ann; Dee; Gus; Max. Late arrivals placed in their bands: Amy; Max; Zoe.',
    );
  });
});
