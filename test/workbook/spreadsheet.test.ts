import { describe, expect, it } from 'vitest';
import {
  AuthMode,
  Button,
  ButtonSet,
  createServices,
  createSpreadsheet,
  installGlobals,
  setSheet,
  sheetValues,
  snapshot,
} from '../../src/workbook/index';

describe('Spreadsheet', () => {
  it('finds sheets by name (null when missing, case-insensitive)', () => {
    const ss = createSpreadsheet('Club', { sheets: ['Players', 'Round 1'] });
    expect(ss.getName()).toBe('Club');
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['Players', 'Round 1']);
    expect(ss.getSheetByName('Nope')).toBeNull();
    expect(ss.getSheetByName('players')?.getName()).toBe('Players');
    expect(ss.getUrl()).toContain(ss.getId());
  });

  it('refuses a duplicate sheet name with Apps Script wording', () => {
    const ss = createSpreadsheet('Club', { sheets: ['Players'] });
    expect(() => ss.insertSheet('Players')).toThrow(
      'A sheet with the name "Players" already exists. Please enter another name.',
    );
    const other = ss.insertSheet('Other');
    expect(() => other.setName('PLAYERS')).toThrow(
      'A sheet with the name "PLAYERS" already exists.',
    );
  });

  it('inserts after the active sheet, or at a 0-based index, and activates the new sheet', () => {
    const ss = createSpreadsheet('Club', { sheets: ['A', 'B'] });
    const c = ss.insertSheet('C');
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['A', 'C', 'B']);
    expect(ss.getActiveSheet()).toBe(c);
    ss.insertSheet('Z', 0);
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['Z', 'A', 'C', 'B']);
    expect(c.getIndex()).toBe(3);
    ss.insertSheet('End', ss.getSheets().length);
    expect(ss.getSheets().at(-1)?.getName()).toBe('End');
    expect(c.getParent()).toBe(ss);
  });

  it('deletes sheets but never the last one', () => {
    const ss = createSpreadsheet('Club', { sheets: ['A', 'B'] });
    ss.deleteSheet(ss.getSheetByName('B')!);
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['A']);
    expect(() => ss.deleteSheet(ss.getSheetByName('A')!)).toThrow();
  });

  it('holds at most 10,000,000 cells, blank ones counted, as Sheets does', () => {
    const ss = createSpreadsheet('Club', { sheets: ['Players'], strictGrid: true });
    const limit =
      'This action would increase the number of cells in the workbook above the limit of 10000000 cells.';
    const players = ss.getSheetByName('Players')!;
    // 1,000 × 26 to begin with: 383,600 rows more make 384,600 × 26 = 9,999,600 cells.
    players.insertRowsAfter(1000, 383_600);
    expect(() => players.insertRowsAfter(1, 16)).toThrow(limit);
    expect(() => players.insertColumnsAfter(1, 1)).toThrow(limit);
    expect(() => ss.insertSheet('Round 1')).toThrow(limit);
    expect(ss.getSheets()).toHaveLength(1);
    expect([players.getMaxRows(), players.getMaxColumns()]).toEqual([384_600, 26]);
    // Up to the limit exactly; a tab deleted frees its cells.
    players.insertRowsAfter(1, 15);
    expect(() => players.insertRowsAfter(1, 1)).toThrow(limit);
    players.deleteRows(2, 1000);
    ss.insertSheet('Round 1');
    expect(ss.getSheets()).toHaveLength(2);
    // A write past the grid of a tab that grows to fit (the lenient grid) counts too.
    const lenient = createSpreadsheet('Club', { sheets: ['Players'] });
    lenient.getSheetByName('Players')!.insertRowsAfter(1000, 383_600);
    expect(() => lenient.getSheetByName('Players')!.getRange(1, 27).setValue('x')).toThrow(limit);
    expect(lenient.getSheetByName('Players')!.getMaxColumns()).toBe(26);
  });

  it('lets a write past the last row take the workbook to exactly 10,000,000 cells, a row at a time', () => {
    const ss = createSpreadsheet('Club', { sheets: ['Players'] });
    const players = ss.getSheetByName('Players')!;
    // 399,999 rows × 25 columns: 9,999,975 cells, one row of 25 short of the limit.
    players.deleteColumns(26, 1);
    players.insertRowsAfter(1000, 398_999);
    players.getRange(400_000, 1).setValue('x');
    expect([players.getMaxRows(), players.getMaxColumns()]).toEqual([400_000, 25]);
    // A row more, however few of its cells are written, is a row of 25 cells past the limit.
    expect(() => players.getRange(400_001, 1).setValue('y')).toThrow(
      'This action would increase the number of cells in the workbook above the limit of 10000000 cells.',
    );
    expect(players.getMaxRows()).toBe(400_000);
  });

  it('counts a tab copied from a template at the size of the template', () => {
    const ss = createSpreadsheet('Club', { sheets: ['Players'], strictGrid: true });
    const players = ss.getSheetByName('Players')!;
    // 200,000 × 26 = 5,200,000 cells: a copy would make 10,400,000; a new blank tab fits.
    players.insertRowsAfter(1000, 199_000);
    expect(() => ss.insertSheet('Copy', { template: players })).toThrow(
      'This action would increase the number of cells in the workbook above the limit of 10000000 cells.',
    );
    expect(ss.getSheets().map((s) => s.getName())).toEqual(['Players']);
    ss.insertSheet('Blank');
    expect(ss.getSheets()).toHaveLength(2);
  });

  it('records toasts', () => {
    const ss = createSpreadsheet();
    ss.toast('Round 2 paired', 'Pairsheet', 5);
    ss.toast('Done');
    expect(ss.toasts).toEqual([
      { msg: 'Round 2 paired', title: 'Pairsheet', timeoutSeconds: 5 },
      { msg: 'Done', title: '', timeoutSeconds: null },
    ]);
  });

  it('reads ranges with a tab name', () => {
    const ss = createSpreadsheet('Club', { sheets: ['Players'] });
    setSheet(ss, 'My tab', [['x']]);
    expect(ss.getRange("'My tab'!A1").getValue()).toBe('x');
    expect(() => ss.getRange('Missing!A1')).toThrow('Range not found');
  });
});

