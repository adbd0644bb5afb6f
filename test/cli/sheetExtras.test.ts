/**
 * Sparklines and links to a place in the workbook (a hyperlink to a cell of another tab), which
 * the file library drops, go through a command element for element, on a tab of the TD's own
 * as on Players, and LibreOffice still reads them. A command that writes anew a tab holding them
 * is refused, the file left as it was.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIBREOFFICE_MS, savedByLibreOffice } from '../support/libreOffice';
import { withSheetExtra, X14, XM } from '../support/worksheetExtras';
import { tabParts } from '../support/xlsxZip';
import { cli, editBook, sixPlayerEvent } from './support';

const TAB = 'Prize list';
const LINK = `<hyperlink ref="A3" location="'Settings'!A1" display="Settings"/>`;

/** A sparkline group drawing the values `values` in the cell `cell`, as Excel writes it. */
function sparklines(tab: string, values: string, cell: string): string {
  return `<ext uri="{05C60535-1F16-4fd2-B633-F4F36F0B64E0}" xmlns:x14="${X14}"><x14:sparklineGroups xmlns:xm="${XM}"><x14:sparklineGroup displayEmptyCellsAs="gap"><x14:colorSeries rgb="FF376092"/><x14:colorNegative rgb="FFD00000"/><x14:colorAxis rgb="FF000000"/><x14:colorMarkers rgb="FFD00000"/><x14:colorFirst rgb="FFD00000"/><x14:colorLast rgb="FFD00000"/><x14:colorHigh rgb="FFD00000"/><x14:colorLow rgb="FFD00000"/><x14:sparklines><x14:sparkline><xm:f>'${tab}'!${values}</xm:f><xm:sqref>${cell}</xm:sqref></x14:sparkline></x14:sparklines></x14:sparklineGroup></x14:sparklineGroups></ext>`;
}

async function withExtras(
  bytes: Buffer,
  tab: string,
  values: string,
  cell: string,
): Promise<Buffer> {
  const linked = await withSheetExtra(bytes, tab, 'hyperlinks', `<hyperlinks>${LINK}</hyperlinks>`);
  return withSheetExtra(linked, tab, 'extLst', `<extLst>${sparklines(tab, values, cell)}</extLst>`);
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
  });

  it('LibreOffice reads the sparklines and the link', async () => {
    const saved = savedByLibreOffice(dirname(file), 'lo', file);
    const xml = await sheetXml(saved, TAB);
    expect(xml).toContain('<xm:f>&apos;Prize list&apos;!B2:B4</xm:f><xm:sqref>C2</xm:sqref>');
    expect(xml).toContain('<hyperlink ref="A3" location="&apos;Settings&apos;!A1"');
  });

  it('refuses a command that writes anew a tab holding them, leaving the file as it was', async () => {
    const bands = join(dirname(event), 'bands.xlsx');
    expect((await cli(['bands', event])).status).toBe(0);
    const bytes = await withExtras(readFileSync(event), 'Bands', 'A2:A3', 'H2');
    writeFileSync(bands, bytes);
    const r = await cli(['bands', bands, '--yes']);
    expect([r.status, r.err]).toEqual([
      1,
      `Pairsheet: Build bands\nThe tab "Bands" holds sparklines or links to places in the workbook, which would be lost: this command writes that tab anew. Move them to a tab of your own, save, close the file and run the command again.\n${bands} was not changed.`,
    ]);
    expect(readFileSync(bands).equals(bytes)).toBe(true);
  });
});
