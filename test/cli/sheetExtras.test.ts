/**
 * Sparklines, links to a place in the workbook (a hyperlink to a cell of another tab), scenarios
 * and watched cells, which the file library drops, go through a command element for element, on
 * a tab of the TD's own as on Players, and LibreOffice still reads them; so does a background
 * picture. A command that writes anew a tab holding any of them is refused, the file left as it
 * was.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIBREOFFICE_MS, savedByLibreOffice } from '../support/libreOffice';
import { ORDER, withSheetExtra, X14, XM } from '../support/worksheetExtras';
import { tabParts } from '../support/xlsxZip';
import { cli, editBook, sixPlayerEvent } from './support';

const TAB = 'Prize list';
const LINK = `<hyperlink ref="A3" location="'Settings'!A1" display="Settings"/>`;

/** A sparkline group drawing the values `values` in the cell `cell`, as Excel writes it. */
function sparklines(tab: string, values: string, cell: string): string {
  return `<ext uri="{05C60535-1F16-4fd2-B633-F4F36F0B64E0}" xmlns:x14="${X14}"><x14:sparklineGroups xmlns:xm="${XM}"><x14:sparklineGroup displayEmptyCellsAs="gap"><x14:colorSeries rgb="FF376092"/><x14:colorNegative rgb="FFD00000"/><x14:colorAxis rgb="FF000000"/><x14:colorMarkers rgb="FFD00000"/><x14:colorFirst rgb="FFD00000"/><x14:colorLast rgb="FFD00000"/><x14:colorHigh rgb="FFD00000"/><x14:colorLow rgb="FFD00000"/><x14:sparklines><x14:sparkline><xm:f>'${tab}'!${values}</xm:f><xm:sqref>${cell}</xm:sqref></x14:sparkline></x14:sparklines></x14:sparklineGroup></x14:sparklineGroups></ext>`;
}

const SCENARIOS =
  '<scenarios current="0" show="0"><scenario name="Bigger prizes" locked="1" count="1" user="TD" comment="If the sponsor pays"><inputCells r="B2" val="100"/></scenario></scenarios>';
const WATCHES = '<cellWatches><cellWatch r="B2"/><cellWatch r="B3"/></cellWatches>';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** A one-pixel picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function withExtras(
  bytes: Buffer,
  tab: string,
  values: string,
  cell: string,
): Promise<Buffer> {
  const linked = await withSheetExtra(bytes, tab, 'hyperlinks', `<hyperlinks>${LINK}</hyperlinks>`);
  return withSheetExtra(linked, tab, 'extLst', `<extLst>${sparklines(tab, values, cell)}</extLst>`);
}

/** `bytes` with scenarios and watched cells on `tab`. */
async function withWhatIf(bytes: Buffer, tab: string): Promise<Buffer> {
  const scenarios = await withSheetExtra(bytes, tab, 'scenarios', SCENARIOS);
  return withSheetExtra(scenarios, tab, 'cellWatches', WATCHES);
}

/** `bytes` with a background picture on `tab`. */
function withBackground(bytes: Buffer, tab: string): Promise<Buffer> {
  return withSheetExtra(bytes, tab, 'picture', '<picture r:id="{rId0}"/>', [
    { path: 'xl/media/image7.png', content: PNG, type: `${RELS}/image` },
  ]);
}

/** A copy of `event` named `name` beside it, with its Bands tab built: each test its own. */
async function withBands(event: string, name: string): Promise<string> {
  const copy = join(dirname(event), name);
  copyFileSync(event, copy);
  expect((await cli(['bands', copy])).status).toBe(0);
  return copy;
}

/** The top-level elements of a worksheet part after its cells, in order. */
function elementsAfterCells(xml: string): string[] {
  const after = xml.slice(xml.indexOf('</sheetData>'));
  const names = [...after.matchAll(/<(\w+)[\s/>]/g)].map((m) => m[1]);
  return names.filter((name) => ORDER.includes(name) && name !== 'extLst');
}

async function sheetXml(file: string, tab: string): Promise<string> {
  const zip = await JSZip.loadAsync(readFileSync(file));
  return zip.file((await tabParts(zip)).get(tab)!)!.async('string');
}

