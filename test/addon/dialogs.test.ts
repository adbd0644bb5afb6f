/**
 * The dialogs are real web pages: each runs in headless Chromium against a stub of
 * google.script.run that hands the call to the built add-in on an in-memory workbook, so a
 * file chosen in the page ends up in the sheet, and a download comes back as a file.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportDialog } from '../../src/addon/dialogs/exportDialog';
import { importDialog } from '../../src/addon/dialogs/importDialog';
import { lookUpDialog } from '../../src/addon/dialogs/lookUpDialog';
import { exportOpenGotha, MAX_IMPORT_BYTES, parsePairgoth } from '../../src/interop';
import { snapshot } from '../../src/workbook';
import { lakeside } from '../interop/fixture';
import { readAga } from '../interop/readers';
import { dialogBrowser, file, statusAfter } from '../support/dialogPage';
import { newEvent } from '../support/event';

const open = dialogBrowser();

describe('Import event dialog', () => {
  it('reads the chosen file in the browser, imports it, and asks before replacing rounds', async () => {
    const event = newEvent();
    const page = await open(event, importDialog(MAX_IMPORT_BYTES));
    await page.setInputFiles('#file', file('lakeside.xml', exportOpenGotha(lakeside())));
    expect(await statusAfter(page, () => page.click('#import'))).toBe(
      'Imported 6 players and 3 rounds from the OpenGotha file. 4 notes on the "Import report" tab.',
    );
    expect(event.values('Players')[5][0]).toBe('=Smith, Jr, Bob');
    expect(event.values('Round 3')).toHaveLength(5);

    const before = snapshot(event.ss);
    expect(await statusAfter(page, () => page.click('#import'))).toBe(
      'This spreadsheet already has 3 round tabs. Importing replaces Settings, Players, Bands, Round 1, Round 2, Round 3, Import report. Nothing has been changed yet. Replace everything?',
    );
    expect(await page.isVisible('#replace')).toBe(true);
    expect(snapshot(event.ss)).toEqual(before);
    await page.setInputFiles(
      '#file',
      file('club.csv', 'Name,Rank\nAda Okafor,3k\nPer Lindqvist,1d\n'),
    );
    // The pending file is the one read when Import was clicked; choose again, then replace.
    await statusAfter(page, () => page.click('#import'));
    expect(await statusAfter(page, () => page.click('#replace'))).toBe(
      "Imported 2 players and 0 rounds from the CSV roster. Removed the old event's tabs: Bands, Round 1, Round 2, Round 3.",
    );
    expect(
      event
        .values('Players')
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['Ada Okafor', 'Per Lindqvist']);
    expect(event.ss.getSheetByName('Round 1')).toBeNull();
    await page.context().close();
  });

  it('sends the bytes, so a Windows-1252 roster keeps its accents and the report says so', async () => {
    const event = newEvent();
    const page = await open(event, importDialog(MAX_IMPORT_BYTES));
    await page.setInputFiles('#file', {
      name: 'club.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,Rank\n"Müller, Jörg",3k\n', 'latin1'),
    });
    expect(await statusAfter(page, () => page.click('#import'))).toBe(
      'Imported 1 player and 0 rounds from the CSV roster. 1 note on the "Import report" tab.',
    );
    expect(event.values('Players')[1].slice(0, 2)).toEqual(['Müller, Jörg', '3k']);
    expect(event.values('Import report')[1][0]).toBe(
      'The file is not UTF-8: it was read as Windows-1252. Check accented names.',
    );
    await page.context().close();
  });

  it('refuses a file over the limit in the browser, without sending it', async () => {
    const event = newEvent();
    const page = await open(event, importDialog(MAX_IMPORT_BYTES));
    await page.setInputFiles('#file', file('huge.xml', 'x'.repeat(MAX_IMPORT_BYTES + 1)));
    expect(await statusAfter(page, () => page.click('#import'))).toBe(
      'The file huge.xml is 5.0 MB; files over 5 MB are refused. Check that the right file was chosen.',
    );
    expect(await page.evaluate('window.__calls')).toEqual([]);
    expect(await page.getAttribute('#status', 'class')).toBe('error');
    await page.context().close();
  });

  it('shows the message naming the line for a broken file', async () => {
    const event = newEvent();
    const page = await open(event, importDialog(MAX_IMPORT_BYTES));
    const xml = exportOpenGotha(lakeside());
    await page.setInputFiles('#file', file('cut.xml', xml.slice(0, xml.indexOf('</Games>'))));
    expect(await statusAfter(page, () => page.click('#import'))).toBe(
      'OpenGotha file, line 11: the file ends before </Games> (the file is cut short).',
    );
    await page.context().close();
  });
});

describe('Every dialog', () => {
  it('says so when no answer comes back, and lets the TD try again', async () => {
    const event = newEvent();
    const page = await open(event, exportDialog(), () => null);
    expect(await statusAfter(page, () => page.click('#export'))).toBe(
      'No answer came back from the spreadsheet. Look at the sheet, then close this dialog and try again from the menu.',
    );
    expect(await page.getAttribute('#status', 'class')).toBe('error');
    expect(await page.isEnabled('#export')).toBe(true);
    await page.context().close();
  });
});

describe('Export results dialog', () => {
  it('offers temporary ids, then downloads the AGA file built in the browser', async () => {
    const event = newEvent();
    event.addon.call('importEventFile', { fileName: 'l.xml', text: exportOpenGotha(lakeside()) });
    const page = await open(event, exportDialog());
    await page.selectOption('#format', 'aga');
    expect(await statusAfter(page, () => page.click('#export'))).toBe(
      '1 player has no AGA id in the Players column "AGA ID": Kowalska-Nowak, Ewa. Fill them in, or tick "Continue with temporary ids".',
    );
    await page.check('#temporary');
    expect(await statusAfter(page, () => page.click('#export'))).toBe(
      'Ready: lakeside-spring-open-aga.txt',
    );
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
    expect(download.suggestedFilename()).toBe('lakeside-spring-open-aga.txt');
    const text = readFileSync((await download.path())!, 'utf8');
    const golden = readFileSync(
      new URL('../interop/golden/lakeside-aga.txt', import.meta.url),
      'utf8',
    );
    expect(readAga(text)).toEqual(readAga(golden));
    expect(await page.textContent('#notes')).toContain('Kowalska-Nowak, Ewa: temporary id 99999');
    await page.context().close();
  });
});

describe('Export results dialog: pairgoth', () => {
  it('offers the pairgoth format and downloads the .tour file with its notes', async () => {
    const event = newEvent();
    event.addon.call('importEventFile', { fileName: 'l.xml', text: exportOpenGotha(lakeside()) });
    const page = await open(event, exportDialog());
    await page.selectOption('#format', 'pairgoth');
    expect(await statusAfter(page, () => page.click('#export'))).toBe(
      'Ready: 000001-LakesideSpringOp.tour',
    );
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
    expect(download.suggestedFilename()).toBe('000001-LakesideSpringOp.tour');
    const back = parsePairgoth(readFileSync((await download.path())!, 'utf8'));
    // With the initial scores of the bands the import built (2d top band at 0, then one a rank).
    const scores = [0, -2, -1, -3, -4, -3];
    expect(back.players).toEqual(
      lakeside().players.map((p, i) => ({ ...p, initialScore: scores[i] })),
    );
    expect(await page.textContent('#notes')).toBe(
      'Results are missing, so those games have no result in the file: Round 2: board 2 (F6).\n' +
        'pairgoth has no forfeit flag: the forfeit win of round 2, board 1 was written as played.',
    );
    await page.context().close();
  });
});

describe('Look up ratings dialog', () => {
  it('uploads a TDList, shows the review, and applies it on request', async () => {
    const event = newEvent();
    event.addon.call('importEventFile', {
      fileName: 'r.csv',
      text: 'Name,Rank,AGA ID\n"Okafor, Ada",3k,1234\n',
    });
    const page = await open(event, lookUpDialog(MAX_IMPORT_BYTES));
    await page.setInputFiles(
      '#file',
      file(
        'tdlista.txt',
        'Okafor, Ada\t1234\tFull\t-3.41\t12/31/2026\tMADG\tWI\t0.52\t4/6/2025\r\n',
      ),
    );
    expect(await statusAfter(page, () => page.click('#look'))).toBe(
      '2 changes listed on the "Rating review" tab; nothing is written to Players until you apply them.',
    );
    expect(event.values('Players')[1][2]).toBe('');
    expect(await statusAfter(page, () => page.click('#apply'))).toBe(
      '2 changes written to the Players tab.',
    );
    expect(event.values('Players')[1].slice(0, 4)).toEqual(['Okafor, Ada', '3k', -3.41, 'MADG']);
    await page.context().close();
  });
});
