import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSpreadsheet, loadBundle, snapshot, topLevelFunctions } from '../../src/workbook';
import { newEvent, playerRow } from '../support/event';

const BUNDLE = 'build/pairsheet.js';

/** The standard's sample: 19/17/10/11/24 players from 5d and up down to 1d. */
function samplePlayers(): ReturnType<typeof playerRow>[] {
  const groups: Array<[number, string]> = [
    [19, '5d'],
    [17, '4d'],
    [10, '3d'],
    [11, '2d'],
    [24, '1d'],
  ];
  const rows: ReturnType<typeof playerRow>[] = [];
  for (const [count, rank] of groups) {
    for (let i = 0; i < count; i++)
      rows.push(playerRow({ Name: `${rank} player ${i + 1}`, Rank: rank }));
  }
  return rows;
}

describe('the built bundle', () => {
  let source = '';
  beforeAll(() => {
    source = readFileSync(BUNDLE, 'utf8');
  });

  it('declares every entry point as a real top-level function and nothing else at top level', () => {
    const names = topLevelFunctions(source);
    for (const entry of [
      'onOpen',
      'onInstall',
      'menuSetUp',
      'menuBuildBands',
      'menuApplyBandEdits',
      'menuSeatPlayers',
      'menuPairNextRound',
      'menuCheckRound',
      'menuPrintPairings',
      'menuUpdateStandings',
    ]) {
      expect(names).toContain(entry);
    }
    // Loading the file defines functions and nothing else: no global variable, no service call.
    const ss = createSpreadsheet();
    const addon = loadBundle({ spreadsheet: ss, source });
    const globals = Object.keys(addon.context).filter((k) => !(k in addon.services));
    expect(globals.sort()).toEqual([...names].sort());
    for (const name of globals) expect(typeof addon.context[name]).toBe('function');
    expect(ss.calls.total).toBe(0);
  });

  it('ships appsscript.json for V8 with the current-sheet-only scope and dialogs', () => {
    const manifest = JSON.parse(readFileSync('build/appsscript.json', 'utf8'));
    expect(manifest.runtimeVersion).toBe('V8');
    expect(manifest.oauthScopes).toEqual([
      'https://www.googleapis.com/auth/spreadsheets.currentonly',
      'https://www.googleapis.com/auth/script.container.ui',
    ]);
  });

  it('is exactly what clasp pushes from its rootDir (build/) once `npm run connect` has run', () => {
    // A folder like the TD's: build/ and the .clasp.json that `npm run connect -- <id>` writes.
    const folder = mkdtempSync(join(tmpdir(), 'pairsheet-deploy-'));
    cpSync('build', join(folder, 'build'), { recursive: true });
    const id = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcdefghijklmnopq';
    const run = (command: string, args: string[]) =>
      spawnSync(command, args, { cwd: folder, encoding: 'utf8' });
    expect(run('node', [resolve('scripts/connect.mjs'), 'PASTE-YOUR-ID']).status).toBe(1);
    expect(run('node', [resolve('scripts/connect.mjs'), id]).status).toBe(0);
    expect(JSON.parse(readFileSync(join(folder, '.clasp.json'), 'utf8'))).toEqual({
      scriptId: id,
      rootDir: 'build',
    });
    const status = run(resolve('node_modules/.bin/clasp'), ['status', '--json']);
    expect(status.status).toBe(0);
    const files = JSON.parse(status.stdout) as { filesToPush: string[] };
    expect([...files.filesToPush].sort()).toEqual(['build/appsscript.json', 'build/pairsheet.js']);
    // Connecting to another sheet later keeps what else .clasp.json holds, and says so.
    const claspJson = join(folder, '.clasp.json');
    writeFileSync(claspJson, JSON.stringify({ scriptId: id, rootDir: 'build', projectId: 'p-1' }));
    const other = id.replace('1AbC', '1XyZ');
    expect(run('node', [resolve('scripts/connect.mjs'), other]).stdout).toBe(
      `Connected to script ${other} (was ${id}). Next: npm run deploy\n`,
    );
    expect(JSON.parse(readFileSync(claspJson, 'utf8'))).toEqual({
      scriptId: other,
      rootDir: 'build',
      projectId: 'p-1',
    });
    rmSync(folder, { recursive: true, force: true });
  });

  it('runs with no require, module or process in scope', () => {
    const addon = loadBundle({ source });
    expect(addon.context.require).toBeUndefined();
    expect(addon.context.process).toBeUndefined();
    expect(
      addon.call('onOpen', { authMode: addon.context.ScriptApp.AuthMode.LIMITED }),
    ).toBeUndefined();
  });
});

