/**
 * The print setup of a worksheet, as the file library reads and writes it, made to survive a
 * load and save of a tab no command touches. keepPrintSetup() mends two gaps:
 *
 * - Manual page breaks (`<rowBreaks>`, `<colBreaks>`): the library writes the row breaks set on
 *   a worksheet but reads none back, and knows no column breaks, so a tab saved again lost them
 *   (result slips then printed cut across pages). Both are now read and written back, as
 *   `rowBreaks` and `colBreaks` of the worksheet.
 * - On/off settings written `true` / `false` (LibreOffice does, the format allows it): the
 *   library reads only `1`, so fit-to-page, centring, gridlines… of a workbook last saved in
 *   LibreOffice were dropped and its tabs printed unscaled over many pages.
 * - The number of the first page: the library read every page setup as numbering its pages
 *   from 1, so a TD's tab whose pages go on from the tab before it (no useFirstPageNumber, as
 *   Excel saves it) was written back numbered from 1. Such a tab is now written as it was.
 */
import { libraryModule, type SaxNode } from './libraryParts';

/**
 * A break as the file holds it: a new page starts after row (column) `id`, across columns
 * (rows) `min`…`max`; `man` marks one set by hand (the others are the program's own).
 */
export interface PageBreak {
  id: number;
  max?: number;
  min?: number;
  man?: number;
  pt?: number;
}

/** A worksheet with the breaks it prints with. */
export type BreaksOf = { rowBreaks: PageBreak[]; colBreaks?: PageBreak[] };

/** Last column and last row a break spans (zero-based, as the file counts them). */
const LAST_COLUMN = 16_383;
const LAST_ROW = 1_048_575;

/** A manual break after row (`kind` 'row') or column `id`. */
export function manualBreak(kind: 'row' | 'column', id: number): PageBreak {
  return { id, max: kind === 'row' ? LAST_COLUMN : LAST_ROW, man: 1 };
}

/** Rows (columns) after which a page starts by hand, in order, from a worksheet's breaks. */
export function manualBreakIds(breaks: readonly PageBreak[] | undefined): number[] {
  const ids = (breaks ?? []).filter((b) => b.man && b.id >= 1).map((b) => b.id);
  return [...new Set(ids)].sort((a, b) => a - b);
}

interface XmlStream {
  openNode(name: string, attributes?: Record<string, unknown>): void;
  leafNode(name: string, attributes?: Record<string, unknown>): void;
  closeNode(): void;
}

type BreakTag = 'rowBreaks' | 'colBreaks';

/** What the patched worksheet reader keeps while it reads one worksheet. */
interface ReaderState {
  parser?: unknown;
  model?: { pageBreaks?: Partial<Record<BreakTag, PageBreak[]>> };
  map: { rowBreaks: { render(stream: XmlStream, model: unknown): void } };
  breaksRead?: Partial<Record<BreakTag, PageBreak[]>>;
  breaksIn?: BreakTag;
}

interface WorksheetXform {
  prototype: {
    parseOpen(this: ReaderState, node: SaxNode): boolean;
    parseClose(this: ReaderState, name: string): boolean;
    render(this: ReaderState, stream: XmlStream, model: WorksheetModel): void;
  };
}

interface PageSetupState {
  model?: { firstPageNumber?: number };
}

interface PageSetupXform {
  prototype: { parseOpen(this: PageSetupState, node: SaxNode): boolean };
}

interface WorksheetModel {
  rowBreaks?: PageBreak[];
  colBreaks?: PageBreak[];
  pageBreaks?: Partial<Record<BreakTag, PageBreak[]>>;
}

const BOOLEAN_TRUE = new Set(['1', 'true']);

/** Elements of the print setup whose on/off attributes the library reads only as 1 / 0. */
const PRINT_ELEMENTS = new Set(['pageSetUpPr', 'pageSetup', 'printOptions']);

/** `node` with its true / false attribute values written 1 / 0. */
function digitBooleans(node: SaxNode): SaxNode {
  const attributes = { ...node.attributes };
  for (const [name, value] of Object.entries(attributes)) {
    if (value === 'true') attributes[name] = '1';
    else if (value === 'false') attributes[name] = '0';
  }
  return { ...node, attributes };
}

