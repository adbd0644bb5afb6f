import { describe, expect, it } from 'vitest';
import { buildHistories } from '../../src/engine/history';
import { barredColours } from '../../src/engine/pairing/colourRule';
import { history, makePlayers } from './fixtures';

/**
 * P1's colour bars (AGA 2009 criterion 4) after the given rounds, P1 playing P2, P3, … in turn
 * with the colours listed ('W' or 'B').
 */
function barsAfter(played: string, rounds: number): { white: boolean; black: boolean } {
  const games = [...played].map((c, k) => (c === 'W' ? `P1-P${k + 2} 1-0` : `P${k + 2}-P1 1-0`));
  const players = makePlayers(Array.from({ length: played.length + 1 }, () => -5));
  return barredColours(buildHistories(players, history(games.join('|')))[0], rounds);
}

describe('the colour rule (AGA 2009 criterion 4)', () => {
  it('bars a colour after three in a row, not after two', () => {
    expect(barsAfter('BBWW', 10)).toEqual({ white: false, black: false });
    expect(barsAfter('BWWW', 10)).toEqual({ white: true, black: false });
  });

  it('with 5 rounds allows a colour 3 times (half rounded up), barring a fourth', () => {
    expect(barsAfter('WBW', 5)).toEqual({ white: false, black: false });
    expect(barsAfter('WBWBW', 5)).toEqual({ white: true, black: false });
  });
});