describe('onOpen', () => {
  const captions = [
    'Set up tournament sheet',
    'Build bands',
    'Apply band edits',
    'Seat players (round robin)',
    'Pair next round',
    'Undo last pairing',
    'Check round',
    'Print pairings',
    'Print result slips',
    'Update standings',
    'Import event…',
    'Export results…',
    'Look up ratings…',
    'Apply rating review',
  ];

  it('builds the Pairsheet menu, every item calling a top-level function', () => {
    const addon = loadBundle({ spreadsheet: createSpreadsheet() });
    const menu = addon.openMenu('LIMITED');
    expect(menu.caption).toBe('Pairsheet');
    const items = addon.menuItems();
    expect(items.map((i) => i.caption)).toEqual(captions);
    for (const item of items) expect(typeof addon.context[item.functionName]).toBe('function');
  });

  it('uses the add-on menu in AuthMode.NONE without touching the spreadsheet', () => {
    const ss = createSpreadsheet();
    const addon = loadBundle({ spreadsheet: ss });
    const menu = addon.openMenu('NONE');
    expect(menu.addon).toBe(true);
    expect(addon.menuItems().map((i) => i.caption)).toEqual(captions);
    expect(ss.calls.count('getActiveSpreadsheet')).toBe(0);
  });
});

describe('Set up tournament sheet', () => {
  it('creates Settings, Players, Bands and Constraints with headers, notes, frozen rows and dropdowns', () => {
    const event = newEvent();
    const names = event.ss.getSheets().map((s) => s.getName());
    expect(names).toEqual(expect.arrayContaining(['Settings', 'Players', 'Bands', 'Constraints']));
    const players = event.ss.getSheetByName('Players')!;
    expect(event.values('Players')[0].slice(0, 3)).toEqual(['Name', 'Rank', 'Rating']);
    expect(players.getFrozenRows()).toBe(1);
    // Each column holds its bold header whole on the printed page, Bye volunteer included.
    expect(event.values('Players')[0].map((_, i) => players.getColumnWidth(i + 1))).toEqual([
      180, 70, 70, 120, 110, 80, 90, 100, 110, 90, 80, 120, 90, 110,
    ]);
    expect(players.getRange(1, 2).getNote()).toMatch(/30k/);
    // Notes name menu items as the menu spells them, in quotes.
    expect(players.getRange(1, 9).getNote()).toBe(
      'Filled by "Build bands"; type another band name to move the player, then run "Apply band edits".',
    );
    const bands = event.ss.getSheetByName('Bands')!;
    expect(bands.getRange(1, 1, 1, 5).getNotes()[0]).toEqual([
      'Band name. Give two rows one name to merge them, then run "Apply band edits".',
      expect.any(String),
      expect.any(String),
      'Number of players (recounted by "Apply band edits").',
      'McMahon points between this band and the one above; edit, then run "Apply band edits".',
    ]);
    const settings = event.values('Settings');
    expect(settings.find((r) => r[0] === 'Pairing system')?.[1]).toBe('McMahon');
    expect(settings.find((r) => r[0] === 'Band factor D')?.[1]).toBe(0.75);
    const row = settings.findIndex((r) => r[0] === 'Handicap') + 1;
    const rule = event.ss.getSheetByName('Settings')!.getRange(row, 2).getDataValidation();
    expect(rule?.getCriteriaValues()[0]).toEqual(['None', 'Full', 'Minus 1', 'Minus 2']);
    // Every setting explains itself on the sheet: a Help column and a note on the Value.
    expect(settings[0]).toEqual(['Setting', 'Value', 'Help']);
    const help = String(settings[row - 1][2]);
    expect(help).toMatch(/Choices: None, Full, Minus 1, Minus 2\.$/);
    expect(event.ss.getSheetByName('Settings')!.getRange(row, 2).getNote()).toBe(help);
    expect(settings.slice(1).every((r) => String(r[2]).length > 10)).toBe(true);
  });

  it('ends Settings with the optional event details the result files carry, each with its Help', () => {
    const settings = newEvent().values('Settings');
    expect(settings.slice(-4).map((r) => r.slice(0, 2))).toEqual([
      ['Location', ''],
      ['Start date', ''],
      ['End date', ''],
      ['Basic time (minutes)', ''],
    ]);
    expect(settings.slice(-4).every((r) => /^Optional: .*result files/.test(String(r[2])))).toBe(
      true,
    );
  });

  it('never touches data already there when run again, and adds missing settings', () => {
    const event = newEvent({ players: [playerRow({ Name: 'Ann', Rank: '3k' })] });
    const settings = event.ss.getSheetByName('Settings')!;
    const rows = event.values('Settings');
    for (const name of ['Random seed', 'Handicap']) {
      const row = rows.findIndex((r) => r[0] === name) + 1;
      settings.getRange(row, 1, 1, 3).setValues([['', '', '']]);
    }
    event.edit('Settings', 0, 'Value', 'Spring open');
    const before = snapshot(event.ss);
    event.ss.calls.reset();
    event.click('Set up tournament sheet');
    // One write for the appended rows' cells, one for their notes, one for their dropdowns.
    expect(event.ss.calls.count('setValue')).toBe(0);
    // Settings is read once (the tabs that exist are not read at all).
    expect(event.ss.calls.count('getValues')).toBe(1);
    expect(event.ss.calls.count('setNote')).toBe(0);
    expect(event.ss.calls.count('setDataValidation')).toBe(0);
    const after = event.values('Settings');
    expect(after[1].slice(0, 2)).toEqual(['Tournament name', 'Spring open']);
    // The appended rows get their Help text and the same text as the note on their Value.
    const help =
      'Whole number behind every random choice (seating, colours, last tiebreak): same seed, same draw.';
    expect(after.slice(-2).map((r) => r.slice(0, 2))).toEqual([
      ['Handicap', 'None'],
      ['Random seed', 1],
    ]);
    expect(after[after.length - 1]).toEqual(['Random seed', 1, help]);
    expect(settings.getRange(after.length, 2).getNote()).toBe(help);
    expect(settings.getRange(after.length, 2).getDataValidation()).toBeNull();
    const handicap = settings.getRange(after.length - 1, 2);
    expect(handicap.getNote()).toBe(after[after.length - 2][2]);
    expect(handicap.getDataValidation()?.getCriteriaValues()[0]).toEqual([
      'None',
      'Full',
      'Minus 1',
      'Minus 2',
    ]);
    expect(event.values('Players')[1].slice(0, 2)).toEqual(['Ann', '3k']);
    // Only the appended setting changed.
    const beforePlayers = before.sheets.find((s) => s.name === 'Players');
    const afterPlayers = snapshot(event.ss).sheets.find((s) => s.name === 'Players');
    expect(afterPlayers).toEqual(beforePlayers);
    expect(event.ss.toasts.at(-1)?.msg).toMatch(/^Added 2 missing settings to Settings\. /);
  });

  it('adds Avoid handicap games, No, to a Settings tab made before it', () => {
    const event = newEvent();
    const rows = event.values('Settings');
    const row = rows.findIndex((r) => r[0] === 'Avoid handicap games') + 1;
    expect(rows[row - 2][0]).toBe('Avoid same country');
    event.ss
      .getSheetByName('Settings')!
      .getRange(row, 1, 1, 3)
      .setValues([['', '', '']]);
    event.click('Set up tournament sheet');
    const after = event.values('Settings');
    expect(after.at(-1)!.slice(0, 2)).toEqual(['Avoid handicap games', 'No']);
    expect(event.ss.toasts.at(-1)?.msg).toMatch(/^Added 1 missing setting to Settings\. /);
  });

  it('says "1 missing setting" for one', () => {
    const event = newEvent();
    const rows = event.values('Settings');
    const row = rows.findIndex((r) => r[0] === 'Random seed') + 1;
    event.ss
      .getSheetByName('Settings')!
      .getRange(row, 1, 1, 3)
      .setValues([['', '', '']]);
    event.click('Set up tournament sheet');
    expect(event.ss.toasts.at(-1)?.msg).toMatch(/^Added 1 missing setting to Settings\. /);
  });
});

