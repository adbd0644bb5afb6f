/**
 * An event run with the command line, then uploaded to Drive and carried on in Google Sheets:
 * the records the command line kept in its hidden tab move into the document properties.
 */
import { describe, expect, it } from 'vitest';
import { loadBundle, sheetValues, snapshot, type MemorySpreadsheet } from '../../src/workbook';
import { PROPERTIES_TAB } from '../../src/sheet/propertiesTab';
import { exportOpenGotha } from '../../src/interop';
import { lakeside } from '../interop/fixture';
import { round2WithLateArrival } from '../cli/support';
import { uploadedToSheets } from '../support/uploaded';

const ADOPTED = `This workbook was last run with the command line: what it kept in the hidden tab "${PROPERTIES_TAB}" (what "Undo last pairing" needs, the settings the bands were built with) now lives in this spreadsheet's document properties, as in any Google Sheet, and that tab was deleted.`;

/** Round 1 played, then a 4k late arrival, and Round 2 paired: all with the command line. */
async function offlineEvent(): Promise<string> {
  return (await round2WithLateArrival('club.xlsx')).file;
}

/** The add-in on the uploaded spreadsheet; click answers Yes and returns the last thing said. */
function opened(ss: MemorySpreadsheet): { click: (caption: string) => string } {
  const addon = loadBundle({ spreadsheet: ss });
  addon.openMenu();
  return {
    click: (caption) => {
      const [alerts, toasts] = [ss.ui.alerts.length, ss.toasts.length];
      addon.click(caption);
      const said = [
        ...ss.ui.alerts.slice(alerts).map((a) => a.prompt),
        ...ss.toasts.slice(toasts).map((t) => t.msg),
      ];
      return said[said.length - 1];
    },
  };
}

/** The late arrival's Band and Initial score. */
function placement(ss: MemorySpreadsheet): unknown[] {
  const [header, ...rows] = sheetValues(ss, 'Players');
  const row = rows.find((r) => r[header.indexOf('Name')] === 'Gil Hart')!;
  return ['Band', 'Initial score'].map((h) => row[header.indexOf(h)]);
}

