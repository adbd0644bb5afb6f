/**
 * Proof that a real spreadsheet program reads what `pairsheet` writes, and that `pairsheet`
 * reads what it saves: headless LibreOffice (Debian package libreoffice-calc; .ci/run installs
 * it) converts our workbook to CSV per tab, and converts it xlsx → xlsx for pairsheet to pair.
 * These tests never skip: without soffice they fail.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { autoFiltersIn, filterDatabaseNames, withAutoFilters } from '../support/autoFilters';
import { definedNamesIn, tabsIn, withDefinedNames } from '../support/definedNames';
import { LIBREOFFICE_MS, savedByLibreOffice, soffice } from '../support/libreOffice';
import { PLAYER_HEADERS } from '../support/event';
import {
  cli,
  editBook,
  headerRow,
  readBook,
  roster,
  tableValues,
  tabValues,
  tempDir,
  typed,
  typeInto,
  type Value,
} from './support';

/** Every tab of `file` as CSV, by tab name. */
function csvTabs(dir: string, file: string): (tab: string) => string[][] {
  const out = join(dir, 'csv');
  // Tokens: comma, double quote, UTF-8, first line 1, …, 12th = -1: one file per tab.
  soffice(dir, [
    '--convert-to',
    'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1',
    '--outdir',
    out,
    file,
  ]);
  const base = file.replace(/^.*\//, '').replace(/\.xlsx$/, '');
  return (tab) => parseCsv(readFileSync(join(out, `${base}-${tab}.csv`), 'utf8'));
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (ch !== '\r') field += ch;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}

const asText = (rows: Value[][]): string[][] => rows.map((r) => r.map((v) => String(v)));

/** An event file through two rounds, results typed in, ready to pair round 3. */
async function twoRounds(dir: string): Promise<string> {
  const file = join(dir, 'event.xlsx');
  expect((await cli(['init', file])).status).toBe(0);
  await editBook(file, (wb) => {
    const ws = wb.getWorksheet('Players')!;
    roster().forEach((p, i) =>
      PLAYER_HEADERS.forEach((h, c) => {
        if (p[h]) ws.getCell(i + 2, c + 1).value = typed(p[h]);
      }),
    );
    wb.getWorksheet('Settings')!.eachRow((row) => {
      const name = row.getCell(1).value;
      if (name === 'Bar') row.getCell(2).value = '4d';
      if (name === 'Random seed') row.getCell(2).value = 7;
    });
  });
  expect((await cli(['bands', file])).status).toBe(0);
  for (const round of [1, 2]) {
    expect((await cli(['pair', file])).status).toBe(0);
    await editBook(file, (wb) => {
      tableValues(wb, `Round ${round}`)
        .slice(1)
        .forEach((r, i) => {
          if (r[0] === 'Bye') return;
          const text = Number(r[0]) % 2 ? 'W+R' : round === 2 && r[0] === 2 ? '+-' : 'B+R';
          typeInto(wb, `Round ${round}`, i, 'Result', text);
        });
    });
  }
  return file;
}

describe('LibreOffice reads and writes what pairsheet does', () => {
  it(
    'shows the same pairings and standings in CSV per tab',
    async () => {
      const dir = tempDir();
      const file = join(dir, 'demo.xlsx');
      const demo = await cli(['demo', file]);
      expect(demo.status).toBe(0);
      const book = await readBook(file);
      const csv = csvTabs(dir, file);
      for (const tab of ['Round 1', 'Round 2', 'Round 3', 'Round 4', 'Round 5', 'Standings']) {
        const ours = asText(tableValues(book, tab));
        expect(ours.length).toBeGreaterThan(10);
        // Below the title block (its live count is a formula LibreOffice computes).
        expect(csv(tab).slice(headerRow(book, tab) - 1), tab).toEqual(ours);
      }
      // The demo's club Bar is 2d (a fifth of the field at or above it).
      expect(csv('Standings')[headerRow(book, 'Standings')].slice(0, 5)).toEqual([
        '1',
        'Ada Park',
        '6d',
        '2d and up',
        '4',
      ]);
    },
    LIBREOFFICE_MS,
  );

  it(
    'pairs a workbook saved by LibreOffice exactly like the original',
    async () => {
      const dir = tempDir();
      const file = await twoRounds(dir);
      const original = join(dir, 'original.xlsx');
      copyFileSync(file, original);
      const saved = savedByLibreOffice(dir, 'lo', file);
      expect(readFileSync(saved).equals(readFileSync(file))).toBe(false);

      for (const f of [original, saved]) {
        const check = await cli(['check', f, '2']);
        expect(check.out, f).toMatch(/^Pairsheet: Check round\nRound 2 looks right: 20 boards/);
        const paired = await cli(['pair', f]);
        expect(paired.status, paired.err).toBe(0);
        expect((await cli(['standings', f])).status).toBe(0);
      }
      const mine = await readBook(original);
      const theirs = await readBook(saved);
      for (const tab of ['Round 1', 'Round 2', 'Round 3', 'Standings']) {
        expect(tableValues(theirs, tab), tab).toEqual(tableValues(mine, tab));
      }
      expect(tableValues(theirs, 'Round 3')).toHaveLength(22); // 19 boards, 2 byes asked for
      // And LibreOffice reads back the round pairsheet wrote into its file.
      const csv = csvTabs(dir, saved);
      expect(csv('Round 3').slice(headerRow(theirs, 'Round 3') - 1)).toEqual(
        asText(tableValues(theirs, 'Round 3')),
      );
    },
    LIBREOFFICE_MS,
  );

  it(
    'keeps the AutoFilters LibreOffice saved, criteria and all, through the commands',
    async () => {
      const dir = tempDir();
      const file = await twoRounds(dir);
      expect((await cli(['standings', file])).status).toBe(0);
      const book = await readBook(file);
      // Players shows one band, Round 1 the boards White won; Standings has the buttons alone.
      const players = tabValues(book, 'Players');
      const band = PLAYER_HEADERS.indexOf('Band');
      const shown = players[1][band];
      const top = headerRow(book, 'Round 1');
      const round = tableValues(book, 'Round 1');
      const result = round[0].indexOf('Result');
      const standings = headerRow(book, 'Standings');
      const criteria = (column: number, value: Value): string =>
        `<filterColumn colId="${column}"><filters><filter val="${value}"/></filters></filterColumn>`;
      const hiddenWhere = (rows: Value[][], first: number, hide: (r: Value[]) => boolean) =>
        rows.flatMap((r, i) => (i > 0 && hide(r) ? [first + i] : []));
      const td = join(dir, 'td.xlsx');
      const filters = [
        {
          tab: 'Players',
          ref: `A1:M${players.length}`,
          criteria: criteria(band, shown),
          hidden: hiddenWhere(players, 1, (r) => r[band] !== shown),
        },
        {
          tab: 'Round 1',
          ref: `A${top}:G${top + round.length - 1}`,
          criteria: criteria(result, 'W+R'),
          hidden: hiddenWhere(round, top, (r) => r[result] !== 'W+R'),
        },
        { tab: 'Standings', ref: `A${standings}:E${standings + 5}`, criteria: '', hidden: [] },
      ];
      writeFileSync(td, await withAutoFilters(readFileSync(file), filters));
      const saved = savedByLibreOffice(dir, 'lo', td);
      const kept = new Map([
        ['Players', `<autoFilter ref="A1:M41">${criteria(8, '4d and up')}</autoFilter>`],
        ['Round 1', `<autoFilter ref="A4:G24">${criteria(5, 'W+R')}</autoFilter>`],
      ]);
      // What LibreOffice saved: the criteria as chosen.
      expect(await autoFiltersIn(readFileSync(saved))).toEqual(
        new Map([...kept, ['Standings', '<autoFilter ref="A4:E9"></autoFilter>']]),
      );

      expect((await cli(['pair', saved])).status).toBe(0);
      // Standings is written anew: its old AutoFilter goes with the old tab.
      expect((await cli(['standings', saved])).status).toBe(0);
      const ours = readFileSync(saved);
      expect(await autoFiltersIn(ours)).toEqual(kept);
      // The hidden names of the AutoFilters kept, as LibreOffice wrote them.
      expect(await filterDatabaseNames(ours)).toEqual([
        'Players hidden: Players!$A$1:$M$41',
        "Round 1 hidden: 'Round 1'!$A$4:$G$24",
      ]);
      // LibreOffice opens the file with both AutoFilters and their criteria.
      const again = savedByLibreOffice(dir, 'again', saved);
      expect(await autoFiltersIn(readFileSync(again))).toEqual(kept);
    },
    LIBREOFFICE_MS,
  );
  it(
    'keeps the names LibreOffice saved, each on its tab, through the commands',
    async () => {
      const dir = tempDir();
      const file = await twoRounds(dir);
      expect((await cli(['standings', file])).status).toBe(0);
      // Names a TD gave in Excel, a print area on Round 2 among them; LibreOffice saves them.
      const td = join(dir, 'td.xlsx');
      const names = [
        '<definedName name="_xlnm.Print_Area" localSheetId="{Round 2}">\'Round 2\'!$A$1:$G$14</definedName>',
        '<definedName name="Fee">0.5</definedName>',
        '<definedName name="Ranks">Players!$C:$C</definedName>',
        '<definedName name="Twice">Players!$B$2*2</definedName>',
        '<definedName name="Top" localSheetId="{Round 1}">\'Round 1\'!$B$5</definedName>',
        '<definedName name="Top" localSheetId="{Standings}">Standings!$B$5</definedName>',
      ];
      writeFileSync(td, await withDefinedNames(readFileSync(file), names));
      const saved = savedByLibreOffice(dir, 'lo', td);
      /** A name as LibreOffice writes it, local to the tab at `local` (workbook-wide: null). */
      const lo = (name: string, local: number | null, text: string): string =>
        `<definedName function="false" hidden="false" ${local === null ? '' : `localSheetId="${local}" `}` +
        `name="${name}" vbProcedure="false">${text.replace(/'/g, '&apos;')}</definedName>`;
      const titles = (local: number, tab: string, rows: string): string =>
        lo('_xlnm.Print_Titles', local, `${tab}!$1:$${rows}`);
      /** What LibreOffice writes, Standings at `standings`, Round 3 (if any) before it. */
      const loNames = (standings: number, round3: string[]): string[] => [
        titles(2, 'Bands', '1'),
        titles(3, 'Constraints', '1'),
        titles(1, 'Players', '1'),
        titles(4, "'Round 1'", '4'),
        lo('_xlnm.Print_Area', 5, "'Round 2'!$A$1:$G$14"),
        titles(5, "'Round 2'", '4'),
        ...round3,
        titles(0, 'Settings', '1'),
        titles(standings, 'Standings', '4'),
        lo('Fee', null, '0.5'),
        lo('Ranks', null, 'Players!$C:$C'),
        lo('Twice', null, 'Players!$B$2*2'),
        lo('Top', 4, "'Round 1'!$B$5"),
        lo('Top', standings, 'Standings!$B$5'),
      ];
      const before = loNames(6, []);
      expect(await tabsIn(readFileSync(saved))).toEqual([
        'Settings',
        'Players',
        'Bands',
        'Constraints',
        'Round 1',
        'Round 2',
        'Standings',
        'Pairsheet properties',
      ]);
      expect(await definedNamesIn(readFileSync(saved))).toEqual(before);

      // Round 3 goes before Standings; Standings is written anew with its print titles.
      expect((await cli(['pair', saved])).status).toBe(0);
      expect((await cli(['standings', saved])).status).toBe(0);
      const ours = readFileSync(saved);
      expect((await tabsIn(ours)).slice(5, 8)).toEqual(['Round 2', 'Round 3', 'Standings']);
      expect(await definedNamesIn(ours)).toEqual([
        ...before
          .filter((n) => !n.includes('Standings!$1:$4'))
          .map((n) => n.replace('localSheetId="6" name="Top"', 'localSheetId="7" name="Top"')),
        '<definedName name="_xlnm.Print_Titles" localSheetId="6">&apos;Round 3&apos;!$1:$4</definedName>',
        '<definedName name="_xlnm.Print_Titles" localSheetId="7">&apos;Standings&apos;!$1:$4</definedName>',
      ]);
      // LibreOffice opens the file with every name on its tab.
      const again = savedByLibreOffice(dir, 'again', saved);
      expect(await definedNamesIn(readFileSync(again))).toEqual(
        loNames(7, [titles(6, "'Round 3'", '4')]),
      );
    },
    LIBREOFFICE_MS,
  );
});