describe('Set up tournament sheet: what to do next', () => {
  /** The message of Set up run again after Constraints was deleted, with Settings naming `system`. */
  function nextStep(system: string): string {
    const event = newEvent({ settings: { 'Pairing system': system } });
    event.ss.deleteSheet(event.ss.getSheetByName('Constraints')!);
    event.click('Set up tournament sheet');
    return event.ss.toasts.at(-1)?.msg ?? event.lastAlert() ?? '';
  }

  it('names every first command on a new sheet, the system not chosen yet', () => {
    const event = newEvent();
    expect(event.ss.toasts.at(-1)?.msg ?? '').toContain(
      'Fill in Players and check Settings, then run "Build bands" (McMahon, the default), "Pair next round" (Swiss, Stable Swiss) or "Seat players (round robin)". For a multi-game event, choose Multi-game in Settings and run this command again.',
    );
  });

  it('names the first command of the system Settings already name', () => {
    expect(nextStep('McMahon')).toContain('then run "Build bands".');
    expect(nextStep('Swiss')).toContain('then run "Pair next round".');
    expect(nextStep('Stable Swiss')).toContain('then run "Pair next round".');
    expect(nextStep('Round robin')).toContain('then run "Seat players (round robin)".');
  });
});

describe('Set up tournament sheet once round 1 exists', () => {
  it('points to the next pairing, not to Build bands (closed by then)', () => {
    const event = newEvent({
      players: ['3d', '2d', '1d', '1k'].map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
    });
    event.click('Build bands');
    event.click('Pair next round');
    event.ss.deleteSheet(event.ss.getSheetByName('Constraints')!);
    event.click('Set up tournament sheet');
    const message = event.ss.toasts.at(-1)?.msg ?? event.lastAlert() ?? '';
    expect(message).toContain('Created Constraints.');
    expect(message).toContain(
      'Round 1 is already paired, so the event goes on with "Pair next round".',
    );
    expect(message).not.toContain('Build bands');
  });
});