describe('call counter', () => {
  it('counts outside calls by method and can be reset', () => {
    const ss = createSpreadsheet();
    const { SpreadsheetApp } = createServices(ss);
    const sheet = SpreadsheetApp.getActiveSpreadsheet().getActiveSheet();
    sheet.getRange(1, 1, 2, 2).setValues([
      [1, 2],
      [3, 4],
    ]);
    sheet.getDataRange().getValues();
    expect(ss.calls.total).toBe(6);
    expect(ss.calls.byMethod.getValues).toBe(1);
    expect(ss.calls.byMethod.setValues).toBe(1);
    expect(ss.calls.count('Sheet.getRange')).toBe(1);
    expect(ss.calls.count('getDataRange')).toBe(1);
    ss.calls.reset();
    expect(ss.calls.total).toBe(0);
    expect(ss.calls.byMethod).toEqual({});
  });

  it('does not count the fakes calling each other, nor the test helpers', () => {
    const ss = createSpreadsheet();
    setSheet(ss, 'Players', [['Name'], ['Ann']]);
    sheetValues(ss, 'Players');
    snapshot(ss);
    expect(ss.calls.total).toBe(0);
    ss.getSheetByName('Players')!.appendRow(['Bob']);
    expect(ss.calls.byMethod).toEqual({ getSheetByName: 1, appendRow: 1 });
  });

  it('can trace the call sequence', () => {
    const ss = createSpreadsheet();
    ss.calls.trace = true;
    ss.getActiveSheet().getRange('A1').getValue();
    expect(ss.calls.sequence).toEqual([
      'Spreadsheet.getActiveSheet',
      'Sheet.getRange',
      'Range.getValue',
    ]);
  });
});

