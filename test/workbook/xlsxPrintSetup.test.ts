/**
 * Print fidelity of the offline workbook: page breaks and the print setup LibreOffice writes
 * survive a load and save of a tab no command touches, and every tab a command adds prints with
 * the tab layout, numbering its own pages from 1.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { SLIP_ROWS } from '../../src/sheet/slipsTab';
import { createSpreadsheet, setSheet, toWorkbook, XlsxDocument } from '../../src/workbook/index';
import { newWorkbook, openWorkbook } from '../../src/cli/workbookFile';

/** Breaks as LibreOffice writes them: after rows 36 and 72, after column C. */
const LIBREOFFICE_BREAKS =
  '<rowBreaks count="2" manualBreakCount="2">' +
  '<brk id="36" man="true" max="16383" min="0"/><brk id="72" man="true" max="16383" min="0"/>' +
  '</rowBreaks><colBreaks count="1" manualBreakCount="1">' +
  '<brk id="3" man="true" max="1048575" min="0"/></colBreaks>';

/**
 * A workbook last saved in LibreOffice: a Slips tab with page breaks, fitted to one page wide
 * and centred (on/off settings written true / false), and Players.
 */
async function bookWithBreaks(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const slips = wb.addWorksheet('Slips', {
    pageSetup: { fitToPage: true, fitToWidth: 1, fitToHeight: 0, horizontalCentered: true },
  });
  for (let r = 1; r <= SLIP_ROWS * 10; r++) slips.getCell(r, 1).value = `slip row ${r}`;
  slips.getCell(1, 5).value = 'beyond the column break';
  const players = wb.addWorksheet('Players');
  players.addRow(['Name', 'Rank']);
  players.addRow(['Ann', '3k']);
  const zip = await JSZip.loadAsync(await wb.xlsx.writeBuffer());
  const path = 'xl/worksheets/sheet1.xml';
  const xml = await zip.file(path)!.async('string');
  expect(xml).not.toContain('Breaks');
  expect(xml).toContain('<pageSetUpPr fitToPage="1"/>');
  expect(xml).toContain('horizontalCentered="1"');
  const libreOffice = xml
    .replace('</worksheet>', `${LIBREOFFICE_BREAKS}</worksheet>`)
    .replace('<pageSetUpPr fitToPage="1"/>', '<pageSetUpPr fitToPage="true"/>')
    .replace('horizontalCentered="1"', 'horizontalCentered="true" verticalCentered="false"');
  zip.file(path, libreOffice);
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** The XML of the worksheet part of tab `name`. */
async function sheetXml(buffer: Buffer, name: string): Promise<string> {
  const zip = await JSZip.loadAsync(buffer);
  const book = await zip.file('xl/workbook.xml')!.async('string');
  const rels = await zip.file('xl/_rels/workbook.xml.rels')!.async('string');
  const rid = new RegExp(`<sheet [^>]*name="${name}"[^>]*r:id="([^"]+)"`).exec(book)![1];
  const target =
    new RegExp(`Id="${rid}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] ??
    new RegExp(`Target="([^"]+)"[^>]*Id="${rid}"`).exec(rels)![1];
  return zip.file(`xl/${target.replace(/^\/?xl\//, '')}`)!.async('string');
}

