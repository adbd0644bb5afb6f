/**
 * The offline demo event: a roster read from a CSV file put on the Players tab of a fresh
 * in-memory spreadsheet with the built add-in loaded, a club's Bar and Floor, then five rounds
 * paired by clicking the menu like a TD and results typed like volunteers. Used by `npm start`
 * (scripts/demo.ts) and by the print test, which renders the saved workbook.
 */
import { readFileSync } from 'node:fs';
import { seededRandom } from '../src/engine/random';
import { formatRank, parseRank, rankStones } from '../src/engine/rank';
import { printSetupFor } from '../src/sheet/printLayout';
import { saveWorkbook, type MemorySheet } from '../src/workbook';
import {
  newEvent,
  PLAYER_HEADERS,
  playerRow,
  typeResults,
  type Event,
} from '../test/support/event';

export const DEMO_ROSTER = 'examples/club-roster.csv';
export const DEMO_ROUNDS = 5;

/** A CSV file as header → value records; quoted fields may hold commas. */
export function readCsv(path: string): { headers: string[]; rows: Record<string, string>[] } {
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

export interface Demo {
  event: Event;
  /** What the demo printed: the menu's messages and each tab as text. */
  log: string[];
  /** CSV columns that are not Players columns, left out. */
  ignored: string[];
}

/** Thrown with the add-in's own message (the Players tab checks) when a command is refused. */
export class DemoRefused extends Error {}

/**
 * Plays the event. The CSV's columns go to the Players columns of the same header (any case);
 * the add-in then checks the roster exactly as it checks a Players tab typed in Sheets, and a
 * refusal names the cell, whose row is the CSV line.
 */
export function playDemo(rosterPath = DEMO_ROSTER, rounds = DEMO_ROUNDS): Demo {
  const { headers, rows } = readCsv(rosterPath);
  const known = new Map(PLAYER_HEADERS.map((h) => [h.toLowerCase(), h]));
  const ignored = headers.filter((h) => !known.has(h.toLowerCase()));
  const players = rows.map((r) =>
    playerRow(
      Object.fromEntries(
        Object.entries(r)
          .filter(([h]) => known.has(h.toLowerCase()))
          .map(([h, v]) => [known.get(h.toLowerCase())!, v]),
      ),
    ),
  );
  const rankOf = new Map(
    rows.map((p) => [p.Name ?? p.name ?? '', parseRank(p.Rank ?? p.rank ?? '') ?? 0]),
  );
  const club = clubBarAndFloor([...rankOf.values()]);
  const event = newEvent({
    players,
    settings: {
      'Tournament name': 'Riverside Autumn McMahon',
      Rounds: rounds,
      Bar: club?.bar ?? '',
      Floor: club?.floor ?? '',
      Handicap: 'Minus 2',
      'Random seed': 2026,
    },
  });
  const log: string[] = [];
  const say = (caption: string): void => {
    const before = event.ss.ui.alerts.length;
    event.click(caption);
    if (event.ss.ui.alerts.length > before) {
      throw new DemoRefused(`${caption}: ${event.lastAlert()}`);
    }
    const toast = event.ss.toasts[event.ss.toasts.length - 1];
    log.push(`» ${caption}: ${toast?.msg ?? ''}`);
  };
  log.push(
    `Pairsheet demo: ${rows.length} players from ${rosterPath}, ${rounds} rounds of AGA McMahon` +
      (club ? `, Bar ${club.bar} and Floor ${club.floor}.` : '.'),
    '',
  );
  say('Build bands');
  log.push(textTable(event.values('Bands')), '');

  // Results from a seeded strength model: a stone of rank difference not covered by the
  // handicap shifts the odds; about one game in a hundred ends in jigo.
  const random = seededRandom(7);
  for (let round = 1; round <= rounds; round++) {
    say('Pair next round');
    const table = event.values(`Round ${round}`);
    const handicapCol = table[0].indexOf('Handicap');
    const handicaps = new Map(
      table.slice(1).map((r) => [`${r[1]}|${r[2]}`, Number(r[handicapCol]) || 0]),
    );
    typeResults(event, round, (white, black) => {
      const edge =
        rankStones(rankOf.get(white) ?? 0) -
        rankStones(rankOf.get(black) ?? 0) -
        handicaps.get(`${white}|${black}`)!;
      const pWhite = 1 / (1 + Math.exp(-0.9 * edge));
      if (random.next() < 0.01) return 'Jigo';
      return random.next() < pWhite ? 'W+R' : 'B+R';
    });
    log.push(`Round ${round}`, textTable(table.map((r) => r.slice(0, 7))), '');
  }
  say('Update standings');
  say('Print pairings');
  say('Print result slips');
  log.push(
    'Final standings',
    textTable(event.values('Standings').map((r) => r.slice(0, 8 + rounds))),
  );
  // The blank first tab of a new spreadsheet is not part of the event.
  const blank = event.ss.getSheetByName('Sheet1');
  if (blank) event.ss.deleteSheet(blank);
  return { event, log, ignored };
}

/** Saves the demo workbook with each tab's print setup (orientation, fit, repeated title rows). */
export async function saveDemo(event: Event, path: string): Promise<void> {
  await saveWorkbook(event.ss, path, {
    printSetup: (sheet: MemorySheet) =>
      printSetupFor(sheet.getName(), sheet.getFrozenRows(), sheet.getLastRow()),
  });
}

/** Rows as aligned text columns, each as wide as its widest cell. */
export function textTable(rows: Array<Array<string | number | boolean>>): string {
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
