import { describe, expect, it } from 'vitest';
import { exportPairgoth, parsePairgoth } from '../../src/interop';
import { lakeside } from './fixture';
import { pairgothPlayer, type Json } from '../support/pairgothPlayer';

/** A .tour file as pairgoth writes it (pretty-printed), with the pairing and players given. */
const tour = (
  pairing: Json,
  players: Json[] = [pairgothPlayer(1, 'Wu')],
  more: Json = {},
): string =>
  JSON.stringify({ name: 'Club night', rounds: 3, pairing, players, games: [], ...more }, null, 2);

const THRESHOLD_1D =
  'No handicap at and above 1D: Pairsheet\'s nearest setting is "Top band always even".';

describe("pairgoth's own defaults for what a .tour file leaves out", () => {
  it('McMahon without bar, floor or handicap: bar 1d, floor 20k, handicap minus 1 capped at 1d', () => {
    const e = parsePairgoth(tour({ type: 'MAC_MAHON' }));
    expect(e.settings).toMatchObject({
      system: 'McMahon',
      bar: 1,
      floor: -20,
      handicapCorrection: 1,
    });
    expect(e.notCarried).toEqual([
      'No "mmBar" or "mmFloor" in the file: Bar 1d and Floor 20k, as pairgoth reads such a file.',
      THRESHOLD_1D,
    ]);
  });

  it('a handicap object takes the defaults for each key it leaves out', () => {
    const cases: Array<[Json, number | null, string[]]> = [
      [{ correction: 2 }, 2, [THRESHOLD_1D]],
      [
        { ceiling: 5 },
        1,
        ['Handicap ceiling 5: Pairsheet caps handicaps at 9 stones.', THRESHOLD_1D],
      ],
      [{ correction: 0, threshold: 8 }, 0, []],
      [{ correction: 1, ceiling: 0 }, null, []],
      [{ correction: 1, threshold: -30 }, null, []],
    ];
    for (const [handicap, correction, notes] of cases) {
      const e = parsePairgoth(tour({ type: 'MAC_MAHON', mmBar: 2, mmFloor: -15, handicap }));
      expect([e.settings.handicapCorrection, e.notCarried], JSON.stringify(handicap)).toEqual([
        correction,
        notes,
      ]);
      expect([e.settings.bar, e.settings.floor]).toEqual([3, -15]);
    }
  });

  it('Swiss: no bar or floor, and no handicap unless the file gives a threshold', () => {
    const swiss = parsePairgoth(tour({ type: 'SWISS' }));
    expect(swiss.settings).toMatchObject({
      system: 'Swiss',
      bar: null,
      floor: null,
      handicapCorrection: null,
    });
    expect(swiss.notCarried).toEqual([]);
    const capped = parsePairgoth(tour({ type: 'SWISS', handicap: { ceiling: 9, correction: 1 } }));
    expect(capped.settings.handicapCorrection).toBeNull();
    const given = parsePairgoth(
      tour({ type: 'SWISS', handicap: { ceiling: 9, correction: 1, threshold: 8 } }),
    );
    expect(given.settings.handicapCorrection).toBe(1);
  });

  it('a bar or threshold that is not a pairgoth rank is refused naming the line', () => {
    expect(() => parsePairgoth(tour({ type: 'MAC_MAHON', mmBar: 9 }))).toThrow(
      'pairgoth file, line 6, "mmBar": 9 is not a whole number from -30 to 8.',
    );
    expect(() =>
      parsePairgoth(tour({ type: 'MAC_MAHON', handicap: { threshold: 'none' } })),
    ).toThrow('pairgoth file, line 7, "threshold": a number is needed, not "none".');
  });
});