describe('Ui', () => {
  it('records menus with items, separators and sub-menus', () => {
    const ss = createSpreadsheet();
    const ui = createServices(ss).SpreadsheetApp.getUi();
    const sub = ui.createMenu('Export').addItem('To PDF', 'exportPdf');
    ui.createAddonMenu()
      .addItem('Pair next round', 'pairNextRound')
      .addSeparator()
      .addSubMenu(sub)
      .addToUi();
    expect(ss.ui.menus).toEqual([
      {
        caption: 'Pairsheet',
        addon: true,
        items: [
          { caption: 'Pair next round', functionName: 'pairNextRound' },
          { separator: true },
          { caption: 'Export', items: [{ caption: 'To PDF', functionName: 'exportPdf' }] },
        ],
      },
    ]);
  });

  it('records alerts and answers confirmations from the queue', () => {
    const ss = createSpreadsheet();
    const ui = createServices(ss).SpreadsheetApp.getUi();
    expect(ui.alert('Saved')).toBe(Button.OK);
    ss.ui.answers.push(Button.NO, 'YES');
    expect(ui.alert('Overwrite?', 'Round 3 exists.', ui.ButtonSet.YES_NO)).toBe(ui.Button.NO);
    expect(ui.alert('Again?', ButtonSet.YES_NO_CANCEL)).toBe(Button.YES);
    expect(ui.alert('Default', ButtonSet.OK_CANCEL)).toBe(Button.OK);
    expect(
      ss.ui.alerts.map(({ title, prompt, response }) => ({ title, prompt, response })),
    ).toEqual([
      { title: '', prompt: 'Saved', response: 'OK' },
      { title: 'Overwrite?', prompt: 'Round 3 exists.', response: 'NO' },
      { title: '', prompt: 'Again?', response: 'YES' },
      { title: '', prompt: 'Default', response: 'OK' },
    ]);
    ss.ui.answers.push(Button.NO);
    expect(() => ui.alert('x', ButtonSet.OK_CANCEL)).toThrow('not a button of ButtonSet.OK_CANCEL');
  });

  it('answers prompts', () => {
    const ss = createSpreadsheet();
    const ui = createServices(ss).SpreadsheetApp.getUi();
    ss.ui.answers.push({ text: '5' }, { text: '', button: 'CANCEL' });
    const first = ui.prompt('Rounds?', ButtonSet.OK_CANCEL);
    expect([first.getResponseText(), first.getSelectedButton()]).toEqual(['5', Button.OK]);
    expect(ui.prompt('Title', 'Rounds?', ButtonSet.OK_CANCEL).getSelectedButton()).toBe(
      Button.CANCEL,
    );
  });

  it('is unavailable without a UI context', () => {
    const ss = createSpreadsheet();
    ss._env.uiAvailable = false;
    expect(() => createServices(ss).SpreadsheetApp.getUi()).toThrow(
      'Cannot call SpreadsheetApp.getUi() from this context.',
    );
  });
});

describe('LockService', () => {
  it('acquires, reports and releases the document lock', () => {
    const ss = createSpreadsheet();
    const lock = createServices(ss).LockService.getDocumentLock();
    expect(lock.hasLock()).toBe(false);
    expect(lock.tryLock(1000)).toBe(true);
    expect(lock.hasLock()).toBe(true);
    lock.releaseLock();
    expect(lock.hasLock()).toBe(false);
    expect(ss.locks.attempts).toEqual([
      { kind: 'document', method: 'tryLock', timeoutMs: 1000, acquired: true },
    ]);
  });

  it('simulates a lock held by another execution', () => {
    const ss = createSpreadsheet();
    ss.locks.heldElsewhere = true;
    const { LockService } = createServices(ss);
    const lock = LockService.getDocumentLock();
    expect(lock.tryLock(5000)).toBe(false);
    expect(lock.hasLock()).toBe(false);
    expect(() => LockService.getScriptLock().waitLock(5000)).toThrow(
      'Lock timeout: another process was holding the lock for too long.',
    );
    ss.locks.heldElsewhere = false;
    expect(lock.tryLock(5000)).toBe(true);
  });
});

