/**
 * Tabs of ours under another name. A TD who renames a round tab ("R1") or the Constraints tab
 * ("Constraints (old)") would otherwise see that round's games paired again, or its rules
 * dropped, without a word; such a tab is found by its header row and refused by name. Only
 * tabs of the TD's own are looked at (the add-in's tabs are known by name), with one read of
 * their top rows each.
 */
import { InputError } from '../engine/errors';
import {
  BANDS_TAB,
  BY_NAME_TAB_PATTERN,
  CONSTRAINTS_TAB,
  DIVISIONS_TAB_NAME,
  GAMES_TAB,
  IMPORT_REPORT_TAB,
  PLAYERS_TAB,
  PREFERENCES_TAB,
  RATING_REVIEW_TAB_NAME,
  ROUND_TAB_PATTERN,
  SEATS_TAB_NAME,
  SETTINGS_TAB,
  STANDINGS_TAB_NAME,
} from './schema';
import { SLIPS_TAB_NAME } from './slipsTab';
import { headerKey, HEADER_SEARCH_ROWS } from './table';
import { draftBase, isDraftTab } from './tabBuild';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The add-in's tabs with a fixed name. */
const FIXED_TAB_NAMES: readonly string[] = [
  SETTINGS_TAB.name,
  PLAYERS_TAB.name,
  BANDS_TAB.name,
  CONSTRAINTS_TAB.name,
  GAMES_TAB.name,
  PREFERENCES_TAB.name,
  STANDINGS_TAB_NAME,
  DIVISIONS_TAB_NAME,
  SEATS_TAB_NAME,
  SLIPS_TAB_NAME,
  RATING_REVIEW_TAB_NAME,
  IMPORT_REPORT_TAB,
];
const OUR_TABS = new Set(FIXED_TAB_NAMES.map(headerKey));

/** A tab the add-in writes or reads under its own name, or one it keeps half-built. */
const isOurTab = (name: string): boolean =>
  OUR_TABS.has(headerKey(name)) ||
  ROUND_TAB_PATTERN.test(name) ||
  BY_NAME_TAB_PATTERN.test(name) ||
  isDraftTab(name);

/**
 * A tab the add-in writes, as Sheets finds it by name (case ignored): a fixed name, a round, its
 * by-name sheet, or one of these left half-built. A tab of the TD's own is never one.
 */
export function isOwnedTab(name: string): boolean {
  const base = draftBase(name);
  const key = base.toLowerCase();
  return (
    FIXED_TAB_NAMES.some((n) => n.toLowerCase() === key) ||
    ROUND_TAB_PATTERN.test(base) ||
    BY_NAME_TAB_PATTERN.test(base)
  );
}

/** Whether one of the tab's top rows holds a header of each set (text cells only). */
function hasHeaderRow(sheet: Sheet, signature: readonly (readonly string[])[]): boolean {
  let rows: unknown[][];
  try {
    const height = Math.min(HEADER_SEARCH_ROWS, sheet.getLastRow());
    const width = sheet.getLastColumn();
    if (height < 1 || width < 1) return false;
    rows = sheet.getRange(1, 1, height, width).getValues();
  } catch {
    return false; // not a grid (a chart sheet): no headers
  }
  return rows.some((row) => {
    const cells = row.map((c) => (typeof c === 'string' ? headerKey(c) : ''));
    return signature.every((options) => options.some((h) => cells.includes(headerKey(h))));
  });
}

const ROUND_HEADERS = [['Board'], ['White', 'Player 1'], ['Result']] as const;

/**
 * Refuses a round tab under another name ("R1", "Rnd 1"): its games would be paired again. A
 * tab whose name holds a round tab's name ("Copy of Round 1", a backup) is left alone.
 */
export function refuseStrayRound(sheets: readonly Sheet[], roundTabs: readonly string[]): void {
  for (const sheet of sheets) {
    const name = sheet.getName();
    if (isOurTab(name) || roundTabs.some((round) => name.includes(round))) continue;
    if (hasHeaderRow(sheet, ROUND_HEADERS)) {
      throw new InputError(
        `The tab "${name}" holds a round (Board, White, Result) but is not named "Round N". ` +
          `Rename it "Round 1", "Round 2"… after its round, so its games are not paired again; ` +
          `if it is an old copy, delete it or move it to another file.`,
      );
    }
  }
}

/** Refuses the Constraints tab under another name while no "Constraints" tab exists. */
export function refuseStrayConstraints(sheets: readonly Sheet[]): void {
  for (const sheet of sheets) {
    const name = sheet.getName();
    if (isOurTab(name) || !hasHeaderRow(sheet, [['Player'], ['Rule']])) continue;
    throw new InputError(
      `There is no "Constraints" tab, but the tab "${name}" has its headers (Player, Player, Rule). ` +
        `Rename it back to "Constraints" so its rules are kept, or delete it to pair without them.`,
    );
  }
}
