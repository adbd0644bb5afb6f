import type { BandRow } from '../engine/bands';
import { formatRank, parseRank } from '../engine/rank';
import type { Band } from '../engine/types';
import type { Cell } from './cells';
import { parseNumber } from './parse';
import { Problems } from './problems';
import { BANDS_TAB } from './schema';
import { InputError } from '../engine/errors';
import { readTable, refAt, textAt, cellAt, columnOf, type Table } from './table';
import { plainTextColumns, type TabContent } from './tabContent';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** A Bands tab row with its cells, for messages. */
export interface BandTabRow extends BandRow {
  /** The Initial score cell as Build bands or Apply band edits last wrote it (null: blank). */
  applied: number | null;
  separationCell: string;
  initialScoreCell: string;
}

/** Strongest band first: by Strongest, then Weakest (a rank that does not read last). */
function byStrength(
  a: { strongest: number | null; weakest: number | null },
  b: { strongest: number | null; weakest: number | null },
): number {
  const rank = (r: number | null): number => r ?? -Infinity;
  return rank(b.strongest) - rank(a.strongest) || rank(b.weakest) - rank(a.weakest);
}

/** The sheet row of the top band: the band of the strongest ranks, wherever its row is. */
function topBandRow(table: Table): number | undefined {
  const named = table.rows
    .filter((row) => textAt(table, row, 'Band') !== '')
    .map((row) => ({
      row: row.row,
      strongest: parseRank(textAt(table, row, 'Strongest')),
      weakest: parseRank(textAt(table, row, 'Weakest')),
    }));
  return [...named].sort(byStrength)[0]?.row;
}

/**
 * Reads the Bands tab as the TD left it (from its table, when already read), strongest band
 * first whatever the order of its rows: the tab may be sorted (README, Players › Row order),
 * and each Separation is counted from the band above in strength.
 */
export function readBandRows(
  ss: Spreadsheet,
  table: Table = readTable(ss, BANDS_TAB),
): BandTabRow[] {
  const problems = new Problems();
  const rows: BandTabRow[] = [];
  const top = topBandRow(table);
  for (const row of table.rows) {
    const name = textAt(table, row, 'Band');
    if (!name) {
      problems.add(
        `Bands tab, row ${row.row}: the band name (${refAt(table, row, 'Band')}) is blank.`,
      );
      continue;
    }
    const rank = (header: string): number => {
      const text = textAt(table, row, header);
      const r = parseRank(text);
      if (r === null) {
        problems.add(
          `${refAt(table, row, header)} (band "${name}"): "${text}" is not a rank such as 3d or 5k.`,
        );
      }
      return r ?? 0;
    };
    const strongest = rank('Strongest');
    const weakest = rank('Weakest');
    const sepCell = cellAt(table, row, 'Separation');
    const separation =
      textAt(table, row, 'Separation') === '' && row.row === top ? 0 : parseNumber(sepCell);
    const sepText = textAt(table, row, 'Separation');
    if (separation === null || separation < 0) {
      problems.add(
        `${refAt(table, row, 'Separation')} (band "${name}"): ${sepText === '' ? 'Separation is blank; type' : `"${sepText}" is not`} a separation of 0 or more points${sepText === '' ? ' from the band above' : ''}.`,
      );
    }
    if (strongest < weakest) {
      problems.add(
        `${refAt(table, row, 'Strongest')} and ${refAt(table, row, 'Weakest')} (band "${name}"): Strongest is weaker than Weakest.`,
      );
    }
    rows.push({
      row: row.row,
      name,
      strongest,
      weakest,
      separation: separation ?? 0,
      applied: parseNumber(cellAt(table, row, 'Initial score')),
      separationCell: refAt(table, row, 'Separation'),
      initialScoreCell: refAt(table, row, 'Initial score'),
    });
  }
  if (rows.length === 0) problems.add('The Bands tab has no bands. Run "Build bands" first.');
  problems.throwIfAny('The Bands tab has problems; nothing was changed:');
  // A stable sort: rows of one strength keep their order (a merged band's first row counts).
  return rows.sort(byStrength);
}

/**
 * The Bands tab's table for checks that only look at it: null when there is no such tab or
 * its headers do not read (a command that needs the bands names the problem itself).
 */
export function bandsTableIfSound(ss: Spreadsheet): Table | null {
  if (!ss.getSheetByName(BANDS_TAB.name)) return null;
  try {
    return readTable(ss, BANDS_TAB);
  } catch (e) {
    if (e instanceof InputError) return null;
    throw e;
  }
}

/** The numbers in the Initial score column of the named bands (none without the column). */
export function bandScores(table: Table): number[] {
  if (columnOf(table, 'Initial score') === null) return [];
  return table.rows
    .filter((row) => textAt(table, row, 'Band') !== '')
    .map((row) => parseNumber(cellAt(table, row, 'Initial score')))
    .filter((n): n is number => n !== null);
}

/**
 * The top band's name: the band of the strongest ranks wherever its row is (README, Players);
 * null when the tab names a single band (there is no top band then, README › Settings), and
 * undefined when it names none or a Strongest cell does not read.
 */
export function topBandName(table: Table): string | null | undefined {
  const named = table.rows
    .map((row) => ({
      name: textAt(table, row, 'Band'),
      rank: parseRank(textAt(table, row, 'Strongest')),
    }))
    .filter((b) => b.name !== '');
  const bands = new Set(named.map((b) => b.name)).size;
  if (bands === 1) return null;
  if (bands === 0 || named.some((b) => b.rank === null)) return undefined;
  return named.reduce((top, b) => (b.rank! > top.rank! ? b : top)).name;
}

export function bandsContent(bands: Band[]): TabContent {
  const rows: Cell[][] = [BANDS_TAB.columns.map((c) => c.header)];
  bands.forEach((b, i) =>
    rows.push([
      b.name,
      formatRank(b.strongest),
      formatRank(b.weakest),
      b.players,
      i === 0 ? '' : b.separation,
      b.initialScore,
    ]),
  );
  return {
    name: BANDS_TAB.name,
    activate: true,
    rows,
    headerNotes: BANDS_TAB.columns.map((c) => c.note),
    // Wide enough for each bold header (Separation, Initial score) on the printed page.
    columnWidths: [160, 90, 90, 80, 110, 120],
    // A band name the TD types to merge bands stays text.
    plainText: plainTextColumns(BANDS_TAB.columns, rows.length),
  };
}