describe('other services', () => {
  it('Logger, ScriptApp, Session and PropertiesService', () => {
    const ss = createSpreadsheet('x', { timeZone: 'Europe/Paris' });
    const g = createServices(ss);
    g.Logger.log('paired %s boards', 12);
    g.Logger.log({ a: 1 });
    expect(ss.logs).toEqual(['paired 12 boards', '{"a":1}']);
    expect(g.ScriptApp.AuthMode.NONE).toBe(AuthMode.NONE);
    expect(g.Session.getScriptTimeZone()).toBe('Europe/Paris');
    const props = g.PropertiesService.getDocumentProperties();
    props.setProperty('round', 3);
    expect(props.getProperty('round')).toBe('3');
    expect(props.getProperty('missing')).toBeNull();
    expect(ss.properties.document.get('round')).toBe('3');
  });

  it('Utilities.formatDate writes a date in the zone it is given', () => {
    const g = createServices(createSpreadsheet());
    const instant = new Date('2026-05-01T10:05:09Z');
    expect(g.Utilities.formatDate(instant, 'Pacific/Kiritimati', 'yyyy-MM-dd HH:mm')).toBe(
      '2026-05-02 00:05',
    );
    expect(g.Utilities.formatDate(instant, 'America/New_York', 'dd.MM.yyyy, HH:mm:ss')).toBe(
      '01.05.2026, 06:05:09',
    );
    expect(() => g.Utilities.formatDate(instant, 'Mars/Olympus', 'yyyy')).toThrow('timeZone');
  });

  it("types a date or a time on the sheet's clock, whatever this machine's zone", () => {
    // Apps Script hands a date cell over as the instant the sheet's clock shows that day.
    for (const [zone, midnight] of [
      ['Pacific/Kiritimati', '2026-05-01T10:00:00.000Z'],
      ['Pacific/Pago_Pago', '2026-05-02T11:00:00.000Z'],
    ]) {
      const ss = createSpreadsheet('x', { timeZone: zone });
      const g = createServices(ss);
      const range = ss.getSheets()[0].getRange('A1:C1');
      range.setValues([['2026-05-02', 'May 2, 2026', '1:30']]);
      const [iso, named, time] = range.getValues()[0] as Date[];
      expect([iso.toISOString(), named.toISOString()]).toEqual([midnight, midnight]);
      expect(g.Utilities.formatDate(time, zone, 'yyyy-MM-dd HH:mm:ss')).toBe('1899-12-30 01:30:00');
    }
  });

  it('keeps at most 9 kB (UTF-8) in a property value, as Apps Script does', () => {
    const props = createServices(createSpreadsheet()).PropertiesService.getDocumentProperties();
    props.setProperty('ascii', 'a'.repeat(9 * 1024));
    expect(() => props.setProperty('kana', 'ア'.repeat(3073))).toThrow('Argument too large');
    expect(() => props.setProperties({ ok: 'x', big: 'ア'.repeat(3073) })).toThrow();
    expect(props.getKeys()).toEqual(['ascii']);
  });

  it('keeps at most 500 kB (keys and values) in a property store, as Apps Script does', () => {
    const ss = createSpreadsheet();
    const props = createServices(ss).PropertiesService.getDocumentProperties();
    // 64 properties of 8 + 7 992 bytes: exactly 500 × 1024 bytes.
    const key = (i: number): string => `filler${String(i).padStart(2, '0')}`;
    for (let i = 0; i < 64; i++) props.setProperty(key(i), 'x'.repeat(7992));
    const quota =
      'You have exceeded the property storage quota. Please remove some properties and try again.';
    expect(() => props.setProperty('more', 'z')).toThrow(quota);
    expect(() => props.setProperties({ a: '', b: 'z' })).toThrow(quota);
    expect(() => props.setProperty(key(1), 'y'.repeat(7993))).toThrow(quota);
    expect(props.getKeys()).toHaveLength(64);
    expect(props.getProperty(key(1))).toBe('x'.repeat(7992));
    // A value replaced counts as its new self; a property deleted frees its room.
    props.setProperty(key(1), 'y'.repeat(7992));
    props.deleteProperty(key(0));
    props.setProperties({ more: 'z'.repeat(7996) });
    expect(props.getProperty('more')).toHaveLength(7996);
    expect(() => props.setProperty('m', '')).toThrow(quota);
    props.setProperties({ fresh: '' }, true);
    expect(props.getKeys()).toEqual(['fresh']);
  });

  it('denies document access in AuthMode.NONE', () => {
    const ss = createSpreadsheet();
    const g = createServices(ss);
    ss._env.authMode = AuthMode.NONE;
    expect(() => g.SpreadsheetApp.getActiveSpreadsheet()).toThrow(
      'You do not have permission to call SpreadsheetApp.getActiveSpreadsheet',
    );
    expect(() => g.PropertiesService.getDocumentProperties()).toThrow('permission');
    expect(g.SpreadsheetApp.getUi().createAddonMenu().addItem('a', 'b')).toBeDefined();
  });

  it('installGlobals puts the services on globalThis and restores it', () => {
    const ss = createSpreadsheet();
    const restore = installGlobals(createServices(ss));
    try {
      const app = (globalThis as unknown as { SpreadsheetApp: { getActive(): unknown } })
        .SpreadsheetApp;
      expect(app.getActive()).toBe(ss);
    } finally {
      restore();
    }
    expect('SpreadsheetApp' in globalThis).toBe(false);
  });
});
