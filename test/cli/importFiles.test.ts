/**
 * pairsheet import / ratings on files other than plain UTF-8 events: a Windows-1252 CSV, an
 * OpenGotha file declaring ISO-8859-1, a TDList saved by a Windows program (names arrive intact,
 * the Import report or the message says which encoding was read), and the result files
 * Pairsheet writes but cannot import (refused by name).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportOpenGotha } from '../../src/interop';
import { lakeside } from '../interop/fixture';
import { cli, readBook, tabValues, tempDir } from './support';

const NOT_UTF8 = 'The file is not UTF-8: it was read as Windows-1252. Check accented names.';

describe('files that are not UTF-8', () => {
  it('a Windows-1252 CSV roster keeps its accents, and the report says how it was read', async () => {
    const dir = tempDir();
    const csv = join(dir, 'roster.csv');
    writeFileSync(csv, Buffer.from('Name,Rank,Club\n"Müller, Jörg",3k,Köln\n', 'latin1'));
    const book = join(dir, 'event.xlsx');
    const r = await cli(['import', csv, book]);
    expect(r).toMatchObject({
      status: 0,
      out: `Pairsheet: Import event\nImported 1 player and 0 rounds from the CSV roster. 1 note on the "Import report" tab.\nSaved ${book}.`,
    });
    const wb = await readBook(book);
    expect(tabValues(wb, 'Players')[1].slice(0, 4)).toEqual(['Müller, Jörg', '3k', '', 'Köln']);
    expect(tabValues(wb, 'Import report')).toEqual([
      ['What could not be carried over', 'Source'],
      [NOT_UTF8, 'CSV roster'],
    ]);
  });

  it('an imported Players tab has room for each bold header, Bye volunteer included', async () => {
    const dir = tempDir();
    const csv = join(dir, 'roster.csv');
    writeFileSync(csv, 'Name,Rank,Bye volunteer\nAnn Lee,3k,Yes\n');
    const book = join(dir, 'event.xlsx');
    expect((await cli(['import', csv, book])).status).toBe(0);
    const ws = (await readBook(book)).getWorksheet('Players')!;
    const headers = tabValues(await readBook(book), 'Players')[0];
    // Widths in characters of 7 pixels: 120 pixels for Bye volunteer.
    expect(ws.getColumn(headers.indexOf('Bye volunteer') + 1).width).toBe(17.14);
  });

  it('an imported Players tab wraps a long name, club or city and grows its row, cutting none off', async () => {
    const dir = tempDir();
    const csv = join(dir, 'roster.csv');
    const name = 'Okonkwo-Whitfield, Alexandra Evangelina';
    const club = 'Greater Metropolitan Area Weiqi Association';
    writeFileSync(
      csv,
      `Name,Rank,Club,City\n"${name}",3k,${club},Springfield\nAnn Lee,2k,Go,Ely\n`,
    );
    const book = join(dir, 'event.xlsx');
    expect((await cli(['import', csv, book])).status).toBe(0);
    const wb = await readBook(book);
    const ws = wb.getWorksheet('Players')!;
    const headers = tabValues(wb, 'Players')[0];
    const wrapped = headers.map((_, i) => ws.getCell(2, i + 1).alignment?.wrapText === true);
    expect(headers.filter((_, i) => wrapped[i])).toEqual(['Name', 'Club', 'City']);
    expect(ws.getCell(2, 1).value).toBe(name);
    // The club takes four lines of the file's 11-point type (14.3 points each, plus 3) in its
    // 120 pixels: Greater | Metropolitan | Area Weiqi | Association ("Metropolitan Area" is
    // 111 pixels, over the line's 116 less the 6 % kept spare). A row of one line keeps no
    // height of its own.
    expect(ws.getRow(2).height).toBe(Math.ceil(4 * 14.3) + 3);
    expect(ws.getRow(3).height).toBeUndefined();
  });

  it('a roster imported into a new workbook lands beside Settings, as init makes them', async () => {
    const dir = tempDir();
    const csv = join(dir, 'roster.csv');
    writeFileSync(csv, 'Name,Rank\nAnn Lee,3k\nBo Park,4k\n');
    const book = join(dir, 'new.xlsx');
    expect((await cli(['import', csv, book])).status).toBe(0);
    const wb = await readBook(book);
    // The Constraints tab init made, with no rule, stays; its empty Bands tab goes.
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Settings',
      'Players',
      'Constraints',
      'Import report',
    ]);
    expect((await cli(['bands', book])).status).toBe(0);
  });

  it('an OpenGotha file declaring ISO-8859-1 is read as declared', async () => {
    const dir = tempDir();
    const event = lakeside();
    event.players[3] = { ...event.players[3], surname: 'Ngô', firstName: 'Châu' };
    const xml = exportOpenGotha(event).replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    const file = join(dir, 'lakeside.xml');
    writeFileSync(file, Buffer.from(xml, 'latin1'));
    const book = join(dir, 'event.xlsx');
    expect((await cli(['import', file, book])).status).toBe(0);
    const wb = await readBook(book);
    expect(
      tabValues(wb, 'Players')
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([
      'de Vries, Jan',
      "O'Brien, Séan",
      'Kowalska-Nowak, Ewa',
      'Ngô, Châu',
      '=Smith, Jr, Bob',
      'Øster, Lars',
    ]);
    expect(tabValues(wb, 'Import report')[1][0]).toBe(
      'The file was read as ISO-8859-1, as its XML declaration says.',
    );
  });

  it('a TDList in Windows-1252 is matched, and the message says how it was read', async () => {
    const dir = tempDir();
    const csv = join(dir, 'roster.csv');
    writeFileSync(csv, 'Name,Rank,AGA ID\n"Müller, Jörg",3k,1234\n');
    const book = join(dir, 'event.xlsx');
    expect((await cli(['import', csv, book])).status).toBe(0);
    const list = join(dir, 'tdlista.txt');
    writeFileSync(list, Buffer.from('Müller, Jörg\t1234\tFull\t-2.5\t\tKÖLN\t\t\t\r\n', 'latin1'));
    const r = await cli(['ratings', list, book]);
    expect(r.out.split('\n').slice(0, 2)).toEqual([
      'Pairsheet: Look up ratings',
      `3 changes listed on the "Rating review" tab; nothing is written to Players until you apply them. ${NOT_UTF8}`,
    ]);
    expect(tabValues(await readBook(book), 'Rating review')[3]).toEqual([
      'Müller, Jörg',
      'by id (TDList, line 1)',
      'Club',
      '',
      'KÖLN',
      'Yes',
    ]);
  });
});

describe('files Pairsheet writes but does not read', () => {
  it('an exported .h9 or AGA file is refused as export-only; the workbook is unchanged', async () => {
    const dir = tempDir();
    const xml = join(dir, 'lakeside.xml');
    writeFileSync(xml, exportOpenGotha(lakeside()));
    const book = join(dir, 'lakeside.xlsx');
    expect((await cli(['import', xml, book])).status).toBe(0);
    expect((await cli(['export', 'h9', book])).status).toBe(0);
    expect((await cli(['export', 'aga', book, '--yes'])).status).toBe(0);
    const before = readFileSync(book);
    const h9 = await cli(['import', join(dir, 'lakeside-spring-open.h1'), book, '--yes']);
    expect(h9).toMatchObject({
      status: 1,
      err: `Pairsheet: Import event\n"lakeside-spring-open.h1" is an EGF results table (.h9), a file Pairsheet writes for the EGD but cannot import. Import the event's OpenGotha (.xml) or pairgoth (.tour) file, or a CSV roster, instead.\n${book} was not changed.`,
    });
    const aga = await cli(['import', join(dir, 'lakeside-spring-open-aga.txt'), book, '--yes']);
    expect(aga).toMatchObject({
      status: 1,
      err: `Pairsheet: Import event\n"lakeside-spring-open-aga.txt" is an AGA results file, a file Pairsheet writes for the AGA but cannot import. Import the event's OpenGotha (.xml) or pairgoth (.tour) file, or a CSV roster, instead.\n${book} was not changed.`,
    });
    expect(readFileSync(book)).toEqual(before);
  });
});
