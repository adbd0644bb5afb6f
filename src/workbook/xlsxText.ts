/**
 * Text in an .xlsx file may hold "_xHHHH_" for the character of code HHHH: Excel writes a
 * carriage return or a control character that way, and a literal "_x0041_" with its underscore
 * written _x005F_, lest it read as "A". The file library reads these but writes text as it is,
 * so a name pasted as "Ann_x0041_" came back "AnnA" from the next command, and a control
 * character was dropped. writeTextAsRead() makes it write them (once per process).
 */
import { libraryModule } from './libraryParts';

interface TextXform {
  prototype: { render(this: unknown, xmlStream: unknown, model: unknown): void };
}

const ESCAPED = /_x[0-9A-Fa-f]{4}_/g;

/** The control characters written as they are (a carriage return would read as a line feed). */
const KEPT_CONTROL = /[\t\n\u007F-\u009F]/;

/** Text as written to the file: read back by Excel, LibreOffice and the file library as is. */
const toXlsxText = (text: string): string =>
  text
    .replace(ESCAPED, '_x005F$&')
    .replace(/\p{Cc}/gu, (c) =>
      KEPT_CONTROL.test(c)
        ? c
        : `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
    );

let patched = false;

export function writeTextAsRead(): void {
  if (patched) return;
  patched = true;
  // The <t> element of shared strings, rich text runs and notes: what the library decodes.
  const text = libraryModule<TextXform>('exceljs/lib/xlsx/xform/strings/text-xform.js');
  const { render } = text.prototype;
  text.prototype.render = function (xmlStream: unknown, model: unknown): void {
    render.call(this, xmlStream, typeof model === 'string' ? toXlsxText(model) : model);
  };
}
