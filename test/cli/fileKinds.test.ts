/**
 * Files a command is given that are not .xlsx workbooks, or not under an .xlsx name: templates
 * (.xltx, .xltm), binary workbooks (.xlsb), OpenDocument (.ods), Numbers and text (.csv) files,
 * and workbooks cut short, are refused before anything is read, and a command never saves a workbook under a name Excel does not
 * open it by. Each refusal says what to do and leaves the file as it was.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, sixPlayerEvent, tempDir } from './support';

const WORKBOOK = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const TEMPLATE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml';
const MACRO_TEMPLATE = 'application/vnd.ms-excel.template.macroEnabled.main+xml';
const TEMPLATE_FIX =
  'is an Excel template (.xltx or .xltm), the start of new workbooks, which Pairsheet does not fill in. Open it in Excel or LibreOffice, which makes a new workbook from it, save that as .xlsx (Excel Workbook) and run the command on the .xlsx file.';
const OTHER_KIND =
  'is not an .xlsx workbook. If it is a spreadsheet of another kind (.csv, .xml…), open it in Excel or LibreOffice and save it as .xlsx (Excel Workbook), then run the command on the .xlsx file.';

/** `bytes` with the workbook part given the content type `type`. */
async function withWorkbookType(bytes: Buffer, type: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  const types = await zip.file('[Content_Types].xml')!.async('string');
  expect(types).toContain(WORKBOOK);
  zip.file('[Content_Types].xml', types.replace(WORKBOOK, type));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

async function refused(args: string[], file: string, message: string): Promise<void> {
  const before = readFileSync(file);
  const r = await cli(args);
  expect([r.status, r.err]).toEqual([1, message]);
  expect(readFileSync(file).equals(before)).toBe(true);
}

describe('files that are not .xlsx workbooks', () => {
  let event: string;
  let base: Buffer;

  beforeAll(async () => {
    event = await sixPlayerEvent('kinds.xlsx');
    base = readFileSync(event);
  });

  it.each([
    ['xltx', TEMPLATE],
    ['xltm', MACRO_TEMPLATE],
  ])(
    'refuses an Excel template (.%s), telling the TD to make a workbook of it',
    async (ext, type) => {
      const file = event.replace('.xlsx', `.${ext}`);
      writeFileSync(file, await withWorkbookType(base, type));
      await refused(['bands', file], file, `pairsheet: ${file} ${TEMPLATE_FIX}`);
      // The same template under an .xlsx name is refused alike.
      const renamed = event.replace('.xlsx', `-${ext}.xlsx`);
      writeFileSync(renamed, readFileSync(file));
      await refused(['standings', renamed], renamed, `pairsheet: ${renamed} ${TEMPLATE_FIX}`);
    },
  );

  it('refuses an Excel binary workbook (.xlsb)', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('xl/workbook.bin', Buffer.from([0x83, 0x01, 0x00]));
    const file = event.replace('.xlsx', '.xlsb');
    writeFileSync(file, await zip.generateAsync({ type: 'nodebuffer' }));
    await refused(
      ['bands', file],
      file,
      `pairsheet: ${file} is an Excel binary workbook (.xlsb). Open it in Excel, save it as .xlsx (File › Save As, type "Excel Workbook"), then run the command on the .xlsx file.`,
    );
  });

  it('refuses an OpenDocument spreadsheet (.ods)', async () => {
    const zip = new JSZip();
    zip.file('mimetype', 'application/vnd.oasis.opendocument.spreadsheet', {
      compression: 'STORE',
    });
    zip.file('content.xml', '<office:document-content/>');
    const file = event.replace('.xlsx', '.ods');
    writeFileSync(file, await zip.generateAsync({ type: 'nodebuffer' }));
    await refused(
      ['pair', file],
      file,
      `pairsheet: ${file} is an OpenDocument file (.ods). In LibreOffice use File › Save As, type "Excel 2007-365 (.xlsx)", then run the command on the .xlsx file.`,
    );
  });

  it('refuses a list of players in a .csv file, naming the import that takes it', async () => {
    const file = join(tempDir(), 'roster.csv');
    writeFileSync(file, 'Name,Rank\nAnn Lee,3d\n');
    await refused(
      ['bands', file],
      file,
      `pairsheet: ${file} ${OTHER_KIND} A list of players in it is brought into the event with: pairsheet import ${file} EVENT.xlsx`,
    );
  });

  it.each([
    ['half of it', (b: Buffer) => b.subarray(0, b.length >> 1)],
    ['all but its last 10 bytes', (b: Buffer) => b.subarray(0, b.length - 10)],
    ['all but its last 2000 bytes', (b: Buffer) => b.subarray(0, b.length - 2000)],
  ])('refuses a workbook cut short (%s), saying it is incomplete', async (_, cut) => {
    const file = join(tempDir(), 'copied.xlsx');
    writeFileSync(file, cut(base));
    await refused(
      ['pair', file],
      file,
      `pairsheet: ${file} is incomplete: its end is missing, as when a copy is cut short or a USB stick is pulled out too soon. Copy the file again from where it came from (or take a copy saved earlier), then run the command again.`,
    );
  });

  it('refuses an Apple Numbers document, a file or a package folder', async () => {
    const dir = tempDir();
    const file = join(dir, 'club.numbers');
    writeFileSync(file, base);
    const how =
      'is an Apple Numbers document. In Numbers use File › Export To › Excel…, then run the command on the .xlsx file.';
    await refused(['pair', file], file, `pairsheet: ${file} ${how}`);
    const folder = join(dir, 'package.numbers');
    mkdirSync(folder);
    const r = await cli(['check', folder]);
    expect([r.status, r.err]).toEqual([1, `pairsheet: ${folder} ${how}`]);
  });
});

describe('a workbook under a name other than .xlsx', () => {
  const NAME =
    'Pairsheet saves .xlsx workbooks, and Excel opens one only under a name ending in .xlsx, which';

  it('is not saved under its template name, whatever the command', async () => {
    const event = await sixPlayerEvent('club.xlsx');
    const file = event.replace('.xlsx', '.xltx');
    writeFileSync(file, readFileSync(event));
    await refused(
      ['bands', file],
      file,
      `Pairsheet: Build bands\n${NAME} club.xltx does not. Rename the file (or save a copy of it as .xlsx) and run the command on the .xlsx file.\n${file} was not changed.`,
    );
    const roster = join(tempDir(), 'roster.csv');
    writeFileSync(roster, 'Name,Rank\nGus Hale,2k\n');
    await refused(
      ['import', roster, file, '--yes'],
      file,
      `pairsheet: ${NAME} club.xltx does not. Rename the file (or save a copy of it as .xlsx) and run the command on the .xlsx file. ${file} was not changed.`,
    );
    // Renamed, the same workbook is saved.
    const r = await cli(['bands', event]);
    expect([r.status, r.err]).toEqual([0, '']);
  });

  it('is not created under another name', async () => {
    const dir = tempDir();
    for (const [args, file, message] of [
      [
        ['init', join(dir, 'club.xltx')],
        join(dir, 'club.xltx'),
        'Pairsheet: Set up tournament sheet\n',
      ],
      [['demo', join(dir, 'demo.csv')], join(dir, 'demo.csv'), ''],
    ] as const) {
      const r = await cli([...args]);
      const name = file.slice(dir.length + 1);
      const end = message ? '\n' : ' ';
      expect([r.status, r.err]).toEqual([
        1,
        `${message}${NAME} ${name} does not. Run the command again with a file name ending in .xlsx.${end}${file} was not created.`,
      ]);
      expect(existsSync(file)).toBe(false);
    }
  });
});
