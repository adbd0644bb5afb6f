import { describe, expect, it } from 'vitest';
import { newEvent, pairings, playerRow, refused, typeResults, type Event } from '../support/event';
import {
  EIGHT_RANKS as RANKS,
  playerBands as bands,
  swissSwitchedToMcMahon,
} from '../support/switchToMcMahon';

// Build bands and the standings after the switch: switchToMcMahon.test.ts, for both states.
const switched = (): ReturnType<typeof swissSwitchedToMcMahon> => swissSwitchedToMcMahon(true);

const ADVICE =
  'Settings!B3 (Pairing system) says McMahon, but the Bands tab holds only the one band, everyone at 0, that "Build bands" makes for a Swiss event. Run "Build bands" to build the McMahon bands from the players\' ranks (the rounds already paired keep their games and results), or set Pairing system back to the system the event was started with.';

describe('a Swiss event with its one band built, switched to McMahon after round 1', () => {
  it('starts from the one band at 0', () => {
    const event = switched();
    expect(event.values('Bands').slice(1)).toEqual([['All', '5d', '6k', 8, '', 0]]);
    expect(bands(event).map((r) => r.slice(1))).toEqual(Array(8).fill(['All', 0]));
  });

  it('is refused by Pair next round, naming the Pairing system cell', () => {
    const event = switched();
    expect(refused(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\n${ADVICE} Nothing was changed.`,
    );
  });

  it('has its standings updated by Update standings, which gives the same advice', () => {
    const event = switched();
    event.click('Update standings');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Update standings\nStandings updated after 1 round. Leader: P4 (1).\n\n${ADVICE}`,
    );
    const [header, ...rows] = event.values('Standings');
    // Everyone scored from the Swiss band's 0: the four winners of round 1 at 1.
    expect(rows.map((r) => [r[header.indexOf('Name')], r[header.indexOf('Score')]])).toEqual([
      ['P4', 1],
      ['P7', 1],
      ['P5', 1],
      ['P2', 1],
      ['P6', 0],
      ['P3', 0],
      ['P8', 0],
      ['P1', 0],
    ]);
  });

  it('is found right by Check round, which gives the same advice after its verdict', () => {
    const event = switched();
    event.click('Check round');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Check round\nRound 1 looks right: 4 boards, no bye rows.\n\n${ADVICE}`,
    );
  });
});

/** The eight players' Swiss event with its one band built, switched to McMahon before round 1. */
function switchedBeforeRound1(): Event {
  const players = RANKS.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank }));
  const event = newEvent({ players, settings: { 'Pairing system': 'Swiss' } });
  event.click('Build bands');
  event.setSetting('Pairing system', 'McMahon');
  event.ss.ui.alerts.length = 0;
  return event;
}

const BEFORE_ROUND_1 =
  'Settings!B3 (Pairing system) says McMahon, but the Bands tab holds only the one band, everyone at 0, that "Build bands" makes for a Swiss event. Run "Build bands" again to build the McMahon bands from the players\' ranks, or set Pairing system back to Swiss.';

describe('a Swiss event with its one band built, switched to McMahon before round 1', () => {
  it('is refused by Pair next round, with the advice to build the bands again', () => {
    const event = switchedBeforeRound1();
    expect(refused(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\n${BEFORE_ROUND_1} Nothing was changed.`,
    );
    expect(event.ss.getSheetByName('Round 1')).toBeNull();
  });

  it('has its standings written by Update standings, which gives the advice before pairing', () => {
    const event = switchedBeforeRound1();
    event.click('Update standings');
    expect(event.lastAlert()).toBe(
      `Pairsheet: Update standings\nStandings written before round 1: no round is paired yet, so they list the players in their starting order.\n\n${BEFORE_ROUND_1} Then run "Pair next round" to start.`,
    );
  });

  it('says the Standings by division tab it wrote, with the advice before pairing', () => {
    const event = switchedBeforeRound1();
    for (let row = 0; row < 8; row++) event.edit('Players', row, 'Division', row < 4 ? 'A' : 'B');
    event.click('Update standings');
    expect(event.ss.getSheetByName('Standings by division')).not.toBeNull();
    expect(event.lastAlert()).toBe(
      `Pairsheet: Update standings\nStandings written before round 1: no round is paired yet, so they list the players in their starting order. "Standings by division" lists 2 divisions (A and B).\n\n${BEFORE_ROUND_1} Then run "Pair next round" to start.`,
    );
  });

  it('gets the McMahon bands from Build bands, then pairs round 1 without a word', () => {
    const event = switchedBeforeRound1();
    event.click('Build bands');
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      '8 bands built. 5d and up: 1 (0), 3d: 1 (-1), 2d: 1 (-2), 1d: 1 (-3), 1k: 1 (-4), 2k: 1 (-5), 4k: 1 (-6), 6k: 1 (-7).',
    );
    expect(bands(event).map((r) => r[2])).toEqual([0, -1, -2, -3, -4, -5, -6, -7]);
    event.click('Pair next round');
    expect(event.ss.ui.alerts).toEqual([]);
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 1: 4 boards.');
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
