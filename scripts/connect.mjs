// `npm run connect -- <script id>`: remembers which sheet's script `npm run deploy` pushes to,
// in .clasp.json (kept out of git, so updating Pairsheet never touches it).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const GUIDE = 'README.md, "Deploying to your own sheet", steps 4 and 5';
const scriptId = (process.argv[2] ?? '').trim();

// Apps Script ids are about 57 letters, digits, - and _.
if (!/^[\w-]{30,}$/.test(scriptId)) {
  console.error(
    scriptId
      ? `"${scriptId}" is not a script ID: copy it whole from Extensions › Apps Script › Project Settings (${GUIDE}).`
      : `Give the script ID: npm run connect -- <script id> (${GUIDE}).`,
  );
  process.exit(1);
}
// Anything else in an existing .clasp.json (a project id, say) is kept, except srcDir: clasp
// reads it before rootDir, so it would send another folder than build/.
let kept = {};
let before = '';
if (existsSync('.clasp.json')) {
  try {
    const parsed = JSON.parse(readFileSync('.clasp.json', 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) kept = parsed;
    before = String(kept.scriptId ?? '');
  } catch {
    kept = {};
  }
}
delete kept.srcDir;
writeFileSync(
  '.clasp.json',
  `${JSON.stringify({ ...kept, scriptId, rootDir: 'build' }, null, 2)}\n`,
);
const was = before && before !== scriptId ? ` (was ${before})` : '';
console.log(`Connected to script ${scriptId}${was}. Next: npm run deploy`);
