// Prints workbooks as a TD does (LibreOffice to PDF, Letter) and turns chosen pages into PNGs.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import JSZip from 'jszip';

const TOOLS = [
  ['soffice', ['--version'], 'libreoffice-calc'],
  ['pdftoppm', ['-v'], 'poppler-utils'],
  ['pdftotext', ['-v'], 'poppler-utils'],
];

/** The names of the programs the pictures need that are not installed, with their packages. */
export function missingTools() {
  return TOOLS.filter(([tool, args]) => spawnSync(tool, args, { stdio: 'ignore' }).error).map(
    ([tool, , pkg]) => `${tool} (Debian package ${pkg})`,
  );
}

function run(tool, args) {
  const r = spawnSync(tool, args, { encoding: 'utf8', timeout: 240_000 });
  if (r.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${r.stderr || r.error}`);
  return r.stdout;
}

/** The moment every printed title says it was written, so the pictures stay the same. */
const WRITTEN = 'written 2026-11-25 23:54';

/** Sets the "written …" time of every title line of `file` to WRITTEN. */
export async function fixWrittenTime(file) {
  const zip = await JSZip.loadAsync(readFileSync(file));
  for (const name of Object.keys(zip.files).filter((n) => /^xl\/.*\.xml$/.test(n))) {
    const xml = await zip.file(name).async('string');
    const fixed = xml.replace(/written \d{4}-\d\d-\d\d \d\d:\d\d/g, WRITTEN);
    if (fixed !== xml) zip.file(name, fixed);
  }
  writeFileSync(file, await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
}

/** Converts `file` to PDF in `dir`; returns the PDF's path. */
export function printToPdf(dir, file) {
  run('soffice', [
    `-env:UserInstallation=file://${join(dir, 'profile')}`,
    '--headless',
    '--convert-to',
    'pdf',
    '--outdir',
    dir,
    file,
  ]);
  return join(dir, basename(file).replace(/\.xlsx$/, '.pdf'));
}

/** The PDF page (from 1) whose footer reads `tab · page n`. */
export function pageOf(pdf, tab, n = 1) {
  const pages = run('pdftotext', ['-layout', pdf, '-']).split('\f');
  const at = pages.findIndex((text) => text.includes(`${tab} · page ${n} of `));
  if (at < 0) throw new Error(`${pdf} has no page ${n} of the tab ${tab}`);
  return at + 1;
}

/** Writes page `page` of `pdf` to `png` at 75 dpi. */
export function pageToPng(pdf, page, png) {
  const stem = png.replace(/\.png$/, '');
  run('pdftoppm', [
    '-png',
    '-r',
    '75',
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    pdf,
    stem,
  ]);
}
