/**
 * Where a new tab of the add-in goes in the workbook. A round goes right after the latest earlier
 * round's group (that round and its by-name sheet), a by-name sheet right after its round, so the
 * rounds read, and print, together and in order whatever was written in between (Standings,
 * Slips), Standings by division right after Standings. Any other new tab goes at the end; a tab being replaced keeps its place (tabBuild.ts).
 */
import {
  BY_NAME_TAB_PATTERN,
  byNameTabName,
  DIVISIONS_TAB_NAME,
  ROUND_TAB_PATTERN,
  roundTabName,
  STANDINGS_TAB_NAME,
} from './schema';

/** The tabs a new tab is placed after, the last one the workbook holds winning; [] for the end. */
export function tabsToFollow(name: string): string[] {
  const round = ROUND_TAB_PATTERN.exec(name);
  if (round) return roundGroupsBefore(Number(round[1]));
  const byName = BY_NAME_TAB_PATTERN.exec(name);
  if (byName) {
    const n = Number(byName[1]);
    return [...roundGroupsBefore(n), roundTabName(n)];
  }
  if (name === DIVISIONS_TAB_NAME) return [STANDINGS_TAB_NAME];
  return [];
}

/** Round 1, Round 1 by name, … up to round n-1's group, in order. */
function roundGroupsBefore(n: number): string[] {
  const names: string[] = [];
  for (let m = 1; m < n; m++) names.push(roundTabName(m), byNameTabName(m));
  return names;
}

/**
 * The 0-based index a new tab takes among the workbook's tabs (their names in order): right after
 * the last tab it follows that is there, else at the end. Names match as Sheets matches them,
 * case ignored.
 */
export function newTabIndex(name: string, tabs: readonly string[]): number {
  const index = new Map(tabs.map((tab, i) => [tab.toLowerCase(), i]));
  let after = -1;
  for (const tab of tabsToFollow(name)) after = index.get(tab.toLowerCase()) ?? after;
  return after < 0 ? tabs.length : after + 1;
}
