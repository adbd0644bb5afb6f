import { describe, expect, it } from 'vitest';
import { snapshot } from '../../src/workbook';
import { pairings, refused } from '../support/event';
import { playerBands as bands, swissSwitchedToMcMahon } from '../support/switchToMcMahon';

const NO_BANDS =
  'No player has an initial score yet: the event was started without bands. Run "Build bands" to give every player the initial score of their band; the rounds already paired keep their games and results.';

const BUILT =
  "8 bands built. 5d and up: 1 (0), 3d: 1 (-1), 2d: 1 (-2), 1d: 1 (-3), 1k: 1 (-4), 2k: 1 (-5), 4k: 1 (-6), 6k: 1 (-7).\n\nThe round already paired keeps its games and results; from now on each player's score counts from their band's initial score.";

describe('a Swiss event switched to McMahon after round 1', () => {
  it('is sent to Build bands by Pair next round and Apply band edits', () => {
    const event = swissSwitchedToMcMahon(false);
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nNo player has a band yet. Run "Build bands": it gives every player the initial score of their band, and the rounds already paired keep their games and results.',
    );
    expect(refused(event, 'Apply band edits')).toBe(
      'Pairsheet: Apply band edits\nThe Bands tab has no bands. Run "Build bands" first.',
    );
    expect(refused(event, 'Update standings')).toBe(`Pairsheet: Update standings\n${NO_BANDS}`);
  });

  it('keeps Build bands closed once the TD has typed a band on Players', () => {
    const event = swissSwitchedToMcMahon(false);
    event.edit('Players', 0, 'Band', '3d');
    const before = snapshot(event.ss);
    expect(refused(event, 'Build bands')).toBe(
      'Pairsheet: Build bands\nRound 1 has already been paired, so the bands are fixed. To change them on purpose, edit the Bands tab or the Band column of Players and run "Apply band edits".',
    );
    expect(snapshot(event.ss)).toEqual(before);
  });

  it('is found right by Check round, which gives the advice of Update standings after its verdict', () => {
    const event = swissSwitchedToMcMahon(false);
    const before = snapshot(event.ss);
    event.click('Check round');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Check round\nRound 1 looks right: 4 boards, no bye rows.\n\n${NO_BANDS}`,
    );
    expect(snapshot(event.ss)).toEqual(before);
  });
});

describe.each([
  ['no band built', false],
  ['its one Swiss band built', true],
])('a Swiss event with %s, switched to McMahon after round 1', (_, swissBand) => {
  it('gets its bands from Build bands, keeps round 1 and pairs round 2 on McMahon scores', () => {
    const event = swissSwitchedToMcMahon(swissBand);
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
    const event = swissSwitchedToMcMahon(swissBand, true);
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
    const event = swissSwitchedToMcMahon(swissBand);
    event.click('Build bands');
    event.ss.ui.alerts.length = 0;
    expect(refused(event, 'Build bands')).toBe(
      'Pairsheet: Build bands\nRound 1 has already been paired, so the bands are fixed. To change them on purpose, edit the Bands tab or the Band column of Players and run "Apply band edits".',
    );
  });
});