describe('a workbook from the command line opened in Google Sheets', () => {
  it('keeps its records: Undo last pairing gives the late arrival back, and the tab goes', async () => {
    const ss = await uploadedToSheets(await offlineEvent());
    expect(placement(ss)).toEqual(['5k', -3]);
    const sheets = opened(ss);
    expect(sheets.click('Undo last pairing')).toBe(
      `Round 2 removed. Band and Initial score given back to 1 late arrival.\n\n${ADOPTED}`,
    );
    expect(placement(ss)).toEqual(['', '']);
    expect(ss.getSheetByName(PROPERTIES_TAB)).toBeNull();
    const records = [...ss.properties.document.keys()].filter((k) => !/\.\d+$/.test(k)).sort();
    expect(records).toEqual(['pairsheet.bands', 'pairsheet.undo.r1']);
    // Round 1's record now names the tab by the id Sheets gave it.
    const r1 = JSON.parse(ss.properties.document.get('pairsheet.undo.r1.0')!) as {
      sheetId: number;
    };
    expect(r1.sheetId).toBe(ss.getSheetByName('Round 1')!.getSheetId());
    // Said once.
    expect(sheets.click('Pair next round')).toBe(
      'Round 2: 3 boards. Forced bye: Flo Gray. Late arrivals placed in their bands: Gil Hart.',
    );
  });

  it('a record of the tab replaces the document own of that round; others stay', async () => {
    const ss = await uploadedToSheets(await offlineEvent());
    ss.properties.document.set('pairsheet.undo.r2', '1');
    ss.properties.document.set('pairsheet.undo.r2.0', '{"round":2,"old":true}');
    ss.properties.document.set('pairsheet.undo.r2.1', 'stale chunk');
    ss.properties.document.set('pairsheet.other', 'kept');
    opened(ss).click('Check round');
    const document = ss.properties.document;
    expect(document.get('pairsheet.other')).toBe('kept');
    expect(document.has('pairsheet.undo.r2.1')).toBe(false);
    expect(JSON.parse(document.get('pairsheet.undo.r2.0')!)).toMatchObject({
      round: 2,
      sheetId: ss.getSheetByName('Round 2')!.getSheetId(),
    });
  });

  it('all or nothing: a store with no room left refuses, the tab and records as they were', async () => {
    const ss = await uploadedToSheets(await offlineEvent());
    // All but 500 bytes of the document's 500 kB taken: the tab's records need more.
    let left = 500 * 1024 - 500;
    for (let i = 0; left > 10; i++) {
      const value = 'x'.repeat(Math.min(9000, left - 10));
      ss.properties.document.set(`other.${String(i).padStart(3, '0')}`, value);
      left -= 9 + value.length;
    }
    const before = snapshot(ss);
    const properties = new Map(ss.properties.document);
    const message = opened(ss).click('Undo last pairing');
    expect(message).toBe(
      `The tab "${PROPERTIES_TAB}", where the command line keeps what "Undo last pairing" needs, could not be moved into this spreadsheet's document properties (Sheets says: "You have exceeded the property storage quota. Please remove some properties and try again."). Nothing was changed.`,
    );
    expect(snapshot(ss)).toEqual(before);
    expect(ss.properties.document).toEqual(properties);
  });

  it('an unexpected failure after the move still says the tab moved', async () => {
    const ss = await uploadedToSheets(await offlineEvent());
    const byName = ss.getSheetByName.bind(ss);
    ss.getSheetByName = (name: string) => {
      if (name === 'Settings') throw new Error('Service Spreadsheets timed out');
      return byName(name);
    };
    expect(() => opened(ss).click('Check round')).toThrow('Service Spreadsheets timed out');
    expect(ss.ui.alerts.at(-1)).toMatchObject({
      title: 'Pairsheet: Check round failed',
      prompt: `Something unexpected went wrong: Error: Service Spreadsheets timed out\n\n${ADOPTED}`,
    });
    expect(byName(PROPERTIES_TAB)).toBeNull();
  });

  it('a refusal still says the tab moved', async () => {
    const ss = await uploadedToSheets(await offlineEvent());
    expect(opened(ss).click('Build bands')).toBe(
      `Round 1 has already been paired, so the bands are fixed. To change them on purpose, edit the Bands tab or the Band column of Players and run "Apply band edits".\n\n${ADOPTED}`,
    );
    expect(ss.getSheetByName(PROPERTIES_TAB)).toBeNull();
  });

  it('a sheet that keeps changing while the questions are open: the give-up says the tab moved', async () => {
    const ss = await uploadedToSheets(await offlineEvent());
    const sheets = opened(ss);
    // Another editor prints Round 2 by name, then deletes it, while each question is open.
    ss.ui.responder = () => {
      const printed = ss.getSheetByName('Round 2 by name');
      if (printed) ss.deleteSheet(printed);
      else sheets.click('Print pairings');
      return 'YES';
    };
    sheets.click('Undo last pairing');
    expect(ss.ui.alerts.at(-1)?.prompt).toBe(
      `The sheet kept changing while the questions were open, so nothing was changed. Run "Undo last pairing" again once no one else is editing.\n\n${ADOPTED}`,
    );
    expect(ss.getSheetByName('Round 2')).not.toBeNull();
    expect(placement(ss)).toEqual(['5k', -3]);
  });

  it("leaves alone a tab of that name holding the TD's own rows", async () => {
    const ss = await uploadedToSheets(await offlineEvent());
    ss.getSheetByName(PROPERTIES_TAB)!.getRange('A1').setValue('Notes of the TD');
    expect(opened(ss).click('Check round')).not.toContain(PROPERTIES_TAB);
    expect(ss.getSheetByName(PROPERTIES_TAB)).not.toBeNull();
  });

  it('a dialog moves the tab first: an import then replaces the tabs its records describe', async () => {
    const ss = await uploadedToSheets(await offlineEvent());
    const addon = loadBundle({ spreadsheet: ss });
    const answer = addon.call('importEventFile', {
      fileName: 'lakeside.xml',
      text: exportOpenGotha(lakeside()),
      replace: true,
    }) as { ok: boolean; message: string };
    expect(answer.ok).toBe(true);
    expect(answer.message.endsWith(`\n\n${ADOPTED}`)).toBe(true);
    expect(ss.getSheetByName(PROPERTIES_TAB)).toBeNull();
    // Round 1's record is of the tab the import replaced, not of the imported Round 1.
    const r1 = JSON.parse(ss.properties.document.get('pairsheet.undo.r1.0')!) as {
      sheetId: number;
    };
    expect(r1.sheetId).not.toBe(ss.getSheetByName('Round 1')!.getSheetId());
    expect(opened(ss).click('Check round')).not.toContain(PROPERTIES_TAB);
  });

  it('the Export results dialog says the move in its notes', async () => {
    const ss = await uploadedToSheets(await offlineEvent());
    const answer = loadBundle({ spreadsheet: ss }).call('exportEventFile', {
      format: 'standings',
    }) as { ok: boolean; notes: string[] };
    expect(answer.ok).toBe(true);
    expect(answer.notes).toEqual([ADOPTED]);
    expect(ss.getSheetByName(PROPERTIES_TAB)).toBeNull();
  });
});
