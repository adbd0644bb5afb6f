/**
 * Vitest global setup: the bundle tests load build/pairsheet.js, so a run started without
 * `npm run build` (an editor's test button, `npx vitest`) rebuilds it when it is missing or
 * older than any file under src/. `npm test` builds first, so this finds it fresh.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUNDLE = 'build/pairsheet.js';

function newestUnder(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestUnder(path) : statSync(path).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

export default function setup(): void {
  const newest = Math.max(newestUnder('src'), statSync('appsscript.json').mtimeMs);
  if (existsSync(BUNDLE) && statSync(BUNDLE).mtimeMs >= newest) return;
  console.log(`${BUNDLE} is missing or older than src/: building it first.`);
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
