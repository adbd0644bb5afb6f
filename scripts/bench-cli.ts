/**
 * npm run bench:cli — every `pairsheet` command on a 2,000-player workbook file, each timed in
 * three parts as the command line runs them: load (read + parse the .xlsx), command (the menu
 * item in the built add-in) and save (write back + atomic save). Target: 10 s per command.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findSubcommand } from '../src/cli/commands';
import { main as pairsheet } from '../src/cli/main';
import { runMenuItem } from '../src/cli/runMenu';
import type { Terminal } from '../src/cli/terminal';
import { openWorkbook, readWorkbookFile, saveAtomically } from '../src/cli/workbookFile';
import { seededRandom } from '../src/engine/random';
import { PLAYERS_TAB } from '../src/sheet/schema';
import { setSheet, sheetValues } from '../src/workbook/snapshot';
import { XlsxDocument } from '../src/workbook/xlsxDocument';

const PLAYERS = 2000;
const TARGET_S = 10;
const ROBIN_PLAYERS = 100;
const BUNDLE = join(import.meta.dirname, '..', 'build', 'pairsheet.js');

const seconds = (ms: number): string => (ms / 1000).toFixed(2).padStart(6);

interface Timing {
  label: string;
  load: number;
  command: number;
  save: number;
  outcome: string;
}

const timings: Timing[] = [];

/**
 * Times a file command (import, export) as one whole run of the command line: these read or
 * write a second file, so their load, command and save are reported together under command.
 */
async function timedFileCommand(argv: string[]): Promise<void> {
  const quiet: Terminal = {
    out: () => {},
    err: (text) => console.error(text),
    interactive: false,
    progress: false,
    ask: () => Promise.resolve(''),
    status: () => {},
  };
  const t = performance.now();
  const status = await pairsheet([...argv, '--yes'], quiet);
  const label = `${argv[0]} ${argv[1].replace(/^.*\//, '')} (whole run)`;
  report(label, 0, performance.now() - t, 0, status === 0 ? '' : `exit status ${status}`);
}

function report(label: string, load: number, command: number, save: number, outcome: string): void {
  timings.push({ label, load, command, save, outcome });
  const total = load + command + save;
  console.log(
    `${label.padEnd(18)}${seconds(load)}${seconds(command)}${seconds(save)}${seconds(total)}  ${total / 1000 <= TARGET_S ? 'ok' : 'OVER'}  ${outcome.split('\n')[0].slice(0, 70)}`,
  );
}

async function timed(file: string, name: string, round?: number): Promise<void> {
  const subcommand = findSubcommand(name)!;
  let t = performance.now();
  const doc = await openWorkbook(file, readWorkbookFile(file));
  const load = performance.now() - t;
  const ss = doc.spreadsheet;
  const initialActive = ss._active;
  if (round !== undefined) ss._active = ss._sheetNamed(`Round ${round}`)!;
  t = performance.now();
  const run = runMenuItem(doc, subcommand, { bundlePath: BUNDLE, answers: [], yes: true });
  const command = performance.now() - t;
  if (round !== undefined) ss._active = initialActive; // As the command line does.
  t = performance.now();
  if (run.outcome === 'ok' && doc.update()) saveAtomically(file, await doc.toBuffer());
  const save = performance.now() - t;
  const label = `${name}${round !== undefined ? ` ${round}` : ''}`;
  const outcome = run.outcome === 'ok' ? '' : `${run.outcome}: ${run.shown[0]?.text ?? ''}`;
  report(label, load, command, save, outcome);
}

/** Volunteers type every result of a round (not timed). */
async function typeResults(file: string, round: number): Promise<void> {
  const doc = await openWorkbook(file, readWorkbookFile(file));
  const ss = doc.spreadsheet;
  const random = seededRandom(round);
  const sheet = ss._sheetNamed(`Round ${round}`)!;
  const header = Math.max(1, sheet._frozenRows); // Below the title block.
  const rows = sheetValues(ss, `Round ${round}`).slice(header - 1);
  const col = (h: string): number => rows[0].indexOf(h) + 1;
  ss._env.silent(() =>
    rows.slice(1).forEach((r, i) => {
      if (r[0] === 'Bye') return;
      sheet.getRange(header + i + 1, col('Result')).setValue(random.next() < 0.5 ? 'W+R' : 'B+R');
    }),
  );
  doc.update();
  saveAtomically(file, await doc.toBuffer());
}

function rank(i: number): string {
  const r = Math.floor(i / (PLAYERS / 36));
  return r < 30 ? `${30 - r}k` : `${r - 29}d`;
}

