/**
 * Entry points Apps Script calls. Every export becomes a top-level function in the bundle
 * (scripts/build.mjs); each one only hands over to a command.
 */
import { applyBandEditsCommand, buildBands } from './commands/bands';
import { checkRoundCommand } from './commands/checkRound';
import {
  applyRatingReview,
  exportEventFile,
  importEventFile,
  lookUpRatingsFile,
  showExportDialog,
  showImportDialog,
  showLookUpDialog,
} from './commands/interop';
import { pairNextRound } from './commands/pairNextRound';
import { printPairings } from './commands/printPairings';
import { printSlips } from './commands/printSlips';
import { seatPlayersCommand } from './commands/seatPlayers';
import { setUpSheet } from './commands/setUp';
import { updateStandings } from './commands/standings';
import { undoLastPairing } from './commands/undoPairing';
import { applyReview } from '../sheet/ratingReview';
import { buildMenu, installedAsAddon } from './menu';
import { runCommand } from './run';

export function onOpen(e?: GoogleAppsScript.Events.SheetsOnOpen): void {
  buildMenu(installedAsAddon(e));
}

export function onInstall(): void {
  buildMenu(true);
}

export const menuSetUp = (): void => runCommand('Set up tournament sheet', setUpSheet);
export const menuBuildBands = (): void => runCommand('Build bands', buildBands);
export const menuApplyBandEdits = (): void => runCommand('Apply band edits', applyBandEditsCommand);
export const menuSeatPlayers = (): void =>
  runCommand('Seat players (round robin)', seatPlayersCommand);
export const menuPairNextRound = (): void => runCommand('Pair next round', pairNextRound);
export const menuUndoLastPairing = (): void => runCommand('Undo last pairing', undoLastPairing);
export const menuCheckRound = (): void => runCommand('Check round', checkRoundCommand);
export const menuPrintPairings = (): void => runCommand('Print pairings', printPairings);
export const menuPrintSlips = (): void => runCommand('Print result slips', printSlips);
export const menuUpdateStandings = (): void => runCommand('Update standings', updateStandings);

// Import, export and rating look-up: the menu items open dialogs; the dialogs call the rest
// through google.script.run with one object argument.
export const menuImportEvent = (): void => showImportDialog();
export const menuExportResults = (): void => showExportDialog();
export const menuLookUpRatings = (): void => showLookUpDialog();
export const menuApplyRatingReview = (): void =>
  runCommand('Apply rating review', (ss) => ({ message: applyReview(ss) }));
export { importEventFile, exportEventFile, lookUpRatingsFile, applyRatingReview };