describe('Build bands', () => {
  it('reproduces the AGA 2009 sample from the top: 0, -2, -3, -4, -6', () => {
    const event = newEvent({ players: samplePlayers(), settings: { Rounds: 6, Bar: '5d' } });
    event.click('Build bands');
    expect(event.values('Bands')).toEqual([
      ['Band', 'Strongest', 'Weakest', 'Players', 'Separation', 'Initial score'],
      ['5d and up', '5d', '5d', 19, '', 0],
      ['4d', '4d', '4d', 17, 2, -2],
      ['3d', '3d', '3d', 10, 1, -3],
      ['2d', '2d', '2d', 11, 1, -4],
      ['1d', '1d', '1d', 24, 2, -6],
    ]);
    // Each column holds its bold header whole, Separation and Initial score included.
    const bands = event.ss.getSheetByName('Bands')!;
    expect([1, 2, 3, 4, 5, 6].map((c) => bands.getColumnWidth(c))).toEqual([
      160, 90, 90, 80, 110, 120,
    ]);
    const players = event.values('Players');
    const band = players[0].indexOf('Band');
    const initial = players[0].indexOf('Initial score');
    expect([players[1][band], players[1][initial]]).toEqual(['5d and up', 0]);
    expect([players[81][band], players[81][initial]]).toEqual(['1d', -6]);
  });

  it('reproduces it from the bottom: 6, 4, 3, 2, 0', () => {
    const event = newEvent({
      players: samplePlayers(),
      settings: { Rounds: 6, Bar: '5d', 'Score origin': 'Bottom band 0' },
    });
    event.click('Build bands');
    expect(
      event
        .values('Bands')
        .slice(1)
        .map((r) => r[5]),
    ).toEqual([6, 4, 3, 2, 0]);
  });

  it('gives everyone 0 in one band for a Swiss', () => {
    const event = newEvent({
      players: [playerRow({ Name: 'A', Rank: '2d' }), playerRow({ Name: 'B', Rank: '5k' })],
      settings: { 'Pairing system': 'Swiss' },
    });
    event.click('Build bands');
    expect(event.values('Bands').slice(1)).toEqual([['All', '2d', '5k', 2, '', 0]]);
  });

  it('writes with a constant number of spreadsheet calls whatever the field size', () => {
    const calls = (n: number): number => {
      const rows = Array.from({ length: n }, (_, i) =>
        playerRow({ Name: `P${i}`, Rank: `${(i % 20) + 1}k` }),
      );
      const event = newEvent({ players: rows });
      event.ss.calls.reset();
      event.click('Build bands');
      expect(event.lastAlert()).toBeUndefined();
      return event.ss.calls.total;
    };
    expect(calls(200)).toBe(calls(20));
  });
});

