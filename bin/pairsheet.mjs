#!/usr/bin/env node
// The `pairsheet` command: runs the offline command line (dist/cli.mjs) on the add-in bundle
// (build/pairsheet.js), building both first when they are missing or older than src/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// npm runs a script in the package folder and passes the folder it was typed in as INIT_CWD:
// with `npm run pairsheet`, file names are taken from there, as they would be without npm.
const typedIn = process.env.INIT_CWD;
if (
  process.env.npm_package_name === 'pairsheet' &&
  process.env.npm_lifecycle_event === 'pairsheet' &&
  typedIn
) {
  try {
    process.chdir(typedIn);
  } catch {
    console.error(`pairsheet: cannot work in the folder ${typedIn}, where npm was run from.`);
    process.exit(1);
  }
}
const outputs = [join(root, 'dist', 'cli.mjs'), join(root, 'build', 'pairsheet.js')];

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const sources = join(root, 'src');
const stale =
  outputs.some((f) => !existsSync(f)) ||
  (existsSync(sources) &&
    newestSource(sources) > Math.min(...outputs.map((f) => statSync(f).mtimeMs)));
if (stale) {
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) {
    console.error('pairsheet: building the add-in failed (run npm ci, then try again).');
    process.exit(1);
  }
}
const { main } = await import(pathToFileURL(outputs[0]).href);
process.exitCode = await main(process.argv.slice(2));
