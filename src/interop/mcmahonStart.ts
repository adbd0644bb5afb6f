/**
 * McMahon initial scores in OpenGotha and pairgoth files (formats.md §4, §5): both start a player
 * at the rank held between floor and bar, plus a whole-number correction of their own
 * (OpenGotha's `smmsCorrection`, pairgoth's `mmsCorrection`). Pairsheet's initial scores count
 * from the bar (0 there), so the correction is what the band adds to that start.
 */
import { rankOfEgfRating, toPairgothRank } from './ranks';
import { sheetName, type ImportedEvent, type ImportedPlayer } from './types';

/** The largest correction read: the scores span 39 ranks and a few rounds. */
export const MAX_CORRECTION = 99;

/** The files' start for a rank (rank values of engine/rank.ts), counted from the bar at 0. */
export function rankStart(rank: number, floor: number, bar: number): number {
  const held = Math.min(Math.max(toPairgothRank(rank), toPairgothRank(floor)), toPairgothRank(bar));
  return held - toPairgothRank(bar);
}

/**
 * A player's correction: the initial score less the start of their rank; null without a
 * score, or when the score is not a whole number (the files' correction is one).
 */
export function scoreCorrection(
  initialScore: number | null | undefined,
  rank: number,
  floor: number,
  bar: number,
): number | null {
  if (initialScore === null || initialScore === undefined) return null;
  const correction = initialScore - rankStart(rank, floor, bar);
  return Number.isInteger(correction) ? correction : null;
}

/** Whether a correction read is a whole number within MAX_CORRECTION. */
export const correctionReadable = (value: number): boolean =>
  Number.isInteger(value) && Math.abs(value) <= MAX_CORRECTION;

/** The rank a file gives the player: their rank, else their rating's, else 30k. */
export const fileRank = (p: ImportedPlayer): number =>
  p.rank ?? (p.rating !== null ? rankOfEgfRating(p.rating) : -30);

/** The bar and floor a McMahon file writes (no bar is 9d, no floor 30k); null for Swiss. */
export function fileBarFloor(
  event: Pick<ImportedEvent, 'settings'>,
): { bar: number; floor: number } | null {
  const s = event.settings;
  return s.system === 'Swiss' ? null : { bar: s.bar ?? 9, floor: s.floor ?? -30 };
}

/**
 * Whether a McMahon file starts some player away from their rank's start (a correction, a
 * start set by hand): bands built again from the ranks would lose it.
 */
export function startsOffRank(event: Pick<ImportedEvent, 'settings' | 'players'>): boolean {
  const mm = fileBarFloor(event);
  return (
    mm !== null &&
    event.players.some(
      (p) =>
        typeof p.initialScore === 'number' &&
        p.initialScore !== rankStart(fileRank(p), mm.floor, mm.bar),
    )
  );
}

/**
 * Players whose initial score is not a whole number, for the notes under the download: the
 * file's correction (`key`, of the file `format`) cannot hold it.
 */
export function fractionalScoresNote(event: ImportedEvent, format: string, key: string): string[] {
  if (fileBarFloor(event) === null) return [];
  const odd = event.players.filter(
    (p) => typeof p.initialScore === 'number' && !Number.isInteger(p.initialScore),
  );
  if (odd.length === 0) return [];
  const list = odd.map((p) => `${sheetName(p)} (${p.initialScore})`).join('; ');
  return [
    `Initial scores that are not whole numbers: ${format}'s McMahon score correction ("${key}") is a whole number, so none is written for them and ${format} starts them at the score of their rank: ${list}.`,
  ];
}
