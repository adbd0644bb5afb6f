import { nameKey } from '../engine/names';

/** A form's timestamp column: Google Forms, Microsoft Forms, a club website's export. */
export const TIMESTAMP_HEADERS = [
  'timestamp',
  'completion time',
  'submitted',
  'submitted at',
  'submission time',
  'date submitted',
];

export interface FormEntry {
  /** 1-based line of the file. */
  line: number;
  /** The name as the Players tab will hold it ("Lee, Ann"). */
  name: string;
  /** The timestamp as the file writes it; blank without a timestamp column. */
  stamp: string;
}

/** A year-first stamp as seconds since year 0 ("2025/03/04 7:30:05 PM EST"); null otherwise. */
function stampSeconds(stamp: string): number | null {
  const m =
    /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]m)?)?/i.exec(
      stamp.trim(),
    );
  if (!m) return null;
  const hour = (Number(m[4] ?? 0) % (m[7] ? 12 : 24)) + (m[7]?.toLowerCase() === 'pm' ? 12 : 0);
  const day = (Number(m[1]) * 13 + Number(m[2])) * 32 + Number(m[3]);
  return ((day * 24 + hour) * 60 + Number(m[5] ?? 0)) * 60 + Number(m[6] ?? 0);
}

/**
 * The entry a player made last: by its year-first timestamp when every entry of the name has
 * one (a responses sheet sorted before export), else the last line of the file.
 */
function latest(lines: readonly FormEntry[]): FormEntry {
  const seconds = lines.map((e) => stampSeconds(e.stamp));
  if (seconds.some((m) => m === null)) return lines[lines.length - 1];
  return lines.reduce((kept, e, i) =>
    (seconds[i] as number) >= (seconds[lines.indexOf(kept)] as number) ? e : kept,
  );
}

/** "2 and 4", "2, 4 and 5". */
const listed = (lines: readonly number[]): string =>
  lines.length < 2
    ? lines.join('')
    : `${lines.slice(0, -1).join(', ')} and ${lines[lines.length - 1]}`;

/**
 * Lines of one name (compared as the Players tab compares names). With a timestamp column, the
 * latest entry is the one a player corrected: it is kept and each other line named in notes.
 * Without one, each repeat is a refusal naming its lines. Returns the lines left out.
 */
export function repeatedEntries(
  entries: readonly FormEntry[],
  stampHeader: string | null,
  what: string,
  nameColumn: string,
): { leftOut: Set<number>; notes: string[]; problems: string[] } {
  const byName = new Map<string, FormEntry[]>();
  for (const entry of entries) {
    const key = nameKey(entry.name);
    byName.set(key, [...(byName.get(key) ?? []), entry]);
  }
  const leftOut = new Set<number>();
  const notes: string[] = [];
  const problems: string[] = [];
  const at = (e: FormEntry): string => (e.stamp ? `, ${stampHeader} ${e.stamp}` : '');
  for (const entry of entries) {
    const lines = byName.get(nameKey(entry.name)) as FormEntry[];
    const kept = stampHeader !== null ? latest(lines) : lines[lines.length - 1];
    if (kept === entry) continue;
    if (stampHeader !== null) {
      leftOut.add(entry.line);
      notes.push(
        `Line ${entry.line} (${entry.name}${at(entry)}) was left out: line ${kept.line} is a later entry of the same name${at(kept)}.`,
      );
    } else {
      if (lines[0] !== entry) continue;
      problems.push(
        `${what}, lines ${listed(lines.map((e) => e.line))}, column ${nameColumn}: "${kept.name}" is entered ${lines.length === 2 ? 'twice' : `${lines.length} times`}; Pairsheet needs unique names. Delete the line that is out of date (or tell two players apart, with a middle initial) and import again.`,
      );
    }
  }
  return { leftOut, notes, problems };
}
