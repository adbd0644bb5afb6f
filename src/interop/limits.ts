import { InputError } from '../engine/errors';

/** Largest file an import or a rating list may be: far above any real event or TDList. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** Refuses text too large to be an event file, before any parsing. */
export function checkSize(text: string, what: string): void {
  const bytes = utf8Bytes(text);
  if (bytes > MAX_IMPORT_BYTES) {
    const mb = (bytes / 1024 / 1024).toFixed(1);
    throw new InputError(
      `The ${what} is ${mb} MB; files over ${MAX_IMPORT_BYTES / 1024 / 1024} MB are refused (no event or rating list is that large). Check that the right file was chosen.`,
    );
  }
}

/** Size of the text as a UTF-8 file; stops counting once past the limit. */
function utf8Bytes(text: string): number {
  if (text.length > MAX_IMPORT_BYTES) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    // A surrogate pair (4 bytes) counts 2 for each half.
    else if (c >= 0xd800 && c <= 0xdfff) bytes += 2;
    else bytes += 3;
  }
  return bytes;
}

/** Removes a byte-order mark and normalises line endings to \n. */
export function cleanText(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}
