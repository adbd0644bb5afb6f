import { nameList, NAMES_SHOWN } from '../names';
import type { ShortPlayer } from './types';

/** "1 game", "3 games". */
export const games = (n: number): string => `${n} game${n === 1 ? '' : 's'}`;

/**
 * The round's message about players left short: one sentence per reason (and number of games
 * missing), each a paragraph of the dialog, so a large field's dialog stays readable; a lone
 * player keeps a sentence of their own. A list cut short points, in its paragraph, to the
 * round tab's Short rows for the rest.
 */
export function shortMessages(
  short: readonly ShortPlayer[],
  name: (id: number) => string,
  round: number,
): string[] {
  const groups = new Map<string, ShortPlayer[]>();
  for (const s of short) {
    const key = `${s.missing}|${s.reason}`;
    const group = groups.get(key);
    if (group) group.push(s);
    else groups.set(key, [s]);
  }
  return [...groups.values()].map((group) => {
    const [{ missing, reason }] = group;
    if (group.length === 1)
      return `${name(group[0].player)} is ${games(missing)} short: ${reason}.`;
    const rest =
      group.length > NAMES_SHOWN
        ? ` All ${group.length} are named, with the reason, in the Short rows of Round ${round}.`
        : '';
    return `${nameList(group.map((s) => name(s.player)))} are ${games(missing)} short: ${reason}.${rest}`;
  });
}
