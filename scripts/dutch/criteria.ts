/**
 * Absolute and quality criteria of a bracket's candidate pairing (C.04.3 C.1–C.3, C.5, C.6,
 * C.10–C.15). Left out: C.7 (choosing downfloaters for the next bracket's sake), C.8–C.9
 * (topscorers, who are never exempted from C.3 here) and C.16–C.19 (score differences of
 * repeated floats).
 */
import { absoluteConflict, preference, type Preference } from './colours';
import type { DutchPlayer } from './players';

export interface Candidate {
  pairs: Array<[DutchPlayer, DutchPlayer]>;
  /** Players left unpaired, who move down to the next bracket. */
  floaters: DutchPlayer[];
}

/** Who may meet whom this round: C.1 no rematch, C.3 no same absolute colour preference. */
export class Compatibility {
  private readonly prefs = new Map<number, Preference>();
  constructor(
    players: readonly DutchPlayer[],
    /** When no pairing of the whole field keeps C.3, only C.1 is kept. */
    readonly coloursRelaxed = false,
  ) {
    for (const p of players) this.prefs.set(p.id, preference(p));
  }
  pref(p: DutchPlayer): Preference {
    return this.prefs.get(p.id)!;
  }
  ok(a: DutchPlayer, b: DutchPlayer): boolean {
    if (a.id === b.id || a.opponents.has(b.id)) return false;
    return this.coloursRelaxed || !absoluteConflict(this.pref(a), this.pref(b));
  }
}

/**
 * The candidate's quality, lower is better, compared element by element: C.5 pairs (negated),
 * C.6 the pairing score differences (pairs' score differences and each downfloater's score
 * above one point under the bracket's lowest score, highest first), then the counts of C.10
 * colour preferences not met, C.11 strong ones not met, C.12/C.13 the same downfloat/upfloat as
 * in the previous round, C.14/C.15 as two rounds before.
 */
export function quality(c: Candidate, lowest: number, compat: Compatibility): number[] {
  const psd = [
    ...c.pairs.map(([a, b]) => Math.abs(a.score - b.score)),
    ...c.floaters.map((f) => f.score - (lowest - 1)),
  ].sort((x, y) => y - x);
  let colour = 0;
  let strong = 0;
  const floats = [0, 0, 0, 0];
  const last = (p: DutchPlayer, back: number) => p.floats[p.floats.length - back] ?? null;
  for (const [a, b] of c.pairs) {
    const pa = compat.pref(a);
    const pb = compat.pref(b);
    if (pa.colour && pa.colour === pb.colour) {
      colour++;
      if (Math.min(pa.strength, pb.strength) >= 2) strong++;
    }
    if (a.score !== b.score) {
      const up = a.score < b.score ? a : b;
      if (last(up, 1) === 'up') floats[1]++;
      if (last(up, 2) === 'up') floats[3]++;
    }
  }
  for (const f of c.floaters) {
    if (last(f, 1) === 'down') floats[0]++;
    if (last(f, 2) === 'down') floats[2]++;
  }
  return [-c.pairs.length, ...psd, colour, strong, ...floats];
}

/** Negative when quality x is better than y. */
export function compareQuality(x: readonly number[], y: readonly number[]): number {
  for (let k = 0; k < Math.min(x.length, y.length); k++) if (x[k] !== y[k]) return x[k] - y[k];
  return x.length - y.length;
}
