/**
 * Rendering a workbook as a TD prints it: headless LibreOffice to PDF (Letter), read back page
 * by page with pdftotext. Every page's footer names its tab and its page number.
 */
import { execFileSync } from 'node:child_process';
import { basename, join } from 'node:path';
import { LIBREOFFICE_ENV } from '../support/libreOffice';

export type Page = { tab: string; page: number; text: string };

/** Runs LibreOffice (soffice) or a poppler tool; a failure names the Debian package to install. */
export function run(command: string, args: string[]): string {
  try {
    const env = command === 'soffice' ? LIBREOFFICE_ENV : process.env;
    return execFileSync(command, args, { encoding: 'utf8', env, stdio: 'pipe', timeout: 150_000 });
  } catch (error) {
    const e = error as Error;
    const name = command === 'soffice' ? 'libreoffice-calc' : 'poppler-utils';
    e.message = `${command} failed or is missing: install the Debian package ${name}. ${e.message}`;
    throw e;
  }
}

/** Converts each .xlsx to a PDF in `dir`, and reads back the pages of each (in `files` order). */
export function printWorkbooks(dir: string, files: readonly string[]): Page[][] {
  // A profile of its own, so another LibreOffice running on the machine does not interfere.
  run('soffice', [
    `-env:UserInstallation=file://${join(dir, 'profile')}`,
    '--headless',
    '--convert-to',
    'pdf',
    '--outdir',
    dir,
    ...files,
  ]);
  return files.map((file) =>
    run('pdftotext', ['-layout', join(dir, basename(file).replace(/\.xlsx$/i, '.pdf')), '-'])
      .split('\f')
      .filter((text) => text.trim() !== '')
      .map((text) => {
        const footer = /(\S.*?) · page (\d+) of \d+/.exec(text);
        return { tab: footer?.[1] ?? '?', page: Number(footer?.[2] ?? 0), text };
      }),
  );
}
