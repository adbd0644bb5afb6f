/**
 * Settings › Tiebreaks as the placement criteria of an OpenGotha file. OpenGotha reads a
 * criterion by the name it writes (SOSW-1 for SOS less the lowest), pairgoth by its own list of
 * names (SOSWM1); an OpenGotha file is read by both (formats.md §4), so it holds only the names
 * the two spell alike.
 */
import { wordList } from '../engine/names';
import type { SwissTiebreak } from '../engine/types';
import type { ImportedSettings } from './types';

/** A Swiss event's score: placement criterion 1, and how OpenGotha tells a Swiss event. */
export const SCORE_CRITERION = 'NBW';

/**
 * Criteria spelled alike by OpenGotha and pairgoth. With the score they are 6 at most, as many
 * as OpenGotha holds (its file reader fails on a 7th).
 */
const SHARED: Partial<Record<SwissTiebreak, string>> = {
  Buchholz: 'SOSW',
  SB: 'SODOSW',
  Wins: 'NBW',
  Progressive: 'CUSSW',
  'Direct encounter': 'DC',
};

/**
 * The criteria a Swiss event's file lists: the score, then each tiebreak the format has a name
 * for; leftOut, the tiebreaks it has none for.
 */
export function criteriaOfTiebreaks(tiebreaks: readonly SwissTiebreak[]): {
  criteria: string[];
  leftOut: SwissTiebreak[];
} {
  const names = SHARED;
  const criteria = [SCORE_CRITERION];
  const leftOut: SwissTiebreak[] = [];
  for (const tiebreak of tiebreaks) {
    const name = names[tiebreak];
    if (name === undefined) leftOut.push(tiebreak);
    else criteria.push(name);
  }
  return { criteria, leftOut };
}

/** The export note naming the tiebreaks a Swiss event's file leaves out; none when it has all. */
export function tiebreaksExportNotes({
  system,
  tiebreaks,
}: Pick<ImportedSettings, 'system' | 'tiebreaks'>): string[] {
  if (system !== 'Swiss' || tiebreaks === null) return [];
  const { criteria, leftOut } = criteriaOfTiebreaks(tiebreaks);
  if (leftOut.length === 0) return [];
  const one = leftOut.length === 1;
  return [
    `Settings › Tiebreaks: ${wordList(leftOut, 'and')} ${one ? 'has' : 'have'} no placement criterion that both OpenGotha and pairgoth read, so the file leaves ${one ? 'it' : 'them'} out; it ranks by ${criteria.join(', ')}.`,
  ];
}
