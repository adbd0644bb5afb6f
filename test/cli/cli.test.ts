/**
 * The command line's behaviour around the menu commands: help, usage errors, file problems,
 * questions (terminal, --yes, no terminal), refusals that keep the file byte for byte, and the
 * launcher run as a real process.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENU_SUBCOMMANDS } from '../../src/cli/commands';
import { main } from '../../src/cli/main';
import type { Terminal } from '../../src/cli/terminal';
import {
  cli,
  ROOT,
  editBook,
  readBook,
  rosterLines,
  sixPlayerEvent,
  spawnCli,
  tableValues,
  tempDir,
  typeInto,
} from './support';
import { PLAYER_HEADERS } from '../support/event';

describe('pairsheet help and usage', () => {
  it('lists every command with its menu item', async () => {
    const r = await cli(['--help']);
    expect(r.status).toBe(0);
    for (const s of MENU_SUBCOMMANDS) expect(r.out).toContain(`(menu: ${s.caption})`);
    expect(r.out).toContain('-y, --yes   answer Yes to the questions a dialog would ask');
    expect(r.out).toMatch(/^ {2}demo +play a whole demo event and save it to FILE$/m);
  });

  it('names what import, export and ratings take besides the workbook', async () => {
    const r = await cli(['--help']);
    expect(r.out).toMatch(/^ {2}import EVENT_FILE +import an OpenGotha/m);
    expect(r.out).toMatch(/^ {2}export FORMAT \[OUT\] +write the AGA/m);
    expect(r.out).toMatch(/^ {2}ratings LIST +list the changes/m);
    // The descriptions line up three spaces after the longest command.
    expect(r.out).toMatch(/^ {2}export FORMAT \[OUT\] {3}write the AGA/m);
    expect(r.out).toMatch(/^ {2}demo {18}play a whole demo event/m);
  });

  it('explains one command', async () => {
    const r = await cli(['check', '--help']);
    expect(r.status).toBe(0);
    expect(r.out.split('\n').slice(0, 3)).toEqual([
      'Usage: pairsheet check FILE.xlsx [N] [--yes]',
      '',
      'Menu: Check round',
    ]);
    expect((await cli(['demo', '-h'])).out).toContain(
      'Usage: pairsheet demo FILE.xlsx [ROSTER.csv] [--yes]',
    );
  });

  it('says which export formats a chess event has', async () => {
    const r = await cli(['export', '--help']);
    expect(r.out).toContain(
      'A chess or multi-game event exports csv only: the other formats are for go.',
    );
  });

  it('says how ratings matches players', async () => {
    const r = await cli(['ratings', '--help']);
    expect(r.out.split('\n').slice(4, 8)).toEqual([
      'Matches players by AGA ID / EGF PIN, else by name, else by the name without accents, else',
      'by the name with its words in the other order (marked No, for you to confirm). Nothing is',
      'written to Players until you run set-ratings (or give --yes to apply every change marked Yes',
      'at once). A rating of the other kind than the Rating column holds is marked No.',
    ]);
  });

  it('exits 2 on a wrong command line', async () => {
    const cases: Array<[string[], string]> = [
      [[], 'Usage: pairsheet <command> FILE.xlsx [options]'],
      [['shuffle', 'x.xlsx'], 'pairsheet: unknown command "shuffle"'],
      [['pair', 'x.xlsx', '--force'], 'pairsheet: unknown option --force'],
      [['pair'], 'pairsheet: pair needs a FILE.xlsx'],
      [['pair', 'x.xlsx', '2'], 'pairsheet: too many arguments for pair'],
      [['check', 'x.xlsx', 'two'], 'pairsheet: N must be a round number (1, 2, …), not "two"'],
      [['slips', 'x.xlsx', '0'], 'pairsheet: N must be a round number (1, 2, …), not "0"'],
      // A negative number is an argument, not an option.
      [['check', 'x.xlsx', '-1'], 'pairsheet: N must be a round number (1, 2, …), not "-1"'],
      [
        ['export', 'csv', 'x.xlsx', 'out', 'more'],
        'pairsheet: export needs FILE.xlsx and at most one OUT',
      ],
      [['import', 'a.xml', 'x.xlsx', 'more'], 'pairsheet: import needs two files'],
      [['ratings', 'list.txt'], 'pairsheet: ratings needs two files'],
    ];
    for (const [args, message] of cases) {
      const r = await cli(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.err).toContain(message);
    }
  });

  it('takes -- before a file whose name starts with -, and says how to name one', async () => {
    const r = await cli(['check', '-dash.xlsx']);
    expect(r.status).toBe(2);
    expect(r.err.split('\n')[0]).toBe(
      'pairsheet: unknown option -dash.xlsx. For a file whose name starts with -, write ./-dash.xlsx',
    );
    const dir = tempDir();
    const after = await cli(['check', '--', join(dir, '-dash.xlsx')]);
    expect(after.status).toBe(1);
    expect(after.err).toContain(`${join(dir, '-dash.xlsx')}: no such file.`);
    // After --, a name starting with - is a file, also in the folder the command runs in.
    const here = spawnCli(['check', '--', '-dash.xlsx'], dir);
    expect(here.status).toBe(1);
    expect(here.err).toContain('-dash.xlsx: no such file.');
  });

  it('names the command meant by a misspelt one, or by one after the file', async () => {
    const cases: Array<[string[], string]> = [
      [['pari', 'x.xlsx'], 'pairsheet: unknown command "pari". Did you mean pair?'],
      [['chek', 'x.xlsx'], 'pairsheet: unknown command "chek". Did you mean check?'],
      [['stand', 'x.xlsx'], 'pairsheet: unknown command "stand". Did you mean standings?'],
      [
        ['Pair', 'x.xlsx'],
        'pairsheet: unknown command "Pair": commands are written in small letters (pair).',
      ],
      [
        ['club.xlsx', 'pair'],
        'pairsheet: unknown command "club.xlsx": the command comes first, then the file (pairsheet pair club.xlsx).',
      ],
      [['help', 'pari'], 'pairsheet: unknown command "pari". Did you mean pair?'],
      [['shuffle', 'x.xlsx'], 'pairsheet: unknown command "shuffle"\n'],
    ];
    for (const [args, message] of cases) {
      const r = await cli(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.err.startsWith(`${message}`), r.err.split('\n')[0]).toBe(true);
    }
  });

  it('help COMMAND explains that command; --version names the version', async () => {
    const r = await cli(['help', 'pair']);
    expect(r.status).toBe(0);
    expect(r.out.split('\n')[0]).toBe('Usage: pairsheet pair FILE.xlsx [--yes]');
    const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
    const v = await cli(['--version']);
    expect([v.status, v.out]).toEqual([0, `pairsheet ${version}`]);
  });
});

describe('pairsheet on files it cannot use', () => {
  const dir = tempDir();
  const refuse = async (file: string, message: string): Promise<void> => {
    const before = readFileSync(file);
    const r = await cli(['pair', file]);
    expect(r.status).toBe(1);
    expect(r.err).toBe(`pairsheet: ${message}`);
    expect(readFileSync(file).equals(before)).toBe(true);
  };

  it('names a missing file', async () => {
    const file = join(dir, 'nowhere.xlsx');
    const r = await cli(['pair', file]);
    expect(r.status).toBe(1);
    expect(r.err).toBe(
      `pairsheet: ${file}: no such file. Check the name, or create it with: pairsheet init ${file}`,
    );
    expect(readdirSync(dir)).not.toContain('nowhere.xlsx');
  });

  it('names a missing file as it is typed again, and what a trailing slash or a quoted ~ meant', async () => {
    const spaced = join(dir, 'new club.xlsx');
    expect((await cli(['pair', spaced])).err).toBe(
      `pairsheet: ${spaced}: no such file. Check the name, or create it with: pairsheet init "${spaced}"`,
    );
    const file = await sixPlayerEvent('slash.xlsx');
    const before = readFileSync(file);
    const slash = await cli(['pair', `${file}/`]);
    expect([slash.status, slash.err]).toEqual([
      1,
      `pairsheet: ${file}/ ends in a slash, which is for folders: write the file name without it (${file}).`,
    ]);
    expect(readFileSync(file).equals(before)).toBe(true);
    const home = await cli(['pair', '~/no-such-pairsheet-event.xlsx']);
    expect(home.err).toBe(
      `pairsheet: ~/no-such-pairsheet-event.xlsx: no such file. A ~ inside quotes is not read as your home folder: write the full name (${join(homedir(), 'no-such-pairsheet-event.xlsx')}).`,
    );
  });

  it('refuses to save over a read-only workbook, on every system, and leaves it as it was', async () => {
    const file = await sixPlayerEvent('locked.xlsx');
    chmodSync(file, 0o444);
    const before = readFileSync(file);
    const r = await cli(['bands', file]);
    const readOnly = `${file} is read-only, so Pairsheet cannot save it. Make it writable (Windows: right-click it, Properties, untick Read-only; Mac: Get Info, Sharing & Permissions, Read & Write) or run the command on a copy.`;
    expect([r.status, r.out, r.err]).toEqual([
      1,
      '',
      `Pairsheet: Build bands\n${readOnly}\n${file} was not changed.`,
    ]);
    const demo = await cli(['demo', file, '--yes']);
    // Refused before the demo plays, not after the whole event.
    expect([demo.status, demo.out, demo.err]).toEqual([
      1,
      '',
      `${readOnly} ${file} was not changed.`,
    ]);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(join(file, '..'))).toEqual(['locked.xlsx']);
    // A command that saves nothing still reads it.
    expect((await cli(['check', file])).err).not.toContain('read-only');
  });

  it('does not save over a workbook another program saved while the command ran', async () => {
    const file = await sixPlayerEvent('shared.xlsx');
    const theirs = Buffer.concat([readFileSync(file), Buffer.from('saved elsewhere')]);
    const err: string[] = [];
    let saved = false;
    // The report is printed before the save: the other program saves the file just then.
    const terminal: Terminal = {
      out: () => {
        if (!saved) writeFileSync(file, theirs);
        saved = true;
      },
      err: (t) => err.push(t),
      interactive: false,
      progress: false,
      ask: async () => '',
      status: () => {},
    };
    expect(await main(['bands', file], terminal)).toBe(1);
    expect(err).toEqual([
      `pairsheet: ${file} was saved by another program (or another pairsheet command) while this command ran, so this command's changes were not saved. Run the command again.`,
    ]);
    expect(readFileSync(file).equals(theirs)).toBe(true);
    expect(readdirSync(join(file, '..'))).toEqual(['shared.xlsx']);
  });

  it('refuses to create a workbook in a folder that is not there, before running the command', async () => {
    const file = join(dir, 'stick', 'club.xlsx');
    const r = await cli(['init', file]);
    expect([r.status, r.out, r.err]).toEqual([
      1,
      '',
      `pairsheet: there is no folder ${join(dir, 'stick')} to create club.xlsx in. Check the name, or create the folder first. Nothing was written.`,
    ]);
    const roster = join(dir, 'roster.csv');
    writeFileSync(roster, `${PLAYER_HEADERS.join(',')}\n`);
    const imported = await cli(['import', roster, file]);
    expect(imported.err).toBe(r.err);
    expect(existsSync(join(dir, 'stick'))).toBe(false);
  });

  it('refuses a file that is not a workbook', async () => {
    const file = join(dir, 'notes.xlsx');
    writeFileSync(file, 'Name,Rank\nAnn,3d\n');
    await refuse(
      file,
      `${file} is not an .xlsx workbook. If it is a spreadsheet of another kind (.csv, .xml…), open it in Excel or LibreOffice and save it as .xlsx (Excel Workbook), then run the command on the .xlsx file.`,
    );
    const empty = join(dir, 'empty.xlsx');
    writeFileSync(empty, '');
    await refuse(empty, `${empty} is empty, not a workbook.`);
  });

  it('refuses a password-protected workbook and an old .xls one', async () => {
    const ole = Buffer.alloc(2048);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(ole);
    const locked = join(dir, 'secret.xlsx');
    writeFileSync(locked, Buffer.concat([ole, Buffer.from('EncryptionInfo', 'utf16le')]));
    await refuse(
      locked,
      `${locked} is password-protected. Open it in Excel or LibreOffice, save a copy without a password (.xlsx), and run the command on that copy.`,
    );
    const xls = join(dir, 'old.xlsx');
    writeFileSync(xls, Buffer.concat([ole, Buffer.from('Workbook', 'utf16le')]));
    await refuse(
      xls,
      `${xls} is an old-style .xls workbook. Open it in Excel or LibreOffice and save it as .xlsx (Excel Workbook), then run the command on the .xlsx file.`,
    );
  });

  it('refuses a workbook open in Excel or LibreOffice', async () => {
    const file = await sixPlayerEvent('club.xlsx');
    const folder = join(file, '..');
    for (const lock of ['~$club.xlsx', '.~lock.club.xlsx#']) {
      const path = join(folder, lock);
      writeFileSync(path, 'owner');
      await refuse(
        file,
        `${file} is open in another program (its lock file ${lock} is beside it). Close it there, then run the command again. If no program has it open, delete ${lock}.`,
      );
      rmSync(path);
    }
    expect((await cli(['bands', file])).status).toBe(0);
  });

  it("refuses a long-named workbook open in Excel, whose lock file drops the name's first two letters", async () => {
    const file = await sixPlayerEvent('spring-club-open.xlsx');
    const lock = '~$ring-club-open.xlsx';
    writeFileSync(join(file, '..', lock), 'owner');
    await refuse(
      file,
      `${file} is open in another program (its lock file ${lock} is beside it). Close it there, then run the command again. If no program has it open, delete ${lock}.`,
    );
  });
});

describe('pairsheet check N on a workbook left on another tab', () => {
  it('leaves the file as it was: the round it checks is not left in view', async () => {
    const file = await sixPlayerEvent('club.xlsx');
    expect((await cli(['bands', file])).status).toBe(0);
    expect((await cli(['pair', file])).status).toBe(0);
    await editBook(file, (wb) => {
      wb.views = [{ ...wb.views[0], activeTab: 0, firstSheet: 0 }];
    });
    const before = readFileSync(file);
    const r = await cli(['check', file, '1']);
    expect(r.status, r.err).toBe(0);
    expect(r.out).not.toContain('Saved');
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

describe('pairsheet init beside a lock file', () => {
  it('refuses to create a workbook another program is creating, and writes nothing', async () => {
    const folder = tempDir();
    const file = join(folder, 'new.xlsx');
    writeFileSync(join(folder, '~$new.xlsx'), 'owner');
    const r = await cli(['init', file]);
    expect(r.status).toBe(1);
    expect(r.err).toBe(
      `pairsheet: ${file} is being created by another program; close it there first.`,
    );
    expect(readdirSync(folder)).toEqual(['~$new.xlsx']);
  });
});

describe('pairsheet questions and refusals', () => {
  let file: string;
  let paired: Buffer;

  beforeAll(async () => {
    file = await sixPlayerEvent('club.xlsx');
    expect((await cli(['bands', file])).status).toBe(0);
    const r = await cli(['pair', file]);
    expect(r.out).toBe('Pairsheet: Pair next round\nRound 1: 3 boards.\nSaved ' + file + '.');
    paired = readFileSync(file);
  });
  // Each test starts from the file as paired: some answer Yes or edit it.
  beforeEach(() => writeFileSync(file, paired));

  const question =
    'Pairsheet: Pair next round\nRound 1 has no results yet. Pair it again and replace it?';

  it('without a terminal refuses a question and changes nothing', () => {
    const r = spawnCli(['pair', file]);
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(
      `${question}\npairsheet: this needs an answer. Run the command in a terminal to be asked, or add --yes to answer Yes. ${file} was not changed.\n`,
    );
    expect(readFileSync(file).equals(paired)).toBe(true);
  });

  it('asks on the terminal; No keeps the file as it was', async () => {
    const r = await cli(['pair', file], { typed: ['n'] });
    expect(r.asked).toEqual([`${question} [y/N] `]);
    expect(r.status).toBe(0);
    expect(r.out).toBe('Pairsheet: Pair next round\nNothing was changed.');
    expect(readFileSync(file).equals(paired)).toBe(true);
  });

  it('asks on the terminal; Yes pairs the round again', async () => {
    const r = await cli(['pair', file], { typed: ['y'] });
    expect(r.asked).toHaveLength(1);
    expect(r.status).toBe(0);
    expect(r.out).toBe(`Pairsheet: Pair next round\nRound 1: 3 boards.\nSaved ${file}.`);
    expect(tableValues(await readBook(file), 'Round 1')).toHaveLength(4);
  });

  it('--yes answers Yes without asking', async () => {
    const r = await cli(['pair', file, '--yes'], { typed: [] });
    expect(r.asked).toEqual([]);
    expect(r.status).toBe(0);
    expect(r.out).toContain('Round 1: 3 boards.');
  });

  it('-y is the short form of --yes', async () => {
    const r = await cli(['pair', file, '-y'], { typed: [] });
    expect(r.asked).toEqual([]);
    expect(r.status).toBe(0);
    expect(r.out).toBe(`Pairsheet: Pair next round\nRound 1: 3 boards.\nSaved ${file}.`);
  });

  it('names no round tab when the workbook has none', async () => {
    const fresh = join(tempDir(), 'fresh.xlsx');
    expect((await cli(['init', fresh])).status).toBe(0);
    const r = await cli(['print', fresh, '1']);
    expect(r.status).toBe(1);
    expect(r.err).toBe(
      `There is no tab "Round 1" in the workbook (round tabs: none).\n${fresh} was not changed.`,
    );
  });

  it('refuses a round that has no tab, and a check of a wrong round exits 1', async () => {
    const before = readFileSync(file);
    const r = await cli(['print', file, '9']);
    expect(r.status).toBe(1);
    expect(r.err).toBe(
      `There is no tab "Round 9" in the workbook (round tabs: Round 1).\n${file} was not changed.`,
    );
    await editBook(file, (wb) => {
      // The TD pairs Ann twice by hand.
      typeInto(wb, 'Round 1', 0, 'Black', 'Ann Lee');
    });
    const edited = readFileSync(file);
    const check = await cli(['check', file]);
    expect(check.status).toBe(1);
    expect(check.err).toMatch(
      /^Pairsheet: Check round\nRound 1 has \d+ problems? \(nothing was changed\):\n• /,
    );
    expect(check.err.endsWith(`${file} was not changed.`)).toBe(true);
    expect(readFileSync(file).equals(edited)).toBe(true);
    expect(before.equals(edited)).toBe(false);
  });

  it('does not rewrite a file a command did not change, and leaves no temporary file', async () => {
    const before = readFileSync(file);
    const r = await cli(['init', file]);
    expect(r.out).toBe(
      'Pairsheet: Set up tournament sheet\nEvery tab is already there; nothing was changed.',
    );
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(join(file, '..'))).toEqual(['club.xlsx']);
  });
});

describe('pairsheet demo with a roster', () => {
  it('exits 2 (the command line was wrong) when the roster file is not there', async () => {
    const file = join(tempDir(), 'demo.xlsx');
    const r = await cli(['demo', file, 'no such roster.csv']);
    expect(r.status).toBe(2);
    expect(r.err).toBe(`There is no roster file "no such roster.csv". ${file} was not created.`);
    expect(existsSync(file)).toBe(false);
  });
});

describe('pairsheet undo on a finished event', () => {
  let file: string;
  beforeAll(async () => {
    file = join(tempDir(), 'demo.xlsx');
    expect((await cli(['demo', file])).status).toBe(0);
  });

  it('refuses to undo a round with results', async () => {
    const before = readFileSync(file);
    const r = await cli(['undo', file, '--yes']);
    expect(r.status).toBe(1);
    expect(r.err).toContain('Round 5 has 20 results typed in');
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

describe('pairsheet undo', () => {
  it('removes the last round after confirming, with the record kept in the file', async () => {
    const file = await sixPlayerEvent('club.xlsx');
    expect((await cli(['bands', file])).status).toBe(0);
    expect((await cli(['pair', file])).status).toBe(0);
    const paired = await readBook(file);
    const hidden = paired.getWorksheet('Pairsheet properties')!;
    expect(hidden.state).toBe('veryHidden');
    expect(hidden.rowCount).toBeGreaterThan(0);
    const r = await cli(['undo', file], { typed: ['y'] });
    expect(r.asked).toEqual([
      'Pairsheet: Undo last pairing\nRemove Round 1? Nothing else changes. [y/N] ',
    ]);
    expect(r.status, r.err).toBe(0);
    const tabs = (await readBook(file)).worksheets.map((w) => w.name);
    expect(tabs).not.toContain('Round 1');
    expect(tabs.slice(0, 4)).toEqual(['Settings', 'Players', 'Bands', 'Constraints']);
  });
});

describe('the launcher', () => {
  it('runs from bin/pairsheet.mjs', () => {
    const r = spawnCli(['--help']);
    expect(r.status).toBe(0);
    expect(r.out.split('\n')[0]).toBe('Usage: pairsheet <command> FILE.xlsx [options]');
  });

  it('reads a demo roster named relative to the folder it runs in', async () => {
    const folder = tempDir();
    const lines = rosterLines();
    writeFileSync(join(folder, 'my club.csv'), lines.slice(0, 9).join('\n'));
    const r = spawnCli(['demo', 'out.xlsx', 'my club.csv', '--yes'], folder);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    const players = tableValues(await readBook(join(folder, 'out.xlsx')), 'Players');
    expect(players.slice(1).map((row) => row[0])).toEqual(
      lines.slice(1, 9).map((line) => line.split(',')[0]),
    );
  });

  it('plays a round whatever the TZ, also one Intl cannot name (TZ= or a POSIX rule)', async () => {
    const folder = tempDir();
    const lines = rosterLines();
    writeFileSync(join(folder, 'club.csv'), lines.slice(0, 7).join('\n'));
    for (const TZ of ['', 'UTC+3', 'Pacific/Kiritimati']) {
      const r = spawnCli(['demo', `tz${TZ.length}.xlsx`, 'club.csv', '--yes'], folder, { TZ });
      expect(r.err).toBe('');
      expect(r.status).toBe(0);
      const book = await readBook(join(folder, `tz${TZ.length}.xlsx`));
      const stamp = String(book.getWorksheet('Standings')!.getCell('A2').value);
      expect(stamp).toMatch(/^Standings after round 5 · written \d{4}-\d\d-\d\d \d\d:\d\d$/);
    }
  });

  it('run by npm run pairsheet, takes file names from the folder npm was run in', () => {
    const typedIn = tempDir();
    const packageFolder = tempDir(); // npm runs the script here
    const r = spawnCli(['init', 'club.xlsx'], packageFolder, {
      npm_package_name: 'pairsheet',
      npm_lifecycle_event: 'pairsheet',
      INIT_CWD: typedIn,
    });
    expect(r.status, r.err).toBe(0);
    expect(r.err).toBe('');
    // The message names the file as it was typed: relative to the folder npm was run in.
    expect(r.out.split('\n').at(-2)).toBe('Saved club.xlsx.');
    expect(readdirSync(typedIn)).toEqual(['club.xlsx']);
    expect(readdirSync(packageFolder)).toEqual([]);
  });

  it('run by another npm script (npm start), takes file names from its own folder', () => {
    const typedIn = tempDir();
    const packageFolder = tempDir();
    const r = spawnCli(['init', 'club.xlsx'], packageFolder, {
      npm_package_name: 'pairsheet',
      npm_lifecycle_event: 'start',
      INIT_CWD: typedIn,
    });
    expect(r.status, r.err).toBe(0);
    expect(readdirSync(packageFolder)).toEqual(['club.xlsx']);
    expect(readdirSync(typedIn)).toEqual([]);
  });

  it('says so when the folder npm was run in is gone', () => {
    const packageFolder = tempDir();
    const gone = join(tempDir(), 'gone');
    const r = spawnCli(['init', 'club.xlsx'], packageFolder, {
      npm_package_name: 'pairsheet',
      npm_lifecycle_event: 'pairsheet',
      INIT_CWD: gone,
    });
    expect(r).toEqual({
      status: 1,
      out: '',
      err: `pairsheet: cannot work in the folder ${gone}, where npm was run from.\n`,
    });
    expect(readdirSync(packageFolder)).toEqual([]);
  });
});

describe('output piped into a reader that stops early', () => {
  it('still runs the command to its end and saves the workbook', () => {
    const dir = tempDir();
    // The reader takes one line and goes: every later line the demo prints meets a closed pipe.
    const r = spawnSync(
      'bash',
      [
        '-c',
        `"${process.execPath}" "${join(ROOT, 'bin', 'pairsheet.mjs')}" demo d.xlsx | (read line; exit 0); echo "status \${PIPESTATUS[0]}" >&2`,
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(r.stderr).not.toContain('EPIPE');
    expect(r.stderr).toContain('status 0');
    expect(readdirSync(dir)).toContain('d.xlsx');
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});

describe('pairsheet pair with initial scores too far apart', () => {
  it('names the two Initial score cells and leaves the file byte for byte', async () => {
    const file = await sixPlayerEvent('club.xlsx');
    expect((await cli(['bands', file])).status).toBe(0);
    await editBook(file, (wb) => {
      typeInto(wb, 'Players', 1, 'Initial score', 100000000);
      typeInto(wb, 'Players', 5, 'Initial score', -120);
    });
    const before = readFileSync(file);
    const r = await cli(['pair', file]);
    expect(r.status).toBe(1);
    const column = String.fromCharCode(65 + PLAYER_HEADERS.indexOf('Initial score'));
    expect(r.err).toBe(
      `Pairsheet: Pair next round\nRound 1 cannot be paired: Players!${column}3 (Bo Chen, Initial score 100000000) is 100000120 points above Players!${column}7 (Flo Gray, Initial score −120), too far apart for Pairsheet to weigh the pairings exactly. Correct the Initial score that is wrong (a rating typed in by mistake, say): bands are normally a few points apart. Nothing was changed.\n${file} was not changed.`,
    );
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});
