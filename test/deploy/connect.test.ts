/**
 * `npm run connect -- <id>` over a .clasp.json that clasp wrote itself: what clasp then pushes.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const ID = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcdefghijklmnopq';

it('drops a srcDir (clasp reads it before rootDir), so clasp pushes build/ and nothing else', () => {
  const folder = mkdtempSync(join(tmpdir(), 'pairsheet-connect-'));
  try {
    cpSync('build', join(folder, 'build'), { recursive: true });
    cpSync('eslint.config.js', join(folder, 'eslint.config.js'));
    cpSync('appsscript.json', join(folder, 'appsscript.json'));
    const claspJson = join(folder, '.clasp.json');
    writeFileSync(claspJson, JSON.stringify({ scriptId: ID, srcDir: '.', parentId: 'sheet-1' }));
    const run = (command: string, args: string[]) =>
      spawnSync(command, args, { cwd: folder, encoding: 'utf8' });
    expect(run('node', [resolve('scripts/connect.mjs'), ID]).stdout).toBe(
      `Connected to script ${ID}. Next: npm run deploy\n`,
    );
    expect(JSON.parse(readFileSync(claspJson, 'utf8'))).toEqual({
      scriptId: ID,
      parentId: 'sheet-1',
      rootDir: 'build',
    });
    const status = run(resolve('node_modules/.bin/clasp'), ['status', '--json']);
    expect(status.status).toBe(0);
    const files = JSON.parse(status.stdout) as { filesToPush: string[] };
    expect([...files.filesToPush].sort()).toEqual(['build/appsscript.json', 'build/pairsheet.js']);

    // A .clasp.json that holds no settings is replaced, not spread into the new one.
    writeFileSync(claspJson, '"abc"');
    expect(run('node', [resolve('scripts/connect.mjs'), ID]).status).toBe(0);
    expect(JSON.parse(readFileSync(claspJson, 'utf8'))).toEqual({ scriptId: ID, rootDir: 'build' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
