/**
 * `pairsheet import`, `export` and `ratings`: the add-in's dialogs (Import event…, Export
 * results…, Look up ratings…) on an .xlsx workbook. The file is read here and its bytes handed
 * to the same server functions the dialogs call, so checks and messages are the same.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { MAX_IMPORT_BYTES } from '../interop/limits';
import { NOTHING_APPLIED } from '../sheet/ratingReview';
import { loadBundle } from '../workbook/loadBundle';
import { XlsxDocument } from '../workbook/xlsxDocument';
import type { MenuSubcommand } from './commands';
import { DONE, REFUSED } from './exitStatus';
import type { Terminal } from './terminal';
import {
  bytesRead,
  FileProblem,
  folderProblem,
  fileNameProblem,
  savingProblem,
  newWorkbook,
  openWorkbook,
  readOnlyProblem,
  readWorkbookFile,
  saveAtomically,
  untouched,
} from './workbookFile';

/** What the add-in's dialog calls answer (import, export, rating look-up), after JSON. */
export interface DialogReply {
  ok: boolean;
  message: string;
  confirm?: boolean;
  needsIds?: boolean;
  fileName?: string;
  text?: string;
  notes?: string[];
  /** Look up ratings: how many players the list did not match, as a sentence ('' for none). */
  unmatched?: string;
  /** Look up ratings: the ratings marked Apply = No (the other kind), as a sentence ('' for none). */
  notApplied?: string;
  /** Look up ratings: the list's lines that could not be read, as a sentence ('' for none). */
  unread?: string;
  /** Look up ratings: how many changes the review tab lists (0: no tab was written). */
  changes?: number;
  /** Look up ratings: the list's kind, as messages name it (TDList, EGD list). */
  source?: string;
  /** Look up ratings: the players the tab names, as "Name: how the list found them". */
  named?: { unmatched: string[]; unrated: string[]; swapped: string[] };
}

const players = (n: number): string => `${n} player${n === 1 ? '' : 's'}`;

/**
 * With --yes the review tab is removed once applied: what it said of the players not
 * matched, without a rating, or found with their name's words in the other order (not applied).
 */
function namedWithoutTab(answer: DialogReply): string[] {
  const { unmatched = [], unrated = [], swapped = [] } = answer.named ?? {};
  const block = (title: string, names: string[]): string[] =>
    names.length ? [title, ...names.map((n) => `  ${n}`)] : [];
  return [
    ...block(`${players(unmatched.length)} not matched:`, unmatched),
    ...block(`The ${answer.source} has no rating for ${players(unrated.length)}:`, unrated),
    ...block(
      `${players(swapped.length)} found by name with the words in the other order, so not applied: check ${swapped.length === 1 ? 'it is the same player' : 'they are the same players'}, then run pairsheet ratings without --yes and set Apply to Yes:`,
      swapped,
    ),
  ];
}

const EXPORT_FORMATS = ['aga', 'h9', 'opengotha', 'pairgoth', 'csv'] as const;

/**
 * Reads an input file's bytes as base64, refusing what is not there or far too large before
 * reading it; the add-in decodes them as it does a file chosen in a dialog (encoding.ts).
 */
function readInput(file: string): string {
  if (!existsSync(file)) throw new FileProblem(`there is no file ${file}.`);
  const size = statSync(file).size;
  if (size > MAX_IMPORT_BYTES) {
    throw new FileProblem(
      `${file} is ${(size / 1048576).toFixed(1)} MB; files over ${MAX_IMPORT_BYTES / 1048576} MB are refused. Check that the right file was chosen.`,
    );
  }
  return readFileSync(file).toString('base64');
}

function call(doc: XlsxDocument, bundlePath: string, name: string, arg: object): DialogReply {
  const addon = loadBundle({ spreadsheet: doc.spreadsheet, bundlePath, timeoutMs: 10 * 60_000 });
  return JSON.parse(JSON.stringify(addon.call(name, arg))) as DialogReply;
}

async function ask(
  terminal: Terminal,
  file: string,
  prompt: string,
  yes: boolean,
): Promise<boolean> {
  if (yes) return true;
  if (!terminal.interactive) {
    terminal.err(
      `${prompt}\npairsheet: this needs an answer. Run the command in a terminal to be asked, or add --yes to answer Yes. ${untouched(file)}`,
    );
    return false;
  }
  if (/^\s*y(es)?\s*$/i.test(await terminal.ask(`${prompt} [y/N] `))) return true;
  terminal.out(untouched(file));
  return false;
}

