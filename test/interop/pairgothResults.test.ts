/** Pairgoth .tour results no AGA or EGF file holds, and the player ids it refuses. */
import { describe, expect, it } from 'vitest';
import { exportPairgoth, parsePairgoth } from '../../src/interop';
import { lakeside } from './fixture';

describe('pairgoth result codes', () => {
  it('writes both-lose as "0" and both-win as "#", and reads them back', () => {
    const event = lakeside();
    event.rounds[0].games[0].result = { outcome: 'both lose', forfeit: false };
    event.rounds[0].games[1].result = { outcome: 'both win', forfeit: false };
    const file = exportPairgoth(event);
    const games = (JSON.parse(file) as { games: Array<Array<{ r: string }>> }).games[0];
    expect(games.map((g) => g.r)).toEqual(['0', '#', '=']);
    expect(parsePairgoth(file).rounds[0].games.map((g) => g.result?.outcome)).toEqual([
      'both lose',
      'both win',
      'jigo',
    ]);
  });
});

describe('pairgoth player ids', () => {
  it('refuses an EGF id that is a negative or fractional number', () => {
    for (const egf of [-5, 1.5]) {
      const tour = JSON.parse(exportPairgoth(lakeside())) as { players: Array<{ egf: unknown }> };
      tour.players[0].egf = egf;
      expect(() => parsePairgoth(JSON.stringify(tour, null, 2))).toThrow(
        `pairgoth file, line 31: "egf" of player id 1 must be an id (text or a whole number), not ${egf}.`,
      );
    }
  });
});
