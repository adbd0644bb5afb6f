/**
 * `npm run deploy` first runs scripts/predeploy.mjs in the TD's folder: it must stop, naming the
 * README step, whenever `clasp push` would fail or push the wrong files, and let a ready folder go.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ID = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcdefghijklmnopq';
const GUIDE = 'README.md, "Deploying to your own sheet"';
const NOT_CONNECTED =
  `- This folder is not connected to a sheet yet: run \`npm run connect -- <script id>\` (${GUIDE}, ` +
  'steps 4 and 5), or `npx clasp create --type sheets --title "My tournament" --rootDir build`.';
const NOT_LOGGED_IN =
  `- clasp is not logged in. Run \`npx clasp login\` and sign in with the Google account that ` +
  `owns the sheet (${GUIDE}, step 3; turn on the Apps Script API first, step 2).`;

/** A token in the form `clasp login` stores it (never sent anywhere that accepts it). */
const TOKENS = {
  tokens: {
    default: {
      type: 'authorized_user',
      client_id: 'test-client',
      client_secret: 'test-secret',
      refresh_token: 'test-refresh',
      access_token: 'test-access',
      expiry_date: 1,
    },
  },
};

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A TD's folder and home folder; `claspJson` is written as .clasp.json when given. */
function setUp(claspJson?: string, home?: object): { folder: string; home: string } {
  const folder = mkdtempSync(join(tmpdir(), 'pairsheet-predeploy-'));
  folders.push(folder);
  const homeDir = join(folder, 'home');
  mkdirSync(homeDir);
  if (home) writeFileSync(join(homeDir, '.clasprc.json'), JSON.stringify(home));
  if (claspJson !== undefined) writeFileSync(join(folder, '.clasp.json'), claspJson);
  return { folder, home: homeDir };
}

function predeploy(folder: string, home: string, script = resolve('scripts/predeploy.mjs')) {
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, USERPROFILE: home };
  delete env.clasp_config_auth;
  delete env.clasp_config_project;
  const run = spawnSync(process.execPath, [script], { cwd: folder, env, encoding: 'utf8' });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

describe('npm run deploy, before it builds or pushes', () => {
  it('asks for npm ci when clasp is not installed yet', () => {
    const { folder, home } = setUp(JSON.stringify({ scriptId: ID, rootDir: 'build' }), TOKENS);
    mkdirSync(join(folder, 'scripts'));
    cpSync('scripts/predeploy.mjs', join(folder, 'scripts/predeploy.mjs'));
    expect(predeploy(folder, home, join(folder, 'scripts/predeploy.mjs'))).toEqual({
      status: 1,
      out: '',
      err:
        'Nothing was pushed: the tools are not installed in this folder. Run `npm ci` first ' +
        `(${GUIDE}, step 1), then \`npm run deploy\` again.\n`,
    });
  });

  it('names both missing steps in a fresh copy', () => {
    const { folder, home } = setUp();
    expect(predeploy(folder, home)).toEqual({
      status: 1,
      out: '',
      err: `Nothing was pushed:\n${NOT_CONNECTED}\n${NOT_LOGGED_IN}\n`,
    });
  });

  it('refuses a .clasp.json that would push this folder instead of build/', () => {
    // As `clasp create` or `clasp clone` write it without --rootDir build: clasp would push
    // eslint.config.js and a second appsscript.json from the top folder.
    const { folder, home } = setUp(JSON.stringify({ scriptId: ID }), TOKENS);
    expect(predeploy(folder, home)).toEqual({
      status: 1,
      out: '',
      err:
        `Nothing was pushed:\n- .clasp.json tells clasp to push the folder ".", not "build". ` +
        `Run \`npm run connect -- ${ID}\` to set it (${GUIDE}, step 5).\n`,
    });
  });

  it('refuses a srcDir other than build/, which clasp reads before rootDir', () => {
    const config = { scriptId: ID, rootDir: 'build', srcDir: 'src' };
    const { folder, home } = setUp(JSON.stringify(config), TOKENS);
    expect(predeploy(folder, home).err).toBe(
      `Nothing was pushed:\n- .clasp.json tells clasp to push the folder "src", not "build". ` +
        `Run \`npm run connect -- ${ID}\` to set it (${GUIDE}, step 5).\n`,
    );
  });

  it('is not fooled by a login clasp does not use: one logged out, or one in this folder', () => {
    // `clasp logout` leaves ~/.clasprc.json with no token; clasp never reads ./.clasprc.json.
    const { folder, home } = setUp(JSON.stringify({ scriptId: ID, rootDir: 'build' }), {
      tokens: {},
    });
    writeFileSync(join(folder, '.clasprc.json'), JSON.stringify(TOKENS));
    expect(predeploy(folder, home)).toEqual({
      status: 1,
      out: '',
      err: `Nothing was pushed:\n${NOT_LOGGED_IN}\n`,
    });
  });

  it('calls a .clasp.json holding no settings unusable, and still checks the login', () => {
    const { folder, home } = setUp('null', TOKENS);
    expect(predeploy(folder, home)).toEqual({
      status: 1,
      out: '',
      err:
        'Nothing was pushed:\n- .clasp.json cannot be used (it holds no settings); run ' +
        `\`npm run connect -- <script id>\` again (${GUIDE}, step 5).\n`,
    });
  });

  it('lets a connected, logged-in folder go on to build and push', () => {
    const { folder, home } = setUp(JSON.stringify({ scriptId: ID, rootDir: 'build' }), TOKENS);
    expect(predeploy(folder, home)).toEqual({
      status: 0,
      out: `Deploying to script ${ID}.\n`,
      err: '',
    });
  });
});
