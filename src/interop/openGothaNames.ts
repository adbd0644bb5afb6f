import type { ImportedOutcome, ImportedPlayer } from './types';

/** OpenGotha needs a first name: a player known by one name is written with "-". */
export const NO_FIRST_NAME = '-';

/**
 * OpenGotha's key for a player, as games and byes refer to them: name and firstName as
 * written, spaces removed, upper-cased (formats.md §4), so "-" for no first name is part of it.
 * Only the plain space goes, as in OpenGotha: an ideographic space (U+3000) stays.
 */
export const openGothaKey = (p: Pick<ImportedPlayer, 'surname' | 'firstName'>): string =>
  (p.surname + (p.firstName || NO_FIRST_NAME)).replace(/ /g, '').toUpperCase();

/** OpenGotha's name of each result, as written (the reader also takes pairgoth's spelling). */
export const OUTCOME_NAMES: Record<ImportedOutcome, string> = {
  unknown: 'RESULT_UNKNOWN',
  white: 'RESULT_WHITEWINS',
  black: 'RESULT_BLACKWINS',
  jigo: 'RESULT_EQUAL',
  'both win': 'RESULT_BOTHWIN',
  'both lose': 'RESULT_BOTHLOSE',
};
