/**
 * The workbook file on disk: the checks made before anything is read (missing, open in another
 * program, password-protected, not a workbook) and the atomic save (a temporary file beside
 * it, then a rename, so a crash or Ctrl-C never leaves half a workbook).
 */
import {
  existsSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  chmodSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { XlsxDocument } from '../workbook/xlsxDocument';
import { tabParts, tabsWithUnreadNotes, text, type TabPart } from '../workbook/xlsxParts';
import { printSetupOfKeptTab, printSetupOfTab } from '../sheet/printLayout';
import { isOwnedTab } from '../sheet/strayTabs';

export { savingProblem } from './savingProblems';

/** The workbook part of a template (.xltx, .xltm), by its content type (ECMA-376, MS-XLSX). */
const TEMPLATE = /<Override\s[^>]*PartName="\/xl\/workbook\.xml"[^>]*\.template\./;

/** A problem with the file itself; the message is for the TD. */
export class FileProblem extends Error {}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Lock files Excel (~$name) and LibreOffice (.~lock.name#) keep beside a file they have open. */
export function lockFileOf(file: string): string | null {
  const dir = dirname(file);
  const name = basename(file);
  const candidates = [`~$${name}`, `~$${name.slice(2)}`, `.~lock.${name}#`];
  for (const candidate of candidates) {
    const path = join(dir, candidate);
    if (existsSync(path)) return path;
  }
  return null;
}

/** A file name as it is typed on a command line: in double quotes when it has spaces. */
function typed(file: string): string {
  return /[\s&()'!;$`]/.test(file) ? `"${file}"` : file;
}

/** The refusal of a file that is not there, with what the name may have meant instead. */
function missingFileProblem(file: string): string {
  const bare = file.replace(/[\\/]+$/, '');
  if (bare !== file && bare !== '' && existsSync(bare)) {
    return `${file} ends in a slash, which is for folders: write the file name without it (${typed(bare)}).`;
  }
  if (/^~[\\/]/.test(file)) {
    const home = join(homedir(), file.slice(2));
    return `${file}: no such file. A ~ inside quotes is not read as your home folder: write the full name (${typed(home)}).`;
  }
  return `${file}: no such file. Check the name, or create it with: pairsheet init ${typed(file)}`;
}

/**
 * The refusal of a new file in a folder that is not there (a name mistyped, a USB stick not
 * plugged in), or null.
 */
export function folderProblem(file: string): string | null {
  const folder = dirname(file);
  if (existsSync(folder)) return null;
  return `there is no folder ${folder} to create ${basename(file)} in. Check the name, or create the folder first. Nothing was written.`;
}

/**
 * The record that ends every zip file (and so every .xlsx) is whole, and the list of parts it
 * points to lies before it (zip format, "end of central directory record").
 */
function hasZipEnd(bytes: Buffer): boolean {
  const end = bytes.lastIndexOf(ZIP_END);
  if (end < 0 || end + 22 > bytes.length) return false;
  if (end + 22 + bytes.readUInt16LE(end + 20) > bytes.length) return false;
  const listSize = bytes.readUInt32LE(end + 12);
  const listStart = bytes.readUInt32LE(end + 16);
  return listStart === 0xffffffff || listStart + listSize <= end;
}

function utf16(text: string): Buffer {
  return Buffer.from(text, 'utf16le');
}

/** Reads the file's bytes after the checks that need no parsing. */
export function readWorkbookFile(file: string): Buffer {
  if (!existsSync(file)) throw new FileProblem(missingFileProblem(file));
  if (/\.numbers[\\/]?$/i.test(file)) {
    throw new FileProblem(
      `${file} is an Apple Numbers document. In Numbers use File › Export To › Excel…, then run the command on the .xlsx file.`,
    );
  }
  if (statSync(file).isDirectory()) throw new FileProblem(`${file} is a folder, not a workbook.`);
  const lock = lockFileOf(file);
  if (lock) {
    throw new FileProblem(
      `${file} is open in another program (its lock file ${basename(lock)} is beside it). Close it there, then run the command again. If no program has it open, delete ${basename(lock)}.`,
    );
  }
  const bytes = readFileSync(file);
  if (bytes.length === 0) throw new FileProblem(`${file} is empty, not a workbook.`);
  if (bytes.subarray(0, 8).equals(OLE)) {
    if (bytes.includes(utf16('EncryptedPackage')) || bytes.includes(utf16('EncryptionInfo'))) {
      throw new FileProblem(
        `${file} is password-protected. Open it in Excel or LibreOffice, save a copy without a password (.xlsx), and run the command on that copy.`,
      );
    }
    throw new FileProblem(
      `${file} is an old-style .xls workbook. Open it in Excel or LibreOffice and save it as .xlsx (Excel Workbook), then run the command on the .xlsx file.`,
    );
  }
  if (!bytes.subarray(0, 4).equals(ZIP)) {
    const roster = /\.csv$/i.test(file)
      ? ` A list of players in it is brought into the event with: pairsheet import ${file} EVENT.xlsx`
      : '';
    throw new FileProblem(
      `${file} is not an .xlsx workbook. If it is a spreadsheet of another kind (.csv, .xml…), open it in Excel or LibreOffice and save it as .xlsx (Excel Workbook), then run the command on the .xlsx file.${roster}`,
    );
  }
  if (!hasZipEnd(bytes)) {
    throw new FileProblem(
      `${file} is incomplete: its end is missing, as when a copy is cut short or a USB stick is pulled out too soon. Copy the file again from where it came from (or take a copy saved earlier), then run the command again.`,
    );
  }
  if (bytes.includes(Buffer.from('application/vnd.oasis.opendocument'))) {
    throw new FileProblem(
      `${file} is an OpenDocument file (.ods). In LibreOffice use File › Save As, type "Excel 2007-365 (.xlsx)", then run the command on the .xlsx file.`,
    );
  }
  if (bytes.includes(Buffer.from('xl/workbook.bin'))) {
    throw new FileProblem(
      `${file} is an Excel binary workbook (.xlsb). Open it in Excel, save it as .xlsx (File › Save As, type "Excel Workbook"), then run the command on the .xlsx file.`,
    );
  }
  if (!bytes.includes(Buffer.from('xl/workbook.xml'))) {
    throw new FileProblem(`${file} is not an .xlsx workbook (it has no workbook inside).`);
  }
  return bytes;
}

/**
 * Parses the bytes checked by readWorkbookFile. Every tab a command adds gets the print setup
 * of its kind (src/sheet/printLayout.ts), whichever command wrote it.
 */
export async function openWorkbook(file: string, bytes: Buffer): Promise<XlsxDocument> {
  let doc: XlsxDocument;
  let tabs: TabPart[];
  try {
    const parts = await tabParts(bytes);
    tabs = parts.tabs;
    if (TEMPLATE.test(await text(parts.zip, '[Content_Types].xml'))) {
      throw new FileProblem(
        `${file} is an Excel template (.xltx or .xltm), the start of new workbooks, which Pairsheet does not fill in. Open it in Excel or LibreOffice, which makes a new workbook from it, save that as .xlsx (Excel Workbook) and run the command on the .xlsx file.`,
      );
    }
    const unreadNotes = await tabsWithUnreadNotes(parts.zip, tabs);
    if (unreadNotes.length) throw new FileProblem(partsProblem(file, unreadNotes, true));
    doc = await XlsxDocument.fromBuffer(bytes, basename(file).replace(/\.xlsx$/i, ''));
  } catch (error) {
    if (error instanceof FileProblem) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new FileProblem(`${file} could not be read as an .xlsx workbook (${reason}).`);
  }
  // A tab left out of what was loaded would be missing from the file once it is saved.
  const missing = tabs.filter((t) => t.worksheet && !doc.workbook.getWorksheet(t.name));
  if (missing.length) {
    throw new FileProblem(
      partsProblem(
        file,
        missing.map((t) => t.name),
        false,
      ),
    );
  }
  readFrom.set(doc, bytes);
  doc.printSetup = printSetupOfTab;
  doc.keptTabPrintSetup = printSetupOfKeptTab;
  // The TD's own tabs: their formulas may point at what a command changed (=Standings!B5).
  doc.computedOnOpen = (tab) => !isOwnedTab(tab);
  return doc;
}

/** The refusal of a file that stores tabs (or their notes) under names Pairsheet cannot read. */
function partsProblem(file: string, tabs: string[], notes: boolean): string {
  const several = tabs.length > 1;
  const names = tabs.map((t) => `"${t}"`).join(', ');
  const what = `${notes ? 'the notes of ' : ''}the ${several ? 'tabs' : 'tab'} ${names}`;
  return (
    `Pairsheet cannot read ${what} in ${file}: the program that saved the file stored ` +
    `${notes || several ? 'them under unusual names' : 'it under an unusual name'}. Open the ` +
    `file in Excel or LibreOffice, save it as .xlsx (which stores every tab the usual way), ` +
    `close it and run the command again. Nothing was changed.`
  );
}

/**
 * The refusal to save over a file marked read-only (Windows: Properties › Read-only; a Mac:
 * Get Info › Read only), or null. Windows refuses the rename itself; a Mac or Linux would
 * replace the file, so its mode is read here.
 */
export function readOnlyProblem(file: string): string | null {
  if (!existsSync(file) || (statSync(file).mode & 0o222) !== 0) return null;
  return `${file} is read-only, so Pairsheet cannot save it. Make it writable (Windows: right-click it, Properties, untick Read-only; Mac: Get Info, Sharing & Permissions, Read & Write) or run the command on a copy.`;
}

/** The closing words of a refusal: a file that is not there yet was not created, not "changed". */
export function untouched(file: string): string {
  return existsSync(file) ? `${file} was not changed.` : `${file} was not created.`;
}

/** The bytes each workbook was read from (null: a new workbook, its file not there yet). */
const readFrom = new WeakMap<XlsxDocument, Buffer | null>();

export function bytesRead(doc: XlsxDocument): Buffer | null | undefined {
  return readFrom.get(doc);
}

/**
 * Writes `bytes` to `file` atomically: a temporary file in the same folder, then a rename.
 * Given what the file held when the command read it (`before`, null when it was not there),
 * refuses to save over a file another program (or another pairsheet) saved in the meantime.
 */
export function saveAtomically(file: string, bytes: Buffer, before?: Buffer | null): void {
  const readOnly = readOnlyProblem(file);
  if (readOnly) throw new FileProblem(`${readOnly} Nothing was changed.`);
  if (before !== undefined && !sameAsRead(file, before)) {
    throw new FileProblem(
      `${file} was saved by another program (or another pairsheet command) while this command ran, so this command's changes were not saved. Run the command again.`,
    );
  }
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.pairsheet-tmp`);
  const removeTemp = (): void => rmSync(temp, { force: true });
  const interrupted = (): void => {
    removeTemp();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  try {
    writeFileSync(temp, bytes);
    if (existsSync(file)) chmodSync(temp, statSync(file).mode);
    renameSync(temp, file);
  } catch (error) {
    removeTemp();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') {
      throw new FileProblem(
        `${file} could not be saved: the disk (or USB stick) it is on is full. Make room on it, or copy the file to another disk, and run the command again. Nothing was changed.`,
      );
    }
    if (code === 'EBUSY' || code === 'EPERM' || code === 'EACCES') {
      throw new FileProblem(
        `${file} could not be saved (${code}): it may be open in another program or read-only. Nothing was changed.`,
      );
    }
    throw new FileProblem(
      `${file} could not be saved (${(error as Error).message}). Nothing was changed.`,
    );
  } finally {
    process.removeListener('SIGINT', interrupted);
  }
}

function sameAsRead(file: string, before: Buffer | null): boolean {
  if (!existsSync(file)) return before === null;
  return (
    before !== null && statSync(file).size === before.length && readFileSync(file).equals(before)
  );
}

/**
 * The refusal of a command that would save an .xlsx workbook as `file`, a name Excel does not
 * open it by (a template's .xltx, a macro workbook's .xlsm, a .csv…), or null.
 */
export function fileNameProblem(file: string): string | null {
  if (/\.xlsx$/i.test(file)) return null;
  const what = existsSync(file)
    ? 'Rename the file (or save a copy of it as .xlsx) and run the command on the .xlsx file.'
    : 'Run the command again with a file name ending in .xlsx.';
  return (
    `Pairsheet saves .xlsx workbooks, and Excel opens one only under a name ending in .xlsx, ` +
    `which ${basename(file)} does not. ${what}`
  );
}

/** A new workbook for `init` or `demo`, its tabs set up to print as the add-in's tabs do. */
export function newWorkbook(title: string): XlsxDocument {
  const doc = XlsxDocument.blank(title);
  readFrom.set(doc, null);
  doc.printSetup = printSetupOfTab;
  return doc;
}