/** Pastes 2,000 players and the settings into a new event file (not timed). */
async function makeEvent(
  file: string,
  count: number,
  values: Record<string, string | number>,
): Promise<void> {
  if (!existsSync(file)) {
    const created = XlsxDocument.blank('robin');
    runMenuItem(created, findSubcommand('init')!, { bundlePath: BUNDLE, answers: [], yes: true });
    created.update();
    saveAtomically(file, await created.toBuffer());
  }
  const setup = await openWorkbook(file, readWorkbookFile(file));
  const headers = PLAYERS_TAB.columns.map((c) => c.header);
  const players = Array.from({ length: count }, (_, i) =>
    headers.map((h) =>
      h === 'Name'
        ? `Player ${String(i + 1).padStart(4, '0')}`
        : h === 'Rank'
          ? rank(i)
          : h === 'Club'
            ? `Club ${i % 60}`
            : '',
    ),
  );
  setSheet(setup.spreadsheet, 'Players', [headers, ...players]);
  const settings = sheetValues(setup.spreadsheet, 'Settings');
  const set = (name: string, value: string | number): void => {
    const row = settings.findIndex((r) => r[0] === name) + 1;
    setup.spreadsheet._env.silent(() =>
      setup.spreadsheet._sheetNamed('Settings')!.getRange(row, 2).setValue(value),
    );
  };
  for (const [name, value] of Object.entries(values)) set(name, value);
  setup.update();
  saveAtomically(file, await setup.toBuffer());
}

async function main(): Promise<void> {
  const file = join(mkdtempSync(join(tmpdir(), 'pairsheet-bench-')), 'big.xlsx');
  console.log(
    `pairsheet on ${PLAYERS} players (${file}); seconds per step, target ${TARGET_S} s\n`,
  );
  console.log(
    `${'command'.padEnd(14)}${'load'.padStart(6)}${'run'.padStart(6)}${'save'.padStart(6)}${'total'.padStart(6)}`,
  );

  // init creates the file; then the TD pastes 2,000 players and sets up the event (not timed).
  const created = XlsxDocument.blank('big');
  let t = performance.now();
  const init = runMenuItem(created, findSubcommand('init')!, {
    bundlePath: BUNDLE,
    answers: [],
    yes: true,
  });
  const command = performance.now() - t;
  t = performance.now();
  created.update();
  saveAtomically(file, await created.toBuffer());
  timings.push({
    label: 'init',
    load: 0,
    command,
    save: performance.now() - t,
    outcome: init.outcome,
  });
  console.log(
    `${'init'.padEnd(14)}${seconds(0)}${seconds(command)}${seconds(performance.now() - t)}`,
  );

  await makeEvent(file, PLAYERS, { Rounds: 5, Bar: '5d', Floor: '25k' });

  await timed(file, 'bands');
  await timed(file, 'apply-bands');
  for (const round of [1, 2, 3]) {
    await timed(file, 'pair');
    await typeResults(file, round);
  }
  await timed(file, 'pair');
  await timed(file, 'pair'); // Round 4 has no results: paired again (--yes).
  await timed(file, 'undo');
  await timed(file, 'pair');
  await timed(file, 'check');
  await timed(file, 'check', 2);
  await timed(file, 'print');
  await timed(file, 'print', 1);
  await timed(file, 'slips');
  await timed(file, 'standings');
  await timedFileCommand(['export', 'csv', file, dirname(file)]);
  await timedFileCommand(['export', 'h9', file]);
  await timedFileCommand(['export', 'opengotha', file]);
  await timed(file, 'seat'); // Refused: this is a McMahon event.

  // Importing the 2,000-player roster as CSV into a new workbook.
  const roster = join(dirname(file), 'roster.csv');
  const lines = ['Name,Rank,Club'];
  for (let i = 0; i < PLAYERS; i++) lines.push(`Player ${i + 1},${rank(i)},Club ${i % 60}`);
  writeFileSync(roster, `${lines.join('\n')}\n`);
  const fresh = join(dirname(file), 'fresh.xlsx');
  const blank = XlsxDocument.blank('fresh');
  runMenuItem(blank, findSubcommand('init')!, { bundlePath: BUNDLE, answers: [], yes: true });
  blank.update();
  saveAtomically(fresh, await blank.toBuffer());
  await timedFileCommand(['import', roster, fresh]);

  // A round robin seats everyone against everyone: its schedule grows with the square of the
  // field (2,000 players would be 1,999 rounds), so it is measured on a large real one.
  const robin = join(file, '..', 'robin.xlsx');
  console.log(`\nround robin of ${ROBIN_PLAYERS} players`);
  await makeEvent(robin, ROBIN_PLAYERS, {
    'Pairing system': 'Round robin',
    Rounds: ROBIN_PLAYERS - 1,
  });
  await timed(robin, 'seat');
  await timed(robin, 'pair');
  await timed(robin, 'check');
  const worst = Math.max(...timings.map((x) => x.load + x.command + x.save));
  console.log(`\nslowest command: ${(worst / 1000).toFixed(2)} s (target ${TARGET_S} s)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
