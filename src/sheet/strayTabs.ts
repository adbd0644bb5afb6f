/**
 * Tabs of ours under another name. A TD who renames a round tab ("R1") or the Constraints tab
 * ("Constraints (old)") would otherwise see that round's games paired again, or its rules
 * dropped, without a word; such a tab is found by its header row and refused by name.
 */
import { InputError } from '../engine/errors';
import { cellText } from './cells';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** How far down a title block may push a header row (as table.ts looks for it). */
const TOP_ROWS = 6;

const key = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The header rows a tab may have: its top rows' cells, as keys (one getValues of the top). */
function topRows(sheet: GoogleAppsScript.Spreadsheet.Sheet): string[][] {
  const rows = Math.min(TOP_ROWS, sheet.getLastRow());
  const columns = sheet.getLastColumn();
  if (rows < 1 || columns < 1) return [];
  return sheet
    .getRange(1, 1, rows, columns)
    .getValues()
    .map((row) => row.map((c) => key(cellText(c))));
}

/**
 * The first tab, other than those `skip` names, with a top row holding every header of one of
 * `signatures` (each a list of header sets: a row must hold one header of each set).
 */
export function strayTab(
  ss: Spreadsheet,
  signature: readonly (readonly string[])[],
  skip: (name: string) => boolean,
): { name: string; headers: string[] } | null {
  for (const sheet of ss.getSheets()) {
    const name = sheet.getName();
    if (skip(name)) continue;
    for (const row of topRows(sheet)) {
      const found = signature.map((options) => options.find((h) => row.includes(key(h))));
      if (found.every((h) => h !== undefined)) return { name, headers: found as string[] };
    }
  }
  return null;
}

/** Refuses a round tab under another name ("R1", "Rnd 1"): its games would be paired again. */
export function refuseStrayRound(ss: Spreadsheet, ours: (name: string) => boolean): void {
  const stray = strayTab(ss, [['Board'], ['White', 'Player 1'], ['Result']], ours);
  if (stray) {
    throw new InputError(
      `The tab "${stray.name}" holds a round (headers ${stray.headers.join(', ')}) but is not named "Round N". ` +
        `Rename it "Round 1", "Round 2"… after its round, so its games are not paired again.`,
    );
  }
}

/** Refuses the Constraints tab under another name while no "Constraints" tab exists. */
export function refuseStrayConstraints(ss: Spreadsheet): void {
  const stray = strayTab(ss, [['Player'], ['Rule']], () => false);
  if (stray) {
    throw new InputError(
      `There is no "Constraints" tab, but the tab "${stray.name}" has its headers (Player, Player, Rule). ` +
        `Rename it back to "Constraints" so its rules are kept, or delete it to pair without them.`,
    );
  }
}
