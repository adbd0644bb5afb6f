/**
 * Settings › Tiebreaks as the placement criteria of OpenGotha and pairgoth files. OpenGotha
 * reads a criterion by the name it writes (SOSW-1 for SOS less the lowest), pairgoth by its own
 * list of names (SOSWM1); an OpenGotha file is read by both (formats.md §4), so it holds only
 * the names the two spell alike, a pairgoth file pairgoth's own (formats.md §5, "placement").
 */
import { wordList } from '../engine/names';
import { DEFAULT_TIEBREAKS } from '../engine/results';
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

/** pairgoth's own names. Median Buchholz has none: SOSWM2 drops the two lowest, not the highest. */
const PAIRGOTH: Partial<Record<SwissTiebreak, string>> = {
  ...SHARED,
  'Buchholz Cut-1': 'SOSWM1',
};

/**
 * A round robin's standings order (score, SODOS, face to face) under the names OpenGotha and
 * pairgoth both read: the score NBW, Sonneborn-Berger SODOSW, face to face DC.
 */
export const ROUND_ROBIN_CRITERIA: readonly string[] = [SCORE_CRITERION, 'SODOSW', 'DC'];

/**
 * What a round robin's OpenGotha file cannot say of its standings order: the lot that settles
 * the ties left, or, with Settings › Drawing of lots at No, the places those ties share.
 */
function roundRobinNote(sharedPlaces: boolean, annulled: boolean): string {
  // A withdrawal annulled for the standings (annulment.ts): OpenGotha counts those games.
  const order = annulled
    ? 'Round robin: the file ranks by NBW (score), SODOSW (SODOS) and DC (face to face), as the standings do, but over every game, the annulled ones too.'
    : 'Round robin: the file ranks as the standings do, by NBW (score), SODOSW (SODOS) and DC (face to face).';
  return sharedPlaces
    ? `${order} OpenGotha cannot say that players still tied after those share the place (Settings › Drawing of lots is No), and its DC also orders tied players who did not all play each other, who share the place in Pairsheet.`
    : `${order} OpenGotha has no criterion for the drawing of lots that settles the ties left (the Lot column), and its DC also orders tied players who did not all play each other, which Pairsheet leaves to the lot.`;
}

export type CriteriaFormat = 'OpenGotha' | 'pairgoth';

/**
 * The criteria a Swiss event's file lists: the score, then each tiebreak the format has a name
 * for; leftOut, the tiebreaks it has none for.
 */
export function criteriaOfTiebreaks(
  tiebreaks: readonly SwissTiebreak[],
  format: CriteriaFormat,
): { criteria: string[]; leftOut: SwissTiebreak[] } {
  const names = format === 'OpenGotha' ? SHARED : PAIRGOTH;
  const criteria = [SCORE_CRITERION];
  const leftOut: SwissTiebreak[] = [];
  for (const tiebreak of tiebreaks) {
    const name = names[tiebreak];
    if (name === undefined) leftOut.push(tiebreak);
    else criteria.push(name);
  }
  return { criteria, leftOut };
}

/**
 * The export note naming the tiebreaks a Swiss event's file leaves out (none when it has
 * all), or what a round robin's OpenGotha file cannot say.
 */
export function tiebreaksExportNotes(
  {
    system,
    tiebreaks,
    roundRobin,
    sharedPlaces,
  }: Pick<ImportedSettings, 'system' | 'tiebreaks' | 'roundRobin' | 'sharedPlaces'>,
  format: CriteriaFormat,
  annulled = false,
): string[] {
  // pairgoth's file leaves a round robin's placement to pairgoth's defaults.
  if (system === 'Swiss' && roundRobin)
    return format === 'OpenGotha' ? [roundRobinNote(sharedPlaces === true, annulled)] : [];
  if (system !== 'Swiss' || tiebreaks === null) return [];
  const { criteria, leftOut } = criteriaOfTiebreaks(tiebreaks, format);
  if (leftOut.length === 0) return [];
  const one = leftOut.length === 1;
  const criterion =
    format === 'OpenGotha'
      ? 'placement criterion that both OpenGotha and pairgoth read'
      : 'pairgoth placement criterion';
  return [
    `Settings › Tiebreaks: ${wordList(leftOut, 'and')} ${one ? 'has' : 'have'} no ${criterion}, so the file leaves ${one ? 'it' : 'them'} out; it ranks by ${criteria.join(', ')}.`,
  ];
}

/** Every name OpenGotha or pairgoth writes for a tiebreak Pairsheet has. */
const READ = new Map<string, SwissTiebreak>([
  ...Object.entries(PAIRGOTH).map(([tiebreak, name]) => [name, tiebreak as SwissTiebreak] as const),
  ['SOSW-1', 'Buchholz Cut-1'],
]);

/** Names that fill an empty place in the list: OpenGotha's NULL, pairgoth's NONE. */
const EMPTY = new Set(['NULL', 'NONE', '']);

/**
 * A Swiss file's placement criteria as Settings › Tiebreaks: the tiebreaks when the first is
 * the score (NBW) and every later one is a Pairsheet tiebreak, else null (the default); and
 * the Import report's note saying which. No note for a file with the score alone.
 */
export function importedTiebreaks(names: readonly string[]): {
  tiebreaks: SwissTiebreak[] | null;
  note: string | null;
} {
  const criteria = names.map((n) => n.trim()).filter((n) => !EMPTY.has(n.toUpperCase()));
  const [first, ...rest] = criteria;
  if (first === SCORE_CRITERION && rest.length === 0) return { tiebreaks: null, note: null };
  const unmatched = first === SCORE_CRITERION ? [] : [first];
  const tiebreaks: SwissTiebreak[] = [];
  for (const name of rest) {
    const tiebreak = READ.get(name.toUpperCase());
    if (tiebreak === undefined) unmatched.push(name);
    // A criterion listed twice orders nothing the second time.
    else if (!tiebreaks.includes(tiebreak)) tiebreaks.push(tiebreak);
  }
  const listed = `Placement criteria ${criteria.join(', ')}`;
  if (unmatched.length === 0)
    return { tiebreaks, note: `${listed}: Settings › Tiebreaks set to ${tiebreaks.join(', ')}.` };
  const what =
    first === SCORE_CRITERION
      ? `${wordList(unmatched, 'and')} ${unmatched.length === 1 ? 'is not a tiebreak' : 'are not tiebreaks'} Pairsheet has`
      : `Pairsheet ranks a Swiss event by its score (NBW) first, not by ${first}`;
  return {
    tiebreaks: null,
    note: `${listed}: ${what}, so Settings › Tiebreaks keeps its default (${DEFAULT_TIEBREAKS.join(', ')}). If the event ranked otherwise, type its tiebreaks there.`,
  };
}
