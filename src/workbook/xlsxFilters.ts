/**
 * AutoFilters on a tab (Data › AutoFilter in LibreOffice, Sort & Filter › Filter in Excel; not a
 * table, see xlsxTables) kept as the file has them. The file library kept only the range of
 * each: the criteria chosen (values ticked, conditions, top 10, a sort) were lost on save, and
 * the hidden name _xlnm._FilterDatabase, which LibreOffice needs to show a tab's AutoFilter at
 * all, lost its tab (one tab's name overwrote the others'). keepFilters() writes each AutoFilter
 * back as read; xlsxNames writes that name (hidden, local to its tab) for every tab with one.
 * A tab a command rebuilds is a new tab: its AutoFilter goes with the old one.
 */
import { libraryModule, type SaxNode } from './libraryParts';
import { writeEvents, XmlRecording, type XmlEvent, type XmlStream } from './xmlEvents';

/** An AutoFilter as read: its range and the element with everything in it. */
interface KeptFilter {
  ref: string;
  xml: XmlEvent[];
}

/** What a worksheet holds as its AutoFilter: a range, or the library's own {from, to}. */
export type AutoFilterModel = KeptFilter | string | object | null | undefined;

interface FilterState {
  model: AutoFilterModel;
  recording?: XmlRecording;
}

interface FilterXform {
  prototype: {
    parseOpen(this: FilterState, node: SaxNode): boolean;
    parseText(this: FilterState, text: string): void;
    parseClose(this: FilterState, name: string): boolean;
    render(this: FilterState, stream: XmlStream, model: AutoFilterModel): void;
  };
}

/** The name Excel and LibreOffice give the range a tab's AutoFilter covers. */
export const FILTER_DATABASE = '_xlnm._FilterDatabase';

const CELL = /^\$?([A-Z]{1,3})\$?(\d+)$/;

function isKept(model: AutoFilterModel): model is KeptFilter {
  return typeof model === 'object' && model !== null && 'xml' in model && 'ref' in model;
}

/** A tab's AutoFilter range as an absolute reference ('Round 1'!$A$4:$G$24), or null. */
export function filterDatabaseRange(tab: string, model: AutoFilterModel): string | null {
  const ref = isKept(model) ? model.ref : typeof model === 'string' ? model : null;
  const cells = ref?.split(':').map((cell) => CELL.exec(cell.trim().toUpperCase()));
  if (!cells || cells.length > 2 || cells.some((cell) => !cell)) return null;
  const absolute = cells.map((cell) => `$${cell![1]}$${cell![2]}`).join(':');
  return `'${tab.replace(/'/g, "''")}'!${absolute}`;
}

let patched = false;

/** Makes the file library keep every tab's AutoFilter as it was read (once per process). */
export function keepFilters(): void {
  if (patched) return;
  patched = true;
  const filter = libraryModule<FilterXform>('exceljs/lib/xlsx/xform/sheet/auto-filter-xform.js');
  const sheet = libraryModule<{ WORKSHEET_ATTRIBUTES: Record<string, string> }>(
    'exceljs/lib/xlsx/xform/sheet/worksheet-xform.js',
  );
  // The prefixes the worksheet element the library writes declares (r, mc, x14ac).
  const declared = new Set(
    Object.keys(sheet.WORKSHEET_ATTRIBUTES)
      .filter((a) => a.startsWith('xmlns:'))
      .map((a) => a.slice('xmlns:'.length)),
  );

  const { render } = filter.prototype;
  filter.prototype.parseOpen = function (node: SaxNode): boolean {
    if (!this.recording?.open) {
      this.recording = new XmlRecording();
      const ref = node.attributes.ref;
      this.model = ref ? { ref, xml: this.recording.events } : null;
    }
    this.recording.start(node);
    return true;
  };
  filter.prototype.parseText = function (text: string): void {
    this.recording?.text(text);
  };
  filter.prototype.parseClose = function (): boolean {
    return this.recording?.end() ?? false;
  };
  filter.prototype.render = function (stream: XmlStream, model: AutoFilterModel): void {
    if (isKept(model)) writeEvents(stream, model.xml, declared, { ref: model.ref });
    else render.call(this, stream, model);
  };
}
