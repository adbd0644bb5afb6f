/**
 * Tables survive a command: an Excel table (Format as Table, a filter set in it) and a
 * LibreOffice database range with an AutoFilter (saved as a table with no style) are written
 * back exactly as they were, and the workbook is saved at all.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { XlsxDocument } from '../../src/workbook/index';

/** As Excel writes it: no headerRowCount (1), a style, a colour filter and a value filter. */
const EXCEL_TABLE =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<table xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" id="1" ' +
  'name="Roster" displayName="Roster" ref="A1:C3"><autoFilter ref="A1:C3">' +
  '<filterColumn colId="1"><colorFilter dxfId="0"/></filterColumn>' +
  '<filterColumn colId="2"><filters><filter val="yes"/></filters></filterColumn></autoFilter>' +
  '<tableColumns count="3"><tableColumn id="1" name="Name"/><tableColumn id="2" name="Rank"/>' +
  '<tableColumn id="3" name="Paid"/></tableColumns><tableStyleInfo name="TableStyleMedium2" ' +
  'showFirstColumn="0" showLastColumn="0" showRowStripes="1" showColumnStripes="0"/></table>';

/** As LibreOffice writes a database range with an AutoFilter: no tableStyleInfo. */
const LIBREOFFICE_TABLE =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<table xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" id="2" ' +
  'name="Fees" displayName="Fees" ref="A1:B2" headerRowCount="1" totalsRowCount="0" ' +
  'totalsRowShown="0"><autoFilter ref="A1:B2"></autoFilter><tableColumns count="2">' +
  '<tableColumn id="1" name="Item"/><tableColumn id="2" name="Cost"/></tableColumns></table>';

/** Adds table part `n` with `xml` to worksheet part `sheet` (1-based). */
async function addTable(zip: JSZip, sheet: number, n: number, xml: string): Promise<void> {
  zip.file(`xl/tables/table${n}.xml`, xml);
  const rels = `xl/worksheets/_rels/sheet${sheet}.xml.rels`;
  const relation =
    `<Relationship Id="rIdTable${n}" Target="../tables/table${n}.xml" ` +
    'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/table"/>';
  const old = await zip.file(rels)?.async('string');
  zip.file(
    rels,
    old
      ? old.replace('</Relationships>', `${relation}</Relationships>`)
      : '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `${relation}</Relationships>`,
  );
  const path = `xl/worksheets/sheet${sheet}.xml`;
  const part = await zip.file(path)!.async('string');
  zip.file(
    path,
    part.replace(
      '</worksheet>',
      `<tableParts count="1"><tablePart r:id="rIdTable${n}"/></tableParts></worksheet>`,
    ),
  );
  const types = await zip.file('[Content_Types].xml')!.async('string');
  zip.file(
    '[Content_Types].xml',
    types.replace(
      '</Types>',
      `<Override PartName="/xl/tables/table${n}.xml" ` +
        'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.table+xml"/></Types>',
    ),
  );
}

async function bookWithTables(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const players = wb.addWorksheet('Players');
  players.addRows([
    ['Name', 'Rank', 'Paid'],
    ['Ann', '3k', 'yes'],
    ['Bob', '1d', 'no'],
  ]);
  const fees = wb.addWorksheet('Fees');
  fees.addRows([
    ['Item', 'Cost'],
    ['Hall', 120],
  ]);
  const zip = await JSZip.loadAsync(await wb.xlsx.writeBuffer());
  await addTable(zip, 1, 1, EXCEL_TABLE);
  await addTable(zip, 2, 2, LIBREOFFICE_TABLE);
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** The table parts of a saved workbook, by table name. */
async function tablesIn(buffer: Buffer): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(buffer);
  const tables = new Map<string, string>();
  for (const path of Object.keys(zip.files).filter((p) => /^xl\/tables\/.*\.xml$/.test(p))) {
    const xml = await zip.file(path)!.async('string');
    tables.set(/ name="([^"]+)"/.exec(xml)![1], xml);
  }
  return tables;
}

describe('tables in the workbook', () => {
  it('are written back as they were when a command writes the tab', async () => {
    const doc = await XlsxDocument.fromBuffer(await bookWithTables(), 'club');
    const players = doc.spreadsheet.getSheetByName('Players')!;
    players.getRange('D1:D2').setValues([['Band'], ['Top']]);
    doc.spreadsheet.getSheetByName('Fees')!.getRange('B2').setValue(150);
    expect(doc.update()).toBe(true);
    const saved = await doc.toBuffer();
    expect(await tablesIn(saved)).toEqual(
      new Map([
        ['Roster', EXCEL_TABLE],
        // The empty filter element is written as a leaf.
        [
          'Fees',
          LIBREOFFICE_TABLE.replace(
            '<autoFilter ref="A1:B2"></autoFilter>',
            '<autoFilter ref="A1:B2"/>',
          ),
        ],
      ]),
    );
    const again = new ExcelJS.Workbook();
    await again.xlsx.load(saved as unknown as ExcelJS.Buffer);
    expect(again.getWorksheet('Players')!.getCell('D2').value).toBe('Top');
    expect(again.getWorksheet('Fees')!.getCell('B2').value).toBe(150);
  });
});
