import { colours, type Colour, type PlayerHistory } from '../history';

export interface Barred {
  white: boolean;
  black: boolean;
}

/**
 * AGA 2009 criterion 4: a player should not get the same colour more than three times in a
 * row, nor in more than half the rounds. For an odd number of rounds half is rounded up (with
 * 5 rounds a player who plays them all must take one colour 3 times). If both colours end up
 * barred, the count rule gives way to the streak rule.
 */
export function barredColours(history: PlayerHistory, rounds: number): Barred {
  const played = colours(history);
  const streak = (c: Colour): boolean =>
    played.length >= 3 && played.slice(-3).every((x) => x === c);
  const limit = Math.ceil(rounds / 2);
  const count = (c: Colour): number => played.filter((x) => x === c).length;
  const byStreak = { white: streak('white'), black: streak('black') };
  const barred = {
    white: byStreak.white || count('white') >= limit,
    black: byStreak.black || count('black') >= limit,
  };
  if (barred.white && barred.black) return byStreak;
  return barred;
}

export function hasBar(barred: Barred): boolean {
  return barred.white || barred.black;
}

/** Players of an even game who must break the colour rule under the better colour choice. */
export function colourViolations(a: Barred, b: Barred): number {
  const aWhite = (a.white ? 1 : 0) + (b.black ? 1 : 0);
  const aBlack = (a.black ? 1 : 0) + (b.white ? 1 : 0);
  return Math.min(aWhite, aBlack);
}

/** Length of the run of the same colour at the end, and that colour. */
export function colourStreak(history: PlayerHistory): { colour: Colour | null; length: number } {
  const played = colours(history);
  const last = played[played.length - 1];
  if (last === undefined) return { colour: null, length: 0 };
  let length = 0;
  for (let i = played.length - 1; i >= 0 && played[i] === last; i--) length++;
  return { colour: last, length };
}

/** Whites minus blacks so far. */
export function colourBalance(history: PlayerHistory): number {
  let balance = 0;
  for (const c of colours(history)) balance += c === 'white' ? 1 : -1;
  return balance;
}
