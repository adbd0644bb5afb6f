import { describe, expect, it } from 'vitest';
import { seededRandom, type Random } from '../../src/engine/random';
import {
  allStableMatchings,
  blockingPairs,
  stableRoommates,
  type PreferenceLists,
} from '../../src/engine/stableRoommates';

/** Independent of the module: q acceptable to p when each lists the other. */
function mutual(prefs: PreferenceLists, p: number, q: number): boolean {
  return prefs[p].includes(q) && prefs[q].includes(p);
}

/** Does p prefer q to its partner m (-1: single)? Only called for mutually acceptable p, q. */
function prefers(prefs: PreferenceLists, p: number, q: number, m: number): boolean {
  return m === -1 || prefs[p].indexOf(q) < prefs[p].indexOf(m);
}

function isStable(prefs: PreferenceLists, mate: number[]): boolean {
  const n = prefs.length;
  for (let p = 0; p < n; p++) {
    for (let q = p + 1; q < n; q++) {
      if (mate[p] === q || !mutual(prefs, p, q)) continue;
      if (prefers(prefs, p, q, mate[p]) && prefers(prefs, q, p, mate[q])) return false;
    }
  }
  return true;
}

/** Every matching (perfect or not) of the mutually acceptable pairs that no pair blocks. */
function bruteForce(prefs: PreferenceLists): string[] {
  const n = prefs.length;
  const mate = new Array<number>(n).fill(-2);
  const stable: string[] = [];
  const extend = (): void => {
    const p = mate.indexOf(-2);
    if (p < 0) {
      if (isStable(prefs, mate)) stable.push(mate.join(','));
      return;
    }
    mate[p] = -1;
    extend();
    for (let q = p + 1; q < n; q++) {
      if (mate[q] !== -2 || !mutual(prefs, p, q)) continue;
      mate[p] = q;
      mate[q] = p;
      extend();
      mate[q] = -2;
    }
    mate[p] = -2;
  };
  extend();
  return stable.sort();
}

type Shape = 'complete' | 'incomplete' | 'one-sided' | 'two-sided' | 'clustered' | 'cyclic';

/** A random instance of n players; shapes that make unsolvable and many-matching cases common. */
function randomInstance(rng: Random, n: number, shape: Shape): number[][] {
  const density = [0.3, 0.5, 0.7, 0.9][rng.int(4)];
  const acceptable = (p: number, q: number): boolean => {
    switch (shape) {
      case 'complete':
      case 'clustered':
        return true;
      case 'cyclic':
        return p % 2 !== q % 2 || density > 0.8;
      case 'two-sided':
        return p % 2 !== q % 2 || rng.next() < 0.15;
      default:
        return rng.next() < density;
    }
  };
  const lists: number[][] = Array.from({ length: n }, () => []);
  for (let p = 0; p < n; p++) {
    for (let q = p + 1; q < n; q++) {
      if (!acceptable(p, q)) continue;
      lists[p].push(q);
      lists[q].push(p);
    }
  }
  if (shape === 'one-sided') {
    // Extra one-sided entries, which the module must ignore.
    for (let p = 0; p < n; p++) {
      for (let q = 0; q < n; q++) {
        if (q !== p && !lists[p].includes(q) && rng.next() < 0.3) lists[p].push(q);
      }
    }
  }
  return lists.map((list, p) => {
    const order = rng.shuffle(list);
    // Two-sided: the other side first (marriage-like, often several stable matchings).
    // Clustered: nearby indices first, noisily, like score groups.
    if (shape === 'two-sided') {
      order.sort((a, b) => Number(a % 2 === p % 2) - Number(b % 2 === p % 2));
    } else if (shape === 'cyclic') {
      // Latin-square marriages: even 2i ranks odd 2j + 1 at (j - i) mod k, odd 2j + 1 ranks
      // even 2i at (i - j - 1) mod k; pairing i with j = i + s is stable for every shift s.
      // Then a few random swaps.
      const k = Math.floor(n / 2);
      const i = p >> 1;
      const key = (q: number): number =>
        q % 2 === p % 2 ? n + q : ((q >> 1) - i - (p % 2) + 2 * n) % k;
      order.sort((a, b) => key(a) - key(b));
      for (let s = rng.int(3); s > 0 && order.length > 1; s--) {
        const i = rng.int(order.length - 1);
        [order[i], order[i + 1]] = [order[i + 1], order[i]];
      }
    } else if (shape === 'clustered') {
      const key = new Map(order.map((q) => [q, Math.abs(q - p) + 3 * rng.next()]));
      order.sort((a, b) => (key.get(a) as number) - (key.get(b) as number));
    }
    return order;
  });
}

