import type { StableEntrant } from './entrants';
import { colourPenalty, FORBIDDEN_X, type PreferenceWeights } from './preferences';

/** Scores within this of each other are the same (scores are sums of halves and quarters). */
const EPSILON = 1e-9;

/** One allowed score difference to try, and whether it admits the pairs X forbids. */
export interface Level {
  ms: number;
  /**
   * The last resort before the weighted matching: every unplayed opponent, the pairs X forbids
   * (both players at +2, or both at −2) included, at the end of each list.
   */
  everyone: boolean;
}

/**
 * How equally preferred opponents are ordered: 'ideal', the opponent nearer the player's ideal
 * Swiss opponent first (the stronger at equal distance); or a seed, a random order that both
 * players of every pair share (so the lists always admit a stable pairing, found when the first
 * order's lists leave someone out).
 */
export type TieOrder = 'ideal' | number;

/**
 * Kujansuu et al. §2: each player's preference list at the allowed score difference ms:
 * opponents not met before (nor barred by the TD) whose score differs by at most ms and whose
 * colour differences X allows, in ascending order of f(p,r) = (10 − c)/6 · X + c · sd/ms + Y.
 * f depends only on (sd, X, Y), so the lists are built by dropping each opponent into the
 * bucket of its (sd, X, Y), the buckets ordered once by f; within a bucket, `ties` decides.
 * Vertices are positions in `field` (sorted by score: the opponents within ms form one run).
 */
export function preferenceLists(
  field: readonly StableEntrant[],
  level: Level,
  weights: PreferenceWeights,
  barred: (a: StableEntrant, b: StableEntrant) => boolean,
  ties: TieOrder = 'ideal',
): number[][] {
  const { ms } = level;
  const steps = scoreSteps(field);
  // Bucket (sd step, X, Y) → its f; the order of all buckets by f, computed once.
  const bucketCount = (steps.length + 1) * (FORBIDDEN_X + 1) * 2;
  const f = new Float64Array(bucketCount);
  for (let d = 0; d <= steps.length; d++) {
    const sd = d === 0 ? 0 : steps[d - 1];
    for (let x = 0; x <= FORBIDDEN_X; x++) {
      for (let y = 0; y < 2; y++) {
        const sdTerm = ms > 0 ? (weights.c * sd) / ms : 0;
        f[(d * (FORBIDDEN_X + 1) + x) * 2 + y] =
          ((10 - weights.c) / 6) * x + sdTerm + y * weights.s;
      }
    }
  }
  const order = Array.from({ length: bucketCount }, (_, k) => k).sort(
    (a, b) => f[a] - f[b] || a - b,
  );
  const stepOf = new Map(steps.map((sd, k) => [Math.round(sd * 1e6), k + 1]));
  const buckets: number[][] = Array.from({ length: bucketCount }, () => []);
  return field.map((p, i) => {
    let lo = i;
    while (lo > 0 && field[lo - 1].score - p.score <= ms + EPSILON) lo--;
    let hi = i;
    while (hi + 1 < field.length && p.score - field[hi + 1].score <= ms + EPSILON) hi++;
    const start = Math.min(hi, Math.max(lo, p.ideal));
    const visit = (j: number): void => {
      if (j === i) return;
      const r = field[j];
      if (barred(p, r)) return;
      const x = colourPenalty(p.colours, r.colours, level.everyone);
      if (x === null) return;
      const sd = Math.abs(p.score - r.score);
      const d = sd < EPSILON ? 0 : stepOf.get(Math.round(sd * 1e6))!;
      const y = p.colours.last !== null && p.colours.last === r.colours.last ? 1 : 0;
      buckets[(d * (FORBIDDEN_X + 1) + x) * 2 + y].push(j);
    };
    // Outwards from the ideal opponent: nearer first, the one placed higher first at a tie.
    visit(start);
    for (let dist = 1; start - dist >= lo || start + dist <= hi; dist++) {
      if (start - dist >= lo) visit(start - dist);
      if (start + dist <= hi) visit(start + dist);
    }
    const list: number[] = [];
    for (const k of order) {
      const bucket = buckets[k];
      if (bucket.length === 0) continue;
      if (ties !== 'ideal')
        bucket.sort((a, b) => pairTie(ties, i, a) - pairTie(ties, i, b) || a - b);
      for (const j of bucket) list.push(j);
      bucket.length = 0;
    }
    return list;
  });
}