describe('sparklines and links within the workbook', { timeout: LIBREOFFICE_MS }, () => {
  let event: string;
  let file: string;

  beforeAll(async () => {
    event = await sixPlayerEvent('extras.xlsx');
    await editBook(event, (wb) => {
      const ws = wb.addWorksheet(TAB);
      [
        ['Prize', 'Amount'],
        ['First', 50],
        ['Second', 30],
        ['Third', 10],
      ].forEach((row, i) => {
        ws.getRow(i + 1).values = row;
      });
      // A conditional format whose rule has an extension list of its own.
      ws.addConditionalFormatting({
        ref: 'B2:B4',
        rules: [{ type: 'dataBar', priority: 1, cfvo: [{ type: 'min' }, { type: 'max' }] }],
      } as never);
    });
    file = join(dirname(event), 'kept.xlsx');
    const prizes = await withExtras(readFileSync(event), TAB, 'B2:B4', 'C2');
    writeFileSync(file, await withExtras(prizes, 'Players', 'J2:J7', 'Z2'));
    expect((await cli(['bands', file])).status).toBe(0);
  });

  it.each([
    [TAB, 'B2:B4', 'C2'],
    ['Players', 'J2:J7', 'Z2'],
  ])('keeps them on %s', async (tab, values, cell) => {
    const xml = await sheetXml(file, tab);
    expect(xml.match(/<hyperlink\b[^>]*\/>/g)).toEqual([LINK]);
    expect(xml.split(sparklines(tab, values, cell))).toHaveLength(2);
    // One extension list of the worksheet's own, last but for the notes' shapes.
    expect(xml).toMatch(
      /<extLst>(?:(?!<extLst>).)*<\/extLst>(<legacyDrawing r:id="\w+"\/>)?<\/worksheet>$/,
    );
    expect(xml.match(/<hyperlinks>/g)).toHaveLength(1);
    // In the order of ECMA-376 Part 1 (CT_Worksheet), past a conditional format's own extLst.
    const order = elementsAfterCells(xml);
    expect(order).toEqual([...order].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)));
    expect(order).toEqual(expect.arrayContaining(['hyperlinks', 'pageMargins']));
  });

  it.each([TAB, 'Players'])('keeps a background picture on %s', async (tab) => {
    const pictured = join(dirname(event), `picture-${tab.length}.xlsx`);
    writeFileSync(pictured, await withBackground(readFileSync(event), tab));
    expect((await cli(['bands', pictured])).status).toBe(0);
    const zip = await JSZip.loadAsync(readFileSync(pictured));
    const part = (await tabParts(zip)).get(tab)!;
    const id = /<picture r:id="(\w+)"\/>/.exec(await zip.file(part)!.async('string'))![1];
    const rels = await zip
      .file(part.replace('worksheets/', 'worksheets/_rels/') + '.rels')!
      .async('string');
    const target = new RegExp(`Id="${id}"[^>]*Target="\\.\\./([^"]+)"`).exec(rels)![1];
    expect(await zip.file(`xl/${target}`)!.async('nodebuffer')).toEqual(PNG);
  });

  it('LibreOffice reads the sparklines and the link', async () => {
    const saved = savedByLibreOffice(dirname(file), 'lo', file);
    const xml = await sheetXml(saved, TAB);
    expect(xml).toContain('<xm:f>&apos;Prize list&apos;!B2:B4</xm:f><xm:sqref>C2</xm:sqref>');
    expect(xml).toContain('<hyperlink ref="A3" location="&apos;Settings&apos;!A1"');
  });

  it('refuses a command that writes anew a tab holding them, leaving the file as it was', async () => {
    const bands = await withBands(event, 'bands.xlsx');
    const bytes = await withExtras(readFileSync(bands), 'Bands', 'A2:A3', 'H2');
    writeFileSync(bands, bytes);
    const r = await cli(['bands', bands, '--yes']);
    expect([r.status, r.err]).toEqual([
      1,
      `Pairsheet: Build bands\nThe tab "Bands" holds sparklines and links to places in the workbook, which would be lost: this command writes that tab anew. Put them on a tab of your own instead (one Pairsheet does not write), save, close the file and run the command again.\n${bands} was not changed.`,
    ]);
    expect(readFileSync(bands).equals(bytes)).toBe(true);
  });

  it('names a background picture alone as one thing to put elsewhere', async () => {
    const pictured = await withBands(event, 'bands-picture.xlsx');
    const bytes = await withBackground(readFileSync(pictured), 'Bands');
    writeFileSync(pictured, bytes);
    const r = await cli(['bands', pictured, '--yes']);
    expect([r.status, r.err]).toEqual([
      1,
      `Pairsheet: Build bands\nThe tab "Bands" holds a background picture, which would be lost: this command writes that tab anew. Put it on a tab of your own instead (one Pairsheet does not write), save, close the file and run the command again.\n${pictured} was not changed.`,
    ]);
    expect(readFileSync(pictured).equals(bytes)).toBe(true);
  });
});

describe('scenarios and watched cells', { timeout: LIBREOFFICE_MS }, () => {
  let event: string;
  let file: string;

  beforeAll(async () => {
    event = await sixPlayerEvent('what-if.xlsx');
    await editBook(event, (wb) => {
      const ws = wb.addWorksheet(TAB);
      ws.getRow(1).values = ['Prize', 'Amount'];
      ws.getRow(2).values = ['First', 50];
      ws.getRow(3).values = ['Second', 30];
    });
    file = join(dirname(event), 'kept.xlsx');
    writeFileSync(file, await withWhatIf(await withWhatIf(readFileSync(event), TAB), 'Players'));
    expect((await cli(['bands', file])).status).toBe(0);
  });

  it.each([TAB, 'Players'])('keeps them on %s, each in its place', async (tab) => {
    const xml = await sheetXml(file, tab);
    expect(xml.split(SCENARIOS)).toHaveLength(2);
    expect(xml.split(WATCHES)).toHaveLength(2);
    // In the order of ECMA-376 Part 1 (CT_Worksheet).
    const order = elementsAfterCells(xml);
    expect(order).toEqual([...order].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)));
    expect(order).toEqual(expect.arrayContaining(['scenarios', 'pageMargins', 'cellWatches']));
  });

  it('LibreOffice reads the scenarios', async () => {
    const saved = savedByLibreOffice(dirname(file), 'lo', file);
    expect(await sheetXml(saved, TAB)).toMatch(
      /<scenario name="Bigger prizes"[^>]*><inputCells r="B2" val="100"\/><\/scenario>/,
    );
  });

  it('refuses a command that writes anew a tab holding them, leaving the file as it was', async () => {
    const bands = await withBands(event, 'bands.xlsx');
    const bytes = await withBackground(await withWhatIf(readFileSync(bands), 'Bands'), 'Bands');
    writeFileSync(bands, bytes);
    const r = await cli(['bands', bands, '--yes']);
    expect([r.status, r.err]).toEqual([
      1,
      `Pairsheet: Build bands\nThe tab "Bands" holds scenarios, watched cells and a background picture, which would be lost: this command writes that tab anew. Put them on a tab of your own instead (one Pairsheet does not write), save, close the file and run the command again.\n${bands} was not changed.`,
    ]);
    expect(readFileSync(bands).equals(bytes)).toBe(true);
  });
});