describe('stable roommates against brute force', () => {
  it('agrees with every stable matching of thousands of seeded random instances', () => {
    const shapes: Shape[] = [
      'complete',
      'incomplete',
      'one-sided',
      'two-sided',
      'clustered',
      'cyclic',
    ];
    let solvable = 0;
    let unsolvable = 0;
    let several = 0;
    let withSingles = 0;
    const perShape: Record<string, number[]> = {};
    for (let seed = 1; seed <= 6000; seed++) {
      const rng = seededRandom(seed);
      const shape = shapes[seed % shapes.length];
      const prefs = randomInstance(rng, 2 + rng.int(9), shape);
      const expected = bruteForce(prefs);
      perShape[shape] = perShape[shape] ?? [0, 0, 0];
      perShape[shape][expected.length === 0 ? 0 : expected.length < 3 ? 1 : 2]++;
      const result = stableRoommates(prefs);
      const all = allStableMatchings(prefs, 1000);
      expect(all.complete).toBe(true);
      const found = all.matchings.map((m) => m.join(','));
      expect([...found].sort()).toEqual(expected);
      expect(new Set(found).size).toBe(found.length);
      if (expected.length === 0) {
        unsolvable++;
        expect(result.kind).toBe('none');
        if (result.kind === 'none') expect(result.player).toBeGreaterThanOrEqual(0);
        continue;
      }
      solvable++;
      if (expected.length >= 3) several++;
      expect(result.kind).toBe('stable');
      if (result.kind !== 'stable') continue;
      expect(expected).toContain(result.mate.join(','));
      expect(found[0]).toBe(result.mate.join(','));
      expect(blockingPairs(prefs, result.mate)).toEqual([]);
      if (result.mate.includes(-1)) withSingles++;
      // Gusfield and Irving: every stable matching matches the same players.
      for (const m of all.matchings) {
        expect(m.map((x) => x === -1)).toEqual(result.mate.map((x) => x === -1));
      }
    }
    console.log({ solvable, unsolvable, several, withSingles, perShape });
    // The corpus must exercise every outcome for the comparison to prove something.
    expect(solvable).toBeGreaterThanOrEqual(1500);
    expect(unsolvable).toBeGreaterThanOrEqual(500);
    expect(several).toBeGreaterThanOrEqual(100);
    expect(withSingles).toBeGreaterThanOrEqual(300);
  });

  it('stops at the limit and says the list is incomplete', () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const rng = seededRandom(seed);
      const prefs = randomInstance(rng, 8 + (seed % 3), 'two-sided');
      const expected = bruteForce(prefs);
      if (expected.length < 3) continue;
      const exact = allStableMatchings(prefs, expected.length);
      expect(exact.complete).toBe(true);
      expect(exact.matchings).toHaveLength(expected.length);
      const cut = allStableMatchings(prefs, 2);
      expect(cut.complete).toBe(false);
      expect(cut.matchings).toHaveLength(2);
      for (const m of cut.matchings) expect(expected).toContain(m.join(','));
      expect(cut.matchings[0]).toEqual(exact.matchings[0]);
    }
  });

  it('stops when the work budget runs out, counting every step', () => {
    // 0 and 1 each list 2 and 3; 2 and 3 rank them the other way round: two stable matchings,
    // 0–3 1–2 (phase 2's) and 0–2 1–3. Reaching the second takes 6 steps after phase 1.
    const prefs = [
      [2, 3],
      [3, 2],
      [1, 0],
      [0, 1],
    ];
    expect(allStableMatchings(prefs, 10, 5)).toEqual({
      matchings: [[3, 2, 1, 0]],
      complete: false,
    });
    const both = {
      matchings: [
        [3, 2, 1, 0],
        [2, 3, 0, 1],
      ],
      complete: true,
    };
    expect(allStableMatchings(prefs, 10, 6)).toEqual(both);
    expect(allStableMatchings(prefs, 10)).toEqual(both);
    expect(() => allStableMatchings(prefs, 0)).toThrow(new RangeError('limit 0 is not ≥ 1'));
    expect(() => allStableMatchings(prefs, 1, 0)).toThrow(
      new RangeError('maxSteps 0 is not positive'),
    );
  });
});
