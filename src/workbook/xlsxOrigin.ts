/** What a tab read from the file looked like on loading, for the .xlsx document to compare. */
import type ExcelJS from 'exceljs';
import type { MemoryBanding } from './banding';
import { copyCell, type Cell, type Edge } from './cell';
import type { MemorySheet } from './sheet';

/** What a tab read from the file looked like right after loading. */
export interface Origin {
  worksheet: ExcelJS.Worksheet;
  keptConditionalFormats: ExcelJS.ConditionalFormattingOptions[];
  rows: (Cell | undefined)[][];
  frozen: [number, number];
  hidden: boolean;
  tabColor: string | null;
  columnWidths: Map<number, number>;
  rowHeights: Map<number, number>;
  hiddenRows: Set<number>;
  hiddenColumns: Set<number>;
  rowBreaks: number[];
  columnBreaks: number[];
  conditional: string;
  bandings: MemoryBanding[];
}

/** A copy of what `sheet` holds now, with the worksheet it was read from or written to. */
export function originOf(
  sheet: MemorySheet,
  worksheet: ExcelJS.Worksheet,
  keptConditionalFormats: ExcelJS.ConditionalFormattingOptions[],
): Origin {
  return {
    worksheet,
    keptConditionalFormats,
    rows: sheet._rows.map((line) => (line ? line.map((c) => c && copyCell(c)) : [])),
    frozen: [sheet._frozenRows, sheet._frozenColumns],
    hidden: sheet._hidden,
    tabColor: sheet._tabColor,
    columnWidths: new Map(sheet._columnWidths),
    rowHeights: new Map(sheet._rowHeights),
    hiddenRows: new Set(sheet._hiddenRows),
    hiddenColumns: new Set(sheet._hiddenColumns),
    rowBreaks: [...sheet._rowBreaks],
    columnBreaks: [...sheet._columnBreaks],
    conditional: JSON.stringify(sheet._conditionalRules.map((r) => r._json())),
    bandings: [...sheet._bandings],
  };
}

export function sameValue(a: Cell['value'], b: Cell['value']): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

export function sameEdge(a: Cell['border'][Edge], b: Cell['border'][Edge]): boolean {
  return a?.color === b?.color && a?.style === b?.style;
}

export function mapsDiffer<K, V>(a: Map<K, V>, b: Map<K, V>): K[] {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((k) => a.get(k) !== b.get(k));
}
