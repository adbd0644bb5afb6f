/**
 * prefs[p]: p's acceptable partners, most preferred first (strict order, no duplicates, not p).
 * Lists may be incomplete.
 */
export type PreferenceLists = ReadonlyArray<ReadonlyArray<number>>;

/** Preference lists restricted to mutually acceptable pairs, with a rank table. */
export interface AcceptableLists {
  n: number;
  /** lists[p]: p's mutually acceptable partners, in p's order. */
  lists: number[][];
  /** rank[p * n + q]: position of q in lists[p], or -1 when the pair is not acceptable. */
  rank: Int32Array;
}

/**
 * Validates the lists (RangeError on an index out of range, a player listing itself or listing
 * someone twice) and keeps only mutually acceptable pairs: if q is on p's list but p is not on
 * q's, q is dropped from p's list, because neither can be matched to the other nor block with
 * the other. The rank table is dense (n² 32-bit integers: 16 MB for 2,000 players).
 */
export function acceptableLists(prefs: PreferenceLists): AcceptableLists {
  if (!Array.isArray(prefs)) throw new RangeError('preference lists must be an array');
  const n = prefs.length;
  const rank = new Int32Array(n * n).fill(-1);
  for (let p = 0; p < n; p++) {
    const list = prefs[p];
    if (!Array.isArray(list)) throw new RangeError(`player ${p}: preference list is not an array`);
    for (let k = 0; k < list.length; k++) {
      const q = list[k];
      if (!Number.isInteger(q) || q < 0 || q >= n) {
        throw new RangeError(`player ${p}: entry ${k} (${q}) is not a player 0…${n - 1}`);
      }
      if (q === p) throw new RangeError(`player ${p}: lists itself`);
      if (rank[p * n + q] >= 0) throw new RangeError(`player ${p}: lists player ${q} twice`);
      rank[p * n + q] = k;
    }
  }
  // Rewriting row p to the filtered positions keeps the test "p lists q" exact for later rows:
  // a kept entry stays ≥ 0 and a dropped one was one-sided anyway.
  const lists: number[][] = [];
  for (let p = 0; p < n; p++) {
    const kept: number[] = [];
    for (const q of prefs[p]) {
      if (rank[q * n + p] >= 0) kept.push(q);
      else rank[p * n + q] = -1;
    }
    for (let k = 0; k < kept.length; k++) rank[p * n + kept[k]] = k;
    lists.push(kept);
  }
  return { n, lists, rank };
}
