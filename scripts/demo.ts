/**
 * The offline main job (npm start): loads the built add-in into the in-memory spreadsheet the
 * tests use and plays a whole 5-round McMahon event from examples/club-roster.csv, clicking the
 * menu like a TD and typing results like volunteers. Prints every round and the final table,
 * and saves the workbook to out/pairsheet-demo.xlsx.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { seededRandom } from '../src/engine/random';
import { parseRank, rankStones } from '../src/engine/rank';
import { saveWorkbook } from '../src/workbook';
import { newEvent, pairings, playerRow, typeResults, type Row } from '../test/support/event';

const ROSTER = 'examples/club-roster.csv';
const OUT = 'out/pairsheet-demo.xlsx';
const ROUNDS = 5;

function readCsv(path: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path, 'utf8').trim().split('\n');
  const split = (line: string): string[] =>
    [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[2] ?? m[1]);
  const keys = split(header);
  return lines.map((line) => Object.fromEntries(split(line).map((v, i) => [keys[i], v])));
}

/** Rows as aligned text columns, each as wide as its widest cell. */
function table(rows: Row[]): string {
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

async function main(): Promise<void> {
  const roster = readCsv(ROSTER);
  const rankOf = new Map(roster.map((p) => [p.Name, parseRank(p.Rank)!]));
  const event = newEvent({
    players: roster.map((p) => playerRow(p)),
    settings: {
      'Tournament name': 'Riverside Autumn McMahon',
      Rounds: ROUNDS,
      Bar: '4d',
      Floor: '20k',
      Handicap: 'Minus 2',
      'Random seed': 2026,
    },
  });
  const say = (caption: string): void => {
    const before = event.ss.ui.alerts.length;
    event.click(caption);
    if (event.ss.ui.alerts.length > before) {
      throw new Error(`${caption}: ${event.lastAlert()}`);
    }
    const toast = event.ss.toasts[event.ss.toasts.length - 1];
    console.log(`» ${caption}: ${toast?.msg ?? ''}`);
  };
  console.log(
    `Pairsheet demo: ${roster.length} players from ${ROSTER}, ${ROUNDS} rounds of AGA McMahon.\n`,
  );
  say('Build bands');
  console.log(table(event.values('Bands')), '\n');

  // Results from a seeded strength model: a stone of rank difference not covered by the
  // handicap shifts the odds; about one game in a hundred ends in jigo.
  const random = seededRandom(7);
  for (let round = 1; round <= ROUNDS; round++) {
    say('Pair next round');
    const rows = event.values(`Round ${round}`);
    const handicapCol = rows[0].indexOf('Handicap');
    const handicaps = new Map(
      rows.slice(1).map((r) => [`${r[1]}|${r[2]}`, Number(r[handicapCol]) || 0]),
    );
    typeResults(event, round, (white, black) => {
      const edge =
        rankStones(rankOf.get(white)!) -
        rankStones(rankOf.get(black)!) -
        handicaps.get(`${white}|${black}`)!;
      const pWhite = 1 / (1 + Math.exp(-0.9 * edge));
      const draw = random.next();
      if (draw < 0.01) return 'Jigo';
      return random.next() < pWhite ? 'W+R' : 'B+R';
    });
    console.log(`Round ${round}`);
    console.log(table(event.values(`Round ${round}`).map((r) => r.slice(0, 7))));
    console.log(`(${pairings(event, round).length} boards)\n`);
  }
  say('Update standings');
  say('Print pairings');
  const standings = event.values('Standings');
  console.log('Final standings');
  console.log(table(standings.map((r) => r.slice(0, 8 + ROUNDS))));
  // The blank first tab of a new spreadsheet is not part of the event.
  const blank = event.ss.getSheetByName('Sheet1');
  if (blank) event.ss.deleteSheet(blank);
  mkdirSync('out', { recursive: true });
  await saveWorkbook(event.ss, OUT);
  const tabs = event.ss.getSheets().map((s) => s.getName());
  console.log(`\nSaved ${OUT} with tabs: ${tabs.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