describe('pairgoth fields Pairsheet does not keep are named in the Import report', () => {
  it('final: false, pro, licensed, ffg, ext and unknown player keys (mmsCorrection is kept)', () => {
    const e = parsePairgoth(
      tour(
        { type: 'MAC_MAHON', handicap: { ceiling: 0 } },
        [
          pairgothPlayer(1, 'Wu', {
            final: false,
            mmsCorrection: 2,
            pro: 3,
            licensed: 'L',
            ffg: '12345',
          }),
          pairgothPlayer(2, 'Ng', { final: true, mmsCorrection: 0, ext: 7, shoe: { size: 42 } }),
          pairgothPlayer(3, 'Lo', { final: false, mmsCorrection: -1 }),
        ],
        { gobanSize: 13, online: true },
      ),
    );
    expect(e.notCarried).toEqual([
      'No "mmBar" or "mmFloor" in the file: Bar 1d and Floor 20k, as pairgoth reads such a file.',
      'Board size 13: not kept.',
      'Played online ("online": true): not kept.',
      '2 players were not final ("final": false, pre-registered); imported as active players: Wu, A; Lo, A.',
      'Professional ranks ("pro") not kept: Wu, A (3).',
      'Licence status ("licensed") not kept: Wu, A (L).',
      'FFG licence numbers ("ffg") not kept: Wu, A (12345).',
      'Other external ids ("ext") not kept: Ng, A (7).',
      'Player field ("shoe") not kept: Ng, A ({"size":42}).',
    ]);
    expect(e.players.map((p) => p.withdrawn)).toEqual([false, false, false]);
    // 5k under a 1d bar starts at -5, plus the correction.
    expect(e.players.map((p) => p.initialScore)).toEqual([-3, -5, -6]);
  });

  it('external ids: text is trimmed, a number is kept as written, anything else is refused', () => {
    const e = parsePairgoth(
      tour({ type: 'SWISS' }, [pairgothPlayer(1, 'Wu', { egf: 12345678, aga: ' 77 ' })]),
    );
    expect([e.players[0].egfPin, e.players[0].agaId]).toEqual(['12345678', '77']);
    expect(() =>
      parsePairgoth(tour({ type: 'SWISS' }, [pairgothPlayer(1, 'Wu', { aga: { x: 1 } })])),
    ).toThrow(
      'pairgoth file, line 9: "aga" of player id 1 must be an id (text or a whole number), not {"x":1}.',
    );
  });

  it('a player id that is not a whole number from 1 is refused naming the line', () => {
    for (const id of [1.5, 0, -2]) {
      expect(
        () => parsePairgoth(tour({ type: 'SWISS' }, [pairgothPlayer(id, 'Wu')])),
        String(id),
      ).toThrow(
        `pairgoth file, line 9: player id ${id} is not a whole number from 1 (games refer to players by it; 0 stands for the bye).`,
      );
    }
  });
});

describe('An exported .tour leaves nothing to pairgoth defaults that would change the event', () => {
  const pairingOf = (system: 'McMahon' | 'Swiss', correction: number | null): unknown => {
    const e = lakeside();
    Object.assign(e.settings, { system, handicapCorrection: correction, bar: null, floor: null });
    return (JSON.parse(exportPairgoth(e)) as { pairing: unknown }).pairing;
  };

  it('writes the bar, the floor and a threshold that caps no rank', () => {
    expect(pairingOf('McMahon', 1)).toEqual({
      type: 'MAC_MAHON',
      mmBar: 8,
      mmFloor: -30,
      handicap: { correction: 1, ceiling: 9, threshold: 8 },
    });
    expect(pairingOf('McMahon', null)).toEqual({
      type: 'MAC_MAHON',
      mmBar: 8,
      mmFloor: -30,
      handicap: { correction: 0, ceiling: 0 },
    });
    expect(pairingOf('Swiss', null)).toEqual({
      type: 'SWISS',
      handicap: { correction: 0, ceiling: 0 },
    });
  });

  it('and reads back the same settings', () => {
    const e = lakeside();
    Object.assign(e.settings, { handicapCorrection: 2, bar: null, floor: null });
    const back = parsePairgoth(exportPairgoth(e));
    expect(back.settings).toMatchObject({ handicapCorrection: 2, bar: 9, floor: -30 });
    expect(back.notCarried).toEqual([
      'Time system SUDDEN_DEATH: Pairsheet does not keep time settings.',
      'Rules AGA: not kept.',
    ]);
  });
});
