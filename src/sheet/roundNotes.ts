/** The Notes column of a round tab: what the cell shows, and the full text in its hover note. */

/** A float that only says who moved between score groups: routine in McMahon, in the hover note. */
const ROUTINE = /^.+ floated (up|down)$/;
/** "X floated up as two rounds before (unavoidable)": Swiss only, kept for the hover note. */
const AGAIN = /^.+ floated (up|down) as two rounds before\b/;
/** "X floated up twice in a row (allowed in the last rounds)": a second float in a row. */
const TWICE = /^(.+) floated (up|down) twice in a row\b/;

/**
 * The Notes cell keeps what a TD must act on (same club, colour rule, a second float, a forced
 * bye); second floats are gathered as "floated twice: Ann up, Bo down", without the
 * explanation in brackets. The whole text is in the cell's hover note.
 */
export function visibleNotes(notes: readonly string[]): string {
  const twice: string[] = [];
  const kept: string[] = [];
  for (const note of notes) {
    if (ROUTINE.test(note) || AGAIN.test(note)) continue;
    const float = TWICE.exec(note);
    if (float) twice.push(`${float[1]} ${float[2]}`);
    else kept.push(note);
  }
  if (twice.length) kept.push(`floated twice: ${twice.join(', ')}`);
  return kept.join('; ');
}

/** The hover note of a Notes cell: every note in full, one a line ('' when nothing was left out). */
export function fullNotes(notes: readonly string[]): string {
  return visibleNotes(notes) === notes.join('; ') ? '' : notes.join('\n');
}