async function save(terminal: Terminal, doc: XlsxDocument, file: string): Promise<void> {
  const merged = savingProblem(doc);
  if (merged) throw new FileProblem(`${merged} ${untouched(file)}`);
  const badName = fileNameProblem(file) ?? readOnlyProblem(file);
  if (badName) throw new FileProblem(`${badName} ${untouched(file)}`);
  doc.update();
  saveAtomically(file, await doc.toBuffer(), bytesRead(doc));
  terminal.out(`Saved ${file}.`);
}

/**
 * A workbook the import creates starts as `init` makes one, so that a roster (which fills
 * Players only) lands beside Settings and the other tabs, ready for the next command.
 */
function setUpNew(doc: XlsxDocument, bundlePath: string): XlsxDocument {
  const addon = loadBundle({ spreadsheet: doc.spreadsheet, bundlePath, timeoutMs: 60_000 });
  addon.openMenu();
  const item = addon.menuItems().find((i) => i.caption === 'Set up tournament sheet');
  if (!item) throw new Error('The add-in has no menu item "Set up tournament sheet".');
  addon.run(item.functionName);
  return doc;
}

async function importCommand(
  terminal: Terminal,
  bundlePath: string,
  [source, file]: string[],
  yes: boolean,
  title: string,
): Promise<number> {
  const base64 = readInput(source);
  const creating = !existsSync(file);
  const noFolder = creating ? folderProblem(file) : null;
  if (noFolder) throw new FileProblem(noFolder);
  const open = async (): Promise<XlsxDocument> =>
    creating ? setUpNew(newWorkbook(file), bundlePath) : openWorkbook(file, readWorkbookFile(file));
  let doc = await open();
  let answer = call(doc, bundlePath, 'importEventFile', {
    fileName: basename(source),
    base64,
    replace: yes,
  });
  if (answer.confirm) {
    if (!(await ask(terminal, file, `${title}\n${answer.message}`, yes))) return REFUSED;
    doc = await open();
    answer = call(doc, bundlePath, 'importEventFile', {
      fileName: basename(source),
      base64,
      replace: true,
    });
  }
  if (!answer.ok) {
    terminal.err(`${title}\n${answer.message}\n${untouched(file)}`);
    return REFUSED;
  }
  terminal.out(`${title}\n${answer.message}`);
  const blank = doc.spreadsheet._sheetNamed('Sheet1');
  if (creating && blank && blank._lastRow() === 0) doc.spreadsheet.deleteSheet(blank);
  await save(terminal, doc, file);
  return DONE;
}

/** Where the export goes: a file (single-file formats), or a folder (csv). */
interface ExportPlace {
  /** The file OUT names, or null: the file is written into `folder` under its own name. */
  file: string | null;
  folder: string;
  /** The folder does not exist yet and is made when the files are written. */
  create: boolean;
}

