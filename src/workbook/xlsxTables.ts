/**
 * Tables (Excel's Format as Table, LibreOffice's database ranges) kept as the file has them.
 * The file library rebuilt each table from what it understood of it, and got it wrong: a table
 * without a style (LibreOffice saves a database range with an AutoFilter so) stopped every save;
 * the header row of an Excel table was dropped (Excel leaves out headerRowCount, which means 1);
 * every filter button was hidden and the filters set were lost. No command changes a table, so
 * keepTables() writes each one back exactly as it was read, under the id the library gives it.
 */
import { libraryModule, type SaxNode } from './libraryParts';

type XmlEvent = ['open', SaxNode] | ['text', string] | ['close'];

interface XmlStream {
  openXml(attributes: Record<string, string>): void;
  openNode(name: string, attributes?: Record<string, string>): void;
  writeText(text: string): void;
  closeNode(): void;
}

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
  depth?: number;
  events?: XmlEvent[];
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

let patched = false;

/** Makes the file library keep every table of a workbook as it was read (once per process). */
export function keepTables(): void {
  if (patched) return;
  patched = true;
  const xform = libraryModule<TableXform>('exceljs/lib/xlsx/xform/table/table-xform.js');
  const { render } = xform.prototype;
  xform.prototype.parseOpen = function (node: SaxNode): boolean {
    if (!this.depth) {
      const a = node.attributes;
      this.events = [];
      this.model = {
        name: a.name,
        displayName: a.displayName || a.name,
        tableRef: a.ref,
        columns: [],
        xml: this.events,
      };
    }
    this.depth = (this.depth ?? 0) + 1;
    this.events?.push(['open', { name: node.name, attributes: { ...node.attributes } }]);
    return true;
  };
  xform.prototype.parseText = function (text: string): void {
    if (this.depth) this.events?.push(['text', text]);
  };
  xform.prototype.parseClose = function (): boolean {
    this.events?.push(['close']);
    this.depth = (this.depth ?? 1) - 1;
    return this.depth > 0;
  };
  xform.prototype.render = function (stream: XmlStream, model: TableModel): void {
    if (!model.xml) {
      render.call(this, stream, model);
      return;
    }
    stream.openXml(XML_DECLARATION);
    model.xml.forEach((event, i) => {
      if (event[0] === 'open') {
        const { name, attributes } = event[1];
        // Table ids are unique in a workbook: the library numbers the tables it writes.
        const numbered = i === 0 && model.id !== undefined;
        stream.openNode(name, numbered ? { ...attributes, id: String(model.id) } : attributes);
      } else if (event[0] === 'text') stream.writeText(event[1]);
      else stream.closeNode();
    });
  };
}
