/**
 * Choosing one bracket's pairing: the first candidate, in the rules' generation order, that is
 * best on the criteria of criteria.ts among those that leave the rest of the field pairable
 * (the completion criterion, C.4). Found by matchings (optimal.ts), with the players below
 * taken in when the plain choice would strand them. Only when that finds nothing either are
 * the candidates listed one by one, bounded: the search stops at a
 * candidate that cannot be bettered, or after CANDIDATE_CAP candidates (or NODE_BUDGET search
 * steps) with the best found so far.
 */
import { maxCardinalityMatching } from '../../src/engine/matching';
import { combinations, homogeneous, heterogeneous, type Budget } from './candidates';
import { bestInOrder } from './optimal';
import { compareQuality, quality, type Candidate, type Compatibility } from './criteria';
import type { DutchPlayer } from './players';

const CANDIDATE_CAP = 400;
const NODE_BUDGET = 40_000;
/** Exchanges of up to this many players between S1 and S2 are tried. */
const MAX_EXCHANGE = 2;
/** Remainder candidates tried for each pairing of the moved-down players. */
const PER_REMAINDER = 40;
/** Sets of moved-down players tried for pairing when not all of them can be paired. */
const MDP_SETS = 20;

/** Whether every one of `players` can meet someone allowed (a perfect matching exists). */
export function allPairable(players: readonly DutchPlayer[], compat: Compatibility): boolean {
  if (players.length % 2 === 1) return false;
  if (players.length === 0) return true;
  return maxMatching(players, (a, b) => compat.ok(a, b)) * 2 === players.length;
}

function maxMatching(
  players: readonly DutchPlayer[],
  allowed: (a: DutchPlayer, b: DutchPlayer) => boolean,
): number {
  const edges: Array<[number, number]> = [];
  for (let i = 0; i < players.length; i++)
    for (let j = i + 1; j < players.length; j++)
      if (allowed(players[i], players[j])) edges.push([i, j]);
  return maxCardinalityMatching(players.length, edges).filter((m) => m >= 0).length / 2;
}

/**
 * Pairs the bracket of `mdps` (moved down, in rank order) and `residents`; `lower` are the
 * players of the brackets below. Returns null when the bounded search finds no candidate that
 * the rest of the field can complete.
 */
export function pairBracket(
  mdps: readonly DutchPlayer[],
  residents: readonly DutchPlayer[],
  lower: readonly DutchPlayer[],
  compat: Compatibility,
): Candidate | null {
  const ok = (a: DutchPlayer, b: DutchPlayer) => compat.ok(a, b);
  const isMdp = new Set(mdps);
  const bracket = [...mdps, ...residents];
  const lowest = residents.length ? residents[0].score : mdps[mdps.length - 1].score;
  const isLast = lower.length === 0;
  // C.5: the most pairs the bracket allows (moved-down players meet residents only), and the
  // most moved-down players that can be paired.
  const maxPairs = maxMatching(bracket, (a, b) => !(isMdp.has(a) && isMdp.has(b)) && ok(a, b));
  const maxMdps = mdps.length
    ? maxMatching(bracket, (a, b) => isMdp.has(a) !== isMdp.has(b) && ok(a, b))
    : 0;
  const completes = completion(lower, compat, isLast);
  for (let pairs = maxPairs; pairs >= 0; pairs--) {
    if (isLast && 2 * pairs < bracket.length) break;
    for (let paired = Math.min(maxMdps, pairs); paired >= 0; paired--) {
      if (2 * (pairs - paired) > residents.length - paired) continue;
      const direct = byMatching(mdps, residents, paired, pairs, compat, null, lower);
      if (!direct) continue;
      if (completes(direct)) return direct;
      const completing = byMatching(mdps, residents, paired, pairs, compat, lower, lower);
      if (completing) return completing;
      // The best pairing strands players below: search the candidates one by one.
      const budget: Budget = { nodes: NODE_BUDGET };
      const generator = mdps.length
        ? heterogeneous(mdps, residents, paired, pairs, ok, budget, MAX_EXCHANGE, PER_REMAINDER)
        : homogeneous(residents, pairs, ok, budget, MAX_EXCHANGE);
      const ideal = idealQuality(mdps, residents, paired, pairs, lowest, compat);
      let best: { candidate: Candidate; q: number[] } | null = null;
      let seen = 0;
      for (const candidate of generator) {
        const q = quality(candidate, lowest, compat);
        if ((!best || compareQuality(q, best.q) < 0) && completes(candidate)) {
          best = { candidate, q };
          if (compareQuality(q, ideal) <= 0) break;
        }
        if (++seen >= CANDIDATE_CAP) break;
      }
      if (best) return best.candidate;
    }
  }
  return null;
}

/**
 * The rules' choice when completion is no obstacle: `paired` moved-down players, the highest
 * first (other sets in lexicographic order, up to MDP_SETS of them), paired by optimal.ts.
 */
function byMatching(
  mdps: readonly DutchPlayer[],
  residents: readonly DutchPlayer[],
  paired: number,
  pairs: number,
  compat: Compatibility,
  /** With the players below: only pairings they can complete. */
  lower: readonly DutchPlayer[] | null,
  below: readonly DutchPlayer[],
): Candidate | null {
  let tried = 0;
  for (const set of combinations(mdps.length, paired)) {
    if (++tried > MDP_SETS) break;
    const chosen = set.map((i) => mdps[i]);
    const limbo = mdps.filter((_, i) => !set.includes(i));
    const next = below.filter((p) => p.score === below[0].score);
    const found = bestInOrder(
      chosen,
      residents,
      pairs,
      compat,
      lower && [...limbo, ...lower],
      next,
    );
    if (found) {
      return { pairs: found.pairs, floaters: [...limbo, ...found.floaters] };
    }
  }
  return null;
}

/** C.4: the downfloaters and the lower brackets can still all be paired. */
function completion(lower: readonly DutchPlayer[], compat: Compatibility, isLast: boolean) {
  const known = new Map<string, boolean>();
  return (c: Candidate): boolean => {
    if (isLast) return c.floaters.length === 0;
    const key = c.floaters
      .map((f) => f.id)
      .sort((a, b) => a - b)
      .join(',');
    let result = known.get(key);
    if (result === undefined) {
      result = allPairable([...c.floaters, ...lower], compat);
      known.set(key, result);
    }
    return result;
  };
}

/**
 * A quality no candidate with these counts can beat: the highest moved-down players paired,
 * the least colour preferences unmet that the numbers of preferences allow, no repeated float.
 */
function idealQuality(
  mdps: readonly DutchPlayer[],
  residents: readonly DutchPlayer[],
  paired: number,
  pairs: number,
  lowest: number,
  compat: Compatibility,
): number[] {
  const psd = [
    ...mdps.slice(0, paired).map((m) => m.score - lowest),
    ...new Array<number>(pairs - paired).fill(0),
    ...mdps.slice(paired).map((m) => m.score - (lowest - 1)),
    ...new Array<number>(residents.length - paired - 2 * (pairs - paired)).fill(1),
  ].sort((x, y) => y - x);
  const players = [...mdps, ...residents];
  const floating = players.length - 2 * pairs;
  const unmet = (strength: number) =>
    (['w', 'b'] as const).reduce((s, colour) => {
      const want = players.filter((p) => {
        const pref = compat.pref(p);
        return pref.colour === colour && pref.strength >= strength;
      }).length;
      return s + Math.max(0, want - floating - pairs);
    }, 0);
  return [-pairs, ...psd, unmet(1), unmet(2), 0, 0, 0, 0];
}
