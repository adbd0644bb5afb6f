/**
 * The program a saved file says made it (docProps/app.xml). The file library always says
 * Microsoft Excel, and LibreOffice then trusts the values formulas had when the file was last
 * saved instead of computing them: a formula of the TD's that points at a tab a command wrote
 * anew (`=Standings!B6` on a prize list) would still show the old leader. A file from another
 * program is computed in full when LibreOffice opens it, as Excel computes every file the
 * command line writes (fullCalcOnLoad).
 */
import { libraryModule } from './libraryParts';

interface XmlStream {
  leafNode(name: string, attributes: unknown, text: unknown): void;
}

interface AppXform {
  prototype: { render(this: unknown, xmlStream: XmlStream, model: unknown): void };
}

/** What the file names as its program. */
const APPLICATION = 'Pairsheet';

let patched = false;

/** Makes the file library name Pairsheet as the file's program (once per process). */
export function nameApplication(): void {
  if (patched) return;
  patched = true;
  const app = libraryModule<AppXform>('exceljs/lib/xlsx/xform/core/app-xform.js');
  const { render } = app.prototype;
  app.prototype.render = function (xmlStream: XmlStream, model: unknown): void {
    // For this part only: the stream's own leafNode (on its prototype) comes back after.
    const { leafNode } = xmlStream;
    xmlStream.leafNode = function (this: XmlStream, name, attributes, text) {
      leafNode.call(this, name, attributes, name === 'Application' ? APPLICATION : text);
    };
    try {
      render.call(this, xmlStream, model);
    } finally {
      delete (xmlStream as Partial<XmlStream>).leafNode;
    }
  };
}
