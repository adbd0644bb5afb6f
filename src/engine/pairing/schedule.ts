/**
 * Graphs of at most 31 seats as bitmasks: adj[v] has bit w set when v and w may still meet.
 * The rounds left of a small field are edge-disjoint perfect matchings of that graph.
 */

/** Thrown inside a search that has used up its budget. */
const SPENT = Symbol('spent');

/** Search steps a caller allows, shared by several searches. */
export interface Budget {
  steps: number;
}

/**
 * Whether `adj` holds `rounds` edge-disjoint perfect matchings, each of the seats `present` in
 * its round (bitmasks; default every seat); null when the budget ran out first. The rounds are
 * filled one opponent at a time, always for the seat and round with the fewest opponents left
 * (none: back up); every seat needs as many partners left as rounds it still has to play; seat
 * 0 meets its partners in round order over rounds of the same seats, so the same rounds are not
 * tried in another order.
 */
export function holdsRounds(
  adj: readonly number[],
  rounds: number,
  budget: Budget,
  present?: readonly number[],
): boolean | null {
  if (rounds <= 0) return true;
  const n = adj.length;
  const all = n === 32 ? -1 : (1 << n) - 1;
  // Rounds of the same seats side by side, so that seat 0's order applies among them.
  const seatsOf = (present ?? []).slice(0, rounds).sort((x, y) => x - y);
  while (seatsOf.length < rounds) seatsOf.push(all);
  if (seatsOf.some((seats) => popCount(seats) % 2 === 1)) return false;
  const free = adj.slice();
  // open[r]: the seats round r has not paired yet; owed[v]: rounds seat v has still to play.
  const open = seatsOf.slice();
  const owed = adj.map((_, v) => seatsOf.filter((seats) => seats & (1 << v)).length);
  if (adj.some((mask, v) => popCount(mask) < owed[v])) return false;
  const partnerOfZero = new Array<number>(rounds).fill(0);
  const meet = (v: number, w: number, r: number): void => {
    if (v === 0) partnerOfZero[r] = w;
    free[v] &= ~(1 << w);
    free[w] &= ~(1 << v);
    open[r] &= ~((1 << v) | (1 << w));
    owed[v]--;
    owed[w]--;
  };
  const part = (v: number, w: number, r: number): void => {
    free[v] |= 1 << w;
    free[w] |= 1 << v;
    open[r] |= (1 << v) | (1 << w);
    owed[v]++;
    owed[w]++;
  };
  const fill = (): boolean => {
    if (--budget.steps < 0) throw SPENT;
    for (let r = 0; r < rounds; r++) if (oddPart(free, open[r])) return false;
    let seat = -1;
    let round = -1;
    let options = 0;
    let fewest = Infinity;
    for (let r = 0; r < rounds; r++) {
      // Seat 0 first, in round order: its partners then rise with the rounds.
      if (open[r] & 1) {
        const above =
          r > 0 && seatsOf[r - 1] === seatsOf[r] ? ~((2 << partnerOfZero[r - 1]) - 1) : -1;
        [seat, round, options] = [0, r, free[0] & open[r] & above];
        break;
      }
      let m = open[r];
      while (m) {
        const bit = m & -m;
        m ^= bit;
        const v = 31 - Math.clz32(bit);
        const count = popCount(free[v] & open[r]);
        if (count < fewest) [seat, round, options, fewest] = [v, r, free[v] & open[r], count];
        if (count === 0) return false;
      }
    }
    if (seat < 0) return true;
    while (options) {
      const bit = options & -options;
      options ^= bit;
      const w = 31 - Math.clz32(bit);
      meet(seat, w, round);
      if (popCount(free[seat]) >= owed[seat] && popCount(free[w]) >= owed[w] && fill()) return true;
      part(seat, w, round);
    }
    return false;
  };
  try {
    return fill();
  } catch (error) {
    if (error === SPENT) return null;
    throw error;
  }
}

/**
 * Calls `visit` with each perfect matching of `adj` (mate[v]: v's partner; seat 0's partner
 * in increasing order) until it returns false. False: the budget ran out first.
 */
export function forEachMatching(
  adj: readonly number[],
  budget: Budget,
  visit: (mate: readonly number[]) => boolean,
): boolean {
  try {
    eachMatching(adj, budget, visit);
    return true;
  } catch (error) {
    if (error === SPENT) return false;
    throw error;
  }
}

/** forEachMatching, throwing SPENT when each step taken, counted against `budget`, runs out. */
function eachMatching(
  adj: readonly number[],
  budget: Budget,
  visit: (mate: readonly number[]) => boolean,
): void {
  const n = adj.length;
  const mate = new Array<number>(n).fill(-1);
  const all = n === 32 ? -1 : (1 << n) - 1;
  const extend = (free: number): boolean => {
    if (--budget.steps < 0) throw SPENT;
    if (free === 0) return visit(mate);
    // Seat 0 first, then the free seat with the fewest free partners.
    let v = -1;
    let fewest = Infinity;
    if (free & 1) v = 0;
    else {
      for (let u = 1; u < n; u++) {
        if (!(free & (1 << u))) continue;
        const options = popCount(adj[u] & free);
        if (options < fewest) [v, fewest] = [u, options];
        if (options === 0) return true;
      }
    }
    let options = adj[v] & free & ~(1 << v);
    while (options) {
      const bit = options & -options;
      options ^= bit;
      const w = 31 - Math.clz32(bit);
      mate[v] = w;
      mate[w] = v;
      if (!extend(free & ~(1 << v) & ~bit)) return false;
    }
    mate[v] = -1;
    return true;
  };
  if (n > 0) extend(all);
  else visit(mate);
}

/**
 * Whether the seats `open`, joined by `free`, fall into parts of which one has an odd number
 * of seats: those cannot all be paired.
 */
function oddPart(free: readonly number[], open: number): boolean {
  let left = open;
  while (left) {
    let part = left & -left;
    let edge = part;
    while (edge) {
      const bit = edge & -edge;
      const v = 31 - Math.clz32(bit);
      const next = free[v] & left & ~part;
      part |= next;
      edge = (edge ^ bit) | next;
    }
    if (popCount(part) % 2 === 1) return true;
    left &= ~part;
  }
  return false;
}

function popCount(mask: number): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
}
