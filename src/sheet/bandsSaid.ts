import type { Tournament } from './tournament';
import { latestRecordBefore, type UndoRecord } from './undoRecord';

type Rank = number | null;

/**
 * The band changes a pairing named or found already named, kept on its round's undo record so
 * later pairings name each once: each changed rank (nameKey → [rank then, rank now]) and band
 * setting (name → [then, now], as shown). Undo last pairing takes it away with the round.
 */
export interface BandsSaid {
  ranks: Record<string, [Rank, Rank]>;
  settings: Record<string, [string, string]>;
}

/**
 * What the pairing of the latest round before `before` kept as said, from the undo records as
 * read with the event; null when there is no such round, its record is not that tab's or kept
 * nothing (rounds paired before it was kept).
 */
export function bandsSaidBefore(
  t: Tournament,
  before: number,
  records: ReadonlyMap<number, UndoRecord>,
): BandsSaid | null {
  const latest = latestRecordBefore(t.rounds, before, records);
  return latest && checkedBandsSaid(latest.record.bandsSaid);
}

const isRank = (x: unknown): x is Rank =>
  x === null || (typeof x === 'number' && Number.isFinite(x));

const isPair = <T>(x: unknown, is: (y: unknown) => y is T): x is [T, T] =>
  Array.isArray(x) && x.length === 2 && is(x[0]) && is(x[1]);

const isText = (x: unknown): x is string => typeof x === 'string';

const isObject = (x: unknown): x is Record<string, unknown> =>
  !!x && typeof x === 'object' && !Array.isArray(x);

/**
 * The record as kept, entry by entry: the properties may have been edited by hand (the command
 * line shows them in a tab). An unreadable entry is left out, so that change is named again.
 */
function checkedBandsSaid(value: unknown): BandsSaid | null {
  if (!isObject(value)) return null;
  const entries = <T>(x: unknown, is: (y: unknown) => y is T): Record<string, [T, T]> =>
    isObject(x)
      ? Object.fromEntries(Object.entries(x).filter((e): e is [string, [T, T]] => isPair(e[1], is)))
      : {};
  return { ranks: entries(value.ranks, isRank), settings: entries(value.settings, isText) };
}

/** Whether `said` holds a change from `was` to `now` under `key`. */
export function wasSaid<T>(
  said: Record<string, [T, T]> | undefined,
  key: string,
  was: T,
  now: T,
): boolean {
  const pair = said && Object.prototype.hasOwnProperty.call(said, key) ? said[key] : undefined;
  return pair !== undefined && pair[0] === was && pair[1] === now;
}
