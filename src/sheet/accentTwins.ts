/** Players rows whose names differ only by accents: two players, or one typed twice? */
import { nameKey, withoutAccents, wordList } from '../engine/names';
import { refAt } from './table';
import type { Tournament } from './tournament';

/**
 * Names equal but for their accents ("José Ruiz", "Jose Ruiz") are two players, as they may be
 * two people; said with both Name cells, so one typed twice is not paired twice unnoticed.
 * Names equal but for case or spacing are refused when Players is read.
 */
export function accentTwinsNote(t: Tournament): string | null {
  const { table, rows, players } = t.roster;
  const groups = new Map<string, number[]>();
  players.forEach((p, id) => {
    const key = withoutAccents(nameKey(p.name));
    groups.set(key, [...(groups.get(key) ?? []), id]);
  });
  const twins = [...groups.values()]
    .filter((ids) => ids.length > 1)
    .map((ids) =>
      wordList(
        ids.map((id) => `${refAt(table, rows[id], 'Name')} ${players[id].name}`),
        'and',
      ),
    );
  if (twins.length === 0) return null;
  if (twins.length === 1)
    return `${twins[0]} differ only by accents: two players, or one typed twice?`;
  return `These names differ only by accents: ${twins.join('; ')}. Different players, or one typed twice?`;
}
