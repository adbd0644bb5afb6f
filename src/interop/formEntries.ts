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

/**
 * Lines of one name (compared as the Players tab compares names). With a timestamp column, a
 * form's responses list entries as they came, so the last line is the one a player corrected:
 * it is kept and each earlier line named in notes. Without one, each repeat is a refusal naming
 * both lines. Returns the lines left out.
 */
export function repeatedEntries(
  entries: readonly FormEntry[],
  stampHeader: string | null,
  what: string,
  nameColumn: string,
): { leftOut: Set<number>; notes: string[]; problems: string[] } {
  const last = new Map<string, FormEntry>();
  const first = new Map<string, FormEntry>();
  for (const entry of entries) {
    const key = nameKey(entry.name);
    last.set(key, entry);
    if (!first.has(key)) first.set(key, entry);
  }
  const leftOut = new Set<number>();
  const notes: string[] = [];
  const problems: string[] = [];
  const at = (e: FormEntry): string => (e.stamp ? `, ${stampHeader} ${e.stamp}` : '');
  for (const entry of entries) {
    const key = nameKey(entry.name);
    const kept = last.get(key) as FormEntry;
    if (kept === entry) continue;
    if (stampHeader !== null) {
      leftOut.add(entry.line);
      notes.push(
        `Line ${entry.line} (${entry.name}${at(entry)}) was left out: line ${kept.line} is a later entry of the same name${at(kept)}.`,
      );
    } else {
      const earlier = first.get(key) as FormEntry;
      if (earlier !== entry) continue;
      const lines = entries.filter((e) => nameKey(e.name) === key);
      problems.push(
        `${what}, lines ${lines.map((e) => e.line).join(' and ')}, column ${nameColumn}: "${kept.name}" is entered ${lines.length === 2 ? 'twice' : `${lines.length} times`}; Pairsheet needs unique names. Delete the line that is out of date (or tell two players apart, with a middle initial) and import again.`,
      );
    }
  }
  return { leftOut, notes, problems };
}
