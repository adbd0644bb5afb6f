// Checks run by `npm run deploy` before anything is built or pushed: a script id in
// .clasp.json (written by `npm run connect`) and a clasp login. Each problem names the README step that fixes it.
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const GUIDE = 'README.md, "Deploying to your own sheet"';
const problems = [];

let scriptId = '';
if (!existsSync('.clasp.json')) {
  problems.push(
    `This folder is not connected to a sheet yet: run \`npm run connect -- <script id>\` (${GUIDE}, ` +
      'steps 4 and 5), or `npx clasp create --type sheets --title "My tournament" --rootDir build`.',
  );
} else {
  try {
    scriptId = String(JSON.parse(readFileSync('.clasp.json', 'utf8')).scriptId ?? '');
  } catch (error) {
    problems.push(
      `.clasp.json is not valid JSON (${error.message}); run \`npm run connect -- <script id>\` ` +
        `again (${GUIDE}, step 5).`,
    );
  }
  // Apps Script ids are about 57 letters, digits, - and _.
  if (!/^[\w-]{30,}$/.test(scriptId)) {
    problems.push(
      `.clasp.json has the script id "${scriptId || '(none)'}". Open your sheet, choose ` +
        `Extensions › Apps Script › Project Settings, copy the Script ID and run ` +
        `\`npm run connect -- <script id>\` (${GUIDE}, steps 4 and 5).`,
    );
  }
}

const logins = [join(homedir(), '.clasprc.json'), '.clasprc.json'];
if (!logins.some((file) => existsSync(file))) {
  problems.push(
    `clasp is not logged in (no ~/.clasprc.json). Run \`npx clasp login\` and sign in with the ` +
      `Google account that owns the sheet (${GUIDE}, step 3; turn on the Apps Script API first, step 2).`,
  );
}

if (problems.length) {
  console.error(`Nothing was pushed:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Deploying to script ${scriptId}.`);
