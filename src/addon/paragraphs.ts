import type { Report } from './run';

/** A blank line: the alert box and the command line both show the text as written. */
export const PARAGRAPH_BREAK = '\n\n';

/**
 * A report in paragraphs: the first says what was done, each next one is a finding on its own
 * (a warning, advice). More than one paragraph, or `dialog`, is a dialog: a toast is one line.
 */
export function inParagraphs(paragraphs: ReadonlyArray<string | null>, dialog = false): Report {
  const kept = paragraphs.filter((p): p is string => p !== null && p !== '');
  const message = kept.join(PARAGRAPH_BREAK);
  return dialog || kept.length > 1 ? { message, dialog: true } : { message };
}
