/** Players rows whose names differ only by accents: two players, or one typed twice? */
import { playersInRound } from '../engine/history';
import { nameKey, withoutAccents, wordList } from '../engine/names';
import { AGA_ID_HEADER, EGF_PIN_HEADER } from './schema';
import { refAt, textAt, type Table, type TableRow } from './table';
import type { Tournament } from './tournament';

/**
 * Names equal but for their accents ("José Ruiz", "Jose Ruiz") are two players, as they may be
 * two people; said with both Name cells, so one typed twice is not paired twice unnoticed,
 * and with what to do either way.
 * Left out: rows with different ids (two people), and two players both already paired (the TD
 * was told when they first were, and let both play). `pairing`: the round Pair next round has
 * just paired, its earlier rounds counted; without it, every round tab. Names equal but for
 * case or spacing are refused when Players is read.
 */
export function accentTwinsNote(t: Tournament, pairing = Infinity): string | null {
  const { table, rows, players } = t.roster;
  const paired = new Set(
    t.rounds.filter((r) => r.round.number < pairing).flatMap((r) => [...playersInRound(r.round)]),
  );
  const groups = new Map<string, number[]>();
  players.forEach((p, id) => {
    const key = withoutAccents(nameKey(p.name));
    groups.set(key, [...(groups.get(key) ?? []), id]);
  });
  // Those of a group that may be one person with another of it.
  const doubtful = (ids: number[]): number[] =>
    ids.filter((a) =>
      ids.some(
        (b) => b !== a && !(paired.has(a) && paired.has(b)) && !idsDiffer(table, rows[a], rows[b]),
      ),
    );
  const twins = [...groups.values()]
    .map(doubtful)
    .filter((ids) => ids.length > 1)
    .map((ids) =>
      wordList(
        ids.map((id) => `${refAt(table, rows[id], 'Name')} ${players[id].name}`),
        'and',
      ),
    );
  if (twins.length === 0) return null;
  const question =
    twins.length === 1
      ? `${twins[0]} differ only by accents: two players, or one typed twice?`
      : `These names differ only by accents: ${twins.join('; ')}. Different players, or one typed twice?`;
  return `${question} ${twinsAdvice(pairing !== Infinity, t.settings.boardGame === 'go')}`;
}

/**
 * What the TD does either way: the extra row deleted (the pairing undone first), or nothing; at
 * go, the AGA ID or EGF PIN that tells two people apart (a chess event has neither).
 */
function twinsAdvice(pairing: boolean, go: boolean): string {
  const typedTwice = pairing
    ? 'run "Undo last pairing", delete the extra row and pair again'
    : 'delete the extra row';
  const ids = go ? 'give each their AGA ID or EGF PIN, or ' : '';
  return `If one person was typed twice, ${typedTwice}. If they are two people, ${ids}let both play: this is not said once both have been paired.`;
}

/** An id as compared: spaces and leading zeros left out (AGA ID 00123 is 123). */
const idKey = (id: string): string =>
  id
    .trim()
    .replace(/^0+(?=\d)/, '')
    .toUpperCase();

/** Two Players rows with an AGA ID or an EGF PIN each, not the same: two people. */
function idsDiffer(table: Table, a: TableRow, b: TableRow): boolean {
  return [AGA_ID_HEADER, EGF_PIN_HEADER].some((header) => {
    const [x, y] = [a, b].map((row) => idKey(textAt(table, row, header)));
    return x !== '' && y !== '' && x !== y;
  });
}
