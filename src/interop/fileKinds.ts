import { InputError } from '../engine/errors';

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

/**
 * Which importer a file needs: by its extension, else by its first character. The results
 * files Pairsheet only writes are refused by name, as is a TDList (a rating list, not an
 * event): the EGF table by its .h0–.h9 extension or its "; CL[…]" header keys (formats.md §3),
 * the AGA results file by its TOURNEY line or PLAYERS and GAMES sections (§1), the TDList by
 * its tab-separated lines with an AGA id second (§2).
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
  const fields = (lines[0] ?? '').split('\t');
  if (fields.length >= 4 && /^\d{1,5}$/.test(fields[1].trim())) {
    throw new InputError(
      `${file} is an AGA TDList (a rating list), not an event. Use "Look up ratings…" (pairsheet ratings) to take ratings from it.`,
    );
  }
  return 'csv';
}
