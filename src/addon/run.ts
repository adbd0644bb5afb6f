import { InputError } from '../engine/errors';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
export type Ui = GoogleAppsScript.Base.Ui;

export const APP_NAME = 'Pairsheet';

/** What a command reports when it is done: a short toast, or a dialog for longer news. */
export interface Report {
  message: string;
  dialog?: boolean;
}

/**
 * Runs a menu command: holds the document lock so two clicks cannot interleave, shows one
 * dialog for input problems (nothing has been written by then), and a toast on success.
 */
export function runCommand(title: string, command: (ss: Spreadsheet, ui: Ui) => Report): void {
  const ui = SpreadsheetApp.getUi();
  const lock = LockService.getDocumentLock();
  if (!lock.tryLock(1000)) {
    ui.alert(
      `${APP_NAME}: busy`,
      'Another Pairsheet command is still running in this spreadsheet. Wait for it to finish, then try again. Nothing was changed.',
      ui.ButtonSet.OK,
    );
    return;
  }
  try {
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    const report = command(ss, ui);
    if (report.dialog) ui.alert(`${APP_NAME}: ${title}`, report.message, ui.ButtonSet.OK);
    else ss.toast(report.message, `${APP_NAME}: ${title}`, 8);
  } catch (error) {
    if (error instanceof InputError) {
      ui.alert(`${APP_NAME}: ${title}`, error.message, ui.ButtonSet.OK);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    ui.alert(
      `${APP_NAME}: ${title} failed`,
      `Something unexpected went wrong: ${message}`,
      ui.ButtonSet.OK,
    );
    throw error;
  } finally {
    lock.releaseLock();
  }
}

/** Asks a yes/no question; true only for Yes. */
export function confirm(ui: Ui, title: string, question: string): boolean {
  return ui.alert(`${APP_NAME}: ${title}`, question, ui.ButtonSet.YES_NO) === ui.Button.YES;
}
