/** Storage of one cell: content, note, validation and formatting (only non-default values). */
import type { MemoryDataValidation } from './validation';
import { DEFAULT_NUMBER_FORMAT, type CellValue } from './values';

export interface Style {
  numberFormat: string;
  background: string;
  fontColor: string;
  fontWeight: string;
  fontStyle: string;
  fontSize: number;
  fontFamily: string;
  fontLine: string;
  horizontalAlignment: string;
  verticalAlignment: string;
  wrap: boolean;
}

export type StyleKey = keyof Style;

/** What the getters report for a cell nobody formatted. */
export const DEFAULT_STYLE: Readonly<Style> = Object.freeze({
  numberFormat: DEFAULT_NUMBER_FORMAT,
  background: '#ffffff',
  fontColor: '#000000',
  fontWeight: 'normal',
  fontStyle: 'normal',
  fontSize: 10,
  fontFamily: 'Arial',
  fontLine: 'none',
  horizontalAlignment: 'general',
  verticalAlignment: 'bottom',
  wrap: false,
});

export interface BorderEdge {
  color: string;
  style: string;
}

export type Edge = 'top' | 'left' | 'bottom' | 'right';

export interface Cell {
  value: CellValue;
  /** Formula text starting with "=", or ''. */
  formula: string;
  note: string;
  validation: MemoryDataValidation | null;
  style: Partial<Style>;
  border: Partial<Record<Edge, BorderEdge>>;
}

export function newCell(): Cell {
  return { value: '', formula: '', note: '', validation: null, style: {}, border: {} };
}

export function hasContent(cell: Cell | undefined): boolean {
  return cell !== undefined && (cell.formula !== '' || cell.value !== '');
}

export function styleOf<K extends StyleKey>(cell: Cell | undefined, key: K): Style[K] {
  const v = cell?.style[key];
  return (v === undefined ? DEFAULT_STYLE[key] : v) as Style[K];
}

/** Sets a style key; setting the default value (or null) removes it. */
export function setStyle<K extends StyleKey>(cell: Cell, key: K, value: Style[K] | null): void {
  if (value === null || value === DEFAULT_STYLE[key]) delete cell.style[key];
  else cell.style[key] = value;
}

export function clearContent(cell: Cell): void {
  cell.value = '';
  cell.formula = '';
}

export function clearFormat(cell: Cell): void {
  cell.style = {};
  cell.border = {};
}

/** A deep copy, used when rows or columns move. */
export function copyCell(cell: Cell): Cell {
  return {
    ...cell,
    style: { ...cell.style },
    border: { ...cell.border },
  };
}
