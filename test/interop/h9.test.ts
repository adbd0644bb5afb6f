/** The EGF results table's less common lines: both players winning, odd names and countries. */
import { describe, expect, it } from 'vitest';
import { exportH9 } from '../../src/interop';
import { lakeside } from './fixture';

const playerLines = (text: string): string[] =>
  text.split('\n').filter((l) => l !== '' && !l.startsWith(';'));

describe('EGF results table', () => {
  it('a game both players won scores a win for each', () => {
    const event = lakeside();
    event.rounds[0].games[2].result = { outcome: 'both win', forfeit: false };
    const lines = playerLines(exportH9(event).text);
    expect(lines.find((l) => l.includes('Oster'))).toMatch(/ Cope +\d\+\/w0 /);
    expect(lines.find((l) => l.includes('=Smith'))).toMatch(/ Bost +\d\+\/b0 /);
  });

  it('leaves "?" out of a name, writes a player without a first name by the surname alone, and XX for no country code', () => {
    const event = lakeside();
    event.players[5].surname = 'Øster?';
    event.players[5].firstName = '';
    event.players[5].country = '';
    event.players[1].country = 'Ireland';
    const lines = playerLines(exportH9(event).text);
    expect(lines.find((l) => l.includes('Oster'))).toBe(
      '   5 Oster                          5K XX Cope    1=/w0    2?/b0       0-',
    );
    expect(lines.find((l) => l.includes("O'Brien"))).toBe(
      "   6 O'Brien Sean                   3K XX Dubl    3-/w2       0-    2-/w1",
    );
  });

  it('an event without handicaps is written as h9', () => {
    const event = lakeside();
    event.settings.handicapCorrection = null;
    const { text, extension } = exportH9(event);
    expect(text.split('\n')[4]).toBe('; HA[h9]');
    expect(extension).toBe('h9');
  });
});
