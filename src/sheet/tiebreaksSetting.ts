import { InputError } from '../engine/errors';
import { DEFAULT_TIEBREAKS, SWISS_TIEBREAKS } from '../engine/results';
import type { SwissTiebreak } from '../engine/types';
import { cellText, type Cell } from './cells';

/** Names a TD may type for each tiebreak, compared in lower case with "-" and "_" as spaces. */
export const TIEBREAK_ALIASES: Record<string, SwissTiebreak> = {
  buchholz: 'Buchholz',
  bh: 'Buchholz',
  'buchholz cut 1': 'Buchholz Cut-1',
  'buchholz cut1': 'Buchholz Cut-1',
  'cut 1': 'Buchholz Cut-1',
  'bh c1': 'Buchholz Cut-1',
  'median buchholz': 'Median Buchholz',
  'buchholz median': 'Median Buchholz',
  median: 'Median Buchholz',
  'bh m1': 'Median Buchholz',
  sb: 'SB',
  'sonneborn berger': 'SB',
  wins: 'Wins',
  'number of wins': 'Wins',
  win: 'Wins',
  progressive: 'Progressive',
  'progressive score': 'Progressive',
  cumulative: 'Progressive',
  'cumulative score': 'Progressive',
  'direct encounter': 'Direct encounter',
  'face to face': 'Direct encounter',
  'head to head': 'Direct encounter',
  de: 'Direct encounter',
  aro: 'ARO',
  'average rating of opponents': 'ARO',
};

const key = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ')
    .trim();

/** What to type: every accepted name, and an example. */
export const TIEBREAKS_ADVICE = `Type the tiebreaks in order, separated by commas, from: ${SWISS_TIEBREAKS.join(', ')} (for example "${DEFAULT_TIEBREAKS.join(', ')}")`;
const ACCEPTED = `${TIEBREAKS_ADVICE}.`;

/** Settings › Tiebreaks: the Swiss tiebreaks in order; one message naming the cell for anything else. */
export function parseTiebreaks(value: Cell, where: string): SwissTiebreak[] {
  const names = cellText(value)
    .split(/[,;\n]/)
    .map((n) => n.trim())
    .filter((n) => n !== '');
  if (!names.length) {
    throw new InputError(
      `${where}: no tiebreak is listed. ${ACCEPTED} Or delete the row to use the default (${DEFAULT_TIEBREAKS.join(', ')}).`,
    );
  }
  const chosen: SwissTiebreak[] = [];
  for (const name of names) {
    const tiebreak = TIEBREAK_ALIASES[key(name)];
    if (!tiebreak)
      throw new InputError(`${where}: "${name}" is not a tiebreak Pairsheet knows. ${ACCEPTED}`);
    if (chosen.includes(tiebreak)) {
      const same = tiebreak === name ? '' : ` (${tiebreak})`;
      throw new InputError(
        `${where}: "${name}"${same} is listed twice. List each tiebreak once. ${ACCEPTED}`,
      );
    }
    chosen.push(tiebreak);
  }
  return chosen;
}
