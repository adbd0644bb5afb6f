/**
 * Boards in a message, runs of three or more shortened: "board 4", "boards 2, 4",
 * "boards 1–124", "boards 1–3, 7, 9–12". A round of hundreds of boards stays one line.
 */
export function boardList(boards: readonly number[]): string {
  const sorted = [...boards].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    if (j - i >= 2) parts.push(`${sorted[i]}–${sorted[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(sorted[k]));
    i = j + 1;
  }
  return `board${sorted.length === 1 ? '' : 's'} ${parts.join(', ')}`;
}