function breakOf(attributes: Record<string, string>): PageBreak | null {
  const number = (name: string): number | undefined => {
    const v = attributes[name];
    return v === undefined || !/^\d+$/.test(v) ? undefined : Number(v);
  };
  const id = number('id');
  if (id === undefined) return null;
  const found: PageBreak = { id };
  const max = number('max');
  const min = number('min');
  if (max !== undefined) found.max = max;
  if (min) found.min = min;
  if (BOOLEAN_TRUE.has(attributes.man ?? '')) found.man = 1;
  if (BOOLEAN_TRUE.has(attributes.pt ?? '')) found.pt = 1;
  return found;
}

function renderBreaks(stream: XmlStream, tag: BreakTag, breaks: readonly PageBreak[]): void {
  if (breaks.length === 0) return;
  const manual = breaks.filter((b) => b.man).length;
  stream.openNode(tag, { count: breaks.length, manualBreakCount: manual });
  for (const b of breaks) stream.leafNode('brk', { ...b });
  stream.closeNode();
}

let patched = false;

/**
 * Makes the file library read and write row and column breaks, and read on/off print settings
 * written true / false (once per process).
 */
export function keepPrintSetup(): void {
  if (patched) return;
  patched = true;
  const xform = libraryModule<WorksheetXform>('exceljs/lib/xlsx/xform/sheet/worksheet-xform.js');
  const worksheet = libraryModule<{ prototype: object }>('exceljs/lib/doc/worksheet.js');

  const pageSetup = libraryModule<PageSetupXform>(
    'exceljs/lib/xlsx/xform/sheet/page-setup-xform.js',
  );
  const readPageSetup = pageSetup.prototype.parseOpen;
  pageSetup.prototype.parseOpen = function (this: PageSetupState, node: SaxNode): boolean {
    const more = readPageSetup.call(this, node);
    // Written with useFirstPageNumber only when the model has a first page number.
    if (node.name === 'pageSetup' && !BOOLEAN_TRUE.has(node.attributes.useFirstPageNumber ?? '')) {
      delete this.model?.firstPageNumber;
    }
    return more;
  };

  const { parseOpen, parseClose, render } = xform.prototype;
  xform.prototype.parseOpen = function (this: ReaderState, read: SaxNode): boolean {
    const node = PRINT_ELEMENTS.has(read.name) ? digitBooleans(read) : read;
    if (this.parser) return parseOpen.call(this, node);
    if (node.name === 'worksheet') this.breaksRead = {};
    if (node.name === 'rowBreaks' || node.name === 'colBreaks') {
      this.breaksIn = node.name;
      (this.breaksRead ??= {})[node.name] = [];
      return true;
    }
    if (this.breaksIn) {
      const found = node.name === 'brk' ? breakOf(node.attributes) : null;
      if (found) this.breaksRead?.[this.breaksIn]?.push(found);
      return true;
    }
    return parseOpen.call(this, node);
  };
  xform.prototype.parseClose = function (this: ReaderState, name: string): boolean {
    if (!this.parser && this.breaksIn) {
      if (name === this.breaksIn) this.breaksIn = undefined;
      return true;
    }
    const more = parseClose.call(this, name);
    if (!more && name === 'worksheet' && this.model) this.model.pageBreaks = this.breaksRead;
    return more;
  };
  // Column breaks go right after the row breaks, where the file format wants them.
  xform.prototype.render = function (this: ReaderState, stream: XmlStream, model): void {
    const rows = this.map.rowBreaks;
    rows.render = (s: XmlStream, breaks: unknown): void => {
      renderBreaks(s, 'rowBreaks', (breaks as PageBreak[] | undefined) ?? []);
      renderBreaks(s, 'colBreaks', model.colBreaks ?? []);
    };
    try {
      render.call(this, stream, model);
    } finally {
      delete (rows as { render?: unknown }).render;
    }
  };

  // The worksheet takes the breaks read with it, and hands its column breaks to the writer.
  const descriptor = Object.getOwnPropertyDescriptor(worksheet.prototype, 'model')!;
  Object.defineProperty(worksheet.prototype, 'model', {
    ...descriptor,
    get(this: BreaksOf): WorksheetModel {
      const model = descriptor.get!.call(this) as WorksheetModel;
      model.colBreaks = this.colBreaks ?? [];
      return model;
    },
    set(this: BreaksOf, value: WorksheetModel): void {
      descriptor.set!.call(this, value);
      const read = value.pageBreaks;
      if (read) {
        this.rowBreaks = read.rowBreaks ?? [];
        this.colBreaks = read.colBreaks ?? [];
      }
    },
  });
}
