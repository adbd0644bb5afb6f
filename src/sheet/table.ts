import { InputError } from '../engine/errors';
import { cellRef, cellText, isBlank, type Cell } from './cells';
import type { TabSpec } from './schema';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export interface TableRow {
  /** Sheet row number (1-based). */
  row: number;
  cells: Cell[];
}

/** A tab read with one getValues(): columns located by header name in the header row. */
export interface Table {
  tab: string;
  sheet: Sheet;
  values: Cell[][];
  /** Header name (lower case) → 1-based column numbers, in order of appearance. */
  columns: Map<string, number[]>;
  /** Data rows, blank rows skipped. */
  rows: TableRow[];
  /** Sheet row of the headers: 1, or below the title block of a printable tab. */
  headerRow: number;
}

/** How far down a title block may push the header row (the add-in writes three title lines). */
export const HEADER_SEARCH_ROWS = 6;

/** A header as compared: case and runs of spaces ignored. */
export const headerKey = (header: string): string =>
  header.trim().toLowerCase().replace(/\s+/g, ' ');

function requireSheet(ss: Spreadsheet, tab: string): Sheet {
  const sheet = ss.getSheetByName(tab);
  if (!sheet) {
    const names = ss.getSheets().map((s) => `"${s.getName()}"`);
    throw new InputError(
      `There is no "${tab}" tab (tabs now: ${names.join(', ') || 'none'}). ` +
        `Rename the tab back to "${tab}", or run "Set up tournament sheet" to create it.`,
    );
  }
  return sheet;
}

/** Reads a whole tab with one getValues() and checks its headers against the spec. */
export function readTable(ss: Spreadsheet, spec: TabSpec): Table {
  const sheet = requireSheet(ss, spec.name);
  return tableOf(sheet, spec);
}

/**
 * The header row: of the top rows, the first that holds the most required headers (all of them
 * on a sound tab), so a title block above it is skipped and a damaged header is still the row
 * a refusal names; row 1 when none holds any, as on a tab edited by hand.
 */
function findHeaderRow(values: Cell[][], spec: TabSpec): number {
  const required = spec.columns.filter((c) => c.required).map((c) => headerKey(c.header));
  let best = 0;
  let bestCount = 0;
  for (let r = 0; r < Math.min(values.length, HEADER_SEARCH_ROWS); r++) {
    const present = new Set(values[r].map((c) => headerKey(cellText(c))));
    const count = required.filter((h) => present.has(h)).length;
    if (count === required.length) return r;
    if (count > bestCount) [best, bestCount] = [r, count];
  }
  return best;
}

/** True when one of the top rows holds every required header of the spec. */
export function holdsHeaders(values: Cell[][], spec: TabSpec): boolean {
  const required = spec.columns.filter((c) => c.required).map((c) => headerKey(c.header));
  return values.slice(0, HEADER_SEARCH_ROWS).some((row) => {
    const present = new Set(row.map((c) => headerKey(cellText(c))));
    return required.every((h) => present.has(h));
  });
}

export function tableOf(sheet: Sheet, spec: TabSpec): Table {
  return tableFromValues(sheet, sheet.getDataRange().getValues() as Cell[][], spec);
}

/** A tab already read: its headers checked against the spec, as tableOf does. */
export function tableFromValues(sheet: Sheet, values: Cell[][], spec: TabSpec): Table {
  const top = findHeaderRow(values, spec);
  const header = values[top] ?? [];
  const columns = new Map<string, number[]>();
  header.forEach((cell, i) => {
    const name = headerKey(cellText(cell));
    if (name) columns.set(name, [...(columns.get(name) ?? []), i + 1]);
  });
  const needed = new Map<string, number>();
  for (const c of spec.columns)
    if (c.required) needed.set(headerKey(c.header), (needed.get(headerKey(c.header)) ?? 0) + 1);
  for (const [name, count] of needed) {
    if ((columns.get(name)?.length ?? 0) < count) {
      const display = spec.columns.find((c) => headerKey(c.header) === name)!.header;
      const seen = header.map(cellText).filter(Boolean);
      const at = `row ${top + 1}`;
      throw new InputError(
        `${spec.name} tab: no column headed "${display}"${count > 1 ? ` (${count} needed)` : ''} in ${at} ` +
          `(${at} has: ${seen.join(', ') || 'nothing'}). Put the header back as "${display}".`,
      );
    }
  }
  const rows: TableRow[] = [];
  for (let r = top + 1; r < values.length; r++) {
    if (values[r].every(isBlank)) continue;
    rows.push({ row: r + 1, cells: values[r] });
  }
  return { tab: spec.name, sheet, values, columns, rows, headerRow: top + 1 };
}

/** 1-based column of a header, or null when the tab has no such (optional) column. */
export function columnOf(table: Table, header: string, occurrence = 0): number | null {
  return table.columns.get(headerKey(header))?.[occurrence] ?? null;
}

export function cellAt(table: Table, row: TableRow, header: string, occurrence = 0): Cell {
  const column = columnOf(table, header, occurrence);
  return column === null ? '' : (row.cells[column - 1] ?? '');
}

export function textAt(table: Table, row: TableRow, header: string, occurrence = 0): string {
  return cellText(cellAt(table, row, header, occurrence));
}

export function refAt(table: Table, row: TableRow, header: string, occurrence = 0): string {
  return cellRef(table.tab, row.row, columnOf(table, header, occurrence) ?? 1);
}
