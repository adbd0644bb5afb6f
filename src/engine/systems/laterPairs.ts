import { PairingError } from '../errors';
import { laterPairs } from '../pairing/constraints';
import { pairKey } from '../pairing/types';
import type { Constraint, Player } from '../types';
import type { PairedGame } from './types';

/**
 * Pairs round `number` keeping apart each pair a Constraints `round N` row fixes for a later
 * round, so that their game in round N is their first. When no pairing of this round keeps
 * them apart (a small field, say), the round is paired without that rule rather than refused:
 * the TD asked for the game, and a repeat in round N is what the row then pairs (AGA 2009,
 * manual pairing: the TD's word stands). The boards where such a pair meets early are noted,
 * and the warnings say so.
 */
export function pairKeepingLaterApart<T extends { games: PairedGame[] }>(
  constraints: readonly Constraint[],
  number: number,
  players: readonly Player[],
  pair: (constraints: Constraint[]) => T,
): { paired: T; warnings: string[] } {
  const later = laterPairs(constraints, number);
  try {
    return { paired: pair([...constraints]), warnings: [] };
  } catch (error) {
    if (!(error instanceof PairingError) || later.size === 0) throw error;
  }
  const paired = pair(constraints.filter((c) => c.rule === 'never' || c.rule <= number));
  const warnings: string[] = [];
  for (const game of paired.games) {
    const row = later.get(pairKey(game.white, game.black));
    if (!row || row.rule === 'never') continue;
    const names = `${players[row.a].name} and ${players[row.b].name}`;
    game.notes.push(`meet before round ${row.rule} (Constraints)`);
    warnings.push(
      `Board ${game.board}: ${names} meet now, though Constraints fixes their game for round ${row.rule}: no pairing of round ${number} kept them apart. Round ${row.rule} pairs them again (a repeat game) unless you change or delete that row.`,
    );
  }
  return { paired, warnings };
}
