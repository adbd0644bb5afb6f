// Checks run by `npm run deploy` before anything is built or pushed: the tools installed, a script
// id in .clasp.json (written by `npm run connect`) with build/ as the folder clasp pushes, and a
// clasp login. Each problem names the README step that fixes it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const GUIDE = 'README.md, "Deploying to your own sheet"';
const CLASP = fileURLToPath(
  new URL('../node_modules/@google/clasp/build/src/index.js', import.meta.url),
);
const problems = [];

if (!existsSync(CLASP)) {
  console.error(
    `Nothing was pushed: the tools are not installed in this folder. Run \`npm ci\` first ` +
      `(${GUIDE}, step 1), then \`npm run deploy\` again.`,
  );
  process.exit(1);
}

let config = null;
if (!existsSync('.clasp.json')) {
  problems.push(
    `This folder is not connected to a sheet yet: run \`npm run connect -- <script id>\` (${GUIDE}, ` +
      'steps 4 and 5), or `npx clasp create --type sheets --title "My tournament" --rootDir build`.',
  );
} else {
  let why = 'it holds no settings';
  try {
    const parsed = JSON.parse(readFileSync('.clasp.json', 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) config = parsed;
  } catch (error) {
    why = `it is not valid JSON: ${error.message}`;
  }
  if (!config) {
    problems.push(
      `.clasp.json cannot be used (${why}); run \`npm run connect -- <script id>\` ` +
        `again (${GUIDE}, step 5).`,
    );
  }
}
if (config) {
  const scriptId = String(config.scriptId ?? '');
  // Apps Script ids are about 57 letters, digits, - and _.
  if (!/^[\w-]{30,}$/.test(scriptId)) {
    problems.push(
      `.clasp.json has the script id "${scriptId || '(none)'}". Open your sheet, choose ` +
        `Extensions › Apps Script › Project Settings, copy the Script ID and run ` +
        `\`npm run connect -- <script id>\` (${GUIDE}, steps 4 and 5).`,
    );
  }
  // clasp pushes the folder named by srcDir, else rootDir, else the folder of .clasp.json; any
  // other than build/ would send this folder's own files (eslint.config.js, a second manifest).
  const folder = String(config.srcDir || config.rootDir || '.');
  if (resolve(folder) !== resolve('build')) {
    problems.push(
      `.clasp.json tells clasp to push the folder "${folder}", not "build". Run ` +
        `\`npm run connect -- ${/^[\w-]{30,}$/.test(scriptId) ? scriptId : '<script id>'}\` ` +
        `to set it (${GUIDE}, step 5).`,
    );
  }
}

// Asked of clasp itself, so it is the same login `clasp push` will use; --project points at a
// folder with no .clasp.json, so a broken one here (reported above) cannot stop the answer.
const login = spawnSync(
  process.execPath,
  [CLASP, '--project', dirname(CLASP), 'show-authorized-user', '--json'],
  { encoding: 'utf8' },
);
let loggedIn = false;
try {
  loggedIn = JSON.parse(login.stdout).loggedIn === true;
} catch {
  // No answer from clasp: not logged in, as far as anyone can tell.
}
if (!loggedIn) {
  problems.push(
    `clasp is not logged in. Run \`npx clasp login\` and sign in with the Google account that ` +
      `owns the sheet (${GUIDE}, step 3; turn on the Apps Script API first, step 2).`,
  );
}

if (problems.length) {
  console.error(`Nothing was pushed:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Deploying to script ${config.scriptId}.`);
