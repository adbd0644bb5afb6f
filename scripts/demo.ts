/**
 * The offline main job (npm start): plays a whole 5-round McMahon event with the built add-in
 * (scripts/demoEvent.ts), prints every round and the final table, and saves the workbook with
 * its print setup to out/pairsheet-demo.xlsx.
 *
 *   npm start                    the example club roster (examples/club-roster.csv)
 *   npm start -- my-roster.csv   your own roster: a header row with Players columns (Name, Rank,
 *                                Club…), one player a line; checked like the Players tab
 */
import { existsSync, mkdirSync } from 'node:fs';
import { DEMO_ROSTER, DemoRefused, playDemo, saveDemo } from './demoEvent';

const OUT = 'out/pairsheet-demo.xlsx';

async function main(): Promise<void> {
  const roster = process.argv[2] ?? DEMO_ROSTER;
  if (!existsSync(roster)) {
    throw new DemoRefused(
      `There is no file "${roster}". Give a CSV roster: npm start -- my-roster.csv`,
    );
  }
  const { event, log, ignored } = playDemo(roster);
  if (ignored.length) {
    console.log(`Columns left out (not Players columns): ${ignored.join(', ')}.\n`);
  }
  console.log(log.join('\n'));
  mkdirSync('out', { recursive: true });
  await saveDemo(event, OUT);
  const tabs = event.ss.getSheets().map((s) => s.getName());
  console.log(`\nSaved ${OUT} with tabs: ${tabs.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