describe('Apply band edits', () => {
  it('merges bands with one name, moves a player, and recomputes initial scores', () => {
    const event = newEvent({ players: samplePlayers(), settings: { Rounds: 6, Bar: '5d' } });
    event.click('Build bands');
    event.edit('Bands', 3, 'Band', '3d'); // the 2d band joins the 3d band
    event.edit('Bands', 1, 'Separation', 1); // 4d only one point below the top
    event.edit('Players', 0, 'Band', '4d'); // the first 5d player moves down
    event.click('Apply band edits');
    // Who the merge moved, in a dialog the TD can check against the Bands tab.
    const moved = Array.from(
      { length: 8 },
      (_, i) => `2d player ${i + 1} (Players!I${48 + i} "2d" → 3d)`,
    ).join('; ');
    expect(event.lastAlert()?.split('\n\n')).toEqual([
      'Pairsheet: Apply band edits\nInitial scores updated from the Bands tab. 5d and up: 18 (0), 4d: 18 (-1), 3d: 21 (-2), 1d: 24 (-4).',
      `Placed by rank, as their Band names no band on the Bands tab: ${moved} and 3 more.`,
    ]);
    expect(event.values('Bands').slice(1)).toEqual([
      ['5d and up', '5d', '5d', 18, '', 0],
      ['4d', '4d', '4d', 18, 1, -1],
      ['3d', '3d', '2d', 21, 1, -2],
      ['1d', '1d', '1d', 24, 2, -4],
    ]);
    const players = event.values('Players');
    const initial = players[0].indexOf('Initial score');
    expect(players[1][initial]).toBe(-1);
    expect(players[50][initial]).toBe(-2);
  });

  it('names the players it placed by rank because their Band names no band (a typo, a merge)', () => {
    const event = newEvent({ players: samplePlayers(), settings: { Rounds: 6, Bar: '5d' } });
    event.click('Build bands');
    event.edit('Players', 20, 'Band', '4 d');
    event.click('Apply band edits');
    // A dialog, the players placed by rank in a paragraph of their own: a toast is easily missed.
    const name = event.values('Players')[21][0];
    expect(event.lastAlert()?.split('\n\n')).toEqual([
      'Pairsheet: Apply band edits\nInitial scores updated from the Bands tab. 5d and up: 19 (0), 4d: 17 (-2), 3d: 10 (-3), 2d: 11 (-4), 1d: 24 (-6).',
      `Placed by rank, as their Band names no band on the Bands tab: ${name} (Players!I22 "4 d" → 4d).`,
    ]);
  });

  it('names the cell of an unreadable separation and changes nothing', () => {
    const event = newEvent({ players: samplePlayers(), settings: { Rounds: 6, Bar: '5d' } });
    event.click('Build bands');
    event.edit('Bands', 2, 'Separation', 'two');
    const before = snapshot(event.ss);
    event.click('Apply band edits');
    expect(event.lastAlert()).toMatch(/Bands!E4 \(band "3d"\): "two" is not a separation/);
    expect(snapshot(event.ss)).toEqual(before);
  });

  it('names the cells of a blank separation and of a band upside down, and changes nothing', () => {
    const event = newEvent({ players: samplePlayers(), settings: { Rounds: 6, Bar: '5d' } });
    event.click('Build bands');
    event.edit('Bands', 2, 'Separation', '');
    event.edit('Bands', 3, 'Strongest', '5k');
    const before = snapshot(event.ss);
    event.click('Apply band edits');
    expect(event.lastAlert()).toBe(
      [
        'Pairsheet: Apply band edits',
        'The Bands tab has problems; nothing was changed:',
        '• Bands!E4 (band "3d"): Separation is blank; type a separation of 0 or more points from the band above.',
        '• Bands!B5 and Bands!C5 (band "2d"): Strongest is weaker than Weakest.',
      ].join('\n'),
    );
    expect(snapshot(event.ss)).toEqual(before);
  });
});
