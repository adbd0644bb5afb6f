/**
 * McMahon initial scores in a pairgoth .tour file (formats.md §5): pairgoth starts a player at
 * the rank held between floor and bar, plus the player's `mmsCorrection`. Pairsheet's initial
 * scores count from the bar (0 there), so the correction is what the band adds to that base.
 */
import { InputError } from '../engine/errors';
import { rankOfEgfRating, toPairgothRank } from './ranks';
import { sheetName, type ImportedEvent, type ImportedPlayer } from './types';

/** The largest correction read: pairgoth's scores span 39 ranks and a few rounds. */
export const MAX_CORRECTION = 99;

/** pairgoth's base for a rank (rank values of engine/rank.ts), counted from the bar at 0. */
export function pairgothBase(rank: number, floor: number, bar: number): number {
  const held = Math.min(Math.max(toPairgothRank(rank), toPairgothRank(floor)), toPairgothRank(bar));
  return held - toPairgothRank(bar);
}

/**
 * The `mmsCorrection` written for a player: the initial score less pairgoth's base; null when
 * it is 0 (pairgoth leaves the key out then) or the score is not a whole number (pairgoth's
 * correction is one).
 */
export function mmsCorrection(
  initialScore: number | null | undefined,
  rank: number,
  floor: number,
  bar: number,
): number | null {
  if (initialScore === null || initialScore === undefined) return null;
  const correction = initialScore - pairgothBase(rank, floor, bar);
  return correction === 0 || !Number.isInteger(correction) ? null : correction;
}

/** The rank a .tour file gives the player: their rank, else their rating's, else 30k. */
export const fileRank = (p: ImportedPlayer): number =>
  p.rank ?? (p.rating !== null ? rankOfEgfRating(p.rating) : -30);

/** The bar and floor a McMahon .tour file writes (no bar is 9d, no floor 30k); null for Swiss. */
export function fileBarFloor(event: ImportedEvent): { bar: number; floor: number } | null {
  const s = event.settings;
  return s.system === 'Swiss' ? null : { bar: s.bar ?? 9, floor: s.floor ?? -30 };
}

/** Players whose initial score is not a whole number: pairgoth's correction cannot hold it. */
export function fractionalScoresNote(event: ImportedEvent): string[] {
  if (fileBarFloor(event) === null) return [];
  const odd = event.players.filter(
    (p) => typeof p.initialScore === 'number' && !Number.isInteger(p.initialScore),
  );
  if (odd.length === 0) return [];
  const list = odd.map((p) => `${sheetName(p)} (${p.initialScore})`).join('; ');
  return [
    `Initial scores that are not whole numbers: pairgoth's McMahon score correction ("mmsCorrection") is a whole number, so none is written for them and pairgoth starts them at the score of their rank: ${list}.`,
  ];
}

/** A player's `mmsCorrection` as read: a whole number within MAX_CORRECTION, else refused. */
export function readCorrection(value: unknown, where: string, who: string): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > MAX_CORRECTION)
    throw new InputError(
      `${where}: "mmsCorrection" of ${who} must be a whole number of points from -${MAX_CORRECTION} to ${MAX_CORRECTION}, not ${JSON.stringify(value)}.`,
    );
  return value;
}
