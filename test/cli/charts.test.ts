/**
 * Charts a TD adds in LibreOffice or Excel: charts on a tab of their own and a chart sheet (a
 * tab that is only a chart) go through the commands as they were, part for part, and
 * LibreOffice still shows them, a chart reading a tab a command wrote anew included. A command
 * that would lose a chart (it removes or writes anew the tab the chart is on, or adds a tab
 * under a chart sheet's name) is refused, the file left as it was.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chartReading,
  chartsInLibreOffice,
  pivotTablesInLibreOffice,
  withChartSheet,
  withCharts,
  withPivotTable,
} from '../support/charts';
import { tabsIn } from '../support/definedNames';
import { LIBREOFFICE_MS } from '../support/libreOffice';
import { cli, editBook, sixPlayerEvent, typeInto } from './support';

const PRIZES = "'Prize list'.B2:'Prize list'.B4";
const POINTS = 'Standings.E2:Standings.E4';

/** The parts of a file a chart is made of (chart sheets, drawings, charts), with their text. */
async function chartParts(file: string): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(readFileSync(file));
  const parts = new Map<string, string>();
  for (const path of Object.keys(zip.files).sort()) {
    if (/^xl\/(chartsheets|charts|drawings)\/.*\.(xml|rels)$/.test(path)) {
      parts.set(path, await zip.file(path)!.async('string'));
    }
  }
  return parts;
}

/** An event after round 1 and its standings, with a Prize list tab of the TD's own. */
async function eventWithPrizes(name: string): Promise<string> {
  const file = await sixPlayerEvent(name);
  expect((await cli(['bands', file])).status).toBe(0);
  expect((await cli(['pair', file])).status).toBe(0);
  await editBook(file, (wb) => {
    for (const i of [0, 1, 2]) typeInto(wb, 'Round 1', i, 'Result', 'W+R');
  });
  expect((await cli(['standings', file])).status).toBe(0);
  // After Standings: LibreOffice reads a chart's ranges on the tabs before it.
  await editBook(file, (wb) => {
    const ws = wb.addWorksheet('Prize list');
    const rows = [
      ['Prize', 'Amount'],
      ['First', 50],
      ['Second', 30],
      ['Third', 10],
    ];
    rows.forEach((row, i) => (ws.getRow(i + 1).values = row));
  });
  return file;
}

describe('charts on a tab of the TD and a chart sheet', { timeout: LIBREOFFICE_MS }, () => {
  let dir: string;
  let file: string;
  let before: Map<string, string>;
  /** The file as LibreOffice saved it with the charts on Prize list. */
  let drawn: Buffer;

  beforeAll(async () => {
    const event = await eventWithPrizes('kept.xlsx');
    dir = dirname(event);
    const saved = withCharts(dir, event, 'drawn', [
      { tab: 'Prize list', categories: 'A2:A4', values: 'B2:B4' },
      { tab: 'Prize list', data: 'Standings', categories: 'B2:B4', values: 'E2:E4' },
    ]);
    drawn = readFileSync(saved);
    file = join(dir, 'event.xlsx');
    const chart = await chartReading(drawn, 'Standings');
    writeFileSync(file, await withChartSheet(drawn, 'Points', chart, 2));
    before = await chartParts(file);
  }, LIBREOFFICE_MS * 2);

  it('keeps them through pairing and standings, part for part, where they were', async () => {
    const paired = await cli(['pair', file, '--yes']);
    expect(paired.status).toBe(0);
    expect(paired.out).toContain('Round 2: 3 boards.');
    expect((await cli(['standings', file])).status).toBe(0);
    expect(await chartParts(file)).toEqual(before);
    expect(await tabsIn(readFileSync(file))).toEqual([
      'Settings',
      'Players',
      'Points',
      'Bands',
      'Constraints',
      'Round 1',
      'Round 2',
      'Standings',
      'Prize list',
      'Pairsheet properties',
    ]);
  });

  it('LibreOffice shows them, reading the tab the command wrote anew', () => {
    const charts = chartsInLibreOffice(dir, file, 'shown').filter(([, ranges]) => ranges.length);
    expect(charts).toEqual([
      ['Points', [POINTS]],
      ['Prize list', [PRIZES, POINTS]],
    ]);
  });

  it('refuses a tab a command would add under the name of a chart sheet', async () => {
    const clash = join(dir, 'clash.xlsx');
    const renamed = await withChartSheet(
      drawn,
      'Round 2',
      await chartReading(drawn, 'Standings'),
      0,
    );
    writeFileSync(clash, renamed);
    const r = await cli(['pair', clash, '--yes']);
    expect(r.status).toBe(1);
    expect(r.err).toContain(
      'The chart sheet "Round 2" has the name of a tab this command writes. Rename the chart ' +
        'sheet (right-click its tab, Rename), save, close the file and run the command again.',
    );
    expect(readFileSync(clash).equals(renamed)).toBe(true);
  });
});

describe('a chart on a tab a command writes anew or removes', { timeout: LIBREOFFICE_MS }, () => {
  let file: string;
  let bytes: Buffer;

  beforeAll(async () => {
    const event = await eventWithPrizes('lost.xlsx');
    expect((await cli(['pair', event])).status).toBe(0);
    file = withCharts(dirname(event), event, 'drawn', [
      { tab: 'Standings', categories: 'B2:B4', values: 'E2:E4' },
      { tab: 'Round 2', categories: 'A2:A4', values: 'A2:A4' },
    ]);
    bytes = readFileSync(file);
  }, LIBREOFFICE_MS);

  it.each([
    ['standings', 'Standings', 'writes that tab anew'],
    ['undo', 'Round 2', 'removes that tab'],
  ])('refuses %s, leaving the file as it was', async (command, tab, how) => {
    const r = await cli([command, file, '--yes']);
    expect(r.status).toBe(1);
    expect(r.err).toContain(
      `The tab "${tab}" holds a chart, picture or shape, which would be lost: this command ` +
        `${how}. Move it to a tab of your own (cut it, then paste it on the other tab), save, ` +
        `close the file and run the command again.\n`,
    );
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });
});

describe('a pivot table on a tab of the TD', { timeout: LIBREOFFICE_MS }, () => {
  it('is kept through a command, and LibreOffice shows it', async () => {
    const event = await eventWithPrizes('pivot.xlsx');
    const dir = dirname(event);
    const file = withPivotTable(dir, event, 'pivot', {
      tab: 'Prizes by name',
      source: 'Prize list!A1:B4',
      by: 'Prize',
      sum: 'Amount',
    });
    const parts = async (): Promise<string[]> => {
      const zip = await JSZip.loadAsync(readFileSync(file));
      const found = Object.keys(zip.files).filter((p) => /^xl\/pivot.*\.(xml|rels)$/.test(p));
      return Promise.all(found.sort().map((p) => zip.file(p)!.async('string')));
    };
    const before = await parts();
    expect(before).toHaveLength(5);
    const r = await cli(['standings', file]);
    expect(r.status).toBe(0);
    expect(await parts()).toEqual(before);
    expect(pivotTablesInLibreOffice(dir, file, 'shown')).toEqual([
      "'Prize list'.A1:'Prize list'.B4",
    ]);
  });
});
