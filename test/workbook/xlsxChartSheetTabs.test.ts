import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { XlsxDocument } from '../../src/workbook/index';
import { withChartSheet } from '../support/charts';

/** A chart of Data!B1:B2 as a chart part holds it. */
const CHART =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart><c:plotArea><c:barChart><c:barDir val="col"/><c:ser><c:idx val="0"/><c:order val="0"/><c:val><c:numRef><c:f>Data!$B$1:$B$2</c:f></c:numRef></c:val></c:ser><c:axId val="1"/><c:axId val="2"/></c:barChart><c:catAx><c:axId val="1"/><c:crossAx val="2"/></c:catAx><c:valAx><c:axId val="2"/><c:crossAx val="1"/></c:valAx></c:plotArea></c:chart></c:chartSpace>';

/**
 * Tabs Data, Notes and Logo with the chart sheet Chart placed after `after` of them, each tab
 * with a defined name of its own (Scale on Chart), and `active` (counting Chart) the active tab.
 */
async function book(after: number, active: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const name of ['Data', 'Notes', 'Logo']) wb.addWorksheet(name).getCell('B1').value = 3;
  wb.views = [{ activeTab: 0 } as ExcelJS.WorkbookView];
  const written = Buffer.from(await wb.xlsx.writeBuffer());
  const zip = await JSZip.loadAsync(await withChartSheet(written, 'Chart', CHART, after));
  const xml = await zip.file('xl/workbook.xml')!.async('string');
  const tabs = [...xml.matchAll(/<sheet [^>]*name="([^"]+)"/g)].map((m) => m[1]);
  const names = tabs.map((tab, i) =>
    tab === 'Chart'
      ? `<definedName name="Scale" localSheetId="${i}">0.5</definedName>`
      : `<definedName name="Top" localSheetId="${i}">${tab}!$B$1</definedName>`,
  );
  zip.file(
    'xl/workbook.xml',
    xml
      .replace('</sheets>', `</sheets><definedNames>${names.join('')}</definedNames>`)
      .replace(/activeTab="\d+"/, `activeTab="${active}"`),
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** The tabs of a saved file in order, its defined names by tab, and what is selected. */
async function tabsOf(xlsx: Buffer) {
  const zip = await JSZip.loadAsync(xlsx);
  const xml = await zip.file('xl/workbook.xml')!.async('string');
  const tabs = [...xml.matchAll(/<sheet [^>]*name="([^"]+)"/g)].map((m) => m[1]);
  const names = [...xml.matchAll(/<definedName name="(\w+)" localSheetId="(\d+)">([^<]*)</g)]
    .map((m) => `${tabs[Number(m[2])]}: ${m[1]} = ${m[3]}`)
    .sort();
  const selected: string[] = [];
  for (const path of Object.keys(zip.files).sort()) {
    const part = /^xl\/(worksheets|chartsheets)\/sheet\d+\.xml$/.test(path)
      ? await zip.file(path)!.async('string')
      : '';
    if (/tabSelected="(1|true)"/.test(part)) selected.push(path);
  }
  const active = tabs[Number(/activeTab="(\d+)"/.exec(xml)![1])];
  return { tabs, names, active, selected };
}

async function saved(original: Buffer, change: (doc: XlsxDocument) => void): Promise<Buffer> {
  const doc = await XlsxDocument.fromBuffer(original, 'club');
  change(doc);
  expect(doc.update()).toBe(true);
  return doc.toBuffer();
}

describe('a chart sheet among the tabs through a save', () => {
  it('keeps a defined name local to the chart sheet, and those of the tabs around it', async () => {
    for (const after of [0, 1, 3]) {
      const file = await saved(await book(after, 0), (doc) =>
        doc.spreadsheet.getSheetByName('Data')!.getRange('B2').setValue(8),
      );
      const found = await tabsOf(file);
      const tabs = ['Data', 'Notes', 'Logo'];
      tabs.splice(after, 0, 'Chart');
      expect(found.tabs).toEqual(tabs);
      expect(found.names).toEqual([
        'Chart: Scale = 0.5',
        'Data: Top = Data!$B$1',
        'Logo: Top = Logo!$B$1',
        'Notes: Top = Notes!$B$1',
      ]);
    }
  });

  it('keeps an active chart sheet active, the tab before it active in between', async () => {
    const original = await book(2, 2);
    const doc = await XlsxDocument.fromBuffer(original, 'club');
    expect(doc.spreadsheet.getActiveSheet().getName()).toBe('Notes');
    doc.spreadsheet.getSheetByName('Data')!.getRange('B2').setValue(8);
    expect(doc.update()).toBe(true);
    const found = await tabsOf(await doc.toBuffer());
    expect(found.tabs).toEqual(['Data', 'Notes', 'Chart', 'Logo']);
    expect(found.active).toBe('Chart');
    expect(found.selected).toEqual(['xl/chartsheets/sheet1.xml']);
  });

  it('a chart sheet first and active gives way to the tab after it, and is active again', async () => {
    const original = await book(0, 0);
    const doc = await XlsxDocument.fromBuffer(original, 'club');
    expect(doc.spreadsheet.getActiveSheet().getName()).toBe('Data');
    const found = await tabsOf(
      await saved(original, (d) =>
        d.spreadsheet.getSheetByName('Logo')!.getRange('B2').setValue(1),
      ),
    );
    expect(found.active).toBe('Chart');
    expect(found.selected).toEqual(['xl/chartsheets/sheet1.xml']);
  });

  it('leaves the active chart sheet behind when a command brings another tab to the front', async () => {
    const file = await saved(await book(2, 2), (doc) => {
      doc.spreadsheet.setActiveSheet(doc.spreadsheet.getSheetByName('Logo')!);
    });
    const found = await tabsOf(file);
    expect(found.active).toBe('Logo');
    expect(found.selected).toEqual(['xl/worksheets/sheet3.xml']);
  });
});
