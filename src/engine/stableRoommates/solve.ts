import { acceptableLists, type PreferenceLists } from './acceptable';
import { proposalPhase, rotationPhase } from './phases';
import { RoommatesTable } from './table';

export type StableRoommatesResult =
  /** mate[p]: p's partner, or -1 when p stays single (as p does in every stable matching). */
  | { kind: 'stable'; mate: number[] }
  /** No stable matching exists; player's list ran out during rotation elimination. */
  | { kind: 'none'; reason: string; player: number };

/**
 * Irving 1985: phase 1 (proposals) and phase 2 (rotation elimination), on incomplete lists as in
 * Gusfield and Irving 1989. One-sided entries are dropped (see acceptableLists). Deterministic,
 * O(n²) time for n players with complete lists.
 */
export function stableRoommates(prefs: PreferenceLists): StableRoommatesResult {
  const table = new RoommatesTable(acceptableLists(prefs), false);
  proposalPhase(table);
  const emptied = rotationPhase(table);
  if (emptied >= 0) {
    return {
      kind: 'none',
      reason: `player ${emptied} ran out of partners while rotations were eliminated: no stable matching exists`,
      player: emptied,
    };
  }
  return { kind: 'stable', mate: mateOf(table) };
}

/** The matching of a table whose lists hold one entry at most. */
export function mateOf(table: RoommatesTable): number[] {
  const mate: number[] = [];
  for (let p = 0; p < table.n; p++) mate.push(table.first(p));
  return mate;
}
