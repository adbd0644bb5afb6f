/**
 * pairgoth's `mmsCorrection` (formats.md §5): the correction of mcmahonStart.ts, left out at 0
 * as pairgoth does, and read as JSON.
 */
import { InputError } from '../engine/errors';
import { correctionReadable, MAX_CORRECTION, scoreCorrection } from './mcmahonStart';

/**
 * The `mmsCorrection` written for a player: null when it is 0 (pairgoth leaves the key out
 * then) or the score is not a whole number.
 */
export function mmsCorrection(
  initialScore: number | null | undefined,
  rank: number,
  floor: number,
  bar: number,
): number | null {
  const correction = scoreCorrection(initialScore, rank, floor, bar);
  return correction === 0 ? null : correction;
}

/** A player's `mmsCorrection` as read: a whole number within MAX_CORRECTION, else refused. */
export function readCorrection(value: unknown, where: () => string, who: string): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !correctionReadable(value))
    throw new InputError(
      `${where()}: "mmsCorrection" of ${who} must be a whole number of points from -${MAX_CORRECTION} to ${MAX_CORRECTION}, not ${JSON.stringify(value)}.`,
    );
  return value;
}
