import { acceptableLists, type PreferenceLists } from './acceptable';

/**
 * Pairs [p, q] (p < q, sorted) that block the matching: mutually acceptable, not partners, and
 * each prefers the other to its partner (a single player prefers any acceptable partner to
 * none). mate[p] is p's partner or -1; a mate that is not symmetric or pairs players who are not
 * mutually acceptable is a RangeError.
 */
export function blockingPairs(
  prefs: PreferenceLists,
  mate: readonly number[],
): Array<[number, number]> {
  const { n, lists, rank } = acceptableLists(prefs);
  if (!Array.isArray(mate) || mate.length !== n) {
    throw new RangeError(`mate must list a partner or -1 for each of the ${n} players`);
  }
  for (let p = 0; p < n; p++) {
    const m = mate[p];
    if (m === -1) continue;
    if (!Number.isInteger(m) || m < 0 || m >= n || m === p) {
      throw new RangeError(`player ${p}: partner ${m} is not another player or -1`);
    }
    if (mate[m] !== p)
      throw new RangeError(`player ${p} is matched to ${m}, but ${m} is not matched to ${p}`);
    if (rank[p * n + m] < 0) {
      throw new RangeError(`players ${p} and ${m} are matched but not mutually acceptable`);
    }
  }
  const prefers = (p: number, q: number): boolean =>
    mate[p] === -1 || rank[p * n + q] < rank[p * n + mate[p]];
  const pairs: Array<[number, number]> = [];
  for (let p = 0; p < n; p++) {
    for (const q of lists[p]) {
      if (q > p && q !== mate[p] && prefers(p, q) && prefers(q, p)) pairs.push([p, q]);
    }
  }
  return pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}
