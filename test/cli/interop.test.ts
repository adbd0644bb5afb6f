/**
 * pairsheet import / export / ratings / set-ratings: the add-in's dialogs with files, the
 * same checks and messages; a refusal leaves the workbook byte for byte.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportOpenGotha, parseOpenGotha } from '../../src/interop';
import { lakeside } from '../interop/fixture';
import { readAga } from '../interop/readers';
import { cli, readBook, tableValues, tabValues, tempDir } from './support';

const golden = (name: string): string =>
  readFileSync(new URL(`../interop/golden/${name}`, import.meta.url), 'utf8');

function eventFiles(): { dir: string; xml: string; book: string } {
  const dir = tempDir();
  const xml = join(dir, 'lakeside.xml');
  writeFileSync(xml, exportOpenGotha(lakeside()));
  return { dir, xml, book: join(dir, 'lakeside.xlsx') };
}

describe('pairsheet import and export', () => {
  it('imports an OpenGotha file into a new workbook and exports it again', async () => {
    const { dir, xml, book } = eventFiles();
    const r = await cli(['import', xml, book]);
    expect(r).toMatchObject({ status: 0, err: '' });
    expect(r.out).toBe(
      `Pairsheet: Import event\nImported 6 players and 3 rounds from the OpenGotha file. 4 notes on the "Import report" tab.\nSaved ${book}.`,
    );
    const wb = await readBook(book);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Settings',
      'Players',
      'Bands',
      'Constraints',
      'Round 1',
      'Round 2',
      'Round 3',
      'Import report',
    ]);
    // A title block above the header, as on a round the add-in paired.
    expect(String(tabValues(wb, 'Round 1')[1][0])).toMatch(/^Round 1 · written /);
    expect(tableValues(wb, 'Round 1')[3]).toEqual([
      3,
      'Øster, Lars',
      '=Smith, Jr, Bob',
      0,
      7,
      'Jigo',
      '',
    ]);

    const og = await cli(['export', 'opengotha', book]);
    expect(og.status).toBe(0);
    const back = parseOpenGotha(readFileSync(join(dir, 'lakeside-spring-open.xml'), 'utf8'));
    // With the initial scores of the bands built (2d top band at 0, then one a rank).
    const scores = [0, -2, -1, -3, -4, -3];
    expect({ players: back.players, rounds: back.rounds }).toEqual({
      players: lakeside().players.map((p, i) => ({ ...p, initialScore: scores[i] })),
      rounds: lakeside().rounds,
    });

    const refused = await cli(['export', 'aga', book]);
    expect(refused.status).toBe(1);
    expect(refused.err).toBe(
      `Pairsheet: Export results\n1 player has no AGA id in the Players column "AGA ID": Kowalska-Nowak, Ewa. Fill them in.\nContinue with temporary ids?\npairsheet: this needs an answer. Run the command in a terminal to be asked, or add --yes to answer Yes. ${book} was not changed.`,
    );
    const out = join(dir, 'results.txt');
    const aga = await cli(['export', 'aga', book, out, '--yes']);
    expect(aga.status).toBe(0);
    // The Export report's notes are printed before the file is named.
    expect(aga.out.split('\n')).toContain(
      'Kowalska-Nowak, Ewa: temporary id 99999; the AGA rates the game once the player holds a membership.',
    );
    expect(aga.out.split('\n').at(-1)).toBe(`Wrote ${out}.`);
    expect(readAga(readFileSync(out, 'utf8'))).toEqual(readAga(golden('lakeside-aga.txt')));

    expect((await cli(['export', 'csv', book])).status).toBe(0);
    expect(
      readFileSync(join(dir, 'lakeside-spring-open-rounds.csv'), 'utf8').split('\r\n')[3],
    ).toBe('1,3,"Øster, Lars","\'=Smith, Jr, Bob",0,7,Jigo,');
    expect(existsSync(join(dir, 'lakeside-spring-open-standings.csv'))).toBe(true);
  });

  it('asks before replacing rounds; without an answer the workbook is unchanged', async () => {
    const { xml, book } = eventFiles();
    await cli(['import', xml, book]);
    const before = readFileSync(book);
    const r = await cli(['import', xml, book]);
    expect(r.status).toBe(1);
    expect(r.err).toContain('This spreadsheet already has 3 round tabs.');
    expect(readFileSync(book)).toEqual(before);
    const no = await cli(['import', xml, book], { typed: ['n'] });
    expect(no.status).toBe(1);
    expect(no.out).toBe(`${book} was not changed.`);
    expect(readFileSync(book)).toEqual(before);
    const yes = await cli(['import', xml, book], { typed: ['y'] });
    expect(yes.status).toBe(0);
  });

  it('a broken file is refused naming the line; the workbook is unchanged', async () => {
    const { dir, xml, book } = eventFiles();
    await cli(['import', xml, book]);
    const before = readFileSync(book);
    const cut = join(dir, 'cut.xml');
    const text = exportOpenGotha(lakeside());
    writeFileSync(cut, text.slice(0, text.indexOf('</Games>')));
    const r = await cli(['import', cut, book, '--yes']);
    expect(r).toMatchObject({
      status: 1,
      err: `Pairsheet: Import event\nOpenGotha file, line 11: the file ends before </Games> (the file is cut short).\n${book} was not changed.`,
    });
    expect(readFileSync(book)).toEqual(before);
  });

  it('looks up ratings into a review tab, then applies them', async () => {
    const { dir, xml, book } = eventFiles();
    await cli(['import', xml, book]);
    const list = join(dir, 'tdlista.txt');
    writeFileSync(list, 'de Vries, Jan\t1234\tFull\t2.31\t\tUTRE\t\t\t\r\n');
    const r = await cli(['ratings', list, book]);
    expect(r.status).toBe(0);
    // The imported ratings are Elo-style (EGF): the TDList's AGA-style one is not proposed.
    expect(r.out.split('\n')).toEqual([
      'Pairsheet: Look up ratings',
      '2 changes listed on the "Rating review" tab; nothing is written to Players until you apply them. 5 players not matched (see the tab). 1 rating of the list marked Apply = No, as the Rating column cannot take it (an AGA-style rating, and the Rating column holds Elo-style ratings).',
      `Review the "Rating review" tab, then run: pairsheet set-ratings ${book}`,
      `Saved ${book}.`,
    ]);
    expect(tabValues(await readBook(book), 'Rating review')).toHaveLength(8);
    const applied = await cli(['set-ratings', book]);
    expect(applied.status).toBe(0);
    const players = tabValues(await readBook(book), 'Players');
    expect(players[1].slice(0, 4)).toEqual(['de Vries, Jan', '2d', 2150, 'UTRE']);
  });

  it('with --yes, a list that changes nothing says so, and the workbook has no review tab', async () => {
    const dir = tempDir();
    const roster = join(dir, 'roster.csv');
    writeFileSync(roster, 'Name,Rank\n"de Vries, Jan",2d\n');
    const book = join(dir, 'club.xlsx');
    await cli(['import', roster, book]);
    const list = join(dir, 'tdlista.txt');
    writeFileSync(list, 'de Vries, Jan\t1234\tFull\t2.31\t\tUTRE\t\t\t\r\n');
    expect((await cli(['ratings', list, book, '--yes'])).status).toBe(0);
    const again = await cli(['ratings', list, book, '--yes']);
    expect(again).toMatchObject({ status: 0, err: '' });
    expect(again.out.split('\n')).toEqual([
      'Pairsheet: Look up ratings',
      'Every player was found in the TDList and already has its rating, rank, club and id; nothing to change, so no "Rating review" tab was written.',
      `Saved ${book}.`,
    ]);
    const saved = await readBook(book);
    expect(() => tabValues(saved, 'Rating review')).toThrow('no tab Rating review');
  });

  it('with --yes, applies the changes at once and says only that, and what was not applied', async () => {
    const { dir, xml, book } = eventFiles();
    await cli(['import', xml, book]);
    const list = join(dir, 'tdlista.txt');
    writeFileSync(list, 'de Vries, Jan\t1234\tFull\t2.31\t\tUTRE\t\t\t\r\n');
    const r = await cli(['ratings', list, book, '--yes']);
    expect(r.status).toBe(0);
    // The review tab is gone once applied: the players it named are listed here instead.
    expect(r.out.split('\n')).toEqual([
      'Pairsheet: Look up ratings',
      '1 change written to the Players tab.',
      '5 players not matched:',
      "  O'Brien, Séan: missing: id 2345 is not in the list",
      '  Kowalska-Nowak, Ewa: missing: no line with this name',
      '  李, 明: missing: id 7 is not in the list',
      '  =Smith, Jr, Bob: missing: id 99 is not in the list',
      '  Øster, Lars: missing: id 4567 is not in the list',
      '1 rating of the list marked Apply = No, as the Rating column cannot take it (an AGA-style rating, and the Rating column holds Elo-style ratings).',
      `Saved ${book}.`,
    ]);
    const players = tabValues(await readBook(book), 'Players');
    expect(players[1].slice(0, 4)).toEqual(['de Vries, Jan', '2d', 2150, 'UTRE']);
  });
});

describe('pairsheet export: where OUT is', () => {
  /** An imported event, exported once beside the workbook to compare with. */
  async function exported(): Promise<{ dir: string; book: string }> {
    const { dir, xml, book } = eventFiles();
    expect((await cli(['import', xml, book])).status).toBe(0);
    return { dir, book };
  }

  it('writes a single file under its own name into an existing folder', async () => {
    const { dir, book } = await exported();
    const folder = join(dir, 'results');
    mkdirSync(folder);
    const files: Array<[string, string]> = [
      ['aga', 'lakeside-spring-open-aga.txt'],
      ['h9', 'lakeside-spring-open.h1'],
      ['opengotha', 'lakeside-spring-open.xml'],
      ['pairgoth', '000001-LakesideSpringOp.tour'],
    ];
    for (const [format, name] of files) {
      const beside = await cli(['export', format, book, '--yes']);
      expect(beside.status, beside.err).toBe(0);
      const r = await cli(['export', format, book, folder, '--yes']);
      expect(r.status, r.err).toBe(0);
      expect(r.err).toBe('');
      expect(r.out.split('\n').at(-1)).toBe(`Wrote ${join(folder, name)}.`);
      // The two runs may fall in different seconds: OpenGotha stamps the time it was saved.
      const text = (path: string): string =>
        readFileSync(path, 'utf8').replace(/saveDT="\d+"/, 'saveDT=""');
      expect(text(join(folder, name))).toBe(text(join(dir, name)));
    }
    expect(readdirSync(folder).sort()).toEqual(files.map(([, name]) => name).sort());
  });

  it('refuses OUT in a folder that does not exist, writing nothing', async () => {
    const { dir, book } = await exported();
    const before = readdirSync(dir);
    const cases: Array<[string[], string]> = [
      [
        ['h9', join(dir, 'none', 'event.h9')],
        `there is no folder ${join(dir, 'none')} to write ${join(dir, 'none', 'event.h9')} in. Create it first, or choose another OUT. Nothing was written.`,
      ],
      [
        ['opengotha', `${join(dir, 'none')}/`],
        `there is no folder ${join(dir, 'none')}. Create it first, or choose another OUT. Nothing was written.`,
      ],
      [
        ['aga', join(dir, 'lakeside.xml', 'event.txt'), '--yes'],
        `${join(dir, 'lakeside.xml')} is a file, not a folder. Nothing was written.`,
      ],
      [
        ['h9', book],
        'OUT is the workbook itself; choose another name, so the event is not overwritten. Nothing was written.',
      ],
      [
        ['h9', `${dir}/./${basename(book)}`],
        'OUT is the workbook itself; choose another name, so the event is not overwritten. Nothing was written.',
      ],
      [
        ['csv', join(dir, 'none', 'csv')],
        `there is no folder ${join(dir, 'none')} to make the folder ${join(dir, 'none', 'csv')} in. Create it first, or choose another OUT. Nothing was written.`,
      ],
    ];
    for (const [[format, out, ...flags], message] of cases) {
      const r = await cli(['export', format, book, out, ...flags]);
      expect(r, out).toMatchObject({ status: 1, out: '', err: `pairsheet: ${message}` });
    }
    expect(readdirSync(dir)).toEqual(before);
  });

  it('csv: makes the OUT folder, and refuses an OUT that is a file', async () => {
    const { dir, book } = await exported();
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'kept');
    const refused = await cli(['export', 'csv', book, notes]);
    expect(refused).toMatchObject({
      status: 1,
      out: '',
      err: `pairsheet: ${notes} is a file; for csv, OUT is a folder (the standings and rounds files are written in it). Nothing was written.`,
    });
    expect(readFileSync(notes, 'utf8')).toBe('kept');

    const folder = join(dir, 'csv');
    const r = await cli(['export', 'csv', book, folder]);
    expect(r).toMatchObject({ status: 0, err: '' });
    const standings = join(folder, 'lakeside-spring-open-standings.csv');
    const rounds = join(folder, 'lakeside-spring-open-rounds.csv');
    expect(r.out).toBe(`Pairsheet: Export results\nWrote ${standings}.\nWrote ${rounds}.`);
    expect(readdirSync(folder).sort()).toEqual([
      'lakeside-spring-open-rounds.csv',
      'lakeside-spring-open-standings.csv',
    ]);
    expect(readFileSync(rounds, 'utf8').split('\r\n')[3]).toBe(
      '1,3,"Øster, Lars","\'=Smith, Jr, Bob",0,7,Jigo,',
    );
    // Into the folder now there, again.
    expect((await cli(['export', 'csv', book, folder])).status).toBe(0);
    // A csv OUT written with a trailing slash is a folder to make, not one that must be there.
    const slashed = join(dir, 'csv2');
    expect((await cli(['export', 'csv', book, `${slashed}/`])).status).toBe(0);
    expect(readdirSync(slashed).sort()).toEqual([
      'lakeside-spring-open-rounds.csv',
      'lakeside-spring-open-standings.csv',
    ]);
  });
});
