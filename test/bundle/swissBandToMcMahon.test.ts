import { describe, expect, it } from 'vitest';
import { newEvent, pairings, playerRow, refused, typeResults, type Event } from '../support/event';

const RANKS = ['5d', '3d', '2d', '1d', '1k', '2k', '4k', '6k'];

/** A Swiss event that ran Build bands (one band, all at 0), round 1 played, then McMahon. */
function switched(standings = false): Event {
  const players = RANKS.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank }));
  const event = newEvent({ players, settings: { 'Pairing system': 'Swiss' } });
  event.click('Build bands');
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+');
  if (standings) event.click('Update standings');
  event.setSetting('Pairing system', 'McMahon');
  event.ss.ui.alerts.length = 0;
  return event;
}

const BUILT =
  "8 bands built. 5d and up: 1 (0), 3d: 1 (-1), 2d: 1 (-2), 1d: 1 (-3), 1k: 1 (-4), 2k: 1 (-5), 4k: 1 (-6), 6k: 1 (-7). The round already paired keeps its games and results; from now on each player's score counts from their band's initial score.";

/** Name, Band and Initial score of every player. */
function bands(event: Event): unknown[][] {
  const [header, ...rows] = event.values('Players');
  return rows.map((r) => [r[0], r[header.indexOf('Band')], r[header.indexOf('Initial score')]]);
}

describe('a Swiss event with its one band built, switched to McMahon after round 1', () => {
  it('starts from the one band at 0', () => {
    const event = switched();
    expect(event.values('Bands').slice(1)).toEqual([['All', '5d', '6k', 8, '', 0]]);
    expect(bands(event).map((r) => r.slice(1))).toEqual(Array(8).fill(['All', 0]));
  });

  it('is refused by Pair next round, naming the Pairing system cell', () => {
    const event = switched();
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nSettings!B3 (Pairing system) says McMahon, but the Bands tab holds only the one band, everyone at 0, that "Build bands" makes for a Swiss event. Run "Build bands" to build the McMahon bands from the players\' ranks (the rounds already paired keep their games and results), or set Pairing system back to the system the event was started with. Nothing was changed.',
    );
  });

  it('gets McMahon bands from Build bands, keeps round 1 and pairs round 2 on McMahon scores', () => {
    const event = switched();
    const round1 = event.values('Round 1');
    event.click('Build bands');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Build bands\n${BUILT} Run "Update standings" to see the standings with them.`,
    );
    expect(event.values('Bands').slice(1)).toEqual([
      ['5d and up', '5d', '5d', 1, '', 0],
      ['3d', '3d', '3d', 1, 1, -1],
      ['2d', '2d', '2d', 1, 1, -2],
      ['1d', '1d', '1d', 1, 1, -3],
      ['1k', '1k', '1k', 1, 1, -4],
      ['2k', '2k', '2k', 1, 1, -5],
      ['4k', '4k', '4k', 1, 1, -6],
      ['6k', '6k', '6k', 1, 1, -7],
    ]);
    expect(bands(event)).toEqual([
      ['P1', '5d and up', 0],
      ['P2', '3d', -1],
      ['P3', '2d', -2],
      ['P4', '1d', -3],
      ['P5', '1k', -4],
      ['P6', '2k', -5],
      ['P7', '4k', -6],
      ['P8', '6k', -7],
    ]);
    expect(event.values('Round 1')).toEqual(round1);
    event.click('Pair next round');
    expect(pairings(event, 2)).toEqual([
      ['P1', 'P2'],
      ['P3', 'P4'],
      ['P6', 'P5'],
      ['P8', 'P7'],
    ]);
  });

  it('has its Standings tab recomputed with the initial scores by Build bands', () => {
    const event = switched(true);
    event.click('Build bands');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Build bands\n${BUILT} The Standings tab was updated with them.`,
    );
    const [header, ...rows] = event.values('Standings');
    expect(rows.map((r) => [r[header.indexOf('Name')], r[header.indexOf('Score')]])).toEqual([
      ['P1', 0],
      ['P2', 0],
      ['P3', -2],
      ['P4', -2],
      ['P5', -3],
      ['P6', -5],
      ['P7', -5],
      ['P8', -7],
    ]);
  });

  it('keeps Build bands closed once the McMahon bands are built', () => {
    const event = switched();
    event.click('Build bands');
    event.ss.ui.alerts.length = 0;
    expect(refused(event, 'Build bands')).toBe(
      'Pairsheet: Build bands\nRound 1 has already been paired, so the bands are fixed. To change them on purpose, edit the Bands tab or the Band column of Players and run "Apply band edits".',
    );
  });
});

describe('a McMahon event whose ranks make one band at 0', () => {
  it('pairs round 2 in that band and keeps Build bands closed', () => {
    const players = ['2d', '2d', '2d', '2d'].map((Rank, i) =>
      playerRow({ Name: `P${i + 1}`, Rank }),
    );
    const event = newEvent({ players });
    event.click('Build bands');
    expect(event.values('Bands').slice(1)).toEqual([['2d and up', '2d', '2d', 4, '', 0]]);
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    event.click('Pair next round');
    expect(pairings(event, 2)).toEqual([
      ['P1', 'P2'],
      ['P4', 'P3'],
    ]);
    event.ss.ui.alerts.length = 0;
    expect(refused(event, 'Build bands')).toBe(
      'Pairsheet: Build bands\nRound 1 has already been paired, so the bands are fixed. To change them on purpose, edit the Bands tab or the Band column of Players and run "Apply band edits".',
    );
  });
});

describe('a McMahon event whose TD merged every band into one at 0', () => {
  it('pairs round 2 in that band: the bands record says McMahon built them', () => {
    const players = RANKS.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank }));
    const event = newEvent({ players });
    event.click('Build bands');
    for (let i = 0; i < RANKS.length; i++) event.edit('Bands', i, 'Band', 'Open');
    event.click('Apply band edits');
    expect(new Set(bands(event).map((b) => `${b[1]} ${b[2]}`))).toEqual(new Set(['Open 0']));
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.ss.ui.alerts).toEqual([]);
    expect(pairings(event, 2)).toHaveLength(4);
  });
});
