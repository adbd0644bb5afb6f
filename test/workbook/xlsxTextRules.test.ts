/**
 * Text, duplicate and unique value rules a TD gave a tab in Excel or LibreOffice, through a
 * command-line save: the file library reads a text rule without its text and drops the other
 * kinds, so each is kept as the formula rule it amounts to (LibreOffice read the lost text as
 * "contains nothing" and coloured every cell).
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { expect, it } from 'vitest';
import { XlsxDocument } from '../../src/workbook/index';

/** The rules as Excel writes them, on Players!A2:A9 (dxf 0 is a red fill). */
const RULES = [
  '<cfRule type="containsText" dxfId="0" priority="1" operator="containsText" text="bye"><formula>NOT(ISERROR(SEARCH(&quot;bye&quot;,A2)))</formula></cfRule>',
  '<cfRule type="notContainsText" dxfId="0" priority="2" operator="notContains" text="bye"><formula>ISERROR(SEARCH(&quot;bye&quot;,A2))</formula></cfRule>',
  '<cfRule type="beginsWith" dxfId="0" priority="3" operator="beginsWith" text="B"><formula>LEFT(A2,LEN(&quot;B&quot;))=&quot;B&quot;</formula></cfRule>',
  '<cfRule type="endsWith" dxfId="0" priority="4" operator="endsWith" text="d"><formula>RIGHT(A2,LEN(&quot;d&quot;))=&quot;d&quot;</formula></cfRule>',
  '<cfRule type="duplicateValues" dxfId="0" priority="5"/>',
  '<cfRule type="uniqueValues" dxfId="0" priority="6"/>',
  '<cfRule type="containsBlanks" dxfId="0" priority="7"><formula>LEN(TRIM(A2))=0</formula></cfRule>',
];

/** The formula each rule amounts to, as it must be saved. */
const FORMULAS = [
  'NOT(ISERROR(SEARCH(&quot;bye&quot;,A2)))',
  'ISERROR(SEARCH(&quot;bye&quot;,A2))',
  'LEFT(A2,LEN(&quot;B&quot;))=&quot;B&quot;',
  'RIGHT(A2,LEN(&quot;d&quot;))=&quot;d&quot;',
  'AND(A2&lt;&gt;&quot;&quot;,COUNTIF($A$2:$A$9,A2)&gt;1)',
  'AND(A2&lt;&gt;&quot;&quot;,COUNTIF($A$2:$A$9,A2)=1)',
  'LEN(TRIM(A2))=0',
];

/** A workbook with Players (names in A, the rules on A2:A9) and a tab Notes. */
async function tdWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Players');
  ['Name', 'bye', 'Ann', 'Bob', 'Cid', 'Cid'].forEach(
    (v, i) => (ws.getCell(`A${i + 1}`).value = v),
  );
  ws.addConditionalFormatting({
    ref: 'A2:A9',
    rules: [
      {
        type: 'expression',
        priority: 1,
        formulae: ['A2="x"'],
        style: { fill: { type: 'pattern', pattern: 'solid', bgColor: { argb: 'FFFF0000' } } },
      },
    ],
  });
  wb.addWorksheet('Notes');
  const zip = await JSZip.loadAsync(await wb.xlsx.writeBuffer());
  const part = 'xl/worksheets/sheet1.xml';
  const xml = (await zip.file(part)!.async('string')).replace(
    /<conditionalFormatting[\s\S]*?<\/conditionalFormatting>/,
    `<conditionalFormatting sqref="A2:A9">${RULES.join('')}</conditionalFormatting>`,
  );
  zip.file(part, xml);
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** Each saved rule of Players: its type and formula. */
async function savedRules(buffer: Buffer): Promise<string[][]> {
  const zip = await JSZip.loadAsync(buffer);
  const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
  return [...xml.matchAll(/<cfRule type="(\w+)"[^>]*>(?:<formula>(.*?)<\/formula>)?/g)].map((m) => [
    m[1],
    m[2] ?? '',
  ]);
}

it('reads each rule as the formula rule it amounts to', async () => {
  const doc = await XlsxDocument.fromBuffer(await tdWorkbook(), 'club');
  const rules = doc.spreadsheet.getSheetByName('Players')!.getConditionalFormatRules();
  expect(rules.map((r) => r._json())).toEqual(
    FORMULAS.map((f) => ({
      ranges: ['Players!A2:A9'],
      condition: {
        type: 'CUSTOM_FORMULA',
        values: [
          `=${f
            .replace(/&quot;/g, '"')
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')}`,
        ],
      },
      format: { background: '#ff0000' },
    })),
  );
});

it.each(['Players', 'Notes'])('keeps every rule through a save of a change to %s', async (tab) => {
  const doc = await XlsxDocument.fromBuffer(await tdWorkbook(), 'club');
  doc.spreadsheet.getSheetByName(tab)!.getRange('C1').setValue('Paid');
  doc.update();
  expect(await savedRules(await doc.toBuffer())).toEqual(FORMULAS.map((f) => ['expression', f]));
});

it('a duplicate rule over two boxes counts in both', async () => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Players');
  ws.getCell('A1').value = 'Name';
  ws.addConditionalFormatting({
    ref: 'A2:A4 C2:C4',
    rules: [{ type: 'expression', priority: 1, formulae: ['A2=1'], style: {} }],
  });
  const zip = await JSZip.loadAsync(await wb.xlsx.writeBuffer());
  const part = 'xl/worksheets/sheet1.xml';
  const xml = (await zip.file(part)!.async('string')).replace(
    /<cfRule[\s\S]*?<\/cfRule>/,
    '<cfRule type="duplicateValues" dxfId="0" priority="1"/>',
  );
  zip.file(part, xml);
  const doc = await XlsxDocument.fromBuffer(await zip.generateAsync({ type: 'nodebuffer' }), 'c');
  const rules = doc.spreadsheet.getSheetByName('Players')!.getConditionalFormatRules();
  expect(rules.map((r) => r._json().condition)).toEqual([
    {
      type: 'CUSTOM_FORMULA',
      values: ['=AND(A2<>"",COUNTIF($A$2:$A$4,A2)+COUNTIF($C$2:$C$4,A2)>1)'],
    },
  ]);
});
