/**
 * Headless LibreOffice for the tests that check what a real spreadsheet program makes of the
 * files `pairsheet` writes (Debian package libreoffice-calc; .ci/run installs it when missing).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';

/** Long enough for a cold start on a busy machine. */
export const LIBREOFFICE_MS = 240_000;

/** Runs headless LibreOffice with a profile of its own in `dir` (other runs may be going on). */
export function soffice(dir: string, args: string[]): void {
  try {
    execFileSync(
      'soffice',
      [`-env:UserInstallation=file://${join(dir, 'lo-profile')}`, '--headless', ...args],
      { cwd: dir, stdio: 'pipe', timeout: LIBREOFFICE_MS },
    );
  } catch (error) {
    const e = error as Error;
    e.message = `LibreOffice (soffice) failed or is missing: install the Debian package libreoffice-calc. ${e.message}`;
    throw e;
  }
}

/**
 * Opens `file` in LibreOffice and saves it as .xlsx in the folder `sub` of `dir` (made if
 * missing), as a TD's File › Save would; returns the saved file's path.
 */
export function savedByLibreOffice(dir: string, sub: string, file: string): string {
  const out = join(dir, sub);
  mkdirSync(out, { recursive: true });
  soffice(dir, ['--convert-to', 'xlsx:Calc MS Excel 2007 XML', '--outdir', out, file]);
  return join(out, basename(file).replace(/\.[^.]+$/, '.xlsx'));
}
