/**
 * What `npm run deploy` puts in the TD's script project: the manifest, and a bundle whose
 * top-level functions are exactly the ones the menu, the dialogs and Apps Script's triggers call,
 * using no Apps Script service the manifest's scopes do not cover.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportDialog } from '../../src/addon/dialogs/exportDialog';
import { importDialog } from '../../src/addon/dialogs/importDialog';
import { lookUpDialog } from '../../src/addon/dialogs/lookUpDialog';
import { MAX_IMPORT_BYTES } from '../../src/interop';
import { createSpreadsheet, loadBundle, topLevelFunctions } from '../../src/workbook';

const source = readFileSync('build/pairsheet.js', 'utf8');

describe('the pushed manifest', () => {
  it('is appsscript.json as committed: V8, UTC, this spreadsheet only and its dialogs', () => {
    const manifest = JSON.parse(readFileSync('build/appsscript.json', 'utf8'));
    expect(manifest).toEqual(JSON.parse(readFileSync('appsscript.json', 'utf8')));
    expect(manifest).toEqual({
      timeZone: 'Etc/UTC',
      dependencies: {},
      exceptionLogging: 'STACKDRIVER',
      runtimeVersion: 'V8',
      oauthScopes: [
        'https://www.googleapis.com/auth/spreadsheets.currentonly',
        'https://www.googleapis.com/auth/script.container.ui',
      ],
    });
  });

  it('covers every Apps Script service the bundle uses', () => {
    // The scope each service needs, for the calls Pairsheet makes (SpreadsheetApp on the active
    // spreadsheet only; HtmlService for Ui.showModalDialog). A service not listed here fails
    // this test until appsscript.json and README.md "Permissions" are reviewed for it.
    const needs: Record<string, string | null> = {
      SpreadsheetApp: 'https://www.googleapis.com/auth/spreadsheets.currentonly',
      HtmlService: 'https://www.googleapis.com/auth/script.container.ui',
      LockService: null,
      PropertiesService: null,
      Utilities: null,
      ScriptApp: null,
    };
    const services = [
      ...Object.keys(needs),
      ...['Session', 'DriveApp', 'UrlFetchApp', 'MailApp', 'GmailApp', 'CacheService'],
      ...['DocumentApp', 'FormApp', 'SlidesApp', 'CalendarApp', 'ContactsApp', 'Browser'],
      ...['CardService', 'ContentService', 'XmlService', 'Charts', 'Maps', 'LanguageApp'],
      ...['Jdbc', 'Logger', 'DataStudioApp', 'ConferenceDataService', 'BigQuery', 'Drive'],
    ];
    // A service name used as a value (`Charts.` closing a sentence in a message does not count).
    const uses = (name: string) => new RegExp(`(?<![\\w$.])${name}\\.[A-Za-z_$]`).test(source);
    const used = services.filter(uses).sort();
    expect(used).toEqual(Object.keys(needs).sort());
    const manifest = JSON.parse(readFileSync('build/appsscript.json', 'utf8'));
    const scopes = used.map((name) => needs[name]).filter((s): s is string => s !== null);
    expect([...new Set(scopes)].sort()).toEqual([...manifest.oauthScopes].sort());
    // Only the spreadsheet the script is bound to: no SpreadsheetApp.open… of another file.
    expect(source).not.toMatch(/SpreadsheetApp\.(open|create)/);
  });
});

describe('the top-level functions', () => {
  it('are exactly the triggers, the menu items and the dialogs’ server calls', () => {
    const addon = loadBundle({ spreadsheet: createSpreadsheet(), source });
    addon.openMenu('LIMITED');
    const menu = addon.menuItems().map((i) => i.functionName);
    const dialogs = [
      importDialog(MAX_IMPORT_BYTES),
      exportDialog(),
      lookUpDialog(MAX_IMPORT_BYTES),
    ].flatMap((html) => [...html.matchAll(/\bcall\('(\w+)'/g)].map((m) => m[1]));
    expect(dialogs.sort()).toEqual([
      'applyRatingReview',
      'exportEventFile',
      'importEventFile',
      'lookUpRatingsFile',
    ]);
    expect(menu).toHaveLength(14);
    // pairsheetModule_ ends in _, so Apps Script keeps it out of google.script.run and Run.
    expect(topLevelFunctions(source).sort()).toEqual(
      ['onOpen', 'onInstall', 'pairsheetModule_', ...menu, ...dialogs].sort(),
    );
  });
});
