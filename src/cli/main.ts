/**
 * `pairsheet`: the add-in's menu commands on an .xlsx workbook, for clubs that run Excel or
 * LibreOffice or have no internet at the venue. Each command loads the workbook, runs the menu
 * item of the built add-in (build/pairsheet.js) on it, and saves it back atomically; a refusal
 * leaves the file exactly as it was.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARAGRAPH_BREAK } from '../addon/paragraphs';
import { ROUND_TAB_PATTERN } from '../sheet/schema';
import { XlsxDocument } from '../workbook/xlsxDocument';
import { findSubcommand, MENU_SUBCOMMANDS, type MenuSubcommand } from './commands';
import { forCommandLine } from './messages';
import { printable } from './printable';
import { DemoRefused, runDemo } from './demo';
import { DONE, REFUSED, USAGE } from './exitStatus';
import { runsLong } from './longCommand';
import { runFileCommand } from './fileCommands';
import { unknownCommand } from './unknownCommand';
import { acceptButton, runMenuItem, type MenuRun, type Question } from './runMenu';
import {
  namingCommands,
  processTerminal,
  withProgress,
  withProgressSync,
  type Terminal,
} from './terminal';
import {
  FileProblem,
  folderProblem,
  lockFileOf,
  fileNameProblem,
  savingProblem,
  newWorkbook,
  openWorkbook,
  readOnlyProblem,
  readWorkbookFile,
  saveAtomically,
  untouched,
} from './workbookFile';

/** The package folder (holds build/, examples/), found from this file wherever it was built. */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'pairsheet') {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('pairsheet: cannot find the package folder');
    dir = parent;
  }
}

function packageVersion(): string {
  return JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')).version;
}

/** A command as the overview lists it: its name and what it takes besides FILE.xlsx. */
function commandLabel(s: MenuSubcommand): string {
  const extra = (s.files ?? '')
    .replace('FILE.xlsx', '')
    .replace(/\S+\|\S+/, 'FORMAT')
    .replace(/\s+/g, ' ')
    .trim();
  return [s.name, extra, s.round ? '[N]' : ''].filter(Boolean).join(' ');
}

function globalHelp(): string {
  const width = Math.max(...MENU_SUBCOMMANDS.map((s) => commandLabel(s).length), 4) + 3;
  const line = (name: string, text: string): string => `  ${name.padEnd(width)}${text}`;
  return [
    'Usage: pairsheet <command> FILE.xlsx [options]',
    '',
    'Runs a Pairsheet menu command on an Excel / LibreOffice workbook and saves it.',
    'Type results into the workbook between commands; close it there before running one.',
    '',
    'Commands:',
    ...MENU_SUBCOMMANDS.map((s) => line(commandLabel(s), `${s.summary} (menu: ${s.caption})`)),
    line('demo', 'play a whole demo event and save it to FILE'),
    '',
    'Options:',
    '  -y, --yes   answer Yes to the questions a dialog would ask',
    '  -h, --help  show help (pairsheet <command> --help for one command)',
    '  --version   show the version of Pairsheet',
    '',
    'Exit status: 0 done, 1 refused or failed (the file is unchanged), 2 wrong command line.',
  ].join('\n');
}

function subcommandHelp(s: MenuSubcommand): string {
  const usage = `Usage: pairsheet ${s.name} ${s.files ?? 'FILE.xlsx'}${s.round ? ' [N]' : ''} [--yes]`;
  return [usage, '', `Menu: ${s.caption}`, '', s.details].join('\n');
}

const DEMO_HELP = [
  'Usage: pairsheet demo FILE.xlsx [ROSTER.csv] [--yes]',
  '',
  'Plays a whole 5-round McMahon event from examples/club-roster.csv (or ROSTER.csv: a header',
  'row of Players columns, one player a line, checked like the Players tab) and saves the',
  'workbook to FILE.xlsx. An existing FILE is replaced only after you confirm (or with --yes).',
].join('\n');

interface Parsed {
  command: string;
  positional: string[];
  yes: boolean;
  help: boolean;
  version: boolean;
}

function parse(argv: string[]): Parsed | string {
  const positional: string[] = [];
  let yes = false;
  let help = false;
  let version = false;
  let options = true;
  for (const arg of argv) {
    if (!options) positional.push(arg);
    else if (arg === '--')
      options = false; // What follows is a name, even one starting with -.
    else if (arg === '--yes' || arg === '-y') yes = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--version') version = true;
    else if (arg.startsWith('-') && !/^-\d/.test(arg) && arg !== '-') {
      return arg.includes('.')
        ? `unknown option ${arg}. For a file whose name starts with -, write ./${arg}`
        : `unknown option ${arg}`;
    } else positional.push(arg);
  }
  const [command = '', ...rest] = positional;
  return { command, positional: rest, yes, help, version };
}

