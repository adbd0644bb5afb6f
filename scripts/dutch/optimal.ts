/**
 * The Dutch choice for a bracket found without listing every candidate. The quality criteria
 * after C.6 (C.10–C.15) add up over pairs and downfloaters, so the best value any candidate
 * can reach is a minimum-cost matching. The rules take the first candidate in generation order
 * that reaches it; this follows the generation order and fixes, one by one, the first opponent
 * that still allows the best value: the moved-down players' opponents by transposition order,
 * then, for the first exchange whose S1/S2 split can reach the best value, the remainder's S1
 * players in turn. Exchanges beyond EXCHANGES_TRIED are not tried: the remainder is then
 * paired in rank order, each player with the first opponent that keeps the best value.
 */
import { minWeightPerfectMatching } from '../../src/engine/matching';
import { exchanges } from './candidates';
import type { Candidate, Compatibility } from './criteria';
import type { DutchPlayer } from './players';

const EXCHANGES_TRIED = 60;

type Pair = [DutchPlayer, DutchPlayer];

interface Problem {
  players: DutchPlayer[];
  /** Players who may not float. */
  mustPair: Set<DutchPlayer>;
  /** How many of `players` float. */
  floats: number;
  /** Who may meet whom in this bracket. */
  allowed: (a: DutchPlayer, b: DutchPlayer) => boolean;
  /**
   * For the completion criterion: the players below and those floating anyway, whom the
   * floaters must be able to meet (they and the floaters all paired). Null: floaters are free.
   */
  outside: DutchPlayer[] | null;
  ok: (a: DutchPlayer, b: DutchPlayer) => boolean;
}

interface Solution {
  cost: number;
  pairs: Pair[];
  floaters: DutchPlayer[];
}

/**
 * Costs of the additive criteria as one integer per pair or downfloater, digit by digit: a
 * downfloater who can meet nobody in the next bracket (C.7, as far as one floater at a time
 * shows it), C.10, C.11, C.12, C.13, C.14, C.15.
 */
class Costs {
  private readonly base: number;
  constructor(
    private readonly compat: Compatibility,
    size: number,
    /** The resident players of the next bracket. */
    private readonly next: readonly DutchPlayer[],
  ) {
    this.base = Math.floor(size / 2) + 2;
  }
  /** Above any sum of the other costs over a bracket. */
  get floatMark(): number {
    return this.base ** 8;
  }
  private digits(...counts: number[]): number {
    return counts.reduce((s, c) => s * this.base + c, 0);
  }
  pair(a: DutchPlayer, b: DutchPlayer): number {
    const pa = this.compat.pref(a);
    const pb = this.compat.pref(b);
    const colour = pa.colour !== null && pa.colour === pb.colour;
    const strong = colour && Math.min(pa.strength, pb.strength) >= 2;
    const up = a.score === b.score ? null : a.score < b.score ? a : b;
    const last = (back: number) => (up ? (up.floats[up.floats.length - back] ?? null) : null);
    return this.digits(0, +colour, +strong, 0, +(last(1) === 'up'), 0, +(last(2) === 'up'));
  }
  float(p: DutchPlayer): number {
    const last = (back: number) => p.floats[p.floats.length - back] ?? null;
    const stranded = this.next.length > 0 && !this.next.some((q) => this.compat.ok(p, q));
    return this.digits(+stranded, 0, 0, +(last(1) === 'down'), 0, +(last(2) === 'down'), 0);
  }
}

function solve(problem: Problem, costs: Costs): Solution | null {
  const { players, floats, outside } = problem;
  const n = players.length;
  const others = outside ?? [];
  const size = outside ? n + others.length : n + floats;
  const edges: Array<[number, number, number]> = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (problem.allowed(players[i], players[j]))
        edges.push([i, j, costs.pair(players[i], players[j])]);
    }
    if (problem.mustPair.has(players[i])) continue;
    const c = costs.float(players[i]);
    if (!outside) for (let d = 0; d < floats; d++) edges.push([i, n + d, c]);
    // With the players below present, every float costs more than anything else, so the
    // matching floats as few as it can; more than `floats` means no such pairing completes.
    else
      others.forEach((o, k) => {
        if (problem.ok(players[i], o)) edges.push([i, n + k, c + costs.floatMark]);
      });
  }
  for (let k = 0; k < others.length; k++)
    for (let l = k + 1; l < others.length; l++)
      if (problem.ok(others[k], others[l])) edges.push([n + k, n + l, 0]);
  const mate = minWeightPerfectMatching(size, edges);
  if (!mate) return null;
  const pairs: Pair[] = [];
  const floaters: DutchPlayer[] = [];
  let cost = 0;
  for (let i = 0; i < n; i++) {
    if (mate[i] >= n) {
      floaters.push(players[i]);
      cost += costs.float(players[i]);
    } else if (i < mate[i]) {
      pairs.push([players[i], players[mate[i]]]);
      cost += costs.pair(players[i], players[mate[i]]);
    }
  }
  if (floaters.length !== floats) return null;
  return { cost, pairs, floaters };
}

/**
 * Pairs `chosen` moved-down players with residents and the rest of the residents into
 * `pairs − chosen.length` pairs, the others floating, at the best additive cost, in generation
 * order. Null when no such pairing exists.
 */
