/**
 * Runs one menu item of the built add-in on an opened workbook and sorts out what happened:
 * the toasts and dialogs it showed, the questions it asked, and whether it refused. The add-in
 * shows a question once its command has stopped (nothing written) and runs it again on Yes;
 * the terminal's answer comes only after this run, so the command line answers No here and
 * runs the whole command again with the answer, the same idea one level up.
 */
import { loadBundle } from '../workbook/loadBundle';
import { snapshot } from '../workbook/snapshot';
import type { MemorySpreadsheet } from '../workbook/spreadsheet';
import type { XlsxDocument } from '../workbook/xlsxDocument';
import type { MenuSubcommand } from './commands';

export interface Question {
  title: string;
  prompt: string;
  buttons: string;
}

interface Shown {
  title: string;
  text: string;
}

export interface MenuRun {
  /**
   * ok: the command did its work (a dialog it showed is its report); refused: it showed a
   * problem and wrote nothing; failed: it crashed.
   */
  outcome: 'ok' | 'refused' | 'failed';
  shown: Shown[];
  /** The first question no answer was given for (answered with its "no" button). */
  unanswered: Question | null;
}

/** The button that declines a question: No, else Cancel. */
function declineButton(buttons: string): string {
  return buttons.includes('NO') ? 'NO' : 'CANCEL';
}

/** The button that accepts a question: Yes, else OK. */
export function acceptButton(buttons: string): string {
  return buttons.includes('YES') ? 'YES' : 'OK';
}

export interface RunOptions {
  bundlePath: string;
  /** Answers (button names) to the questions, in order. */
  answers: string[];
  /** Answer Yes to every question beyond `answers`. */
  yes: boolean;
}

/**
 * Everything a command can write, as text: every tab (values, formats, notes, validations) and
 * the document properties (the undo record).
 */
function contents(ss: MemorySpreadsheet): string {
  const properties = [...ss.properties.document].sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([snapshot(ss), properties]);
}

export function runMenuItem(
  doc: XlsxDocument,
  subcommand: MenuSubcommand,
  options: RunOptions,
): MenuRun {
  const ss = doc.spreadsheet;
  const addon = loadBundle({
    spreadsheet: ss,
    bundlePath: options.bundlePath,
    timeoutMs: 10 * 60_000,
  });
  addon.openMenu();
  const item = addon.menuItems().find((i) => i.caption === subcommand.caption);
  if (!item) throw new Error(`The add-in has no menu item "${subcommand.caption}".`);
  ss.ui.alerts = [];
  ss.toasts.length = 0;
  ss.ui.answers = [...options.answers];
  let unanswered: Question | null = null;
  ss.ui.responder = (question) => {
    if (options.yes) return acceptButton(question.buttons);
    unanswered ??= question;
    return declineButton(question.buttons);
  };
  const before = contents(ss);
  let failed = false;
  try {
    addon.run(item.functionName);
  } catch {
    failed = true;
  }
  const dialogs = ss.ui.alerts.filter((a) => a.buttons === 'OK');
  const shown: Shown[] = [
    ...dialogs.map((a) => ({ title: a.title, text: a.prompt })),
    ...ss.toasts.map((t) => ({ title: t.title, text: t.msg })),
  ];
  // A problem with the input is shown before anything is written; a command that wrote its
  // changes and then showed a dialog (players left short, say) is reporting, not refusing.
  let outcome: MenuRun['outcome'] = 'ok';
  if (failed) outcome = 'failed';
  else if (dialogs.length > 0 && contents(ss) === before) {
    const good = subcommand.reportIsGood;
    outcome = good && dialogs.every((d) => good(d.prompt)) ? 'ok' : 'refused';
  }
  return { outcome, shown, unanswered };
}