/**
 * f(p,r) at a level, or null when r is not on p's list there (score difference beyond ms, or a
 * pair X forbids below the last level). The TD's bars are the caller's to check.
 */
export function pairPreference(
  p: StableEntrant,
  r: StableEntrant,
  level: Level,
  weights: PreferenceWeights,
): number | null {
  const sd = Math.abs(p.score - r.score);
  if (sd > level.ms + EPSILON) return null;
  const x = colourPenalty(p.colours, r.colours, level.everyone);
  if (x === null) return null;
  const y = p.colours.last !== null && p.colours.last === r.colours.last ? weights.s : 0;
  return ((10 - weights.c) / 6) * x + (level.ms > 0 ? (weights.c * sd) / level.ms : 0) + y;
}

/** The distinct positive score differences in the field, ascending. */
function scoreSteps(field: readonly StableEntrant[]): number[] {
  const scores = [...new Set(field.map((e) => e.score))];
  const steps = new Set<number>();
  for (const a of scores)
    for (const b of scores) if (a > b) steps.add(Math.round((a - b) * 1e6) / 1e6);
  return [...steps].sort((a, b) => a - b);
}

/** A random key that pair {i, j} shares whichever end looks at it. */
function pairTie(seed: number, i: number, j: number): number {
  const lo = Math.min(i, j);
  const hi = Math.max(i, j);
  let h = (seed ^ Math.imul(lo + 1, 0x9e3779b1) ^ Math.imul(hi + 1, 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The allowed score differences to try, smallest first: 0 (own score group only), then up by
 * the smallest step between the scores present, up to the largest difference in the field;
 * last, every unplayed opponent (see Level.everyone). Differences no pairing could keep are
 * skipped: where the players above a boundary between score groups are odd in number, some pair
 * must cross it, so the difference can be no smaller than the gap there.
 */
export function scoreLevels(field: readonly StableEntrant[]): Level[] {
  const scores = [...new Set(field.map((e) => e.score))].sort((a, b) => a - b);
  const levels: Level[] = [{ ms: 0, everyone: false }];
  if (scores.length > 1) {
    let step = Infinity;
    for (let k = 1; k < scores.length; k++) step = Math.min(step, scores[k] - scores[k - 1]);
    const widest = scores[scores.length - 1] - scores[0];
    for (let k = 1; levels[levels.length - 1].ms < widest - EPSILON; k++) {
      levels.push({ ms: Math.min(widest, Math.round(k * step * 1e6) / 1e6), everyone: false });
    }
  }
  levels.push({ ms: levels[levels.length - 1].ms, everyone: true });
  const least = crossingBound(field);
  return levels.filter((l) => l.everyone || l.ms >= least - EPSILON);
}

/**
 * The boundary between score groups with the largest gap that an odd number of players above it
 * forces a pair across (the field runs from the highest score down), or null when none does.
 */
export function oddBoundary(
  field: readonly StableEntrant[],
): { above: number; gap: number; lowest: number } | null {
  let found: { above: number; gap: number; lowest: number } | null = null;
  for (let k = 1; k < field.length; k++) {
    const gap = field[k - 1].score - field[k].score;
    if (gap > EPSILON && k % 2 === 1 && gap > (found?.gap ?? 0)) {
      found = { above: k, gap, lowest: field[k - 1].score };
    }
  }
  return found;
}

function crossingBound(field: readonly StableEntrant[]): number {
  return oddBoundary(field)?.gap ?? 0;
}
