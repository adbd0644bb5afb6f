import { describe, expect, it } from 'vitest';
import { newEvent, pairings, playerRow, refused, typeResults, type Event } from '../support/event';

const RANKS = ['5d', '3d', '2d', '1d', '1k', '2k'];

/** A McMahon event whose rounds 1 and 2 are played (White wins); P3 withdrawn since. */
function withP3Withdrawn(): Event {
  const players = RANKS.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank }));
  const event = newEvent({ players, settings: { Rounds: 4, 'Avoid same club': 'No' } });
  event.click('Build bands');
  for (const round of [1, 2]) {
    event.click('Pair next round');
    typeResults(event, round, () => 'W+');
  }
  event.edit('Players', 2, 'Status', 'withdrawn');
  event.click('Pair next round');
  event.ss.ui.alerts.length = 0;
  return event;
}

const namesIn = (event: Event, round: number): string[] => pairings(event, round).flat().sort();

describe('a player withdrawn for a round, then set back to active', () => {
  it('is paired again in the next round, the round missed scored as absent', () => {
    const event = withP3Withdrawn();
    expect(namesIn(event, 3)).not.toContain('P3');
    typeResults(event, 3, () => 'W+');
    event.edit('Players', 2, 'Status', '');
    event.click('Pair next round');
    expect(event.ss.ui.alerts).toEqual([]);
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 4: 3 boards.');
    expect(namesIn(event, 4)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
    event.click('Update standings');
    const [header, ...rows] = event.values('Standings');
    const p3 = rows.find((r) => r[header.indexOf('Name')] === 'P3')!;
    expect(p3[header.indexOf('R3')]).toBe('bye=');
  });

  it('is paired into the latest round again while it has no result', () => {
    const event = withP3Withdrawn();
    event.edit('Players', 2, 'Status', 'active');
    event.ss.ui.answers.push('YES');
    event.click('Pair next round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Pair next round\nRound 3 has no results yet. Pair it again and replace it?',
    );
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 3: 3 boards.');
    expect(namesIn(event, 3)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
  });

  it('still counts as a deleted row when they were active as the round was paired', () => {
    const event = withP3Withdrawn();
    typeResults(event, 3, () => 'W+');
    event.edit('Players', 2, 'Status', '');
    // P4 was paired in round 3: their board row goes.
    const rows = event.values('Round 3');
    const at = rows.findIndex((r) => r[1] === 'P4' || r[2] === 'P4');
    const opponent = String(rows[at][1] === 'P4' ? rows[at][2] : rows[at][1]);
    event.ss.getSheetByName('Round 3')!.deleteRow(event.headerRow('Round 3') + at);
    const message = refused(event, 'Pair next round');
    expect(message).toContain('Round 3: no row for P4, who has a row in Round 2.');
    expect(message).toContain(`Round 3: no row for ${opponent}, who has a row in Round 2.`);
    expect(message).not.toContain('no row for P3');
  });

  it('in a round paired before the pairing kept who was withdrawn, says what to do', () => {
    const event = withP3Withdrawn();
    typeResults(event, 3, () => 'W+');
    event.edit('Players', 2, 'Status', '');
    // A record without the list, as older versions kept it.
    const props = event.ss.properties.document;
    const key = 'pairsheet.undo.r3.0';
    expect(props.get(key)).toContain(',"withdrawn":["P3"]');
    props.set(key, props.get(key)!.replace(',"withdrawn":["P3"]', ''));
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nRound 3: no row for P3, who has a row in Round 2. A board row may have been deleted: undo the edit (Edit › Undo). If P3 did not play that round (absent, or withdrawn then and back now), give them a bye row there (Bye, their name, Absent; Voluntary bye if they had asked to miss it). Nothing was changed; "Check round" on that round tab lists such problems.',
    );
  });

  it('is not asked for by Check round on the round they missed', () => {
    const event = withP3Withdrawn();
    typeResults(event, 3, () => 'W+');
    event.edit('Players', 2, 'Status', '');
    event.click('Pair next round');
    event.ss.setActiveSheet(event.ss.getSheetByName('Round 3')!);
    event.click('Check round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Check round\nRound 3 looks right: 2 boards, 1 bye row.',
    );
  });

  it('is asked for by Check round when the round kept no record of who was withdrawn', () => {
    const event = withP3Withdrawn();
    typeResults(event, 3, () => 'W+');
    event.edit('Players', 2, 'Status', '');
    const props = event.ss.properties.document;
    const key = 'pairsheet.undo.r3.0';
    props.set(key, props.get(key)!.replace(',"withdrawn":["P3"]', ''));
    event.ss.setActiveSheet(event.ss.getSheetByName('Round 3')!);
    expect(refused(event, 'Check round')).toBe(
      'Pairsheet: Check round\nRound 3 has 1 problem (nothing was changed):\n• Round 3: no row for P3, who has a row in Round 2. A board row may have been deleted: undo the edit (Edit › Undo). If P3 did not play that round (absent, or withdrawn then and back now), give them a bye row there (Bye, their name, Absent; Voluntary bye if they had asked to miss it).',
    );
  });
});
