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

/** A tab read with one getValues(): header row 1, columns located by header name. */
export interface Table {
  tab: string;
  sheet: Sheet;
  values: Cell[][];
  /** Header name (lower case) → 1-based column numbers, in order of appearance. */
  columns: Map<string, number[]>;
  /** Data rows, blank rows skipped. */
  rows: TableRow[];
}

const key = (header: string): string => header.trim().toLowerCase().replace(/\s+/g, ' ');

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

export function tableOf(sheet: Sheet, spec: TabSpec): Table {
  const values = sheet.getDataRange().getValues() as Cell[][];
  const header = values[0] ?? [];
  const columns = new Map<string, number[]>();
  header.forEach((cell, i) => {
    const name = key(cellText(cell));
    if (name) columns.set(name, [...(columns.get(name) ?? []), i + 1]);
  });
  const needed = new Map<string, number>();
  for (const c of spec.columns)
    if (c.required) needed.set(key(c.header), (needed.get(key(c.header)) ?? 0) + 1);
  for (const [name, count] of needed) {
    if ((columns.get(name)?.length ?? 0) < count) {
      const display = spec.columns.find((c) => key(c.header) === name)!.header;
      const seen = header.map(cellText).filter(Boolean);
      throw new InputError(
        `${spec.name} tab: no column headed "${display}"${count > 1 ? ` (${count} needed)` : ''} in row 1 ` +
          `(row 1 has: ${seen.join(', ') || 'nothing'}). Put the header back as "${display}".`,
      );
    }
  }
  const rows: TableRow[] = [];
  for (let r = 1; r < values.length; r++) {
    if (values[r].every(isBlank)) continue;
    rows.push({ row: r + 1, cells: values[r] });
  }
  return { tab: spec.name, sheet, values, columns, rows };
}

/** 1-based column of a header, or null when the tab has no such (optional) column. */
export function columnOf(table: Table, header: string, occurrence = 0): number | null {
  return table.columns.get(key(header))?.[occurrence] ?? null;
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
