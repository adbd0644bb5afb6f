import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createSpreadsheet,
  loadBundle,
  setSheet,
  topLevelFunctions,
} from '../../src/workbook/index';

const MENU_BUNDLE = `
function onOpen(e) {
  var menu = SpreadsheetApp.getUi().createAddonMenu()
    .addItem('Set up tournament', 'setUp')
    .addSeparator()
    .addSubMenu(SpreadsheetApp.getUi().createMenu('Rounds').addItem('Pair next round', 'pairNext'))
    .addItem('Broken item', 'doesNotExist');
  menu.addToUi();
  Logger.log('onOpen ' + e.authMode + ' source=' + (e.source ? 'yes' : 'no'));
}
function setUp() {
  var ss = SpreadsheetApp.getActiveSpreadsheet();
  var sheet = ss.getSheetByName('Players') || ss.insertSheet('Players');
  sheet.getRange(1, 1, 1, 2).setValues([['Name', 'Rank']]);
  sheet.setFrozenRows(1);
  ss.toast('Ready');
  return 'done';
}
function pairNext() {
  var lock = LockService.getDocumentLock();
  if (!lock.tryLock(100)) {
    SpreadsheetApp.getUi().alert('Pairing is already running.');
    return 'busy';
  }
  var values = SpreadsheetApp.getActive().getSheetByName('Players').getDataRange().getValues();
  lock.releaseLock();
  return values.length;
}
`;

