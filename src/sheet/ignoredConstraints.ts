import { InputError } from '../engine/errors';
import type { PairingSystem } from '../engine/types';
import { CONSTRAINTS_TAB } from './schema';
import { tableOf } from './table';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Why a system that reads no Constraints tab pairs without it, in the words of the note. */
const WHY: Partial<Record<PairingSystem, string>> = {
  'Round robin': 'a round robin does not use {them}: the Seats tab fixes every round',
  'Multi-game': "multi-game pairing does not use {them}: the players' game choices pair each round",
};

/**
 * Round robin and Multi-game pair without the Constraints tab (README › Constraints): a TD who
 * typed rules there is told they were not used, rather than finding a `never` pair on a board.
 */
export function ignoredConstraintsNote(ss: Spreadsheet, system: PairingSystem): string | null {
  const why = WHY[system];
  const sheet = ss.getSheetByName(CONSTRAINTS_TAB.name);
  if (!why || !sheet) return null;
  let count: number;
  try {
    count = tableOf(sheet, CONSTRAINTS_TAB).rows.length;
  } catch (e) {
    // Headers typed over: nothing there reads as a rule, so there is nothing to say.
    if (e instanceof InputError) return null;
    throw e;
  }
  if (count === 0) return null;
  const one = count === 1;
  return `The Constraints tab holds ${count} rule${one ? '' : 's'}, but ${why.replace('{them}', one ? 'it' : 'them')}. Delete the row${one ? '' : 's'} if you meant none.`;
}
