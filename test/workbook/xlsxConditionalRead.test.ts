/** Conditional formats typed in Excel, as the add-in reads them from the .xlsx file. */
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { XlsxDocument } from '../../src/workbook/index';

type Rule = ExcelJS.ConditionalFormattingRule;

async function rulesRead(rules: Partial<Rule>[]): Promise<unknown[]> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Results');
  ws.addRow(['Score']);
  rules.forEach((rule, i) =>
    ws.addConditionalFormatting({
      ref: `A${i + 2}`,
      rules: [{ priority: i + 1, style: {}, ...rule } as Rule],
    }),
  );
  const doc = await XlsxDocument.fromBuffer(Buffer.from(await wb.xlsx.writeBuffer()), 'results');
  return doc.spreadsheet
    .getSheetByName('Results')!
    .getConditionalFormatRules()
    .map((r) => r._json());
}

it('reads the number conditions as their Sheets equivalents', async () => {
  const got = await rulesRead([
    { type: 'cellIs', operator: 'equal', formulae: [3] },
    { type: 'cellIs', operator: 'greaterThan', formulae: [4] },
    { type: 'cellIs', operator: 'lessThan', formulae: [5] },
    { type: 'cellIs', operator: 'between', formulae: [1, 9] },
  ]);
  const rule = (type: string, values: number[], cell: string) => ({
    ranges: [`Results!${cell}`],
    condition: { type, values },
    format: {},
  });
  expect(got).toEqual([
    rule('NUMBER_EQUAL_TO', [3], 'A2'),
    rule('NUMBER_GREATER_THAN', [4], 'A3'),
    rule('NUMBER_LESS_THAN', [5], 'A4'),
    rule('NUMBER_BETWEEN', [1, 9], 'A5'),
  ]);
});

it('reads the format of a rule: fill, font colour, bold, italic, strikethrough, underline', async () => {
  const got = await rulesRead([
    {
      type: 'expression',
      formulae: ['A2>1'],
      style: {
        fill: { type: 'pattern', pattern: 'solid', bgColor: { argb: 'FFF4CCCC' } },
        font: {
          bold: true,
          italic: true,
          strike: true,
          underline: true,
          color: { argb: 'FF0000FF' },
        },
      },
    },
  ]);
  expect(got).toEqual([
    {
      ranges: ['Results!A2'],
      condition: { type: 'CUSTOM_FORMULA', values: ['=A2>1'] },
      format: {
        background: '#f4cccc',
        fontColor: '#0000ff',
        bold: true,
        italic: true,
        strikethrough: true,
        underline: true,
      },
    },
  ]);
});
