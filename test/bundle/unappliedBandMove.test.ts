/**
 * A player moved by hand in Players › Band, "Apply band edits" not run: the Band cell names the
 * new band while the Initial score is still the old one's, and pairing and scoring go by the
 * score (README, Players › Band: pick another band, then Apply band edits). Pair next round and
 * Update standings name the cells and what to do; Apply band edits then moves the player.
 */
import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, typeResults, type Event } from '../support/event';

const MOVED =
  'Players!I7 (P6) says band "5d and up", but P6\'s Initial score (Players!J7) is still −5, that of band "5k": the Band cell was edited and "Apply band edits" not run, so P6 is paired and scored from −5 while Standings shows the new band. Run "Apply band edits" to move P6 (it resets every player\'s Initial score to their band\'s), or set the Band back to "5k"';

/** Six players a band apart, round 1 played (White wins), P6 moved to the top band by hand. */
function movedAfterRound1(): Event {
  const ranks = ['5d', '3d', '1d', '1k', '3k', '5k'];
  const event = newEvent({
    players: ranks.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
    settings: { 'Pairing system': 'McMahon', Rounds: 3 },
  });
  event.click('Build bands');
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+');
  event.edit('Players', 5, 'Band', '5d and up');
  event.ss.ui.alerts.length = 0;
  return event;
}

describe('a Band cell edited on Players but not applied', () => {
  it('is named by Update standings, which still scores from the old Initial score', () => {
    const event = movedAfterRound1();
    event.click('Update standings');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Update standings\nStandings updated after 1 round. Leader: P1 (1).\n\n${MOVED}, and run "Update standings" again.`,
    );
    const p6 = event.values('Standings').find((r) => r[1] === 'P6');
    expect(p6?.slice(0, 5)).toEqual([6, 'P6', '5k', '5d and up', -5]);
  });

  it('is named by Pair next round, and no longer once Apply band edits has moved the player', () => {
    const event = movedAfterRound1();
    event.click('Pair next round');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Pair next round\nRound 2: 3 boards.\n\n${MOVED}, then run "Undo last pairing" and "Pair next round" again.`,
    );
    event.click('Undo last pairing');
    event.click('Apply band edits');
    const players = event.values('Players');
    expect(players[6].slice(8, 10)).toEqual(['5d and up', 0]);
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 2: 3 boards.');
  });
});
