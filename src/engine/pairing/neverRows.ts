import { maxCardinalityMatching } from '../matching';
import { wordList } from '../names';
import type { Constraint, Player } from '../types';
import { allowedPairs, isolatedPlayers } from './blockCause';
import type { RoundBasis } from './field';

/** Rows tried one by one, so a large field's refusal stays quick; rows past them are not named. */
const ROWS_TRIED = 40;

/**
 * Players up to which rows are tried: each try is a matching over every allowed pair, which
 * takes a second at 700 players and a minute at 2,000. Past it, no row is named.
 */
const PLAYERS_TRIED = 150;

/** The `never` rows read from the tab between two of `free` who have not met (a refusal's suspects). */
function neverRowsAmong(
  basis: RoundBasis,
  free: readonly Player[],
  constraints: readonly Constraint[],
): Constraint[] {
  const present = new Set(free.map((p) => p.id));
  return constraints.filter(
    (c) =>
      c.rule === 'never' &&
      c.row !== undefined &&
      present.has(c.a) &&
      present.has(c.b) &&
      !basis.histories[c.a].opponents.has(c.b),
  );
}

/**
 * The Constraints rows of the `never` pairs that leave each of `isolated` no opponent among
 * `free`: any one of them deleted gives that player someone to play.
 */
export function isolatingNeverRows(
  basis: RoundBasis,
  isolated: readonly Player[],
  free: readonly Player[],
  constraints: readonly Constraint[],
): number[] {
  const alone = new Set(isolated.map((p) => p.id));
  return neverRowsAmong(basis, free, constraints)
    .filter((c) => alone.has(c.a) || alone.has(c.b))
    .map((c) => c.row!)
    .sort((x, y) => x - y);
}

/**
 * The Constraints rows of the `never` pairs that leave `free` no pairing: each row between two
 * players who have not met, without which one more board could be paired. Four players who may
 * not meet one another where the rest cannot take them all name their six rows; a row between
 * players the pairing seats anyway is not named. Row numbers in order; none when not known.
 */
export function blockingNeverRows(
  basis: RoundBasis,
  free: readonly Player[],
  constraints: readonly Constraint[],
): number[] {
  if (free.length > PLAYERS_TRIED) return [];
  const index = new Map(free.map((p, i) => [p.id, i]));
  const rows = neverRowsAmong(basis, free, constraints).slice(0, ROWS_TRIED);
  if (rows.length === 0) return [];
  const pairs = allowedPairs(basis, free);
  const boards = (edges: ReadonlyArray<[number, number]>): number =>
    maxCardinalityMatching(free.length, edges).filter((m) => m >= 0).length;
  const most = boards(pairs);
  return rows
    .filter((c) => boards([...pairs, [index.get(c.a)!, index.get(c.b)!]]) > most)
    .map((c) => c.row!)
    .sort((x, y) => x - y);
}

/**
 * The rows a refusal of an odd field names: every row of a player no one may meet (whoever
 * takes the bye, he is left over until one goes, though no more boards fit beside a bye), and
 * the rows blockingNeverRows finds among the others.
 */
export function oddFieldNeverRows(
  basis: RoundBasis,
  free: readonly Player[],
  constraints: readonly Constraint[],
): number[] {
  const isolated = isolatedPlayers(basis, free);
  const rows = new Set([
    ...isolatingNeverRows(basis, isolated, free, constraints),
    ...blockingNeverRows(basis, free, constraints),
  ]);
  return [...rows].sort((x, y) => x - y);
}

/** "row 4", "rows 2, 3 and 9", "rows 2–7 and 12": a run of three or more rows shortened. */
export function rowList(rows: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < rows.length;) {
    let j = i;
    while (j + 1 < rows.length && rows[j + 1] === rows[j] + 1) j++;
    if (j - i >= 2) parts.push(`${rows[i]}–${rows[j]}`);
    else parts.push(...rows.slice(i, j + 1).map(String));
    i = j + 1;
  }
  return `row${rows.length === 1 ? '' : 's'} ${wordList(parts, 'and')}`;
}
