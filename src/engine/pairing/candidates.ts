import type { CostEdge } from '../matching';
import { colourSide, coloursFit } from './colourBalance';
import { pairCost, type StageScales } from './cost';
import { ruleStatus } from './floater';
import { CANDIDATES } from './params';
import { idealOpponent } from './placement';
import type { PairingStyle } from '../types';
import { pairKey, type Entrant, type RoundContext } from './types';

/** Edge list on local vertex numbers, each pair once. */
class EdgeSet {
  readonly edges: CostEdge[] = [];
  private readonly seen = new Set<number>();
  constructor(
    readonly ctx: RoundContext,
    private readonly scales: StageScales,
    private readonly members: readonly Entrant[],
  ) {}

  allowed(i: number, j: number): boolean {
    const a = this.members[i];
    const b = this.members[j];
    if (i === j || this.ctx.blocked.has(pairKey(a.id, b.id))) return false;
    const { admits, pruned } = this.scales;
    if (!admits || admits(a, b)) return true;
    if (pruned) pruned.count++;
    return false;
  }

  /** Adds the pair if it may be played; returns whether it may. */
  add(i: number, j: number): boolean {
    if (!this.allowed(i, j)) return false;
    const key = i < j ? i * 65536 + j : j * 65536 + i;
    if (!this.seen.has(key)) {
      this.seen.add(key);
      this.edges.push([i, j, this.cost(i, j)]);
    }
    return true;
  }

  cost(i: number, j: number): number {
    return pairCost(this.ctx, this.scales, this.members[i], this.members[j]);
  }
}

/** A candidate graph; complete when it holds every allowed pair. */
export interface Candidates {
  edges: CostEdge[];
  complete: boolean;
}

/** Every allowed pair. */
export function completeEdges(
  ctx: RoundContext,
  scales: StageScales,
  members: readonly Entrant[],
): Candidates {
  const set = new EdgeSet(ctx, scales, members);
  for (let i = 0; i < members.length; i++) {
    for (let j = i + 1; j < members.length; j++) set.add(i, j);
  }
  return { edges: set.edges, complete: true };
}

/**
 * Adds, for player i, allowed partners from `order` (nearest first) until `want` of them cost
 * nothing in the tiers above placement (no colour clash, no shared club …), or the order ends.
 * Keeps a player with many blocked or awkward neighbours from being cut off.
 */
function addUntilClean(
  set: EdgeSet,
  i: number,
  order: Iterable<number>,
  want: number,
  clean: (i: number, j: number) => boolean,
): void {
  let found = 0;
  let looked = 0;
  const limit = CANDIDATES.scanLimit * want;
  for (const j of order) {
    if (found >= want || looked++ >= limit) return;
    if (set.allowed(i, j) && clean(i, j)) {
      set.add(i, j);
      found++;
    }
  }
}

/** Positions from `from` outwards (from, from+1, from-1, …) within [lo, hi). */
function* outwards(from: number, lo: number, hi: number): Generator<number> {
  for (let d = 0; from - d >= lo || from + d < hi; d++) {
    if (from + d < hi && from + d >= lo) yield from + d;
    if (d > 0 && from - d >= lo && from - d < hi) yield from - d;
  }
}

/**
 * Stage 1 candidates on the members (sorted as the field): neighbours within `window` places
 * and at most `reach` score groups apart (this spans group boundaries, where floaters come
 * from; widening reaches further groups only when the nearer ones do not suffice, so small
 * groups never bring in pairs three points apart), plus enough opponents inside each player's
 * own score group with no colour clash.
 */
