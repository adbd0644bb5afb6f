import { InputError } from '../engine/errors';

/** Largest file an import or a rating list may be: far above any real event or TDList. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** Refuses text too large to be an event file, before any parsing. */
export function checkSize(text: string, what: string): void {
  // UTF-16 length is a lower bound for the UTF-8 size; the rough figure is enough here.
  const bytes = text.length;
  if (bytes > MAX_IMPORT_BYTES) {
    const mb = (bytes / 1024 / 1024).toFixed(1);
    throw new InputError(
      `The ${what} is ${mb} MB; files over ${MAX_IMPORT_BYTES / 1024 / 1024} MB are refused (no event or rating list is that large). Check that the right file was chosen.`,
    );
  }
}

/** Removes a byte-order mark and normalises line endings to \n. */
export function cleanText(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}
