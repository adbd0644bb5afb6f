import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { XlsxDocument } from '../../src/workbook/index';
import { relativeTarget } from '../../src/workbook/xlsxRels';
import { withChartSheet } from '../support/charts';

/** A one-pixel PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A chart of Data!B1:B2 as a chart part holds it. */
const CHART =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart><c:plotArea><c:barChart><c:barDir val="col"/><c:ser><c:idx val="0"/><c:order val="0"/><c:val><c:numRef><c:f>Data!$B$1:$B$2</c:f></c:numRef></c:val></c:ser><c:axId val="1"/><c:axId val="2"/></c:barChart><c:catAx><c:axId val="1"/><c:crossAx val="2"/></c:catAx><c:valAx><c:axId val="2"/><c:crossAx val="1"/></c:valAx></c:plotArea></c:chart></c:chartSpace>';

/** Data, a tab with a picture (Logo), and a chart sheet first; Logo is the active tab. */
async function bookWithPictureAndChartSheet(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const data = wb.addWorksheet('Data');
  data.getCell('B1').value = 3;
  data.getCell('B2').value = 5;
  const logo = wb.addWorksheet('Logo');
  const image = wb.addImage({ buffer: PIXEL as unknown as ExcelJS.Buffer, extension: 'png' });
  logo.addImage(image, 'B2:C4');
  wb.views = [{ activeTab: 1 } as ExcelJS.WorkbookView];
  const written = Buffer.from(await wb.xlsx.writeBuffer());
  const zip = await JSZip.loadAsync(await withChartSheet(written, 'Chart', CHART, 0));
  const book = await zip.file('xl/workbook.xml')!.async('string');
  zip.file('xl/workbook.xml', book.replace(/activeTab="\d+"/, 'activeTab="2"'));
  return zip.generateAsync({ type: 'nodebuffer' });
}

async function texts(xlsx: Buffer, pattern: RegExp): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(xlsx);
  const found = new Map<string, string>();
  for (const path of Object.keys(zip.files)
    .filter((p) => pattern.test(p) && !zip.files[p].dir)
    .sort()) {
    found.set(path, await zip.file(path)!.async('string'));
  }
  return found;
}

describe('parts carried over on save', () => {
  it('writes relationship targets relative to the part holding them', () => {
    expect(relativeTarget('xl/workbook.xml', 'xl/chartsheets/sheet1.xml')).toBe(
      'chartsheets/sheet1.xml',
    );
    expect(relativeTarget('xl/worksheets/sheet3.xml', 'xl/drawings/drawing2.xml')).toBe(
      '../drawings/drawing2.xml',
    );
    expect(relativeTarget('xl/drawings/drawing2.xml', 'xl/drawings/drawing3.xml')).toBe(
      'drawing3.xml',
    );
  });

  it('keeps a picture drawing and a chart sheet, the active tab counted with the chart sheet', async () => {
    const original = await bookWithPictureAndChartSheet();
    const doc = await XlsxDocument.fromBuffer(original, 'club');
    expect(doc.spreadsheet.getActiveSheet().getName()).toBe('Logo');
    doc.spreadsheet.getSheetByName('Data')!.getRange('B3').setValue(8);
    expect(doc.update()).toBe(true);
    const saved = await doc.toBuffer();

    const drawings = /^xl\/(drawings\/(_rels\/)?drawing|charts\/|chartsheets\/)/;
    expect(await texts(saved, drawings)).toEqual(await texts(original, drawings));
    const book = (await texts(saved, /^xl\/workbook\.xml$/)).get('xl/workbook.xml')!;
    expect(
      [...book.matchAll(/<sheet name="([^"]+)"|<sheet [^>]*name="([^"]+)"/g)].map(
        (m) => m[1] ?? m[2],
      ),
    ).toEqual(['Chart', 'Data', 'Logo']);
    expect(/activeTab="(\d+)"/.exec(book)![1]).toBe('2');
    const types = (await texts(saved, /^\[Content_Types\]\.xml$/)).get('[Content_Types].xml')!;
    const overrides = [
      ...types.matchAll(/PartName="(\/xl\/(drawings|charts|chartsheets)\/[^"]+)"/g),
    ];
    expect(overrides.map((m) => m[1]).sort()).toEqual([
      '/xl/charts/chart1.xml',
      '/xl/chartsheets/sheet1.xml',
      '/xl/drawings/drawing1.xml',
      '/xl/drawings/drawing2.xml',
    ]);

    const again = await XlsxDocument.fromBuffer(saved, 'club');
    expect(again.spreadsheet.getSheetByName('Data')!.getRange('B3').getValue()).toBe(8);
    const logo = again.workbook.getWorksheet('Logo')!;
    expect(logo.getImages().map((i) => i.range.tl.nativeCol)).toEqual([1]);
  });
});
