import type { Player } from '../types';
import type { RoundBasis } from './field';
import { pairKey } from './types';

/**
 * What keeps two players apart this round: an earlier game, a Constraints row (`never`, or a
 * `round N` row of a later round), or both kinds; 'fixed later': only `round N` rows of later
 * rounds, no game played and no `never` row.
 */
export type BlockCause = 'played' | 'ruled out' | 'both' | 'fixed later';

/** A `round N` row that keeps its two players apart before round N, as a refusal names it. */
export interface LaterRow {
  a: string;
  b: string;
  round: number;
}

/** Each barred pair of `players` with `among` once (themselves when `among` is left out). */
function barredPairs(
  basis: RoundBasis,
  players: readonly Player[],
  among: readonly Player[],
): Array<[Player, Player]> {
  const pairs: Array<[Player, Player]> = [];
  const seen = new Set<number>();
  for (const a of players) {
    for (const b of among) {
      const key = pairKey(a.id, b.id);
      if (a.id === b.id || !basis.blocked.has(key) || seen.has(key)) continue;
      seen.add(key);
      pairs.push([a, b]);
    }
  }
  return pairs;
}

/**
 * The kinds of barred pairs between `players` and `among` (themselves when left out), so a
 * refusal blames the games played or the Constraints tab, whichever it is.
 */
export function blockCause(
  basis: RoundBasis,
  players: readonly Player[],
  among: readonly Player[] = players,
): BlockCause {
  let played = false;
  let ruledOut = false;
  let later = false;
  for (const [a, b] of barredPairs(basis, players, among)) {
    if (basis.histories[a.id].opponents.has(b.id)) played = true;
    else if (basis.fixedLater?.has(pairKey(a.id, b.id))) later = true;
    else ruledOut = true;
  }
  if (played && (ruledOut || later)) return 'both';
  if (ruledOut) return 'ruled out';
  return later ? 'fixed later' : 'played';
}

/** The `round N` rows of later rounds that keep pairs of `players` and `among` apart. */
export function laterRows(
  basis: RoundBasis,
  players: readonly Player[],
  among: readonly Player[] = players,
): LaterRow[] {
  return barredPairs(basis, players, among).flatMap(([a, b]): LaterRow[] => {
    const row = basis.fixedLater?.get(pairKey(a.id, b.id));
    if (!row || row.rule === 'never' || basis.histories[a.id].opponents.has(b.id)) return [];
    // Named in the row's order, as the TD typed it.
    const [first, second] = row.a === a.id ? [a, b] : [b, a];
    return [{ a: first.name, b: second.name, round: row.rule }];
  });
}

/** Players none of `among` may meet this round. */
export function isolatedPlayers(basis: RoundBasis, among: readonly Player[]): Player[] {
  return among.filter((a) =>
    among.every((b) => a.id === b.id || basis.blocked.has(pairKey(a.id, b.id))),
  );
}
