import type { Player } from '../types';
import type { RoundBasis } from './field';
import { pairKey } from './types';

/** What keeps two players apart this round: an earlier game, a "never" row, or both kinds. */
export type BlockCause = 'played' | 'ruled out' | 'both';

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
  for (const a of players) {
    for (const b of among) {
      if (a.id === b.id || !basis.blocked.has(pairKey(a.id, b.id))) continue;
      if (basis.histories[a.id].opponents.has(b.id)) played = true;
      else ruledOut = true;
    }
  }
  if (played && ruledOut) return 'both';
  return ruledOut ? 'ruled out' : 'played';
}

/** Players none of `among` may meet this round. */
export function isolatedPlayers(basis: RoundBasis, among: readonly Player[]): Player[] {
  return among.filter((a) =>
    among.every((b) => a.id === b.id || basis.blocked.has(pairKey(a.id, b.id))),
  );
}

/** The pairs of `free` (by index) that may meet this round: neither played nor ruled out. */
export function allowedPairs(basis: RoundBasis, free: readonly Player[]): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < free.length; i++) {
    for (let j = i + 1; j < free.length; j++) {
      if (!basis.blocked.has(pairKey(free[i].id, free[j].id))) pairs.push([i, j]);
    }
  }
  return pairs;
}
