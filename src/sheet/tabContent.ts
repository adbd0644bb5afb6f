/** What the add-in writes to a tab it owns, as data: rows, notes, dropdowns, formats. */
import type { Cell } from './cells';
import type { Column } from './schema';

/** A dropdown on rows [fromRow, toRow] of a column (1-based). */
export interface Dropdown {
  column: number;
  fromRow: number;
  toRow: number;
  choices: string[];
}

/** A background Sheets gives the cells of a range that meet a condition. */
export interface ConditionalRule {
  /** A1 range, e.g. "I2:N40". */
  range: string;
  /** The condition: text the cell starts with, contains or equals, an empty cell, a formula. */
  when: { startsWith?: string; contains?: string; equals?: string; empty?: true; formula?: string };
  background: string;
}

/** Columns (1-based) in the plain-text format, from the first data row to `toRow`. */
export interface PlainText {
  columns: number[];
  toRow: number;
}

/** Everything the add-in writes to a tab it owns (Bands, Round N, Standings, Seats…). */
export interface TabContent {
  name: string;
  /** Header row first. Strings are written as text, never as formulas. */
  rows: Cell[][];
  headerNotes?: string[];
  frozenRows?: number;
  dropdowns?: Dropdown[];
  /** One colour per data row (index 0 = sheet row 2), null for none. */
  rowBackgrounds?: (string | null)[];
  conditional?: ConditionalRule[];
  columnWidths?: number[];
  /** Alternate row shading. */
  banding?: boolean;
  /** Bring the tab to the front once written. */
  activate?: boolean;
  /**
   * Lines printed above the header row (printable tabs): tournament, what the tab shows, when it
   * was written. Every row number above (dropdowns, ranges, frozen rows) stays counted from the
   * header row as row 1; the writer moves it down below the title.
   */
  title?: string[];
  /** Formulas the add-in writes on title lines (never user text): line index, 1-based column. */
  titleFormulas?: Array<{ line: number; column: number; formula: string }>;
  /** Hover notes on one column's data rows (index 0 = first data row; '' for none). */
  cellNotes?: Array<{ column: number; notes: string[] }>;
  /** Cells (rows counted from the header row) checked by a custom formula; bad input gets a mark. */
  formulaChecks?: Array<{ range: string; formula: string; help: string }>;
  /**
   * A tab with no header row (result slips): no header style, nothing frozen unless frozenRows
   * says (0: the title lines only).
   */
  headerless?: boolean;
  /**
   * Rows (counted from row 1 as above) styled as header rows, each with headerNotes: a
   * headerless tab of several tables (Standings by division).
   */
  headerRows?: number[];
  /** Sheet rows per block and the height in pixels of each (slips leave room to write). */
  rowHeight?: number;
  /** A1 ranges drawn with a solid border (result boxes, slip outlines). */
  boxes?: string[];
  /** A1 ranges underlined by a bottom border (signature lines). */
  underlines?: string[];
  /** A1 ranges written in bold. */
  boldRanges?: string[];
  /**
   * Columns from A the header row's band spans, when a wider table sits below a narrower one
   * (Seats); every written column by default.
   */
  headerWidth?: number;
  /** A1 ranges drawn as a header row (bold on the header background): a second table's header. */
  headerBands?: string[];
  /** Columns (1-based) whose long text wraps inside the cell (each cell then starts at its top). */
  wrapColumns?: number[];
  /** A1 ranges whose long text wraps inside the cell, their alignment as it was (slip names). */
  wrapRanges?: string[];
  /** Columns (1-based) centred: numbers and short codes read better in the middle. */
  centerColumns?: number[];
  /** A1 ranges centred, where a whole column would centre text that must not be. */
  centerRanges?: string[];
  /** Font size of the header and data rows (wall sheets are read from a step away). */
  fontSize?: number;
  /**
   * Columns (1-based) in the plain-text format (@) from the first data row to `toRow` (counted
   * from the header row): what the TD types there stays as typed ("0001", "3-4", "March 3").
   */
  plainText?: PlainText;
}

/** Rows a fresh input tab is prepared for (Players' dropdowns, plain-text cells). */
export const INPUT_ROWS = 500;

/** The text columns (schema.ts) of a tab's columns, plain text from row 2 to `toRow`. */
export function plainTextColumns(columns: readonly Column[], toRow = INPUT_ROWS): PlainText {
  return { columns: columns.flatMap((c, i) => (c.text ? [i + 1] : [])), toRow };
}

/** Sheet row below the title block: a TabContent row number counted from the header row. */
export const titleOffset = (content: TabContent): number => content.title?.length ?? 0;

/** An A1 range string with every row number moved down by `offset`. */
export function shiftRange(a1: string, offset: number): string {
  return offset === 0
    ? a1
    : a1.replace(
        /(\$?[A-Z]+\$?)(\d+)/g,
        (_, col: string, row: string) => `${col}${Number(row) + offset}`,
      );
}
