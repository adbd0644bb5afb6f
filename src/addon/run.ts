import { InputError } from '../engine/errors';
import { useCalendar } from '../sheet/calendar';
import { adoptPropertiesTab } from '../sheet/propertiesTab';
import { PARAGRAPH_BREAK } from './paragraphs';
import { Questions, Unanswered } from './questions';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Ui = GoogleAppsScript.Base.Ui;

export const APP_NAME = 'Pairsheet';

/**
 * What a command reports when it is done: a short toast, or a dialog for longer news. A message
 * in paragraphs (paragraphs.ts) is always shown as a dialog: a toast shows one line.
 */
export interface Report {
  message: string;
  dialog?: boolean;
}

export const BUSY =
  'Another Pairsheet command is still running in this spreadsheet. Wait for it to finish, then try again. Nothing was changed.';

/**
 * Runs `work` under the document lock, so two clicks (or two editors) cannot interleave, with
 * dates read and written in the sheet's time zone. Sheets may hold writes back until a flush
 * (a dialog does not flush them), so they are flushed before the lock is let go, and before
 * any report or error is shown: the next command reads what this one wrote, or what a failed
 * command's rollback put back. Returns `busy()` when another command holds the lock.
 */
export function underDocumentLock<T>(busy: () => T, work: (ss: Spreadsheet) => T): T {
  const lock = LockService.getDocumentLock();
  if (!lock.tryLock(1000)) return busy();
  let result: T;
  try {
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    const zone = ss.getSpreadsheetTimeZone();
    useCalendar({ format: (date, pattern) => Utilities.formatDate(date, zone, pattern) });
    result = work(ss);
  } catch (error) {
    try {
      SpreadsheetApp.flush();
    } catch {
      // The error that stopped the command is the one the TD needs to see.
    }
    lock.releaseLock();
    throw error;
  }
  try {
    SpreadsheetApp.flush();
  } finally {
    lock.releaseLock();
  }
  return result;
}

/** Questions a command may ask in a row before it gives up on a sheet that keeps changing. */
const MAX_QUESTIONS = 3;

/**
 * Runs a menu command: one dialog for input problems (nothing has been written by then), and
 * its report (a toast, or a dialog for longer news) once its writes are in and the lock is free.
 * A question stops the command; it is shown with the lock free, and Yes runs it again.
 */
export function runCommand(
  title: string,
  command: (ss: Spreadsheet, questions: Questions) => Report,
): void {
  const ui = SpreadsheetApp.getUi();
  const heading = `${APP_NAME}: ${title}`;
  let yes: string[] = [];
  // Said once, with the report or refusal of the run that ends the command.
  let adopted: string | null = null;
  const withAdopted = (message: string): string =>
    adopted ? `${message}${PARAGRAPH_BREAK}${adopted}` : message;
  for (let shown = 0; ; shown++) {
    const questions = new Questions(title, yes);
    let done: { ss: Spreadsheet; report: Report } | null;
    try {
      done = underDocumentLock(
        () => null,
        (ss) => {
          adopted = adoptPropertiesTab(ss) ?? adopted;
          return { ss, report: command(ss, questions) };
        },
      );
    } catch (error) {
      if (error instanceof Unanswered) {
        if (shown === MAX_QUESTIONS) {
          const again = `The sheet kept changing while the questions were open, so nothing was changed. Run "${title}" again once no one else is editing.`;
          ui.alert(heading, withAdopted(again), ui.ButtonSet.OK);
          return;
        }
        if (!confirm(ui, title, error.question)) {
          if (adopted)
            ui.alert(
              heading,
              `${adopted}${PARAGRAPH_BREAK}Nothing else was changed.`,
              ui.ButtonSet.OK,
            );
          else SpreadsheetApp.getActiveSpreadsheet().toast('Nothing was changed.', heading, 8);
          return;
        }
        // Every question this run asked is now answered Yes; one it did not ask is dropped.
        yes = questions.asked;
        continue;
      }
      if (error instanceof InputError) {
        ui.alert(heading, withAdopted(questions.refusal(error)), ui.ButtonSet.OK);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      ui.alert(
        `${heading} failed`,
        withAdopted(`Something unexpected went wrong: ${message}`),
        ui.ButtonSet.OK,
      );
      throw error;
    }
    if (done && adopted)
      done.report = { ...done.report, message: withAdopted(done.report.message) };
    if (!done) ui.alert(`${APP_NAME}: busy`, BUSY, ui.ButtonSet.OK);
    else if (asDialog(done.report)) ui.alert(heading, done.report.message, ui.ButtonSet.OK);
    else done.ss.toast(oneLine(done.report.message), heading, 8);
    return;
  }
}

/** A toast runs its lines together, so a report in paragraphs is a dialog even if not asked. */
function asDialog(report: Report): boolean {
  return report.dialog === true || report.message.includes(PARAGRAPH_BREAK);
}

/** A toast's text: a line break (one typed into a name, say) becomes a space. */
const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, ' ');

/** Asks a yes/no question; true only for Yes. */
function confirm(ui: Ui, title: string, question: string): boolean {
  return ui.alert(`${APP_NAME}: ${title}`, question, ui.ButtonSet.YES_NO) === ui.Button.YES;
}
