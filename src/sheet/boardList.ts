/**
 * Runs of items in order, each item following the one before (`follows(k)`: item k + 1
 * follows item k): [first, last] index pairs covering every item.
 */
export function consecutiveRuns(
  count: number,
  follows: (k: number) => boolean,
): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (let i = 0; i < count;) {
    let j = i;
    while (j + 1 < count && follows(j)) j++;
    runs.push([i, j]);
    i = j + 1;
  }
  return runs;
}

/**
 * Boards in a message, runs of three or more shortened: "board 4", "boards 2, 4",
 * "boards 1–124", "boards 1–3, 7, 9–12". A round of hundreds of boards stays one line.
 */
export function boardList(boards: readonly number[]): string {
  const sorted = [...boards].sort((a, b) => a - b);
  const parts = consecutiveRuns(sorted.length, (k) => sorted[k + 1] === sorted[k] + 1).flatMap(
    ([i, j]) => (j - i >= 2 ? [`${sorted[i]}–${sorted[j]}`] : sorted.slice(i, j + 1).map(String)),
  );
  return `board${sorted.length === 1 ? '' : 's'} ${parts.join(', ')}`;
}
