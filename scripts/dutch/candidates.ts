/**
 * Candidate pairings of a bracket in the order the Dutch rules generate them (C.04.3 D):
 * S1 paired with S2 in order, then the transpositions of S2 in lexicographic order of their
 * pairing sequence (D.1), then exchanges between S1 and S2 (D.2), each followed again by every
 * transposition. A heterogeneous bracket pairs its moved-down players (S1) with the resident
 * players first, then the remainder as a homogeneous bracket (D.3). Orderings that would break
 * an absolute criterion are skipped while generating, which keeps the order of the rest.
 */
import type { Candidate } from './criteria';
import { byRank, type DutchPlayer } from './players';

type Ok = (a: DutchPlayer, b: DutchPlayer) => boolean;

/** Work left for one bracket's search: tree nodes visited, shared by every generator. */
export interface Budget {
  nodes: number;
}

/**
 * Transpositions of s2 against s1 (s1.length ≤ s2.length) in lexicographic order of the
 * opponents' positions in s2; yields, for each, s1[i]'s opponent index in s2.
 */
function* transpositions(
  s1: readonly DutchPlayer[],
  s2: readonly DutchPlayer[],
  ok: Ok,
  budget: Budget,
): Generator<number[]> {
  const chosen: number[] = [];
  const used = new Array<boolean>(s2.length).fill(false);
  function* extend(i: number): Generator<number[]> {
    if (i === s1.length) {
      yield [...chosen];
      return;
    }
    for (let j = 0; j < s2.length; j++) {
      if (used[j] || !ok(s1[i], s2[j])) continue;
      if (--budget.nodes < 0) return;
      used[j] = true;
      chosen.push(j);
      yield* extend(i + 1);
      chosen.pop();
      used[j] = false;
      if (budget.nodes < 0) return;
    }
  }
  yield* extend(0);
}

export interface Exchange {
  /** Positions in S1 (0-based) moved to S2. */
  out: number[];
  /** Positions in S2 (0-based) moved to S1. */
  in: number[];
}

export function combinations(n: number, k: number): number[][] {
  const all: number[][] = [];
  const pick = (from: number, acc: number[]) => {
    if (acc.length === k) return void all.push([...acc]);
    for (let i = from; i < n; i++) pick(i + 1, [...acc, i]);
  };
  pick(0, []);
  return all;
}

const exchangeCache = new Map<string, Exchange[]>();
const MAX_LISTED = 20_000;

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/**
 * Exchanges between S1 (n1 players) and S2 (n2) of up to maxK players each, the empty one
 * first, in the order of D.2: fewest players exchanged; smallest difference between the sums of
 * the sequence numbers moved up and moved down; the highest numbers moved from S1 first; the
 * lowest numbers moved from S2 first.
 */
export function exchanges(n1: number, n2: number, maxK: number): Exchange[] {
  const key = `${n1},${n2},${maxK}`;
  const cached = exchangeCache.get(key);
  if (cached) return cached;
  const list: Exchange[] = [{ out: [], in: [] }];
  for (let k = 1; k <= Math.min(maxK, n1, n2); k++) {
    // Larger exchanges in big brackets are too many to list; the search budget would not
    // reach them anyway.
    if (k > 1 && binomial(n1, k) * binomial(n2, k) > MAX_LISTED) break;
    const ofK: Exchange[] = [];
    for (const out of combinations(n1, k))
      for (const into of combinations(n2, k)) ofK.push({ out, in: into });
    const sum = (xs: number[], base: number) => xs.reduce((s, x) => s + x + base, 0);
    ofK.sort((a, b) => {
      const d = sum(a.in, n1) - sum(a.out, 0) - (sum(b.in, n1) - sum(b.out, 0));
      if (d !== 0) return d;
      const ao = [...a.out].reverse();
      const bo = [...b.out].reverse();
      for (let i = 0; i < k; i++) if (ao[i] !== bo[i]) return bo[i] - ao[i];
      for (let i = 0; i < k; i++) if (a.in[i] !== b.in[i]) return a.in[i] - b.in[i];
      return 0;
    });
    for (const e of ofK) list.push(e);
  }
  exchangeCache.set(key, list);
  return list;
}

/** A homogeneous bracket (or a remainder) paired into `pairs` pairs, the rest floating. */
export function* homogeneous(
  players: readonly DutchPlayer[],
  pairs: number,
  ok: Ok,
  budget: Budget,
  maxExchange: number,
): Generator<Candidate> {
  const s1 = players.slice(0, pairs);
  const s2 = players.slice(pairs);
  for (const ex of exchanges(s1.length, s2.length, maxExchange)) {
    const moved = new Set([...ex.out.map((i) => s1[i]), ...ex.in.map((j) => s2[j])]);
    const t1 = [...s1.filter((p) => !moved.has(p)), ...ex.in.map((j) => s2[j])].sort(byRank);
    const t2 = [...s2.filter((p) => !moved.has(p)), ...ex.out.map((i) => s1[i])].sort(byRank);
    for (const t of transpositions(t1, t2, ok, budget)) {
      const taken = new Set(t);
      yield {
        pairs: t1.map((p, i) => [p, t2[t[i]]]),
        floaters: t2.filter((_, j) => !taken.has(j)),
      };
    }
    if (budget.nodes < 0) return;
  }
}

/**
 * A heterogeneous bracket: `paired` of the moved-down players (the highest first, then other
 * choices in lexicographic order) meet resident players by transpositions, the limbo floats
 * on, and the remainder is paired homogeneously into `pairs − paired` pairs, trying at most
 * `perRemainder` of its candidates for each pairing of the moved-down players.
 */
export function* heterogeneous(
  mdps: readonly DutchPlayer[],
  residents: readonly DutchPlayer[],
  paired: number,
  pairs: number,
  ok: Ok,
  budget: Budget,
  maxExchange: number,
  perRemainder: number,
): Generator<Candidate> {
  for (const set of combinations(mdps.length, paired)) {
    const s1 = set.map((i) => mdps[i]);
    const limbo = mdps.filter((_, i) => !set.includes(i));
    for (const t of transpositions(s1, residents, ok, budget)) {
      const taken = new Set(t);
      const remainder = residents.filter((_, j) => !taken.has(j));
      if (2 * (pairs - paired) > remainder.length) continue;
      const mdpPairs = s1.map((p, i): [DutchPlayer, DutchPlayer] => [p, residents[t[i]]]);
      let tried = 0;
      for (const rest of homogeneous(remainder, pairs - paired, ok, budget, maxExchange)) {
        yield { pairs: [...mdpPairs, ...rest.pairs], floaters: [...limbo, ...rest.floaters] };
        if (++tried >= perRemainder) break;
      }
      if (budget.nodes < 0) return;
    }
    if (budget.nodes < 0) return;
  }
}
