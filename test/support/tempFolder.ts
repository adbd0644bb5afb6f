/**
 * Vitest global setup: every temporary file the tests make (theirs, LibreOffice's, Chromium's)
 * goes into one folder of this run's own, removed when the run ends, so a run leaves nothing
 * in the machine's temp folder and two runs side by side never share one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'pairsheet-tests-'));
  process.env.TMPDIR = folder;
  process.env.TMP = folder;
  process.env.TEMP = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
