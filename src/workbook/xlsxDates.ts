/**
 * Dates as the file holds them, read right. keepDates() mends two gaps of the file library:
 *
 * - The 1904 date system written `date1904="true"` (LibreOffice does, for a workbook made on an
 *   old Mac Excel; the format allows it): the library reads only `1`, so every date read four
 *   years and a day early, and the save dropped the setting, moving every date of the file.
 * - A date cell written as text in ISO form (`t="d"`, `2026-05-02T00:00:00`; the format allows
 *   it): the library read the year alone, as the number 2026. It is now read as the date.
 */
import { libraryModule, type SaxNode } from './libraryParts';

interface CellModel {
  type?: number;
  value?: unknown;
  result?: unknown;
}

interface CellState {
  t?: string;
  model?: CellModel;
}

interface Xform<State> {
  prototype: {
    parseOpen(this: State, node: SaxNode): boolean;
    parseClose(this: State, name: string): boolean;
  };
}

/** An ISO 8601 date, with or without a time of day and a zone. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The date of an ISO cell, or null. The library holds a date as its wall-clock time in UTC, so a
 * time with no zone is read as UTC.
 */
function isoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const t = text.trim();
  const date = new Date(match[1] ? t : t.includes('T') ? `${t}Z` : `${t}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

let patched = false;

/** Makes the file library read 1904 dates written true, and ISO date cells (once per process). */
export function keepDates(): void {
  if (patched) return;
  patched = true;
  const book = libraryModule<Xform<object>>(
    'exceljs/lib/xlsx/xform/book/workbook-properties-xform.js',
  );
  const cell = libraryModule<Xform<CellState>>('exceljs/lib/xlsx/xform/sheet/cell-xform.js');
  const { ValueType } = libraryModule<{
    ValueType: Record<'Date' | 'Formula' | 'String', number>;
  }>('exceljs/lib/doc/enums.js');

  const { parseOpen } = book.prototype;
  book.prototype.parseOpen = function (node: SaxNode): boolean {
    const on = node.attributes.date1904 === 'true';
    return parseOpen.call(
      this,
      on ? { ...node, attributes: { ...node.attributes, date1904: '1' } } : node,
    );
  };

  const { parseClose } = cell.prototype;
  cell.prototype.parseClose = function (name: string): boolean {
    const iso = name === 'c' && this.t === 'd' ? this.model?.value : undefined;
    const more = parseClose.call(this, name);
    const model = this.model;
    if (typeof iso !== 'string' || !model) return more;
    const date = isoDate(iso);
    if (model.type === ValueType.Formula) model.result = date ?? iso;
    else if (date) {
      model.type = ValueType.Date;
      model.value = date;
    } else {
      model.type = ValueType.String;
      model.value = iso;
    }
    return more;
  };
}