/** The ids of the <brk> entries of `<tag>`, or null when the part has none. */
function breakIds(xml: string, tag: 'rowBreaks' | 'colBreaks'): number[] | null {
  const list = new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`).exec(xml);
  return list ? [...list[1].matchAll(/<brk [^>]*id="(\d+)"/g)].map((m) => Number(m[1])) : null;
}

describe('page breaks in a workbook read and saved again', () => {
  it('reads the manual row and column breaks of a tab into the model', async () => {
    const doc = await XlsxDocument.fromBuffer(await bookWithBreaks(), 'club');
    const slips = doc.spreadsheet._sheetNamed('Slips')!;
    expect(slips._rowBreaks).toEqual([SLIP_ROWS * 4, SLIP_ROWS * 8]);
    expect(slips._columnBreaks).toEqual([3]);
    expect(doc.spreadsheet._sheetNamed('Players')!._rowBreaks).toEqual([]);
  });

  it('keeps them on a tab the command does not touch, save after save', async () => {
    let buffer = await bookWithBreaks();
    for (const rank of ['2k', '1k']) {
      const doc = await XlsxDocument.fromBuffer(buffer, 'club');
      doc.spreadsheet._sheetNamed('Players')!.getRange('B2').setValue(rank);
      expect(doc.update()).toBe(true);
      buffer = await doc.toBuffer();
      const xml = await sheetXml(buffer, 'Slips');
      expect(breakIds(xml, 'rowBreaks')).toEqual([36, 72]);
      expect(breakIds(xml, 'colBreaks')).toEqual([3]);
      // Where the file format wants them: column breaks right after the row breaks.
      expect(xml).toMatch(/<\/rowBreaks><colBreaks count="1" manualBreakCount="1">/);
      expect(breakIds(await sheetXml(buffer, 'Players'), 'rowBreaks')).toBeNull();
      // Still one page wide, centred: not unscaled over many pages.
      expect(xml).toContain('<pageSetUpPr fitToPage="1"/>');
      expect(xml).toMatch(/<printOptions [^>]*horizontalCentered="1"/);
      expect(xml).toMatch(/<pageSetup [^>]*fitToWidth="1" fitToHeight="0"/);
    }
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer as unknown as ExcelJS.Buffer);
    expect(wb.getWorksheet('Players')!.getCell('B2').value).toBe('1k');
  });

  it("keeps the page numbering of a TD's own page setup: on from the tab before, or from N", async () => {
    const zip = await JSZip.loadAsync(await bookWithBreaks());
    const path = 'xl/worksheets/sheet2.xml';
    const setup = (xml: string): string => /<pageSetup [^>]*>/.exec(xml)?.[0] ?? '';
    const players = await zip.file(path)!.async('string');
    // Excel's own page setup: no useFirstPageNumber, so the pages number on from the tab before.
    const excel = '<pageSetup paperSize="9" scale="85" orientation="landscape"/>';
    zip.file(path, players.replace(/<pageSetup [^>]*>/, excel));
    const slips = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    const fromThree = setup(slips).replace('/>', ' firstPageNumber="3" useFirstPageNumber="1"/>');
    zip.file('xl/worksheets/sheet1.xml', slips.replace(/<pageSetup [^>]*>/, fromThree));
    const doc = await openWorkbook('club.xlsx', await zip.generateAsync({ type: 'nodebuffer' }));
    doc.spreadsheet._sheetNamed('Players')!.getRange('B2').setValue('1k');
    expect(doc.update()).toBe(true);
    const buffer = await doc.toBuffer();
    const saved = setup(await sheetXml(buffer, 'Players'));
    expect(saved).toMatch(/scale="85"/);
    expect(saved).not.toMatch(/useFirstPageNumber|firstPageNumber/);
    expect(setup(await sheetXml(buffer, 'Slips'))).toMatch(
      /firstPageNumber="3" useFirstPageNumber="1"/,
    );
  });

  it('writes breaks changed in the model, and those of a tab saved whole', async () => {
    const doc = await XlsxDocument.fromBuffer(await bookWithBreaks(), 'club');
    const slips = doc.spreadsheet._sheetNamed('Slips')!;
    slips._rowBreaks = [10];
    slips._columnBreaks = [];
    expect(doc.update()).toBe(true);
    const xml = await sheetXml(await doc.toBuffer(), 'Slips');
    expect(breakIds(xml, 'rowBreaks')).toEqual([10]);
    expect(breakIds(xml, 'colBreaks')).toBeNull();

    const ss = createSpreadsheet('Print', { sheets: ['Wide'] });
    const wide = ss._sheetNamed('Wide')!;
    wide.getRange(50, 12).setValue('corner');
    wide._rowBreaks = [25];
    wide._columnBreaks = [6];
    const saved = Buffer.from(await toWorkbook(ss).xlsx.writeBuffer());
    const whole = await sheetXml(saved, 'Wide');
    expect(breakIds(whole, 'rowBreaks')).toEqual([25]);
    expect(breakIds(whole, 'colBreaks')).toEqual([6]);
  });
});

describe('print setup of the tabs a command adds', () => {
  /** A round tab as a command writes it: three title lines and the header frozen. */
  function addRound(doc: XlsxDocument, name: string): void {
    const rows = [['Club'], [`${name} · written`], [''], ['Board', 'White', 'Black']];
    for (let b = 1; b <= 20; b++) rows.push([String(b), `White ${b}`, `Black ${b}`]);
    setSheet(doc.spreadsheet, name, rows).setFrozenRows(4);
  }

  it('numbers the pages of each tab from 1, whatever command wrote it', async () => {
    // As the command line opens every workbook, whichever command then writes (import, ratings…).
    const doc = await openWorkbook('club.xlsx', await bookWithBreaks());
    addRound(doc, 'Round 1');
    addRound(doc, 'Round 2');
    expect(doc.update()).toBe(true);
    const buffer = await doc.toBuffer();
    for (const tab of ['Round 1', 'Round 2']) {
      const xml = await sheetXml(buffer, tab);
      const pageSetup = /<pageSetup [^>]*>/.exec(xml)?.[0] ?? '';
      expect(pageSetup).toContain('firstPageNumber="1"');
      expect(pageSetup).toContain('useFirstPageNumber="1"');
    }
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer as unknown as ExcelJS.Buffer);
    const round = wb.getWorksheet('Round 2')!;
    expect(round.pageSetup).toMatchObject({
      orientation: 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:4',
    });
    expect(round.headerFooter.oddFooter).toBe('&A · page &P of &N');
    // Slips, read with a page layout of its own, keeps it; Players, read with none, gets one.
    expect(wb.getWorksheet('Slips')!.headerFooter?.oddFooter).toBeFalsy();
    expect(wb.getWorksheet('Players')!.pageSetup).toMatchObject({
      orientation: 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    });
    expect(wb.getWorksheet('Players')!.headerFooter.oddFooter).toBe('&A · page &P of &N');
  });

  it('gives a new workbook the tab layout too, and leaves it out when asked', async () => {
    const doc = newWorkbook('club');
    addRound(doc, 'Round 1');
    doc.update();
    const xml = await sheetXml(await doc.toBuffer(), 'Round 1');
    expect(xml).toContain('<oddFooter>&amp;A · page &amp;P of &amp;N</oddFooter>');
    expect(xml).toMatch(
      /<pageSetup [^>]*fitToWidth="1" fitToHeight="0"[^>]*useFirstPageNumber="1"/,
    );

    const plain = XlsxDocument.blank('club');
    addRound(plain, 'Round 1');
    plain.update();
    expect(await sheetXml(await plain.toBuffer(), 'Round 1')).not.toContain('oddFooter');
  });
});
