/**
 * Tables (Excel's Format as Table, LibreOffice's database ranges) kept as the file has them.
 * The file library rebuilt each table from what it understood of it, and got it wrong: a table
 * without a style (LibreOffice saves a database range with an AutoFilter so) stopped every save;
 * the header row of an Excel table was dropped (Excel leaves out headerRowCount, which means 1);
 * every filter button was hidden and the filters set were lost. No command changes a table, so
 * keepTables() writes each one back exactly as it was read, under the id the library gives it.
 */
import { libraryModule, type SaxNode } from './libraryParts';
import { writeEvents, XmlRecording, type XmlEvent, type XmlStream } from './xmlEvents';

/** What the library keeps of a table: enough to list it; `xml` is the table as read. */
interface TableModel {
  id?: number;
  name: string;
  displayName: string;
  tableRef: string;
  columns: unknown[];
  xml?: XmlEvent[];
}

interface TableState {
  model: TableModel | null;
  recording?: XmlRecording;
}

interface TableXform {
  prototype: {
    parseOpen(this: TableState, node: SaxNode): boolean;
    parseText(this: TableState, text: string): void;
    parseClose(this: TableState, name: string): boolean;
    render(this: TableState, stream: XmlStream, model: TableModel): void;
  };
}

const XML_DECLARATION = { version: '1.0', encoding: 'UTF-8', standalone: 'yes' };

/** A table part declares every namespace it uses. */
const NONE_DECLARED = new Set<string>();

let patched = false;

/** Makes the file library keep every table of a workbook as it was read (once per process). */
export function keepTables(): void {
  if (patched) return;
  patched = true;
  const xform = libraryModule<TableXform>('exceljs/lib/xlsx/xform/table/table-xform.js');
  const { render } = xform.prototype;
  xform.prototype.parseOpen = function (node: SaxNode): boolean {
    if (!this.recording?.open) {
      const a = node.attributes;
      this.recording = new XmlRecording();
      this.model = {
        name: a.name,
        displayName: a.displayName || a.name,
        tableRef: a.ref,
        columns: [],
        xml: this.recording.events,
      };
    }
    this.recording.start(node);
    return true;
  };
  xform.prototype.parseText = function (text: string): void {
    this.recording?.text(text);
  };
  xform.prototype.parseClose = function (): boolean {
    return this.recording?.end() ?? false;
  };
  xform.prototype.render = function (stream: XmlStream, model: TableModel): void {
    if (!model.xml) {
      render.call(this, stream, model);
      return;
    }
    stream.openXml(XML_DECLARATION);
    // Table ids are unique in a workbook: the library numbers the tables it writes.
    const id: Record<string, string> = model.id === undefined ? {} : { id: String(model.id) };
    writeEvents(stream, model.xml, NONE_DECLARED, id);
  };
}
