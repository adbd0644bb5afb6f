import type { RoommatesTable } from './table';

/**
 * Irving 1985, phase 1. Every player with a non-empty list proposes to the first entry on it; a
 * player holding a proposal from x rejects everyone it ranks below x (the pair leaves both
 * lists), and a rejected proposer proposes again. With incomplete lists (Gusfield and Irving
 * 1989, SRI) a player whose list runs out here is single in every stable matching; the others
 * end with a stable table: q is first on p's list exactly when p is last on q's.
 *
 * Run again on a table that is already stable it strikes nothing, so the search over stable
 * matchings can use it to restore that property after fixing some pairs.
 */
export function proposalPhase(table: RoommatesTable): void {
  const n = table.n;
  const held = new Int32Array(n).fill(-1);
  const free: number[] = [];
  for (let p = n - 1; p >= 0; p--) free.push(p);
  while (free.length > 0) {
    const x = free.pop() as number;
    if (table.size(x) === 0) continue;
    table.steps++;
    const y = table.first(x);
    const rejected = held[y];
    held[y] = x;
    // y held `rejected` and has already struck everyone below it, so x ranks above `rejected`
    // and this truncation strikes `rejected` too.
    table.truncateAfter(y, x);
    if (rejected >= 0) free.push(rejected);
  }
}

/**
 * Called with a rotation just before it is eliminated: xs[i]'s first entry is ys[i] and its
 * second is ys[i + 1] (cyclically).
 */
export type RotationListener = (xs: readonly number[], ys: readonly number[]) => void;

/**
 * Irving 1985, phase 2, on a stable table from phase 1. While some list has two entries or more,
 * find an exposed rotation by the walk p → last(second(p)) until it cycles, and eliminate it;
 * the walk's tail before the cycle is kept for the next search (Irving's O(n²) bound).
 * Returns -1 when every non-empty list is down to one entry (the table is then a stable
 * matching), or a player whose list ran out: then no stable matching exists.
 */
export function rotationPhase(table: RoommatesTable, onRotation?: RotationListener): number {
  const n = table.n;
  const onWalk = new Int32Array(n).fill(-1);
  const walk: number[] = [];
  let scan = 0;
  const cutWalk = (length: number): void => {
    while (walk.length > length) onWalk[walk.pop() as number] = -1;
  };
  for (;;) {
    if (walk.length === 0) {
      while (scan < n && table.size(scan) < 2) scan++;
      if (scan === n) return -1;
      onWalk[scan] = 0;
      walk.push(scan);
    }
    const top = walk[walk.length - 1];
    if (table.size(top) < 2) {
      cutWalk(walk.length - 1); // cannot happen on a stable table; kept as a guard
      continue;
    }
    table.steps++;
    const next = table.last(table.second(top));
    const at = onWalk[next];
    if (at < 0) {
      onWalk[next] = walk.length;
      walk.push(next);
      continue;
    }
    // The tail kept from earlier searches could in principle be out of date; check each step of
    // the cycle and resume the walk from the first stale step if one is.
    const stale = staleStep(table, walk, at);
    if (stale >= 0) {
      cutWalk(table.size(walk[stale]) >= 2 ? stale + 1 : stale);
      continue;
    }
    const xs = walk.slice(at);
    cutWalk(at);
    const emptied = eliminate(table, xs, onRotation);
    if (emptied >= 0) return emptied;
    while (walk.length > 0 && table.size(walk[walk.length - 1]) < 2) cutWalk(walk.length - 1);
  }
}

/** The first position i in at … end-2 where walk[i+1] ≠ last(second(walk[i])), or -1. */
function staleStep(table: RoommatesTable, walk: readonly number[], at: number): number {
  for (let i = at; i < walk.length - 1; i++) {
    const p = walk[i];
    if (table.size(p) < 2 || table.last(table.second(p)) !== walk[i + 1]) return i;
  }
  return -1;
}

/**
 * Eliminates the rotation with these xs: each ys[i + 1] = second(xs[i]) rejects everyone it ranks
 * below xs[i], so xs[i] loses its first entry ys[i]. Returns a player whose list ran out, or -1.
 */
function eliminate(
  table: RoommatesTable,
  xs: readonly number[],
  onRotation?: RotationListener,
): number {
  const ys = xs.map((x) => table.first(x));
  const seconds = xs.map((x) => table.second(x));
  onRotation?.(xs, ys);
  const before = table.nonEmpty;
  for (let i = 0; i < xs.length; i++) table.truncateAfter(seconds[i], xs[i]);
  return table.nonEmpty < before ? table.lastEmptied : -1;
}
