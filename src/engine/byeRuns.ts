import type { Bye } from './types';

/**
 * Bye rows as a round lists them: each run of one kind (forced, requested, absent, a Rest) in
 * the order `before` gives, by name wherever a round tab is written, so the Players row order
 * never shows on it.
 */
export function byeRunsInOrder<T extends Bye & { rests?: true }>(
  byes: readonly T[],
  before: (a: T, b: T) => number,
): T[] {
  const kind = (b: T): string => `${b.kind} ${b.rests ?? ''} ${b.absent ?? ''}`;
  const runs: T[][] = [];
  for (const b of byes) {
    const run = runs[runs.length - 1];
    if (run && kind(run[0]) === kind(b)) run.push(b);
    else runs.push([b]);
  }
  return runs.flatMap((run) => run.sort(before));
}
