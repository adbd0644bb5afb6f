import type { Colour } from '../history';
import { differenceAfter, runAfter, type ColourState } from './state';

export interface Allocation<T> {
  white: T;
  black: T;
}

/** What the colour allocation reads of a player. */
export interface ColourHolder {
  player: { id: number };
  strength: number;
  colours: ColourState;
}

/** Rule breaks a colour would cause: a colour difference of ±3 or three of one colour running. */
export function breaks(state: ColourState, colour: Colour): number {
  return (
    (Math.abs(differenceAfter(state, colour)) >= 3 ? 1 : 0) + (runAfter(state, colour) >= 3 ? 1 : 0)
  );
}

function allocationBreaks(white: ColourState, black: ColourState): number {
  return breaks(white, 'white') + breaks(black, 'black');
}

/**
 * Rule breaks (±3, three of one colour running) that pairing the two makes unavoidable: the
 * fewer of the two allocations.
 */
export function forcedBreaks(a: ColourState, b: ColourState): number {
  return Math.min(allocationBreaks(a, b), allocationBreaks(b, a));
}

/**
 * Who needs White more, by the colour history: at the latest round in which the two played
 * different colours, the one who had Black. 0 when the histories never differ.
 */
function byHistory(a: ColourState, b: ColourState): number {
  for (let i = a.played.length - 1, j = b.played.length - 1; i >= 0 && j >= 0; i--, j--) {
    if (a.played[i] !== b.played[j]) return a.played[i] === 'black' ? -1 : 1;
  }
  return 0;
}

/**
 * Colours of a new game (issue 8, after Kujansuu et al.'s colour classes): the lower colour
 * difference takes White; a tie goes by the colour history (each alternates from the latest
 * round their colours differed); then the stronger player takes the colour he is due; when
 * neither has played, colours alternate down the boards (Kujansuu et al. §1.1, round 1: the
 * stronger player takes `firstColour` on odd boards, the other colour on even boards). Never a
 * colour difference of ±3 or three of one colour running when the other allocation avoids it.
 * `barred` (optional) counts further breaks of a colour, weighed before all of these (the AGA
 * 2009 colour rule in the weighted-matching Swiss).
 */
export function allocateColours<T extends ColourHolder>(
  a: T,
  b: T,
  firstColour: Colour = 'white',
  barred: (player: T, colour: Colour) => number = () => 0,
): Allocation<T> {
  const aWhite = { white: a, black: b };
  const bWhite = { white: b, black: a };
  let chosen: Allocation<T>;
  const difference = a.colours.difference - b.colours.difference;
  const history = byHistory(a.colours, b.colours);
  if (difference !== 0) chosen = difference < 0 ? aWhite : bWhite;
  else if (history !== 0) chosen = history < 0 ? aWhite : bWhite;
  else {
    const strong =
      a.strength > b.strength || (a.strength === b.strength && a.player.id < b.player.id) ? a : b;
    const due = strong.colours.last === null ? firstColour : opposite(strong.colours.last);
    chosen = (strong === a) === (due === 'white') ? aWhite : bWhite;
  }
  const other = chosen === aWhite ? bWhite : aWhite;
  const cost = (x: Allocation<T>): [number, number] => [
    barred(x.white, 'white') + barred(x.black, 'black'),
    allocationBreaks(x.white.colours, x.black.colours),
  ];
  const [otherBarred, otherBreaks] = cost(other);
  const [chosenBarred, chosenBreaks] = cost(chosen);
  const better = otherBarred - chosenBarred || otherBreaks - chosenBreaks;
  return better < 0 ? other : chosen;
}

function opposite(colour: Colour): Colour {
  return colour === 'white' ? 'black' : 'white';
}