export function bestInOrder(
  chosen: readonly DutchPlayer[],
  residents: readonly DutchPlayer[],
  pairs: number,
  compat: Compatibility,
  outside: readonly DutchPlayer[] | null,
  next: readonly DutchPlayer[],
): Candidate | null {
  const ok = (a: DutchPlayer, b: DutchPlayer) => compat.ok(a, b);
  const isMdp = new Set(chosen);
  const costs = new Costs(compat, chosen.length + residents.length, next);
  const floats = residents.length - chosen.length - 2 * (pairs - chosen.length);
  if (floats < 0) return null;
  const whole: Problem = {
    players: [...chosen, ...residents],
    mustPair: isMdp,
    floats,
    allowed: (a, b) => !(isMdp.has(a) && isMdp.has(b)) && ok(a, b),
    outside: outside && [...outside],
    ok,
  };
  let witness = solve(whole, costs);
  if (!witness) return null;
  const best = witness.cost;
  // The moved-down players' opponents, in transposition order.
  const fixed: Pair[] = [];
  let free = [...residents];
  for (const m of chosen) {
    for (const r of free) {
      if (!ok(m, r)) continue;
      const inWitness = witness.pairs.some(
        ([a, b]) => (a === m && b === r) || (a === r && b === m),
      );
      if (!inWitness) {
        const rest = restOf(whole, [m, r]);
        const trial = solve(rest, costs);
        if (!trial || trial.cost + costs.pair(m, r) + fixedCost(fixed, costs) !== best) continue;
        witness = { ...trial, cost: best, pairs: [...trial.pairs, ...fixed, [m, r]] };
      }
      fixed.push([m, r]);
      whole.players = whole.players.filter((p) => p !== m && p !== r);
      free = free.filter((p) => p !== r);
      break;
    }
  }
  if (fixed.length !== chosen.length) return null;
  const target = best - fixedCost(fixed, costs);
  const remainder = remainderInOrder(free, pairs - chosen.length, floats, target, whole, costs);
  if (!remainder) return null;
  return { pairs: [...fixed, ...remainder.pairs], floaters: remainder.floaters };
}

function fixedCost(fixed: readonly Pair[], costs: Costs): number {
  return fixed.reduce((s, [a, b]) => s + costs.pair(a, b), 0);
}

function restOf(problem: Problem, drop: DutchPlayer[]): Problem {
  return { ...problem, players: problem.players.filter((p) => !drop.includes(p)) };
}

/** The remainder (a homogeneous pairing) at cost `target`, in generation order. */
function remainderInOrder(
  players: readonly DutchPlayer[],
  pairs: number,
  floats: number,
  target: number,
  whole: Problem,
  costs: Costs,
): Solution | null {
  const ok = whole.ok;
  const s1 = players.slice(0, pairs);
  const s2 = players.slice(pairs);
  const list = exchanges(s1.length, s2.length, 2);
  for (const ex of list.slice(0, EXCHANGES_TRIED)) {
    const moved = new Set([...ex.out.map((i) => s1[i]), ...ex.in.map((j) => s2[j])]);
    const t1 = new Set([...s1.filter((p) => !moved.has(p)), ...ex.in.map((j) => s2[j])]);
    const problem: Problem = {
      ...whole,
      players: [...players],
      mustPair: t1,
      floats,
      allowed: (a, b) => t1.has(a) !== t1.has(b) && ok(a, b),
    };
    const witness = solve(problem, costs);
    if (!witness || witness.cost !== target) continue;
    const order = players.filter((p) => t1.has(p));
    return greedy(problem, order, witness, target, costs, true);
  }
  // No split tried reaches the best value: pair in rank order.
  const problem: Problem = {
    ...whole,
    players: [...players],
    mustPair: new Set(),
    floats,
    allowed: ok,
  };
  const witness = solve(problem, costs);
  if (!witness || witness.cost !== target) return witness;
  return greedy(problem, [...players], witness, target, costs, false);
}

/**
 * Fixes, for each player of `order` still free, the first allowed opponent later in `players`
 * (for an S1 player: the first S2 player) that keeps the cost at `target`; a player no opponent
 * suits floats (only when `paired` is false: S1 players are always paired).
 */
function greedy(
  problem: Problem,
  order: DutchPlayer[],
  witness: Solution,
  target: number,
  costs: Costs,
  paired: boolean,
): Solution {
  const pairs: Pair[] = [];
  const floaters: DutchPlayer[] = [];
  let spent = 0;
  let current = problem;
  let w = witness;
  for (const a of order) {
    if (!current.players.includes(a)) continue;
    let done = false;
    for (const b of current.players) {
      if (b === a || !current.allowed(a, b)) continue;
      if (!paired && problem.players.indexOf(b) < problem.players.indexOf(a)) continue;
      const c = costs.pair(a, b);
      const rest = restOf(current, [a, b]);
      const inWitness = w.pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
      let trial: Solution | null = null;
      if (!inWitness) {
        trial = solve(rest, costs);
        if (!trial || spent + c + trial.cost !== target) continue;
      }
      pairs.push([a, b]);
      spent += c;
      current = rest;
      if (trial) w = trial;
      done = true;
      break;
    }
    if (!done) {
      floaters.push(a);
      spent += costs.float(a);
      const rest = restOf(current, [a]);
      current = { ...rest, floats: rest.floats - 1, outside: rest.outside && [...rest.outside, a] };
    }
  }
  // Whoever is left floats (S2 players nobody took).
  for (const p of current.players) {
    floaters.push(p);
    spent += costs.float(p);
  }
  return { cost: spent, pairs, floaters };
}
