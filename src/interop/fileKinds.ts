import { InputError } from '../engine/errors';
import { isRosterHeader } from './csv';

/** The importers a chosen event file may need. */
export type EventFileKind = 'opengotha' | 'pairgoth' | 'csv';

const USE_INSTEAD =
  "Import the event's OpenGotha (.xml) or pairgoth (.tour) file, or a CSV roster, instead.";

/** The first lines with text, for telling the line-based formats apart. */
const firstLines = (text: string, n: number): string[] =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .slice(0, n);

/** A TDList line: tab-separated, an AGA id (1 to 5 digits) second (formats.md §2). */
function isTdListLine(line: string): boolean {
  const fields = line.split('\t');
  return fields.length >= 4 && /^\d{1,5}$/.test(fields[1].trim());
}

/**
 * A TDList's header, as a spreadsheet export writes it first (Name⇥AGA ID⇥Member Type⇥…): no
 * digit in the id column, and a third column (the membership type) a roster does not read.
 */
function isTdListHeader(line: string): boolean {
  const fields = line.split('\t');
  return (
    fields.length >= 4 &&
    !/\d/.test(fields[1]) &&
    fields[2].trim() !== '' &&
    !isRosterHeader(fields[2])
  );
}

/**
 * Which importer a file needs: by its extension, else by its first character. The results
 * files Pairsheet only writes are refused by name, as is a TDList (a rating list, not an
 * event): the EGF table by its .h0–.h9 extension or its "; CL[…]" header keys (formats.md §3),
 * the AGA results file by its TOURNEY line or PLAYERS and GAMES sections (§1), the TDList by
 * its tab-separated lines with an AGA id second (§2), after a header line or not.
 */
export function eventFileKind(fileName: string, text: string): EventFileKind {
  const name = fileName.toLowerCase();
  const start = text.replace(/^\uFEFF/, '').trimStart()[0];
  if (name.endsWith('.xml') || (!/\.(tour|json|csv|txt)$/.test(name) && start === '<')) {
    return 'opengotha';
  }
  if (name.endsWith('.tour') || name.endsWith('.json') || start === '{') return 'pairgoth';
  const lines = firstLines(text, 40);
  const file = fileName ? `"${fileName}"` : 'The file';
  if (/\.h\d$/.test(name) || lines.some((l) => /^;\s*[A-Z]{2}\[/.test(l))) {
    throw new InputError(
      `${file} is an EGF results table (.h9), a file Pairsheet writes for the EGD but cannot import. ${USE_INSTEAD}`,
    );
  }
  const section = (pattern: RegExp): boolean => lines.some((l) => pattern.test(l.trim()));
  if (
    /^tourney\b/i.test(lines[0] ?? '') ||
    (section(/^players$/i) && section(/^games(\s+\d+)?$/i))
  ) {
    throw new InputError(
      `${file} is an AGA results file, a file Pairsheet writes for the AGA but cannot import. ${USE_INSTEAD}`,
    );
  }
  const [first = '', second = ''] = lines;
  if (isTdListLine(first) || (isTdListHeader(first) && isTdListLine(second))) {
    throw new InputError(
      `${file} is an AGA TDList (a rating list), not an event. Use "Look up ratings…" (pairsheet ratings) to take ratings from it.`,
    );
  }
  return 'csv';
}