function usageError(terminal: Terminal, message: string, help: string): number {
  terminal.err(`pairsheet: ${message}\n\n${help}`);
  return USAGE;
}

function print(terminal: Terminal, run: MenuRun, toErr: boolean): void {
  const say = toErr ? terminal.err : terminal.out;
  for (const s of run.shown) {
    say(`${s.title}\n${s.text}`);
    // A report in paragraphs ends with a blank line too, so the line about the file stands apart.
    if (s.text.includes(PARAGRAPH_BREAK)) say('');
  }
}

/** Makes the round tab the one "in view", as the menu command expects. */
function selectRound(doc: XlsxDocument, round: number | null): string | null {
  const ss = doc.spreadsheet;
  if (round !== null) {
    const sheet = ss._sheetNamed(`Round ${round}`);
    if (!sheet) {
      const rounds = ss._sheets.filter((s) => ROUND_TAB_PATTERN.test(s._name)).map((s) => s._name);
      return `There is no tab "Round ${round}" in the workbook (round tabs: ${rounds.join(', ') || 'none'}).`;
    }
    ss._active = sheet;
  } else {
    // No tab in view: the command takes the latest round.
    const other = ss._sheets.find((s) => !ROUND_TAB_PATTERN.test(s._name));
    if (other) ss._active = other;
  }
  return null;
}

async function question(terminal: Terminal, q: Question): Promise<boolean> {
  const answer = await terminal.ask(`${q.title}\n${q.prompt} [y/N] `);
  return /^\s*y(es)?\s*$/i.test(answer);
}

function refuseQuestion(terminal: Terminal, file: string, q: Question): number {
  terminal.err(
    `${q.title}\n${q.prompt}\npairsheet: this needs an answer. Run the command in a terminal to be asked, or add --yes to answer Yes. ${untouched(file)}`,
  );
  return REFUSED;
}

async function runSubcommand(
  terminal: Terminal,
  s: MenuSubcommand,
  file: string,
  round: number | null,
  yes: boolean,
): Promise<number> {
  const bundlePath = join(packageRoot(), 'build', 'pairsheet.js');
  const creating = s.creates === true && !existsSync(file);
  if (creating && lockFileOf(file)) {
    throw new FileProblem(`${file} is being created by another program; close it there first.`);
  }
  const noFolder = creating ? folderProblem(file) : null;
  if (noFolder) throw new FileProblem(noFolder);
  const bytes = creating ? null : readWorkbookFile(file);
  const open = (): Promise<XlsxDocument> =>
    bytes === null
      ? Promise.resolve(newWorkbook(file))
      : withProgress(terminal, `Loading ${file}`, () => openWorkbook(file, bytes));

  const answers: string[] = [];
  for (;;) {
    const doc = await open();
    const ss = doc.spreadsheet;
    const initialActive = ss._active;
    const problem = s.round ? selectRound(doc, round) : null;
    if (problem) {
      terminal.err(`${problem}\n${untouched(file)}`);
      return REFUSED;
    }
    const chosen = ss._active;
    const run = withProgressSync(terminal, `${s.caption}`, runsLong(ss), () =>
      runMenuItem(doc, s, { bundlePath, answers, yes }),
    );
    if (run.unanswered) {
      if (!terminal.interactive) return refuseQuestion(terminal, file, run.unanswered);
      if (await question(terminal, run.unanswered)) {
        answers.push(acceptButton(run.unanswered.buttons));
        continue; // Run again from the file as it is, this time with the answer.
      }
    }
    if (run.outcome !== 'ok') {
      print(terminal, run, true);
      terminal.err(untouched(file));
      return REFUSED;
    }
    const merged = savingProblem(doc);
    if (merged) {
      terminal.err(`Pairsheet: ${s.caption}\n${merged}\n${untouched(file)}`);
      return REFUSED;
    }
    if (ss._active === chosen && ss._sheets.includes(initialActive)) ss._active = initialActive;
    if (creating) dropBlankFirstTab(doc);
    const changed = doc.update() || creating;
    const badName = changed ? (fileNameProblem(file) ?? readOnlyProblem(file)) : null;
    if (badName) {
      terminal.err(`Pairsheet: ${s.caption}\n${badName}\n${untouched(file)}`);
      return REFUSED;
    }
    print(terminal, run, false);
    if (!changed) return DONE;
    const out = await withProgress(terminal, `Saving ${file}`, () => doc.toBuffer());
    saveAtomically(file, out, bytes);
    terminal.out(`Saved ${file}.`);
    return DONE;
  }
}

