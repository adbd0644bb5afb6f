/**
 * Colour preferences (C.04.3 A.6) and colour allocation (C.04.3 E) of the FIDE Dutch system.
 */
import { byRank, type Colour, type DutchPlayer } from './players';

/** 0 none, 1 mild, 2 strong, 3 absolute. */
type Strength = 0 | 1 | 2 | 3;

export interface Preference {
  colour: Colour | null;
  strength: Strength;
}

const other = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

function played(p: DutchPlayer): Colour[] {
  return p.colours.filter((c): c is Colour => c !== null);
}

export function preference(p: DutchPlayer): Preference {
  const games = played(p);
  if (games.length === 0) return { colour: null, strength: 0 };
  const last = games[games.length - 1];
  // Absolute: colour difference beyond ±1, or the same colour in the two latest games.
  if (p.cd > 1) return { colour: 'b', strength: 3 };
  if (p.cd < -1) return { colour: 'w', strength: 3 };
  if (games.length >= 2 && games[games.length - 2] === last)
    return { colour: other(last), strength: 3 };
  // Strong: colour difference ±1. Mild: 0, alternating from the last game.
  if (p.cd === 1) return { colour: 'b', strength: 2 };
  if (p.cd === -1) return { colour: 'w', strength: 2 };
  return { colour: other(last), strength: 1 };
}

/**
 * Absolute criterion C.3 (never relaxed here, not even for topscorers in the last round): two
 * players with the same absolute colour preference do not meet.
 */
export function absoluteConflict(a: Preference, b: Preference): boolean {
  return a.strength === 3 && b.strength === 3 && a.colour === b.colour;
}

/**
 * The colours of a pair by E.1–E.5; `initial` is the colour drawn before round 1.
 * Returns [white, black].
 */
export function allocate(
  a: DutchPlayer,
  b: DutchPlayer,
  initial: Colour,
): [DutchPlayer, DutchPlayer] {
  const [hi, lo] = byRank(a, b) <= 0 ? [a, b] : [b, a];
  const ph = preference(hi);
  const pl = preference(lo);
  const give = (player: DutchPlayer, colour: Colour): [DutchPlayer, DutchPlayer] => {
    const partner = player === hi ? lo : hi;
    return colour === 'w' ? [player, partner] : [partner, player];
  };
  // E.1: both preferences can be granted (or only one player has one).
  if (ph.colour && (!pl.colour || pl.colour !== ph.colour)) return give(hi, ph.colour);
  if (pl.colour && !ph.colour) return give(lo, pl.colour);
  if (ph.colour && pl.colour) {
    // E.2: the stronger preference wins; two absolute ones, the wider colour difference.
    if (ph.strength !== pl.strength)
      return ph.strength > pl.strength ? give(hi, ph.colour) : give(lo, pl.colour);
    if (ph.strength === 3 && Math.abs(hi.cd) !== Math.abs(lo.cd))
      return Math.abs(hi.cd) > Math.abs(lo.cd) ? give(hi, ph.colour) : give(lo, pl.colour);
    // E.3: alternate from the latest round in which the two had different colours.
    for (let r = Math.min(hi.colours.length, lo.colours.length) - 1; r >= 0; r--) {
      const ch = hi.colours[r];
      const cl = lo.colours[r];
      if (ch && cl && ch !== cl) return give(hi, other(ch));
    }
    // E.4: the higher ranked player's preference.
    return give(hi, ph.colour);
  }
  // E.5: no preferences: the initial colour to the higher ranked player with an odd pairing number.
  return give(hi, hi.number % 2 === 1 ? initial : other(initial));
}
