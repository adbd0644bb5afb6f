import type { PlayerId } from '../types';

/** Splits a group into consecutive runs of equal value, after sorting by it (stable). */
export function splitBy(
  group: readonly PlayerId[],
  value: (id: PlayerId) => number,
  descending: boolean,
): PlayerId[][] {
  const sorted = [...group].sort((a, b) =>
    descending ? value(b) - value(a) : value(a) - value(b),
  );
  const runs: PlayerId[][] = [];
  for (const id of sorted) {
    const last = runs[runs.length - 1];
    if (last && value(last[0]) === value(id)) last.push(id);
    else runs.push([id]);
  }
  return runs;
}
