/** An add-in message as the command line prints it: its commands, and advice that works offline. */
import { TAB_BACK } from '../sheet/tabBack';
import { withCommandNames } from './commands';

/**
 * An .xlsx file has no version history, and the program it was edited in has closed it (the
 * command line refuses a file still open), so its Edit › Undo is gone too: a saved copy is left.
 */
const OFFLINE_TAB_BACK =
  'from a copy of the file saved before it went; the command line keeps no copy of its own';

export function forCommandLine(text: string): string {
  return withCommandNames(text.split(TAB_BACK).join(OFFLINE_TAB_BACK));
}
