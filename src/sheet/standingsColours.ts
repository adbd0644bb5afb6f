/**
 * The colours of the printed standings. Most clubs print in grey and some players tell red from
 * green by lightness only, so each colour that means something has a grey of its own (at least
 * 15 levels of 255 apart) and keeps black text above 8:1; the cell text says the same
 * ("12+w", "bye+", place 3).
 */

/** Cross table: a win darkest, then a loss, a bye, a draw; unplayed cells stay white or striped. */
export const WIN = '#7bbf7f';
export const LOSS = '#f0b0c8';
export const BYE = '#d9d9d9';
export const DRAW = '#ffeb9c';

/** Gold, silver-blue and bronze rows: each its own grey, far from the striping's. */
export const PODIUM = ['#ffd966', '#9fc5e8', '#e69138'];

/**
 * A row's prize colour: places 1 to 3 in gold, blue and orange, none for a withdrawn player
 * (annulled or not), the rows below keeping their own place's colour.
 */
export function prizeColour(place: number, withdrawn: boolean): string | null {
  return !withdrawn && place >= 1 && place <= 3 ? PODIUM[place - 1] : null;
}
