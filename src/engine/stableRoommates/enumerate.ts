import { acceptableLists, type PreferenceLists } from './acceptable';
import { proposalPhase, rotationPhase } from './phases';
import { mateOf } from './solve';
import { RoommatesTable } from './table';

/** Default work budget of allStableMatchings, in table steps (about a second of work). */
const DEFAULT_ENUMERATION_STEPS = 20_000_000;

export interface StableMatchings {
  /** Distinct stable matchings (mate arrays, -1 for a single player); the first is stableRoommates'. */
  matchings: number[][];
  /** False when the search stopped at `limit` matchings or at the work budget. */
  complete: boolean;
}

/**
 * Every stable matching, up to `limit` of them.
 *
 * All stable matchings lie in the phase-1 table and are reached by eliminating exposed rotations
 * (Gusfield 1988; Gusfield and Irving 1989). Rather than trying every order of eliminations, the
 * search partitions the set so each matching is found once. Phase 2 from a stable table T finds a
 * matching M after rotations ρ1 … ρk; with T(j) the table after ρ1 … ρj, every other stable
 * matching in T lies in T(j-1) but not in T(j) for exactly one j, and then holds all the pairs
 * (x, y) of ρj (y first on x's list): if it held (x_i, y_i) but not (x_{i-1}, y_{i-1}), then x_{i-1}
 * and y_i would block it. So the j-th part is searched from T(j-1) with ρj's pairs fixed: x keeps
 * only y, y keeps only x, and everyone y prefers to x must end with a partner it prefers to y;
 * phase 1 then makes the table stable again, and the part is empty when a matched player runs
 * out or phase 2 fails. Each matching costs at most k such attempts.
 *
 * `maxSteps` caps the work (table steps after phase 1) so no instance runs away; when the budget
 * or the limit stops the search, complete is false.
 */
export function allStableMatchings(
  prefs: PreferenceLists,
  limit: number,
  maxSteps: number = DEFAULT_ENUMERATION_STEPS,
): StableMatchings {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit ${limit} is not ≥ 1`);
  if (!(maxSteps > 0)) throw new RangeError(`maxSteps ${maxSteps} is not positive`);
  const table = new RoommatesTable(acceptableLists(prefs), true);
  proposalPhase(table);
  const matched = table.nonEmpty;
  const budgetEnd = table.steps + maxSteps;
  const matchings: number[][] = [];
  const seen = new Set<string>();
  let stopped = false;

  /** Searches the stable table as it stands; leaves it changed (the caller undoes). */
  const search = (): void => {
    const marks: number[] = [];
    const rotations: Array<[number[], number[]]> = [];
    const failed = rotationPhase(table, (xs, ys) => {
      marks.push(table.logLength);
      rotations.push([xs.slice(), ys.slice()]);
    });
    if (failed >= 0) return;
    const mate = mateOf(table);
    const key = mate.join(',');
    if (!seen.has(key)) {
      if (matchings.length === limit) {
        stopped = true;
        return;
      }
      seen.add(key);
      matchings.push(mate);
    }
    for (let j = rotations.length - 1; j >= 0 && !stopped; j--) {
      if (table.steps > budgetEnd) {
        stopped = true;
        return;
      }
      table.undo(marks[j]);
      const [xs, ys] = rotations[j];
      fixPairs(table, xs, ys);
      if (table.nonEmpty === matched) {
        proposalPhase(table);
        if (table.nonEmpty === matched) search();
      }
    }
  };

  search();
  return { matchings, complete: !stopped };
}

/**
 * Keeps only stable matchings that hold every pair (xs[i], ys[i]), ys[i] first on xs[i]'s list
 * and xs[i] last on ys[i]'s: x keeps only y, y keeps only x, and each w that y prefers to x must
 * be matched to someone w prefers to y, or w and y would block.
 */
function fixPairs(table: RoommatesTable, xs: readonly number[], ys: readonly number[]): void {
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    const y = ys[i];
    table.truncateAfter(x, y);
    for (const w of table.above(y, x)) table.truncateFrom(w, y);
  }
}