function isFolder(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

/**
 * Works out where `pairsheet export` writes, before anything is exported: OUT may name a file
 * (in a folder that exists) or an existing folder; for csv it is a folder, made if missing.
 */
function exportPlace(format: string, file: string, out: string | undefined): ExportPlace {
  if (out === undefined) return { file: null, folder: dirname(file), create: false };
  if (resolve(out) === resolve(file)) {
    throw new FileProblem(
      `OUT is the workbook itself; choose another name, so the event is not overwritten. Nothing was written.`,
    );
  }
  if (isFolder(out)) return { file: null, folder: out, create: false };
  if (format !== 'csv' && /[\\/]$/.test(out)) {
    throw new FileProblem(
      `there is no folder ${out.replace(/[\\/]+$/, '')}. Create it first, or choose another OUT. Nothing was written.`,
    );
  }
  const parent = dirname(out);
  if (format === 'csv' && existsSync(out)) {
    throw new FileProblem(
      `${out} is a file; for csv, OUT is a folder (the standings and rounds files are written in it). Nothing was written.`,
    );
  }
  if (!existsSync(parent)) {
    throw new FileProblem(
      `there is no folder ${parent} to ${format === 'csv' ? 'make the folder' : 'write'} ${out} in. Create it first, or choose another OUT. Nothing was written.`,
    );
  }
  if (!isFolder(parent)) {
    throw new FileProblem(`${parent} is a file, not a folder. Nothing was written.`);
  }
  return format === 'csv'
    ? { file: null, folder: out, create: true }
    : { file: out, folder: parent, create: false };
}

/** Runs a file system step; its failure is the TD's to fix (a read-only folder, say). */
function asFileProblem(step: () => void, what: string): void {
  try {
    step();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new FileProblem(`${what} (${code}).`);
  }
}

async function exportCommand(
  terminal: Terminal,
  bundlePath: string,
  [format, file, out]: string[],
  yes: boolean,
  title: string,
): Promise<number> {
  const doc = await openWorkbook(file, readWorkbookFile(file));
  const place = exportPlace(format, file, out);
  const formats = format === 'csv' ? ['standings', 'rounds'] : [format];
  const answers: DialogReply[] = [];
  for (const f of formats) {
    let answer = call(doc, bundlePath, 'exportEventFile', { format: f, temporaryIds: false });
    if (answer.needsIds) {
      // The dialog's checkbox is a question here: answered on the terminal or by --yes.
      const names = answer.message.replace(/, or tick "Continue with temporary ids"\.$/, '.');
      if (!(await ask(terminal, file, `${title}\n${names}\nContinue with temporary ids?`, yes)))
        return REFUSED;
      answer = call(doc, bundlePath, 'exportEventFile', { format: f, temporaryIds: true });
    }
    if (!answer.ok) {
      terminal.err(`${title}\n${answer.message}`);
      return REFUSED;
    }
    answers.push(answer);
  }
  // Every file is ready: only now is the folder made and anything written.
  terminal.out(title);
  if (place.create) {
    asFileProblem(() => mkdirSync(place.folder), `the folder ${place.folder} could not be made`);
  }
  for (const answer of answers) {
    const target = place.file ?? join(place.folder, answer.fileName!);
    asFileProblem(
      () => writeFileSync(target, answer.text!, 'utf8'),
      `${target} could not be written`,
    );
    for (const note of answer.notes ?? []) terminal.out(note);
    terminal.out(`Wrote ${target}.`);
  }
  return DONE;
}

async function ratingsCommand(
  terminal: Terminal,
  bundlePath: string,
  [list, file]: string[],
  yes: boolean,
  title: string,
): Promise<number> {
  const base64 = readInput(list);
  const doc = await openWorkbook(file, readWorkbookFile(file));
  const answer = call(doc, bundlePath, 'lookUpRatingsFile', { fileName: basename(list), base64 });
  if (!answer.ok) {
    terminal.err(`${title}\n${answer.message}\n${untouched(file)}`);
    return REFUSED;
  }
  terminal.out(title);
  // --yes applies every change marked Yes at once; otherwise the TD reviews the tab, then runs set-ratings.
  // A list that changes nothing writes no tab: nothing to apply or review.
  const noTab = answer.changes === 0 && !answer.unmatched;
  if (noTab) {
    terminal.out(answer.message);
  } else if (yes) {
    const applied = call(doc, bundlePath, 'applyRatingReview', {}).message;
    // With --yes the TD marked nothing: say so without pointing at Apply cells never seen.
    terminal.out(applied === NOTHING_APPLIED ? 'No change to write to the Players tab.' : applied);
    for (const line of namedWithoutTab(answer)) terminal.out(line);
    if (answer.notApplied) terminal.out(answer.notApplied);
    if (answer.unread) terminal.out(answer.unread);
  } else {
    terminal.out(answer.message);
    terminal.out(`Review the "Rating review" tab, then run: pairsheet set-ratings ${file}`);
  }
  await save(terminal, doc, file);
  return DONE;
}

/** Runs import / export / ratings; `positional` follows the subcommand name. */
export async function runFileCommand(
  terminal: Terminal,
  s: MenuSubcommand,
  positional: string[],
  yes: boolean,
  bundlePath: string,
  usage: (message: string) => number,
): Promise<number> {
  const [a, b, c, ...extra] = positional;
  // The dialog's title, as the menu commands print theirs first.
  const title = `Pairsheet: ${s.caption.replace(/…$/, '')}`;
  if (s.name === 'export') {
    if (!EXPORT_FORMATS.includes(a as (typeof EXPORT_FORMATS)[number])) {
      return usage(`export needs a format: ${EXPORT_FORMATS.join(', ')}`);
    }
    if (!b || extra.length) return usage('export needs FILE.xlsx and at most one OUT');
    return exportCommand(terminal, bundlePath, [a, b, c], yes, title);
  }
  if (!a || !b || c !== undefined) return usage(`${s.name} needs two files`);
  if (s.name === 'import') return importCommand(terminal, bundlePath, [a, b], yes, title);
  return ratingsCommand(terminal, bundlePath, [a, b], yes, title);
}
