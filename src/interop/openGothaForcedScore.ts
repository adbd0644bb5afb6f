/**
 * A McMahon start score set by hand in OpenGotha (the Russian federation's build keeps it as the
 * Player attribute `forcedSmms`, written only when set; -1 or less is "not set"). It replaces the
 * start from the rank and the smmsCorrection, and counts up from genMMZero (30K unless the file
 * says) at 0, where Pairsheet's initial scores count from the bar.
 */
import { InputError } from '../engine/errors';
import { toPairgothRank } from './ranks';
import type { XmlElement } from './xml';

export const FORCED_KEY = 'forcedSmms';

/** The largest start read: 9D over a 30K zero is 38, and a TD may raise a player a few more. */
const MOST_FORCED = 99;

/** OpenGotha's zero of the McMahon scores when the file names none. */
export const DEFAULT_ZERO = -30;

/** A Player's hand-set start: null when not set; a whole number up to 99, else refused. */
export function forcedStart(e: XmlElement, where: string): number | null {
  const text = e.attributes.get(FORCED_KEY)?.trim();
  if (text === undefined) return null;
  const n = Number(text);
  if (!/^[-+]?\d+$/.test(text) || n > MOST_FORCED)
    throw new InputError(
      `${where}: ${FORCED_KEY}="${text}" is not a whole number of points from 0 to ${MOST_FORCED} (or -1, not set by hand).`,
    );
  return n < 0 ? null : n;
}

/** The initial score, counted from the bar at 0, of a start counted from `zero` at 0. */
export const forcedInitialScore = (start: number, zero: number, bar: number): number =>
  start + toPairgothRank(zero) - toPairgothRank(bar);
