/**
 * The demo event (npm start, pairsheet demo): loads the built add-in into a new workbook and
 * plays a whole 5-round McMahon event from examples/club-roster.csv (or a TD's own roster),
 * clicking the menu like a TD and typing results like volunteers, printing every round and the
 * final table.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { seededRandom } from '../engine/random';
import { formatRank, parseRank, rankStones } from '../engine/rank';
import { PLAYERS_TAB } from '../sheet/schema';
import { loadBundle } from '../workbook/loadBundle';
import { setSheet, sheetValues } from '../workbook/snapshot';
import type { CellValue } from '../workbook/values';
import type { XlsxDocument } from '../workbook/xlsxDocument';
import { newWorkbook } from './workbookFile';

const DEMO_ROUNDS = 5;
const DEMO_ROSTER = 'examples/club-roster.csv';

/** A refusal of the demo: a roster the Players tab checks turn down, or a missing file. */
export class DemoRefused extends Error {}

/** A CSV file as its header and header → value records; quoted fields may hold commas. */
function readCsv(path: string): { headers: string[]; rows: Record<string, string>[] } {
  const [header, ...lines] = readFileSync(path, 'utf8').replace(/\r/g, '').trim().split('\n');
  const split = (line: string): string[] =>
    [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[2] ?? m[1]);
  const headers = split(header).map((h) => h.trim());
  const rows = lines
    .filter((line) => line.trim() !== '')
    .map((line) => Object.fromEntries(split(line).map((v, i) => [headers[i], v])));
  return { headers, rows };
}

/**
 * A club's Bar and Floor: about a fifth of the field at or above the bar, about three tenths
 * at or below the floor, so most bands hold several players and few boards float.
 */
export function clubBarAndFloor(ranks: number[]): { bar: string; floor: string } | null {
  const sorted = [...ranks].sort((a, b) => b - a);
  if (sorted.length < 6) return null;
  const bar = sorted[Math.max(0, Math.round(sorted.length * 0.2) - 1)];
  const floor = sorted[sorted.length - Math.round(sorted.length * 0.3)];
  return floor < bar ? { bar: formatRank(bar), floor: formatRank(floor) } : null;
}

/** Rows as aligned text columns, each as wide as its widest cell. */
function table(rows: CellValue[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => String(c).padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * Plays the demo event; returns the workbook (not yet saved). The roster's columns go to the
 * Players columns of the same header (any case), other columns are left out and said so; the
 * add-in then checks the roster exactly as it checks a Players tab typed in Sheets, and a
 * refusal (DemoRefused) names the cell, whose row is the CSV line.
 */
export function runDemo(
  root: string,
  print: (line: string) => void,
  rosterFile = DEMO_ROSTER,
  rounds = DEMO_ROUNDS,
): XlsxDocument {
  const path = isAbsolute(rosterFile) ? rosterFile : join(root, rosterFile);
  const { headers: csvHeaders, rows: roster } = readCsv(path);
  const headers = PLAYERS_TAB.columns.map((c) => c.header);
  const known = new Map(headers.map((h) => [h.toLowerCase(), h]));
  const ignored = csvHeaders.filter((h) => !known.has(h.toLowerCase()));
  const players = roster.map((p) => {
    const fields = new Map(Object.entries(p).map(([h, v]) => [known.get(h.toLowerCase()), v]));
    return headers.map((h) => fields.get(h) ?? '');
  });
  const nameColumn = headers.indexOf('Name');
  const rankColumn = headers.indexOf('Rank');
  const rankOf = new Map(
    players.map((p) => [p[nameColumn], parseRank(p[rankColumn]) ?? 0] as const),
  );
  const club = clubBarAndFloor([...rankOf.values()]);

  const doc = newWorkbook('Riverside Autumn McMahon');
  const ss = doc.spreadsheet;
  const addon = loadBundle({ spreadsheet: ss, bundlePath: join(root, 'build', 'pairsheet.js') });
  addon.openMenu();
  const say = (caption: string): void => {
    const before = ss.ui.alerts.length;
    addon.click(caption);
    const alert = ss.ui.alerts[before];
    if (alert) throw new DemoRefused(`${caption}: ${alert.prompt}`);
    print(`» ${caption}: ${ss.toasts[ss.toasts.length - 1]?.msg ?? ''}`);
  };
  const values = (tab: string): CellValue[][] => sheetValues(ss, tab);
  /** A tab's table: the header row (below a printable tab's title block) and the rows under it. */
  const tableOf = (tab: string): { rows: CellValue[][]; headerRow: number } => {
    const headerRow = Math.max(1, ss._sheetNamed(tab)!._frozenRows);
    return { rows: values(tab).slice(headerRow - 1), headerRow };
  };
  const typeIn = (tab: string, row: number, column: number, value: CellValue): void => {
    ss._env.silent(() => ss._sheetNamed(tab)!.getRange(row, column).setValue(value));
  };

  say('Set up tournament sheet');
  setSheet(ss, 'Players', [headers, ...players]);
  const settings: Record<string, CellValue> = {
    'Tournament name': 'Riverside Autumn McMahon',
    Rounds: rounds,
    Bar: club?.bar ?? '',
    Floor: club?.floor ?? '',
    Handicap: 'Minus 2',
    'Random seed': 2026,
  };
  const settingRows = values('Settings');
  const settingAt = settingRows[0].indexOf('Setting');
  const valueAt = settingRows[0].indexOf('Value');
  for (const [name, value] of Object.entries(settings)) {
    typeIn('Settings', settingRows.findIndex((r) => r[settingAt] === name) + 1, valueAt + 1, value);
  }
  if (ignored.length) print(`Columns left out (not Players columns): ${ignored.join(', ')}.`);
  print(
    `Pairsheet demo: ${roster.length} players from ${rosterFile}, ${rounds} rounds of AGA McMahon` +
      (club ? `, Bar ${club.bar} and Floor ${club.floor}.\n` : '.\n'),
  );
  say('Build bands');
  print(`${table(values('Bands'))}\n`);

  // Results from a seeded strength model: a stone of rank difference not covered by the
  // handicap shifts the odds; about one game in a hundred ends in jigo.
  const random = seededRandom(7);
  for (let round = 1; round <= rounds; round++) {
    say('Pair next round');
    const tab = `Round ${round}`;
    const { rows, headerRow } = tableOf(tab);
    const col = (h: string): number => rows[0].indexOf(h);
    rows.slice(1).forEach((r, i) => {
      if (r[col('Board')] === 'Bye') return;
      const white = String(r[col('White')]);
      const black = String(r[col('Black')]);
      const edge =
        rankStones(rankOf.get(white) ?? 0) -
        rankStones(rankOf.get(black) ?? 0) -
        (Number(r[col('Handicap')]) || 0);
      const pWhite = 1 / (1 + Math.exp(-0.9 * edge));
      const result = random.next() < 0.01 ? 'Jigo' : random.next() < pWhite ? 'W+R' : 'B+R';
      typeIn(tab, headerRow + i + 1, col('Result') + 1, result);
    });
    print(tab);
    print(table(tableOf(tab).rows.map((r) => r.slice(0, 7))));
    print(`(${rows.length - 1 - rows.filter((r) => r[col('Board')] === 'Bye').length} boards)\n`);
  }
  say('Update standings');
  say('Print pairings');
  say('Print result slips');
  print('Final standings');
  print(table(tableOf('Standings').rows.map((r) => r.slice(0, 8 + rounds))));
  // The blank first tab of a new spreadsheet is not part of the event.
  const blank = ss._sheetNamed('Sheet1');
  if (blank) ss.deleteSheet(blank);
  return doc;
}
