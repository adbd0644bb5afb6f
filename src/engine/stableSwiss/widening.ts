import { EVERY_ROUND_LEFT } from '../pairing/notes';
import type { StableEntrant } from './entrants';
import { oddBoundary, type Level } from './lists';
import type { LevelMiss } from './solve';

/** A score or score difference as a TD writes it: 1, ½, 1½, 0.25. */
export function formatScore(x: number): string {
  const whole = Math.floor(x);
  if (x === whole) return String(x);
  if (x - whole === 0.5) return whole === 0 ? '½' : `${whole}½`;
  return String(x);
}

/** Players the widening message names; any more are counted. */
const NAMED = 4;

/**
 * What the TD is told when the lists had to widen to `level`; `miss` is the largest smaller
 * difference tried, if any. When its stable pairing left players out, the message names them:
 * every stable pairing of the same lists leaves the same players out (Gusfield and Irving 1989),
 * so keeping another stable pairing there could not have avoided the wider difference.
 */
export function wideningMessage(
  field: readonly StableEntrant[],
  level: Level,
  miss: LevelMiss | null,
  /** The rounds the look-ahead kept pairable, as roundsLeft.ts calls them. */
  kept = EVERY_ROUND_LEFT,
): string[] {
  if (level.everyone && miss?.roundsLeft) {
    return [
      `No stable pairing within any score difference while keeping colour differences within ±2 leaves ${kept} pairable without a repeat: every unplayed opponent was allowed.`,
    ];
  }
  if (level.everyone) {
    return [
      'No stable pairing within any score difference while keeping colour differences within ±2: every unplayed opponent was allowed.',
    ];
  }
  if (level.ms === 0) return [];
  const widened = `the allowed score difference was widened to ${formatScore(level.ms)}`;
  if (miss === null) {
    // No smaller difference was tried: an odd number of players above a gap forces a pair across it.
    const boundary = oddBoundary(field);
    if (boundary === null) return [`No stable pairing within the score groups: ${widened}.`];
    const { above, lowest } = boundary;
    const least = `${formatScore(lowest)} or more`;
    if (above === 1) {
      const { name } = field[0].player;
      return [
        `Only ${name} has a score of ${least}, so ${name} must meet a player with less: ${widened}.`,
      ];
    }
    return [
      `${above} players have a score of ${least}, an odd number, so one of them must meet a player with less: ${widened}.`,
    ];
  }
  const within =
    miss.level.ms === 0
      ? 'Within the score groups'
      : `Within a score difference of ${formatScore(miss.level.ms)}`;
  if (miss.roundsLeft)
    return [`${within} no stable pairing leaves ${kept} pairable without a repeat, so ${widened}.`];
  if (miss.leftOut.length === 0)
    return [`${within} no pairing of everyone is stable, so ${widened}.`];
  const named = miss.leftOut
    .slice(0, NAMED)
    .map((i) => `${field[i].player.name} (score ${formatScore(field[i].score)})`);
  if (miss.leftOut.length > NAMED) named.push(`${miss.leftOut.length - NAMED} others`);
  const list =
    named.length === 1
      ? named[0]
      : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
  return [`${within} the stable pairing leaves ${list} without an opponent, so ${widened}.`];
}