export function floaterEdges(
  ctx: RoundContext,
  scales: StageScales,
  members: readonly Entrant[],
  widen: number,
): Candidates {
  const window = CANDIDATES.floaterWindow * widen;
  if (window >= members.length) return completeEdges(ctx, scales, members);
  if (ctx.colourBalanceActive && members.length <= CANDIDATES.completeBalancedField) {
    return completeEdges(ctx, scales, members);
  }
  const set = new EdgeSet(ctx, scales, members);
  const n = members.length;
  // One more score group each time the graph widens (1, 4, 16 … → 1, 2, 3 …).
  const reach = 1 + Math.round(Math.log(widen) / Math.log(CANDIDATES.widen));
  // Each player's `window` nearest playable neighbours on either side, skipping opponents
  // already met, within `reach` groups, or further while fewer than minimumOpponents are found
  // (so that a small group among players who have met is not cut off).
  const limit = CANDIDATES.scanLimit * window;
  const few = CANDIDATES.minimumOpponents;
  for (let i = 0; i < n; i++) {
    for (const step of [1, -1]) {
      let found = 0;
      for (let j = i + step, looked = 0; j >= 0 && j < n && found < window; j += step) {
        const far = Math.abs(members[j].group - members[i].group) > reach;
        if ((far && found >= few) || looked++ >= limit) break;
        if (set.add(i, j)) found++;
      }
    }
  }
  acrossBoundaries(set, members, window);
  // Inside a group only the colour tiers and the proximity tie-break below them can cost:
  // clean partners keep the colour rule and, with colour balance on, fit colours.
  const colourUnit = scales.multiplier.colour ?? 1;
  // Colours first: most pairs of a group of players level on colours fail there, at no cost.
  const clean = (i: number, j: number): boolean =>
    coloursFit(ctx, members[i], members[j]) && set.cost(i, j) < colourUnit;
  const want = CANDIDATES.minimumOpponents * widen;
  for (let lo = 0; lo < n;) {
    let hi = lo;
    while (hi < n && members[hi].group === members[lo].group) hi++;
    for (let i = lo; i < hi; i++) addUntilClean(set, i, outwards(i, lo, hi), want, clean);
    lo = hi;
  }
  return { edges: set.edges, complete: false };
}

/**
 * Across each boundary between adjacent score groups: the `window` players nearest to it on
 * one side with the strongest (below) or weakest (above) two of every criterion 3 / colour
 * status on the other (with colour balance on, of each side of the colour balance too), so
 * that a floater who keeps the rules and fits colours is in reach wherever he stands.
 */
function acrossBoundaries(set: EdgeSet, members: readonly Entrant[], window: number): void {
  const starts: number[] = [];
  members.forEach((e, i) => {
    if (i === 0 || e.group !== members[i - 1].group) starts.push(i);
  });
  starts.push(members.length);
  const firstOfEach = (positions: number[], few = 2): number[] => {
    const seen = new Map<string, number>();
    return positions.filter((i) => {
      const s = ruleStatus(members[i]) + colourSide(set.ctx, members[i]);
      seen.set(s, (seen.get(s) ?? 0) + 1);
      return seen.get(s)! <= few;
    });
  };
  const range = (from: number, to: number): number[] =>
    Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
  for (let g = 0; g + 2 < starts.length; g++) {
    const [a, b, c] = [starts[g], starts[g + 1], starts[g + 2]];
    const above = range(Math.max(a, b - window), b);
    const below = range(b, Math.min(c, b + window));
    for (const i of firstOfEach(range(a, b).reverse())) for (const j of below) set.add(i, j);
    for (const j of firstOfEach(range(b, c))) for (const i of above) set.add(i, j);
    // Each status against each: a floater far from the boundary on both sides.
    const more = CANDIDATES.statusFloaters;
    for (const i of firstOfEach(range(a, b).reverse(), more)) {
      for (const j of firstOfEach(range(b, c), more)) set.add(i, j);
    }
  }
}

/**
 * Stage 2 candidates inside one group (members in group order, vertex = position): around
 * each player's ideal opponent, his neighbours (switches, sequential pairing), enough partners
 * with nothing above placement to pay, and the pairs stage 1 found (so a pairing exists);
 * with `colourClasses`, the nearest players of each colour class too (nearestOfEachClass).
 * A sparse graph stops growing once it holds more than `limit` edges (too many to be used).
 */
