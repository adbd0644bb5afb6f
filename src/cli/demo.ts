/**
 * The demo event (npm start, pairsheet demo): loads the built add-in into a new workbook and
 * plays a whole 5-round McMahon event from examples/club-roster.csv, clicking the menu like a
 * TD and typing results like volunteers, printing every round and the final table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from '../engine/random';
import { parseRank, rankStones } from '../engine/rank';
import { PLAYERS_TAB } from '../sheet/schema';
import { loadBundle } from '../workbook/loadBundle';
import { setSheet, sheetValues } from '../workbook/snapshot';
import type { CellValue } from '../workbook/values';
import { XlsxDocument } from '../workbook/xlsxDocument';

const ROUNDS = 5;
const ROSTER = 'examples/club-roster.csv';

function readCsv(path: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path, 'utf8').trim().split('\n');
  const split = (line: string): string[] =>
    [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[2] ?? m[1]);
  const keys = split(header);
  return lines.map((line) => Object.fromEntries(split(line).map((v, i) => [keys[i], v])));
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

/** Plays the demo event; returns the workbook (not yet saved). */
export function runDemo(root: string, print: (line: string) => void): XlsxDocument {
  const roster = readCsv(join(root, ROSTER));
  const rankOf = new Map(roster.map((p) => [p.Name, parseRank(p.Rank)!]));
  const doc = XlsxDocument.blank('Riverside Autumn McMahon');
  const ss = doc.spreadsheet;
  const addon = loadBundle({ spreadsheet: ss, bundlePath: join(root, 'build', 'pairsheet.js') });
  addon.openMenu();
  const say = (caption: string): void => {
    const before = ss.ui.alerts.length;
    addon.click(caption);
    const alert = ss.ui.alerts[before];
    if (alert) throw new Error(`${caption}: ${alert.prompt}`);
    print(`» ${caption}: ${ss.toasts[ss.toasts.length - 1]?.msg ?? ''}`);
  };
  // A printable tab has a title block above its header row; both are frozen.
  const headerRow = (tab: string): number => Math.max(1, ss._sheetNamed(tab)?._frozenRows ?? 1);
  const values = (tab: string): CellValue[][] => sheetValues(ss, tab).slice(headerRow(tab) - 1);
  const typeIn = (tab: string, row: number, column: number, value: CellValue): void => {
    ss._env.silent(() => ss._sheetNamed(tab)!.getRange(row, column).setValue(value));
  };

  say('Set up tournament sheet');
  const headers = PLAYERS_TAB.columns.map((c) => c.header);
  setSheet(ss, 'Players', [headers, ...roster.map((p) => headers.map((h) => p[h] ?? ''))]);
  const settings: Record<string, CellValue> = {
    'Tournament name': 'Riverside Autumn McMahon',
    Rounds: ROUNDS,
    Bar: '4d',
    Floor: '20k',
    Handicap: 'Minus 2',
    'Random seed': 2026,
  };
  const settingRows = values('Settings');
  for (const [name, value] of Object.entries(settings)) {
    typeIn('Settings', settingRows.findIndex((r) => r[0] === name) + 1, 2, value);
  }
  print(
    `Pairsheet demo: ${roster.length} players from ${ROSTER}, ${ROUNDS} rounds of AGA McMahon.\n`,
  );
  say('Build bands');
  print(`${table(values('Bands'))}\n`);

  // Results from a seeded strength model: a stone of rank difference not covered by the
  // handicap shifts the odds; about one game in a hundred ends in jigo.
  const random = seededRandom(7);
  for (let round = 1; round <= ROUNDS; round++) {
    say('Pair next round');
    const tab = `Round ${round}`;
    const rows = values(tab);
    const col = (h: string): number => rows[0].indexOf(h);
    rows.slice(1).forEach((r, i) => {
      if (r[col('Board')] === 'Bye') return;
      const white = String(r[col('White')]);
      const black = String(r[col('Black')]);
      const edge =
        rankStones(rankOf.get(white)!) -
        rankStones(rankOf.get(black)!) -
        (Number(r[col('Handicap')]) || 0);
      const pWhite = 1 / (1 + Math.exp(-0.9 * edge));
      const result = random.next() < 0.01 ? 'Jigo' : random.next() < pWhite ? 'W+R' : 'B+R';
      typeIn(tab, headerRow(tab) + i + 1, col('Result') + 1, result);
    });
    print(tab);
    print(table(values(tab).map((r) => r.slice(0, 7))));
    print(`(${rows.length - 1 - rows.filter((r) => r[col('Board')] === 'Bye').length} boards)\n`);
  }
  say('Update standings');
  say('Print pairings');
  print('Final standings');
  print(table(values('Standings').map((r) => r.slice(0, 8 + ROUNDS))));
  // The blank first tab of a new spreadsheet is not part of the event.
  const blank = ss._sheetNamed('Sheet1');
  if (blank) ss.deleteSheet(blank);
  return doc;
}
