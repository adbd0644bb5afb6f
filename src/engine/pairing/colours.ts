import type { Colour } from '../history';
import { takesBlack } from '../handicap';
import { colourBalance, colourStreak } from './colourRule';
import type { Entrant } from './types';

/**
 * Colours of a new game. Handicap game: the weaker player takes black. Even game, in order:
 * the colour rule (AGA 2009 criterion 4, when on); the player with more whites than blacks
 * takes black; the one on the longer run of whites (or shorter run of blacks) takes black;
 * finally a draw from the round's seeded random source.
 */
export function assignColours(
  a: Entrant,
  b: Entrant,
  handicap: number,
  colourRule: boolean,
  coin: () => boolean,
): { white: Entrant; black: Entrant } {
  const aBlack = { white: b, black: a };
  const bBlack = { white: a, black: b };
  // A handicap game has both ranks (handicapStones).
  if (handicap > 0) return takesBlack(a, b) === a ? aBlack : bBlack;
  if (colourRule) {
    const ifABlack = (a.barred.black ? 1 : 0) + (b.barred.white ? 1 : 0);
    const ifBBlack = (b.barred.black ? 1 : 0) + (a.barred.white ? 1 : 0);
    if (ifABlack !== ifBBlack) return ifABlack < ifBBlack ? aBlack : bBlack;
  }
  const balance = colourBalance(a.history) - colourBalance(b.history);
  if (balance !== 0) return balance > 0 ? aBlack : bBlack;
  const run = signedStreak(a) - signedStreak(b);
  if (run !== 0) return run > 0 ? aBlack : bBlack;
  return coin() ? aBlack : bBlack;
}

/** Current run of one colour: whites positive, blacks negative. */
function signedStreak(e: Entrant): number {
  const { colour, length } = colourStreak(e.history);
  return colour === 'white' ? length : -length;
}

/** Run of `colour` the player will be on after this game. */
export function streakAfter(e: Entrant, colour: Colour): number {
  const { colour: last, length } = colourStreak(e.history);
  return last === colour ? length + 1 : 1;
}
