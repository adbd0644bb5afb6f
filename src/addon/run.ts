import { InputError } from '../engine/errors';
import { useCalendar } from '../sheet/calendar';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
export type Ui = GoogleAppsScript.Base.Ui;

export const APP_NAME = 'Pairsheet';

/** What a command reports when it is done: a short toast, or a dialog for longer news. */
export interface Report {
  message: string;
  dialog?: boolean;
}

export const BUSY =
  'Another Pairsheet command is still running in this spreadsheet. Wait for it to finish, then try again. Nothing was changed.';

/**
 * Runs `work` under the document lock, so two clicks (or two editors) cannot interleave, with
 * dates read and written in the sheet's time zone. Sheets may hold writes back until a flush,
 * so they are flushed before the lock is let go: the next command reads what this one wrote.
 * Returns `busy` when another command holds the lock.
 */
export function underDocumentLock<T>(busy: () => T, work: (ss: Spreadsheet) => T): T {
  const lock = LockService.getDocumentLock();
  if (!lock.tryLock(1000)) return busy();
  try {
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    const zone = ss.getSpreadsheetTimeZone();
    useCalendar({ format: (date, pattern) => Utilities.formatDate(date, zone, pattern) });
    return work(ss);
  } finally {
    try {
      SpreadsheetApp.flush();
    } finally {
      lock.releaseLock();
    }
  }
}

/**
 * Runs a menu command: one dialog for input problems (nothing has been written by then), and a
 * toast on success.
 */
export function runCommand(title: string, command: (ss: Spreadsheet, ui: Ui) => Report): void {
  const ui = SpreadsheetApp.getUi();
  underDocumentLock<void>(
    () => void ui.alert(`${APP_NAME}: busy`, BUSY, ui.ButtonSet.OK),
    (ss) => {
      try {
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
      }
    },
  );
}

/** Asks a yes/no question; true only for Yes. */
export function confirm(ui: Ui, title: string, question: string): boolean {
  return ui.alert(`${APP_NAME}: ${title}`, question, ui.ButtonSet.YES_NO) === ui.Button.YES;
}
