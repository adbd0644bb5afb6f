// Bundles src/addon/index.ts into build/pairsheet.js for Apps Script (V8) and copies appsscript.json.
// Apps Script finds entry points by reading the source, so each export of the entry module becomes a
// real top-level `function` declaration; the bundle itself is wrapped in a function so the file's top
// level defines functions only and nothing runs until Apps Script calls an entry point.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import vm from 'node:vm';

const OUT = 'build/pairsheet.js';
const MODULE_FN = 'pairsheetModule_';

rmSync('build', { recursive: true, force: true });
mkdirSync('build');

const result = await build({
  entryPoints: ['src/addon/index.ts'],
  bundle: true,
  format: 'iife',
  globalName: '__pairsheet',
  target: 'es2020',
  platform: 'neutral',
  mainFields: ['main', 'module'],
  charset: 'utf8',
  legalComments: 'none',
  write: false,
});
// esbuild starts the file with its own "use strict" directive; the wrapper below carries it.
const body = result.outputFiles[0].text.replace(/^"use strict";\n/, '');

// Find the entry points by evaluating the module once in an empty context.
const probe = vm.createContext({});
vm.runInContext(`${body}\nthis.__names = Object.keys(__pairsheet);`, probe);
const names = probe.__names.filter((n) => typeof probe.__pairsheet[n] === 'function');
if (!names.includes('onOpen')) throw new Error('src/addon/index.ts must export onOpen');

// Apps Script and V8 resolve a free name such as Math, Map or undefined on the global object
// each time it is read. In the command line's sandbox that global is a Node vm context, where
// every such read goes through the context's interceptor and costs tens of times more (a
// pairing loop ran three times slower there than in Node). So the module function reads the
// built-ins its code uses once, into local constants: the same objects, found once.
const builtIns = vm
  .runInContext('Object.getOwnPropertyNames(globalThis)', vm.createContext({}))
  .filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && !['globalThis', 'eval', 'console'].includes(n))
  .filter((n) => new RegExp(`(?<![\\w$.])${n.replace('$', '\\$')}(?![\\w$])`).test(body))
  .sort();
const locals = builtIns.map((n) => `${n} = globalThis.${n}`).join(', ');

const stubs = names
  .map((n) => `function ${n}(e) {\n  return ${MODULE_FN}().${n}(e);\n}`)
  .join('\n\n');
const source = `// Pairsheet: built by scripts/build.mjs from src/. Do not edit.
${stubs}

function ${MODULE_FN}() {
  'use strict';
  if (${MODULE_FN}.cache) return ${MODULE_FN}.cache;
  const ${locals};
${body}
  ${MODULE_FN}.cache = __pairsheet;
  return __pairsheet;
}
`;
writeFileSync(OUT, source);
copyFileSync('appsscript.json', 'build/appsscript.json');
const size = Math.round(readFileSync(OUT).length / 1024);
console.log(`built ${OUT} (${size} KiB) with entry points: ${names.join(', ')}`);

// The offline command line (bin/pairsheet.mjs runs it): Node, not Apps Script, so it goes to
// dist/ and build/ keeps only what clasp pushes.
await build({
  entryPoints: ['src/cli/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile: 'dist/cli.mjs',
  legalComments: 'none',
  logLevel: 'warning',
});
console.log('built dist/cli.mjs (the pairsheet command line)');
