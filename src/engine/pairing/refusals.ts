import { PairingError } from '../errors';
import { nameList } from '../names';
import type { BlockCause } from './blockCause';
import { rowList } from './neverRows';

/**
 * What the TD can do when the engine cannot pair a round (said at the end of each refusal):
 * with the `never` rows that leave no pairing named (neverRows.ts), delete or change one of them.
 */
function remedy(round: number, cause: BlockCause, rows: readonly number[]): string {
  if (cause === 'ruled out') {
    const which = rows.length ? 'one of those rows' : '"never" rows on the Constraints tab';
    return `Delete or change ${which}, or pair players by hand there (one row per board, Rule "round ${round}"). Nothing was changed.`;
  }
  const first =
    cause === 'both' && rows.length ? 'Delete or change one of those rows, or pair' : 'Pair';
  return `${first} them by hand on the Constraints tab (one row per board, Rule "round ${round}"; players may meet again that way), or, if the field is too small for more rounds, lower Rounds on the Settings tab. Nothing was changed.`;
}

/** The `never` rows a refusal names, after the words that blame the Constraints tab. */
function neverRows(cause: BlockCause, rows: readonly number[]): string {
  return cause !== 'played' && rows.length ? ` (the "never" ${rowList(rows)})` : '';
}

/**
 * The penalties of a pairing would pass the integers a number holds exactly, and making the
 * scores coarser does not help (scoreLimits.ts names the scores when it does).
 */
export const PENALTY_OVERFLOW =
  'This round cannot be paired: the field is too large for Pairsheet to weigh the pairings exactly, even with the scores closer together. Split the players into two sections (one workbook each) and pair each on its own. Nothing was changed.';

/** The weights would pass 2^53; pairRound names the scores that cause it (scoreLimits.ts). */
export class WeightOverflow extends PairingError {
  constructor() {
    super(PENALTY_OVERFLOW);
  }
}

/** Some scores have more than three decimals (pairRound names where they come from). */
export class TooManyDecimals extends PairingError {
  constructor() {
    super('Scores can have at most three decimals, such as 0.5 or 0.125. Nothing was changed.');
  }
}

/** Every player left over has had a forced bye, and none is a bye volunteer. */
export function noByeTakerMessage(round: number, names: readonly string[]): string {
  return `Round ${round} needs a forced bye, but ${nameList(names)} ${names.length === 1 ? 'has' : 'have all'} had one and none is a bye volunteer. Type Yes in the Bye volunteer column of Players for the player who takes it (a volunteer may have a second forced bye), or give one player a bye in round ${round} in the Byes column, so that no forced bye is needed. Nothing was changed.`;
}

/** How the other players are kept apart, in the words of a refusal. */
const APART: Record<BlockCause, string> = {
  played: 'have already played each other',
  'ruled out': 'are ruled out against each other on the Constraints tab',
  both: 'have already played each other or are ruled out on the Constraints tab',
};

/** Whoever takes the forced bye, the others cannot all be paired. */
export function noByeLeavesPairingMessage(
  round: number,
  tried: readonly string[],
  cause: BlockCause,
  secondBye?: string,
  rows: readonly number[] = [],
): string {
  const second = secondBye
    ? ` ${secondBye} has had a forced bye, but with ${secondBye} on a second one the others can all be paired: type Yes in the Bye volunteer column of Players for ${secondBye} (a volunteer may have a second forced bye).`
    : '';
  const bye =
    tried.length === 1
      ? `with ${tried[0]} on the forced bye`
      : `whoever of ${nameList(tried)} takes the forced bye`;
  return `Round ${round} cannot be paired: ${bye}, too many of the other players ${APART[cause]}${neverRows(cause, rows)}.${second} ${remedy(round, cause, rows)}`;
}

/** Why no one is left for the players named, in the words of a refusal. */
const NO_ONE_LEFT: Record<BlockCause, string> = {
  played: 'has already played them',
  'ruled out': 'is ruled out on the Constraints tab',
  both: 'has already played them or is ruled out on the Constraints tab',
};

/** Some players have no opponent left (all met, or barred by Constraints). */
export function noValidPairingMessage(
  round: number,
  names: readonly string[],
  cause: BlockCause,
  rows: readonly number[] = [],
): string {
  const who =
    names.length === 1
      ? `${names[0]} cannot be given an opponent`
      : `${nameList(names)} cannot all be given an opponent`;
  return `Round ${round} cannot be paired: ${who}, as everyone left for them ${NO_ONE_LEFT[cause]}${neverRows(cause, rows)}. ${remedy(round, cause, rows)}`;
}
