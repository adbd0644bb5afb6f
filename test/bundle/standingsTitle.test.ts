import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, typeResults, type Event } from '../support/event';

function banded(): Event {
  const players = ['3d', '2d', '1d', '1k'].map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank }));
  const event = newEvent({ players, settings: { 'Avoid same club': 'No' } });
  event.click('Build bands');
  return event;
}

const stamp = (event: Event): string => String(event.title('Standings')[1][0]);

describe('the title of standings written before the results are in', () => {
  it('says "before round 1" when no round is paired, and the message names no leader', () => {
    const event = banded();
    event.click('Update standings');
    expect(stamp(event)).toMatch(/^Standings before round 1 · written \d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Standings written before round 1: no round is paired yet, so they list the players in their starting order. Run "Pair next round" to start.',
    );
    expect(event.values('Standings')[0]).toEqual([
      'Place',
      'Name',
      'Rank',
      'Band',
      'Score',
      'Wins',
      'SOMS',
      'SODOMS',
      'Lot',
    ]);
  });

  it('counts the results missing, until the last one is typed in', () => {
    const event = banded();
    event.click('Pair next round');
    event.click('Update standings');
    expect(stamp(event)).toMatch(/^Standings after round 1 \(2 results missing\) · written /);
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Standings updated after 1 round. Leader: P1 (0). 2 results still missing: Round 1: boards 1 (F5), 2 (F6).',
    );
    typeResults(event, 1, (white, black, board) => (board === 1 ? 'W+' : ''));
    event.click('Update standings');
    expect(stamp(event)).toMatch(/^Standings after round 1 \(1 result missing\) · written /);
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Standings updated after 1 round. Leader: P1 (1). 1 result still missing: Round 1: board 2 (F6).',
    );
    typeResults(event, 1, () => 'W+');
    event.click('Update standings');
    expect(stamp(event)).toMatch(/^Standings after round 1 · written /);
  });
});
