// `npm run connect -- <script id>`: remembers which sheet's script `npm run deploy` pushes to,
// in .clasp.json (kept out of git, so updating Pairsheet never touches it).
import { writeFileSync } from 'node:fs';

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
writeFileSync('.clasp.json', `${JSON.stringify({ scriptId, rootDir: 'build' }, null, 2)}\n`);
console.log(`Connected to script ${scriptId}. Next: npm run deploy`);
