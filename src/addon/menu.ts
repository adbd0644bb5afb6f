import { APP_NAME } from './run';

/** Menu captions and the top-level functions they call (Apps Script calls menu items by name). */
export const MENU_ITEMS: ReadonlyArray<readonly [caption: string, functionName: string] | null> = [
  ['Set up tournament sheet', 'menuSetUp'],
  null,
  ['Build bands', 'menuBuildBands'],
  ['Apply band edits', 'menuApplyBandEdits'],
  ['Seat players (round robin)', 'menuSeatPlayers'],
  null,
  ['Pair next round', 'menuPairNextRound'],
  ['Undo last pairing', 'menuUndoLastPairing'],
  ['Check round', 'menuCheckRound'],
  ['Print pairings', 'menuPrintPairings'],
  ['Print result slips', 'menuPrintSlips'],
  null,
  ['Update standings', 'menuUpdateStandings'],
  null,
  ['Import event…', 'menuImportEvent'],
  ['Export results…', 'menuExportResults'],
  ['Look up ratings…', 'menuLookUpRatings'],
  ['Apply rating review', 'menuApplyRatingReview'],
];

/**
 * True when the script runs as an editor add-on rather than bound to this sheet. Only an add-on
 * opens in AuthMode.NONE (not yet used in the document); otherwise the installation source says.
 */
export function installedAsAddon(e?: GoogleAppsScript.Events.SheetsOnOpen): boolean {
  if (e?.authMode === ScriptApp.AuthMode.NONE) return true;
  try {
    return ScriptApp.getInstallationSource() !== ScriptApp.InstallationSource.NONE;
  } catch {
    return false;
  }
}

/**
 * Builds the menu. Works in AuthMode.NONE (touches nothing but the Ui). An installed editor
 * add-on gets its items under Extensions; a script bound to the sheet gets a top-level menu.
 */
export function buildMenu(asAddon: boolean): void {
  const ui = SpreadsheetApp.getUi();
  const menu = asAddon ? ui.createAddonMenu() : ui.createMenu(APP_NAME);
  for (const item of MENU_ITEMS) {
    if (item) menu.addItem(item[0], item[1]);
    else menu.addSeparator();
  }
  menu.addToUi();
}
