/**
 * A file whose tab, or a tab's notes, is stored under a part name other than the usual
 * xl/worksheets/sheetN.xml (or xl/commentsN.xml), as some programs save it: the command refuses
 * with the tab's name and what to do, and the file stays as it was, byte for byte. A tab at the
 * usual name given as an absolute target is read and kept.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, editBook, readBook, sixPlayerEvent, tabValues } from './support';

const TAB = 'Prize list';

/** Where TAB is stored in `bytes`: the workbook's relationship target and the sheet number. */
async function tabTarget(zip: JSZip): Promise<{ target: string; n: string }> {
  const workbook = await zip.file('xl/workbook.xml')!.async('string');
  const id = workbook.match(new RegExp(`name="${TAB}"[^>]*r:id="(rId\\d+)"`))![1];
  const rels = await zip.file('xl/_rels/workbook.xml.rels')!.async('string');
  const target = rels.match(new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`))![1];
  return { target, n: target.match(/sheet(\d+)\.xml$/)![1] };
}

async function replaceIn(zip: JSZip, path: string, from: string, to: string): Promise<void> {
  const text = await zip.file(path)!.async('string');
  expect(text).toContain(from);
  zip.file(path, text.replace(from, to));
}

async function moveFile(zip: JSZip, from: string, to: string): Promise<void> {
  const bytes = await zip.file(from)!.async('nodebuffer');
  zip.remove(from);
  zip.file(to, bytes);
}

/**
 * `file` with TAB's part moved to `part` (under xl/), named `target` by the workbook; its notes
 * moved to `notes` (under xl/) when given. Content types and relationships follow the moves.
 */
async function moved(file: string, part: string, target: string, notes?: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(readFileSync(file));
  const { target: usual, n } = await tabTarget(zip);
  const types = '[Content_Types].xml';
  const rels = `xl/worksheets/_rels/sheet${n}.xml.rels`;
  if (notes) {
    await moveFile(zip, `xl/comments${n}.xml`, `xl/${notes}`);
    await replaceIn(zip, rels, `"../comments${n}.xml"`, `"../${notes}"`);
    await replaceIn(zip, types, `"/xl/comments${n}.xml"`, `"/xl/${notes}"`);
  }
  await moveFile(zip, `xl/${usual}`, `xl/${part}`);
  const slash = part.lastIndexOf('/');
  await moveFile(zip, rels, `xl/${part.slice(0, slash)}/_rels/${part.slice(slash + 1)}.rels`);
  await replaceIn(zip, types, `"/xl/${usual}"`, `"/xl/${part}"`);
  await replaceIn(zip, 'xl/_rels/workbook.xml.rels', `Target="${usual}"`, `Target="${target}"`);
  return zip.generateAsync({ type: 'nodebuffer' });
}

function refusal(file: string, what: string): string {
  return (
    `Pairsheet cannot read ${what} in ${file}: the program that saved the file stored ` +
    `${what.startsWith('the notes') ? 'them under unusual names' : 'it under an unusual name'}. ` +
    `Open the file in Excel or LibreOffice, save it as .xlsx (which stores every tab the usual ` +
    `way), close it and run the command again. Nothing was changed.`
  );
}

describe('a tab stored under an unusual part name', () => {
  let file: string;
  let n: string;

  beforeAll(async () => {
    file = await sixPlayerEvent('parts.xlsx');
    await editBook(file, (wb) => {
      const ws = wb.addWorksheet(TAB);
      ws.getCell('A1').value = 'First prize';
      ws.getCell('B1').value = 50;
      ws.getCell('A1').note = 'Paid by the club';
    });
    n = (await tabTarget(await JSZip.loadAsync(readFileSync(file)))).n;
  });

  it.each([
    ['worksheets/notes.xml', 'worksheets/notes.xml'],
    ['worksheets/Sheet_A.xml', 'worksheets/Sheet_A.xml'],
    ['sheets/sheet9.xml', 'sheets/sheet9.xml'],
    ['worksheets/sheet9.xml', './worksheets/sheet9.xml'],
  ])('refuses a tab at xl/%s (target %s), leaving the file as it was', async (part, target) => {
    const odd = file.replace('.xlsx', '-odd.xlsx');
    const bytes = await moved(file, part, target);
    writeFileSync(odd, bytes);
    const r = await cli(['bands', odd]);
    expect(r.status).toBe(1);
    expect(r.err).toBe(`pairsheet: ${refusal(odd, `the tab "${TAB}"`)}`);
    expect(readFileSync(odd).equals(bytes)).toBe(true);
  });

  it('refuses notes stored under another name, leaving the file as it was', async () => {
    const odd = file.replace('.xlsx', '-notes.xlsx');
    const part = `worksheets/sheet${n}.xml`;
    const bytes = await moved(file, part, part, 'comments/note1.xml');
    writeFileSync(odd, bytes);
    const r = await cli(['bands', odd]);
    expect(r.status).toBe(1);
    expect(r.err).toBe(`pairsheet: ${refusal(odd, `the notes of the tab "${TAB}"`)}`);
    expect(readFileSync(odd).equals(bytes)).toBe(true);
  });

  it('refuses notes whose part is missing, or whose shapes are stored under another name', async () => {
    const vml = `xl/worksheets/_rels/sheet${n}.xml.rels`;
    for (const [name, change] of [
      ['gone', (zip: JSZip) => zip.remove(`xl/comments${n}.xml`)],
      [
        'shapes',
        async (zip: JSZip) => {
          await moveFile(zip, `xl/drawings/vmlDrawing${n}.vml`, 'xl/drawings/shapes.vml');
          await replaceIn(zip, vml, `"../drawings/vmlDrawing${n}.vml"`, '"../drawings/shapes.vml"');
        },
      ],
      [
        'absolute',
        async (zip: JSZip) => {
          const { target } = await tabTarget(zip);
          await replaceIn(zip, 'xl/_rels/workbook.xml.rels', `"${target}"`, `"/xl/${target}"`);
          await moveFile(zip, `xl/comments${n}.xml`, 'xl/comments/note1.xml');
          await replaceIn(zip, vml, `"../comments${n}.xml"`, '"../comments/note1.xml"');
        },
      ],
    ] as const) {
      const odd = file.replace('.xlsx', `-${name}.xlsx`);
      const zip = await JSZip.loadAsync(readFileSync(file));
      await change(zip);
      const bytes = await zip.generateAsync({ type: 'nodebuffer' });
      writeFileSync(odd, bytes);
      const r = await cli(['bands', odd]);
      expect([r.status, r.err]).toEqual([
        1,
        `pairsheet: ${refusal(odd, `the notes of the tab "${TAB}"`)}`,
      ]);
      expect(readFileSync(odd).equals(bytes)).toBe(true);
    }
  });

  it('reads tab names written with character references', async () => {
    const coded = file.replace('.xlsx', '-coded.xlsx');
    const zip = await JSZip.loadAsync(readFileSync(file));
    await replaceIn(zip, 'xl/workbook.xml', `name="${TAB}"`, 'name="Prize&#32;&#x6C;ist"');
    writeFileSync(coded, await zip.generateAsync({ type: 'nodebuffer' }));
    expect((await cli(['bands', coded])).status).toBe(0);
    expect(tabValues(await readBook(coded), TAB)).toEqual([['First prize', 50]]);
  });

  it('refuses a workbook whose tabs are named under another prefix, which would lose them', async () => {
    const prefixed = file.replace('.xlsx', '-prefixed.xlsx');
    const zip = await JSZip.loadAsync(readFileSync(file));
    const book = await zip.file('xl/workbook.xml')!.async('string');
    zip.file(
      'xl/workbook.xml',
      book.replace(/xmlns:r=/g, 'xmlns:rel=').replace(/ r:id=/g, ' rel:id='),
    );
    const bytes = await zip.generateAsync({ type: 'nodebuffer' });
    writeFileSync(prefixed, bytes);
    const r = await cli(['bands', prefixed]);
    expect(r.status).toBe(1);
    expect(r.err).toBe(
      `pairsheet: ${refusal(prefixed, 'the tabs "Settings", "Players", "Bands", "Constraints", "Prize list"').replace('it under an unusual name', 'them under unusual names')}`,
    );
    expect(readFileSync(prefixed).equals(bytes)).toBe(true);
  });

  it('reads and keeps a tab at the usual part given as an absolute target', async () => {
    const absolute = file.replace('.xlsx', '-absolute.xlsx');
    const part = `worksheets/sheet${n}.xml`;
    writeFileSync(absolute, await moved(file, part, `/xl/${part}`));
    expect((await cli(['bands', absolute])).status).toBe(0);
    const wb = await readBook(absolute);
    expect(wb.worksheets.map((ws) => ws.name)).toEqual([
      'Settings',
      'Players',
      'Bands',
      'Constraints',
      TAB,
      'Pairsheet properties', // very hidden: the settings and ranks the bands were built with
    ]);
    expect(tabValues(wb, TAB)).toEqual([['First prize', 50]]);
    expect(wb.getWorksheet(TAB)!.getCell('A1').note).toBe('Paid by the club');
  });
});
