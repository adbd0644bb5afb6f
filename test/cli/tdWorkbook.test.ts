/**
 * A TD's workbook customised in every way at once (test/support/tdWorkbook.ts, with 1904 dates)
 * goes through a short event on the command line: after every command the TD's parts are still
 * there exactly, nothing is written twice, the styles do not grow, and at the end LibreOffice
 * opens the file, computes the TD's formulas on Players and Standings and saves it with the
 * TD's parts.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { expect, it } from 'vitest';
import {
  cachedValue,
  cellsIn,
  EVENT_DATE,
  tdParts,
  withResults,
  withTdParts,
} from '../support/tdWorkbook';
import { LIBREOFFICE_MS, savedByLibreOffice } from '../support/libreOffice';
import { tabParts } from '../support/xlsxZip';
import { cli, ROOT, tempDir } from './support';

async function run(args: string[]): Promise<string> {
  const r = await cli(args);
  expect(r.status, `${args.join(' ')}: ${r.err}`).toBe(0);
  return r.out;
}

it(
  "keeps every part of a TD's own workbook through a short event, and LibreOffice opens it",
  async () => {
    const dir = tempDir();
    const file = join(dir, 'spring.xlsx');
    await run(['init', file]);
    await run(['import', join(ROOT, 'examples/club-roster.csv'), file, '--yes']);
    await run(['bands', file]);
    await run(['standings', file]);
    writeFileSync(file, await withTdParts(readFileSync(file), { date1904: true }));
    const made = await tdParts(readFileSync(file));
    expect(made.duplicates).toEqual([]);
    // What the TD made, as read back (a sample: the rest is compared whole below).
    expect(made.parts.date1904).toBe('on');
    expect(made.parts['Notes cells']).toContain(`B6=${EVENT_DATE(true)}`);
    expect(made.parts.names.split('\n')).toEqual([
      'EntryFee in the workbook comment="Amounts on the Fees tab": Fees!$B$2:$B$4',
      'Rate in the workbook: 0.5',
      'Roster in the workbook: Players!$A$2:$A$41',
      'Total in Fees: SUM(Fees!$B$2:$B$4)',
      'Total in Notes: Notes!$B$5',
      '_xlnm.Print_Area in Notes: Notes!$A$1:$D$7',
      `_xlnm._FilterDatabase in Players hidden="1": 'Players'!$A$1:$R$41`,
    ]);

    const sizes: number[] = [];
    let said = '';
    const command = async (args: string[]): Promise<void> => {
      said = await run(args);
      const saved = await tdParts(readFileSync(file));
      expect(saved.duplicates, args.join(' ')).toEqual([]);
      expect(saved.parts, args.join(' ')).toEqual(made.parts);
      sizes.push(saved.stylesSize);
    };
    const typeResults = async (round: string): Promise<void> => {
      const typed = await withResults(readFileSync(file), round, (b) => (b % 2 ? 'W+R' : 'B+R'));
      writeFileSync(file, typed);
    };
    await command(['pair', file]);
    await typeResults('Round 1');
    await command(['standings', file]);
    await command(['pair', file]);
    await command(['slips', file]);
    await command(['undo', file, '--yes']);
    await command(['pair', file]);
    await command(['print', file]);
    await typeResults('Round 2');
    await command(['standings', file]);
    await command(['standings', file]);
    await command(['standings', file]);
    const leader = /Leader: (.*) \(\d+\)/.exec(said)![1];
    expect(leader).toBe('Ada Park');
    mkdirSync(join(dir, 'out'));
    await command(['export', 'csv', file, join(dir, 'out')]);
    // Saved again and again, the styles stay the same size.
    expect(sizes.slice(-3)).toEqual([sizes.at(-1), sizes.at(-1), sizes.at(-1)]);

    // LibreOffice opens the file and saves it with the TD's parts and formulas computed.
    const lo = readFileSync(savedByLibreOffice(dir, 'lo', file));
    const theirs = await tdParts(lo);
    expect(theirs.duplicates).toEqual([]);
    for (const part of [
      'date1904',
      'Players filter',
      'Players hidden rows',
      'Players Paid, Phone',
      'Notes cells',
      'Notes merged',
      'Notes comments',
      'Fees cells',
    ]) {
      expect(theirs.parts[part], part).toBe(made.parts[part]);
    }
    expect(theirs.parts.names).toContain('Total in Notes');
    expect(theirs.parts.names).toContain('_xlnm.Print_Area in Notes');
    expect(theirs.parts['Fees table']).toContain('name="FeeTable"');
    // The file names its program, so LibreOffice computes its text formulas afresh too.
    const ours = await JSZip.loadAsync(readFileSync(file));
    expect(await ours.file('docProps/app.xml')!.async('string')).toContain(
      '<Application>Pairsheet</Application>',
    );
    const zip = await JSZip.loadAsync(lo);
    const tabs = await tabParts(zip);
    const notes = await zip.file(tabs.get('Notes')!)!.async('string');
    const standings = await zip.file(tabs.get('Standings')!)!.async('string');
    const strings = (await zip.file('xl/sharedStrings.xml')!.async('string'))
      .split('<si>')
      .slice(1)
      .map((s) => s.replace(/<[^>]*>/g, ''));
    expect(cellsIn(standings, strings).get('B5')).toBe(leader);
    // Players entered, the leader on Standings, fees through the name EntryFee, Paid = Yes:
    // computed, though the file held the values they showed before the event.
    expect(['B3', 'B4', 'B5', 'B7'].map((ref) => cachedValue(notes, ref))).toEqual([
      '40',
      leader,
      '60',
      '27',
    ]);
  },
  LIBREOFFICE_MS,
);
