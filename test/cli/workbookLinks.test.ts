/**
 * A link to another workbook (a formula reading "club fees.xlsx") and a custom XML part go
 * through a command as they were: the link part, its path and the workbook's list of links, so
 * the formula still reads the other workbook, in LibreOffice too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { relsPart, resolve } from '../../src/workbook/xlsxParts';
import { LIBREOFFICE_MS, soffice } from '../support/libreOffice';
import { CUSTOM, CUSTOM_PART, LINK, LINK_RELS, withWorkbookLink } from '../support/workbookLinks';
import { tabParts } from '../support/xlsxZip';
import { cli, editBook, sixPlayerEvent } from './support';

const TAB = 'Prize list';

describe('a link to another workbook and custom XML', { timeout: LIBREOFFICE_MS }, () => {
  let file: string;
  let zip: JSZip;
  const text = (path: string): Promise<string> => zip.file(path)!.async('string');

  beforeAll(async () => {
    const event = await sixPlayerEvent('links.xlsx');
    await editBook(event, (wb) => {
      const ws = wb.addWorksheet(TAB);
      [
        ['Prize', 'Amount'],
        ['First', 1],
      ].forEach((row, i) => (ws.getRow(i + 1).values = row));
    });
    file = join(dirname(event), 'linked.xlsx');
    writeFileSync(file, await withWorkbookLink(readFileSync(event), TAB, 'B2'));
    expect((await cli(['bands', file])).status).toBe(0);
    zip = await JSZip.loadAsync(readFileSync(file));
  });

  it('keeps the link part, its path and its place in the list of links', async () => {
    const workbook = await text('xl/workbook.xml');
    const ids = [...workbook.matchAll(/<externalReference r:id="([^"]+)"\/>/g)].map((m) => m[1]);
    expect(ids).toHaveLength(1);
    const rels = await text('xl/_rels/workbook.xml.rels');
    const target = new RegExp(`Id="${ids[0]}" Type="[^"]+/externalLink" Target="([^"]+)"`).exec(
      rels,
    )![1];
    const part = resolve('xl', target);
    expect(await text(part)).toBe(LINK);
    expect(await text(relsPart(part))).toBe(LINK_RELS);
    expect(await text('[Content_Types].xml')).toContain(
      `<Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.externalLink+xml"/>`,
    );
    const sheet = await text((await tabParts(zip)).get(TAB)!);
    expect(sheet).toContain('<c r="B2"><f>[1]Fees!$A$1*2</f></c>');
  });

  it('keeps the custom XML part', async () => {
    expect(await text(CUSTOM_PART)).toBe(CUSTOM);
    expect(await text('xl/_rels/workbook.xml.rels')).toMatch(
      /Type="[^"]+\/customXml" Target="..\/customXml\/item1.xml"/,
    );
  });

  it('LibreOffice works the formula out from the linked workbook', () => {
    const dir = dirname(file);
    // Prize list is the fifth tab.
    soffice(dir, [
      '--convert-to',
      'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,5',
      '--outdir',
      join(dir, 'csv'),
      file,
    ]);
    const csv = readFileSync(join(dir, 'csv', 'linked-Prize list.csv'), 'utf8');
    expect(csv.trim().split('\n')).toEqual(['Prize,Amount', 'First,50']);
  });
});
