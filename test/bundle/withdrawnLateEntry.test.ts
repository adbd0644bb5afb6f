/** McMahon: a late entry withdrawn before playing takes no band place; one who played keeps theirs. */
import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, register, typeResults, type Event } from '../support/event';

/** Eight players 3d to 5k, bands built, round 1 played; two late entries, one withdrawn. */
function lateEntries(): Event {
  const ranks = ['3d', '2d', '1d', '1k', '2k', '3k', '4k', '5k'];
  const event = newEvent({
    players: ranks.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
  });
  event.click('Build bands');
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+');
  register(event, [
    playerRow({ Name: 'Gone', Rank: '10k', Status: 'withdrawn' }),
    playerRow({ Name: 'Here', Rank: '2k' }),
  ]);
  return event;
}

const bandCells = (event: Event, name: string): unknown[] => {
  const [header, ...rows] = event.values('Players');
  const row = rows.find((r) => r[0] === name)!;
  return [row[header.indexOf('Band')], row[header.indexOf('Initial score')]];
};

describe('a McMahon late entry withdrawn before playing', () => {
  it('is given no band by Pair next round, and stands last in the standings', () => {
    const event = lateEntries();
    event.click('Pair next round');
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Round 2: 4 boards. Forced bye: P8. Late arrivals placed in their bands: Here.',
    );
    expect(bandCells(event, 'Gone')).toEqual(['', '']);
    expect(bandCells(event, 'Here')).toEqual(['2k', -4]);
    typeResults(event, 2, () => 'W+');
    event.click('Update standings');
    expect(event.ss.toasts.at(-1)?.msg).toBe('Standings updated after 2 rounds. Leader: P1 (2).');
    expect(event.values('Standings').at(-1)!.slice(1, 5)).toEqual([
      'Gone (withdrawn)',
      '10k',
      '',
      -7,
    ]);
  });

  it('keeps the band of one who played and then withdrew', () => {
    const event = lateEntries();
    event.click('Pair next round');
    typeResults(event, 2, () => 'W+');
    event.edit('Players', 9, 'Status', 'withdrawn');
    event.click('Pair next round');
    expect(bandCells(event, 'Here')).toEqual(['2k', -4]);
  });

  it('keeps an initial score typed for them in the standings', () => {
    const event = lateEntries();
    register(event, [
      playerRow({ Name: 'Typed', Rank: '1k', 'Initial score': -2, Status: 'withdrawn' }),
    ]);
    event.click('Pair next round');
    typeResults(event, 2, () => 'W+');
    event.click('Update standings');
    const rows = event.values('Standings');
    expect(rows.find((r) => r[1] === 'Typed (withdrawn)')!.slice(1, 5)).toEqual([
      'Typed (withdrawn)',
      '1k',
      '',
      -2,
    ]);
  });
});
