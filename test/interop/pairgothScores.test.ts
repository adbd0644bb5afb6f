import { describe, expect, it } from 'vitest';
import { exportPairgoth, pairgothExportNotes, parsePairgoth } from '../../src/interop';
import { lakeside } from './fixture';
import { pairgothPlayer, type Json } from '../support/pairgothPlayer';

const players = (tour: string): Json[] => (JSON.parse(tour) as { players: Json[] }).players;

/** The fixture (bar 3d, floor 20k) with these initial scores, as the sheet gives them. */
function scored(scores: number[]) {
  const event = lakeside();
  event.players.forEach((p, i) => (p.initialScore = scores[i]));
  return event;
}

describe('pairgoth mmsCorrection: the initial score less the base of the rank', () => {
  it('is written where the score is not the base, and left out where it is', () => {
    // Bases under a 3d bar: 2d -1, 3k -5, 1k -3, 5k -7, 10k -12, 5k -7.
    const tour = exportPairgoth(scored([0, -5, -2, -7, -11, -9]));
    expect(players(tour).map((p) => [p.name, p.mmsCorrection])).toEqual([
      ['de Vries', 1],
      ["O'Brien", undefined],
      ['Kowalska-Nowak', 1],
      ['李', undefined],
      ['=Smith, Jr', 1],
      ['Øster', -2],
    ]);
  });

  it('reads back as the same initial scores, and the file again as the same file', () => {
    const scores = [0, -5, -2, -7, -11, -9];
    const tour = exportPairgoth(scored(scores));
    const back = parsePairgoth(tour);
    expect(back.players.map((p) => p.initialScore)).toEqual(scores);
    expect(back.notCarried.join(' ')).not.toContain('mmsCorrection');
    expect(exportPairgoth(back)).toBe(tour);
  });

  it('counts from the floor for ranks below it, and from the bar for ranks above it', () => {
    const event = scored([0, 0, 0, 0, -3, 0]);
    event.settings.bar = -1;
    event.settings.floor = -6;
    // 2d at a 1k bar starts at 0; 10k at a 6k floor at -5.
    expect(players(exportPairgoth(event)).map((p) => p.mmsCorrection)).toEqual([
      undefined,
      2,
      undefined,
      4,
      2,
      4,
    ]);
  });

  it('is not written for a Swiss event, which has no McMahon score', () => {
    const event = scored([0, -5, -2, -7, -11, -9]);
    event.settings.system = 'Swiss';
    expect(players(exportPairgoth(event)).map((p) => p.mmsCorrection ?? null)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('an initial score with a fraction gets no correction, and the export says so', () => {
    const event = scored([-1, -5.5, -3, -7, -12, -7]);
    expect(players(exportPairgoth(event)).map((p) => p.mmsCorrection ?? null)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(pairgothExportNotes(event)).toContain(
      'Initial scores that are not whole numbers: pairgoth\'s McMahon score correction ("mmsCorrection") is a whole number, so none is written for them and pairgoth starts them at the score of their rank: O\'Brien, Séan (-5.5).',
    );
  });
});

describe('pairgoth mmsCorrection on import', () => {
  const tour = (type: string, list: Json[]): string =>
    JSON.stringify(
      { name: 'Club night', rounds: 3, pairing: { type }, players: list, games: [] },
      null,
      2,
    );

  it('refuses a correction that is not a whole number of points, naming the player and line', () => {
    const cases: Array<[unknown, string]> = [
      [1.5, '1.5'],
      ['2', '"2"'],
      [100, '100'],
      [-100, '-100'],
    ];
    for (const [value, shown] of cases) {
      const text = tour('MAC_MAHON', [
        pairgothPlayer(1, 'Wu'),
        pairgothPlayer(2, 'Ng', { mmsCorrection: value }),
      ]);
      expect(() => parsePairgoth(text)).toThrow(
        `pairgoth file, line 25: "mmsCorrection" of player id 2 (Ng, A) must be a whole number of points from -99 to 99, not ${shown}.`,
      );
    }
  });

  it('adds the correction to the base of the rank (default bar 1d): 5k at -5, -99 and 99 allowed', () => {
    const text = tour('MAC_MAHON', [
      pairgothPlayer(1, 'Wu', { mmsCorrection: 99 }),
      pairgothPlayer(2, 'Ng', { mmsCorrection: -99 }),
      pairgothPlayer(3, 'Lo', { mmsCorrection: null }),
    ]);
    expect(parsePairgoth(text).players.map((p) => p.initialScore)).toEqual([94, -104, -5]);
  });

  it('a Swiss file has no McMahon scores: the correction is named as not kept', () => {
    const e = parsePairgoth(tour('SWISS', [pairgothPlayer(1, 'Wu', { mmsCorrection: 2 })]));
    expect(e.players[0].initialScore).toBe(undefined);
    expect(e.notCarried).toContain(
      'McMahon score corrections ("mmsCorrection") not kept: Wu, A (2).',
    );
  });
});