/** A new workbook starts with "Sheet1"; once the event tabs exist it is not needed. */
function dropBlankFirstTab(doc: XlsxDocument): void {
  const ss = doc.spreadsheet;
  const blank = ss._sheetNamed('Sheet1');
  if (blank && ss._sheets.length > 1 && blank._lastRow() === 0) {
    ss.deleteSheet(blank);
    if (ss._active === blank) ss._active = ss._sheets[0];
  }
}

async function demo(
  terminal: Terminal,
  file: string,
  roster: string | undefined,
  yes: boolean,
): Promise<number> {
  // Before the demo plays: a read-only FILE is refused now, not after the whole event.
  const badName = fileNameProblem(file) ?? readOnlyProblem(file);
  if (badName) {
    terminal.err(`${badName} ${untouched(file)}`);
    return REFUSED;
  }
  if (roster !== undefined && !existsSync(roster)) {
    terminal.err(`There is no roster file "${roster}". ${untouched(file)}`);
    return USAGE;
  }
  if (existsSync(file)) {
    if (lockFileOf(file)) readWorkbookFile(file); // Throws the "open in another program" message.
    const q: Question = {
      title: 'Pairsheet: demo',
      prompt: `${file} exists. Replace it with the demo event?`,
      buttons: 'YES_NO',
    };
    if (!yes) {
      if (!terminal.interactive) return refuseQuestion(terminal, file, q);
      if (!(await question(terminal, q))) {
        terminal.out(untouched(file));
        return DONE;
      }
    }
  }
  mkdirSync(dirname(file), { recursive: true });
  let doc: XlsxDocument;
  try {
    doc = runDemo(packageRoot(), terminal.out, roster && resolve(roster));
  } catch (error) {
    if (!(error instanceof DemoRefused)) throw error;
    terminal.err(`${error.message}\n${untouched(file)}`);
    return REFUSED;
  }
  doc.update();
  saveAtomically(file, await doc.toBuffer());
  const tabs = doc.spreadsheet._sheets.map((s) => s._name);
  terminal.out(`\nSaved ${file} with tabs: ${tabs.join(', ')}`);
  return DONE;
}

/** Runs the command line; resolves with the exit status. */
export async function main(argv: string[], shell: Terminal = processTerminal()): Promise<number> {
  const terminal = namingCommands(shell, (text) => printable(forCommandLine(text)));
  const parsed = parse(argv);
  if (typeof parsed === 'string') return usageError(terminal, parsed, globalHelp());
  const { command, positional, yes, help, version } = parsed;
  if (version) {
    terminal.out(`pairsheet ${packageVersion()}`);
    return DONE;
  }
  if (command === 'help' && positional.length > 0) return main([positional[0], '--help'], shell);
  if (command === '' || command === 'help') {
    if (help || command === 'help') {
      terminal.out(globalHelp());
      return DONE;
    }
    terminal.err(globalHelp());
    return USAGE;
  }
  try {
    if (command === 'demo') {
      if (help) {
        terminal.out(DEMO_HELP);
        return DONE;
      }
      if (positional.length < 1 || positional.length > 2) {
        return usageError(
          terminal,
          'demo needs one FILE (and optionally a roster .csv)',
          DEMO_HELP,
        );
      }
      return await demo(terminal, positional[0], positional[1], yes);
    }
    const s = findSubcommand(command);
    if (!s) return usageError(terminal, unknownCommand(command, positional), globalHelp());
    if (help) {
      terminal.out(subcommandHelp(s));
      return DONE;
    }
    if (s.files) {
      const bundlePath = join(packageRoot(), 'build', 'pairsheet.js');
      const usage = (message: string): number => usageError(terminal, message, subcommandHelp(s));
      return await runFileCommand(terminal, s, positional, yes, bundlePath, usage);
    }
    const [file, roundText, ...extra] = positional;
    if (!file) return usageError(terminal, `${s.name} needs a FILE.xlsx`, subcommandHelp(s));
    if (extra.length || (roundText !== undefined && !s.round)) {
      return usageError(terminal, `too many arguments for ${s.name}`, subcommandHelp(s));
    }
    let round: number | null = null;
    if (roundText !== undefined) {
      if (!/^[1-9]\d*$/.test(roundText)) {
        return usageError(
          terminal,
          `N must be a round number (1, 2, …), not "${roundText}"`,
          subcommandHelp(s),
        );
      }
      round = Number(roundText);
    }
    return await runSubcommand(terminal, s, file, round, yes);
  } catch (error) {
    if (error instanceof FileProblem) {
      terminal.err(`pairsheet: ${error.message}`);
      return REFUSED;
    }
    terminal.err(`pairsheet: something unexpected went wrong: ${(error as Error).stack ?? error}`);
    return REFUSED;
  }
}