export function groupEdges(
  ctx: RoundContext,
  scales: StageScales,
  members: readonly Entrant[],
  widen: number,
  seeds: ReadonlyArray<[number, number]>,
  limit = Infinity,
  colourClasses = false,
): Candidates {
  const size = members.length;
  const ideal = widen * CANDIDATES.idealWindow;
  const near = widen * CANDIDATES.neighbourWindow;
  const completeUpTo = ctx.colourBalanceActive
    ? CANDIDATES.completeBalancedGroupSize
    : CANDIDATES.completeGroupSize;
  if (size <= completeUpTo || 2 * ideal >= size) {
    return completeEdges(ctx, scales, members);
  }
  const set = new EdgeSet(ctx, scales, members);
  const style = ctx.settings.pairingStyle;
  // Past `limit` edges the graph is too large to be used: it is left unfinished.
  const over = (): Candidates | null =>
    set.edges.length > limit ? { edges: set.edges, complete: false } : null;
  for (let p = 0; p < size; p++) {
    const q0 = idealOpponent(style, p, size);
    for (let q = q0 - ideal; q <= q0 + ideal; q++) if (q >= 0 && q < size) set.add(p, q);
    for (let q = p - near; q <= p + near; q++) if (q >= 0 && q < size) set.add(p, q);
    const windowsOnly = over();
    if (windowsOnly) return windowsOnly;
  }
  const aboveMultiplier = scales.multiplier.avoid ?? 1;
  // Colours first: most pairs of a group of players level on colours fail there, at no cost.
  const clean = (p: number, q: number): boolean =>
    coloursFit(ctx, members[p], members[q]) && set.cost(p, q) < aboveMultiplier;
  for (let p = 0; p < size; p++) {
    const order = outwards(idealOpponent(style, p, size), 0, size);
    addUntilClean(set, p, order, CANDIDATES.minimumOpponents * widen, clean);
  }
  if (colourClasses) {
    nearestOfEachClass(set, members, style, CANDIDATES.colourClassOpponents);
  }
  const withClean = over();
  if (withClean) return withClean;
  // Around a greedy pairing: where colours or clubs push players far from their ideal
  // opponents, a whole run of pairs shifts, beyond any fixed window.
  const reach = widen * CANDIDATES.idealWindow;
  greedyPairs(set, size, style).forEach((q, p) => {
    if (q < 0) return;
    for (let r = q - reach; r <= q + reach; r++) if (r >= 0 && r < size) set.add(p, r);
  });
  for (const [p, q] of seeds) set.add(p, q);
  return { edges: set.edges, complete: false };
}

/**
 * For each player, the `want` players of each colour class (colourSide) nearest his ideal
 * opponent. The colour balance tier pairs the few players of an uncommon class with each
 * other wherever they stand in the group; the windows and the clean partners (who merely fit
 * colours) miss those opponents.
 */
function nearestOfEachClass(
  set: EdgeSet,
  members: readonly Entrant[],
  style: PairingStyle,
  want: number,
): void {
  const classes = new Map<string, number[]>();
  members.forEach((e, q) => {
    const key = colourSide(set.ctx, e);
    const list = classes.get(key);
    if (list) list.push(q);
    else classes.set(key, [q]);
  });
  for (let p = 0; p < members.length; p++) {
    const ideal = idealOpponent(style, p, members.length);
    for (const list of classes.values()) {
      // The class's first position at or after the ideal one, then outwards from there.
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (list[mid] < ideal) lo = mid + 1;
        else hi = mid;
      }
      let after = lo;
      let before = lo - 1;
      for (let found = 0; found < want && (before >= 0 || after < list.length);) {
        const takeAfter =
          before < 0 || (after < list.length && list[after] - ideal <= ideal - list[before]);
        const q = takeAfter ? list[after++] : list[before--];
        if (set.add(p, q)) found++;
      }
    }
  }
}

/**
 * A quick pairing from the top of the group down: each player takes the cheapest free
 * opponent among the nearest to his ideal one. Not optimal, but it shows how far a run of
 * colour or club conflicts shifts the opponents.
 */
function greedyPairs(set: EdgeSet, size: number, style: PairingStyle): number[] {
  const mate = new Array<number>(size).fill(-1);
  const limit = CANDIDATES.scanLimit * CANDIDATES.minimumOpponents;
  for (let p = 0; p < size; p++) {
    if (mate[p] >= 0) continue;
    let best = -1;
    let bestCost = Infinity;
    let looked = 0;
    for (const q of outwards(idealOpponent(style, p, size), 0, size)) {
      if (q === p || mate[q] >= 0 || !set.allowed(p, q)) continue;
      const cost = set.cost(p, q);
      if (cost < bestCost) {
        best = q;
        bestCost = cost;
      }
      if (++looked >= limit) break;
    }
    if (best >= 0) {
      mate[p] = best;
      mate[best] = p;
    }
  }
  return mate;
}