describe('loadBundle', () => {
  it('exposes only the services and JS built-ins', () => {
    const sandbox = loadBundle({
      source: `function probe() {
        return {
          require: typeof require, module: typeof module, exports: typeof exports,
          process: typeof process, console: typeof console, setTimeout: typeof setTimeout,
          Buffer: typeof Buffer, SpreadsheetApp: typeof SpreadsheetApp,
          LockService: typeof LockService, ScriptApp: typeof ScriptApp, Logger: typeof Logger,
          JSON: typeof JSON, Map: typeof Map
        };
      }`,
    });
    expect(sandbox.call('probe')).toEqual({
      require: 'undefined',
      module: 'undefined',
      exports: 'undefined',
      process: 'undefined',
      console: 'undefined',
      setTimeout: 'undefined',
      Buffer: 'undefined',
      SpreadsheetApp: 'object',
      LockService: 'object',
      ScriptApp: 'object',
      Logger: 'object',
      JSON: 'object',
      Map: 'function',
    });
  });

  it('opens the menu and clicks items by caption', () => {
    const ss = createSpreadsheet('Club');
    const sandbox = loadBundle({ spreadsheet: ss, source: MENU_BUNDLE });
    const menu = sandbox.openMenu();
    expect(menu.caption).toBe('Pairsheet');
    expect(sandbox.menuItems().map((i) => i.path.join(' > '))).toEqual([
      'Pairsheet > Set up tournament',
      'Pairsheet > Rounds > Pair next round',
      'Pairsheet > Broken item',
    ]);
    expect(ss.logs).toEqual(['onOpen LIMITED source=yes']);
    expect(sandbox.click('Set up tournament')).toBe('done');
    expect(ss.getSheetByName('Players')!.getFrozenRows()).toBe(1);
    expect(ss.toasts.map((t) => t.msg)).toEqual(['Ready']);
    expect(sandbox.click('Pairsheet > Rounds > Pair next round')).toBe(1);
    expect(sandbox.executions.map((e) => [e.functionName, e.authMode, e.ok])).toEqual([
      ['onOpen', 'LIMITED', true],
      ['setUp', 'FULL', true],
      ['pairNext', 'FULL', true],
    ]);
  });

  it('reports unknown captions and missing functions', () => {
    const sandbox = loadBundle({ source: MENU_BUNDLE });
    expect(() => sandbox.click('Set up tournament')).toThrow('call openMenu() first');
    sandbox.openMenu('NONE');
    expect(() => sandbox.click('Nope')).toThrow(
      /no menu item "Nope"\. Menu items: .*Set up tournament/,
    );
    expect(() => sandbox.click('Broken item')).toThrow('Script function not found: doesNotExist');
  });

  it('denies document access during onOpen in AuthMode.NONE', () => {
    const sandbox = loadBundle({
      source: `function onOpen(e) {
        SpreadsheetApp.getUi().createAddonMenu().addItem('x', 'x').addToUi();
        SpreadsheetApp.getActiveSpreadsheet();
      }`,
    });
    expect(() => sandbox.openMenu('NONE')).toThrow(
      'You do not have permission to call SpreadsheetApp.getActiveSpreadsheet',
    );
    expect(sandbox.executions[0].ok).toBe(false);
    sandbox.openMenu('LIMITED');
  });

  it('hands realm-native arrays, dates and exceptions to the bundle', () => {
    const ss = createSpreadsheet();
    setSheet(ss, 'Sheet1', [['2024-05-01', 'x']]);
    const sandbox = loadBundle({
      spreadsheet: ss,
      source: `function check() {
        var sheet = SpreadsheetApp.getActiveSheet();
        var values = sheet.getDataRange().getValues();
        var caught;
        try { sheet.getRange(0, 1); } catch (e) { caught = e; }
        return [values instanceof Array, values[0] instanceof Array, values[0][0] instanceof Date,
          caught instanceof Error, caught.name, caught.message];
      }`,
    });
    expect(sandbox.call('check')).toEqual([
      true,
      true,
      true,
      true,
      'Exception',
      'The starting row of the range is too small.',
    ]);
  });

  it('starts every execution from fresh globals, like Apps Script', () => {
    const source = `var counter = 0; function bump() { counter++; return counter; }`;
    const fresh = loadBundle({ source });
    expect([fresh.call('bump'), fresh.call('bump')]).toEqual([1, 1]);
    const kept = loadBundle({ source, freshContextPerRun: false });
    expect([kept.call('bump'), kept.call('bump')]).toEqual([1, 2]);
  });

  it('simulates a second click while the lock is held elsewhere', () => {
    const ss = createSpreadsheet();
    setSheet(ss, 'Players', [['Name']]);
    const sandbox = loadBundle({ spreadsheet: ss, source: MENU_BUNDLE });
    sandbox.openMenu();
    ss.locks.heldElsewhere = true;
    expect(sandbox.click('Pair next round')).toBe('busy');
    expect(ss.ui.alerts.map((a) => a.prompt)).toEqual(['Pairing is already running.']);
  });

  it('releases and reports locks an execution forgot to release', () => {
    const sandbox = loadBundle({
      source: `function grab() { LockService.getDocumentLock().waitLock(1000); }`,
    });
    sandbox.call('grab');
    expect(sandbox.executions[0].leakedLocks).toEqual(['document']);
    expect(sandbox.spreadsheet.locks.isHeld()).toBe(false);
  });

  it('counts the service calls of each execution', () => {
    const ss = createSpreadsheet();
    const sandbox = loadBundle({ spreadsheet: ss, source: MENU_BUNDLE });
    sandbox.call('setUp');
    expect(sandbox.executions[0].calls).toBe(ss.calls.total);
    expect(ss.calls.byMethod.setValues).toBe(1);
  });

  it('reads the bundle from a file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pairsheet-bundle-'));
    const file = join(dir, 'pairsheet.js');
    writeFileSync(file, 'function hello() { return "hi"; }\n');
    expect(loadBundle({ bundlePath: file }).call('hello')).toBe('hi');
  });

  it('stops runaway executions', () => {
    const sandbox = loadBundle({ source: 'function spin() { for (;;) {} }', timeoutMs: 50 });
    expect(() => sandbox.call('spin')).toThrow(/timed out/);
  });
});

describe('topLevelFunctions', () => {
  it('lists real top-level function declarations only', () => {
    const source = [
      'var Pairsheet = (function () {',
      '  function inner() {}',
      '  return { run: function () { return 1; } };',
      '})();',
      'function onOpen(e) { return Pairsheet.run(); }',
      'function pairNextRound() {}',
      'var notAFunctionDeclaration = function () {};',
      'const arrow = () => 1;',
      '// function commented() {}',
    ].join('\n');
    expect(topLevelFunctions(source)).toEqual(['onOpen', 'pairNextRound']);
  });

  it('throws on a syntax error', () => {
    expect(() => topLevelFunctions('function broken( {')).toThrow(SyntaxError);
  });
});
