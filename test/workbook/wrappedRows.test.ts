import { describe, expect, it } from 'vitest';
import { createSpreadsheet, readWorkbook, toWorkbook } from '../../src/workbook';
import { textWidth } from '../../src/workbook/textWidth';
import { wrappedLines, wrappedRowHeights } from '../../src/workbook/wrappedRows';

const REGULAR = { size: 11, bold: false };

describe('lines of wrapped text', () => {
  it('wraps at spaces, a word that does not fit starting the next line', () => {
    // 249 pixels at 12 points: two lines in 230.
    const name = 'Zbigniew Dmitri Castellanos Rodriguez';
    expect(wrappedLines(name, 230, { size: 12, bold: false })).toBe(2);
    expect(wrappedLines(name, 250, { size: 12, bold: false })).toBe(1);
    // Each word 42 pixels, a space 3: no word fits after another in 80 pixels.
    expect(wrappedLines('aaaaaa bbbbbb cccccc', 80, REGULAR)).toBe(3);
    expect(wrappedLines('aaaaaa bbbbbb cccccc', 90, REGULAR)).toBe(2);
  });

  it('breaks a word longer than a line between its characters, and at each line break', () => {
    // x is 6.35 pixels at 11 points: 15 to a line of 100 pixels.
    expect(wrappedLines('x'.repeat(45), 100, REGULAR)).toBe(3);
    expect(wrappedLines('x'.repeat(46), 100, REGULAR)).toBe(4);
    expect(wrappedLines('one\ntwo', 100, REGULAR)).toBe(2);
  });

  it('breaks after a hyphen: "Okafor-" and "Williams" on two lines, not the name cut', () => {
    // Okafor-Williams is 96 pixels, Okafor- 45 and Williams 51.
    expect(wrappedLines('Okafor-Williams', 100, REGULAR)).toBe(1);
    expect(wrappedLines('Okafor-Williams', 90, REGULAR)).toBe(2);
    // Cut between its characters, the name would take three lines in 100 pixels (Dmitri |
    // Fitzgerald-Montgo | mery's choice); broken after its hyphen, it takes four.
    const bold = { size: 11, bold: true };
    expect(wrappedLines("Dmitri Fitzgerald-Montgomery's choice", 100, bold)).toBe(4);
    // An en dash or an em dash between letters breaks the same way: "Ana Okafor–" "Williams";
    // cut between its characters, the name would take three lines.
    expect(wrappedLines('Ana Okafor–Williams', 81, REGULAR)).toBe(2);
    expect(wrappedLines('Ana Okafor—Williams', 81, REGULAR)).toBe(2);
  });

  it('gives a Greek or Cyrillic name the lines it takes, not the width of CJK characters', () => {
    // 151 pixels at 11 points: one line in the By name sheet's 250-pixel Name column and in
    // the Standings' 210, as LibreOffice draws it (counted at the stand-in font's widths, 199
    // pixels, it took two there), two in 150.
    expect(wrappedLines('Γιώργος Παπαδόπουλος', (250 - 4) / 1.06, REGULAR)).toBe(1);
    expect(wrappedLines('Γιώργος Παπαδόπουλος', (210 - 4) / 1.06, REGULAR)).toBe(1);
    expect(wrappedLines('Γιώργος Παπαδόπουλος', (150 - 4) / 1.06, REGULAR)).toBe(2);
    expect(wrappedLines('Дмитрий Иванов', (210 - 4) / 1.06, REGULAR)).toBe(1);
    // Chinese characters stay as wide as the type size: 14 of them take two lines of 210.
    expect(wrappedLines('欧阳'.repeat(7), (210 - 4) / 1.06, REGULAR)).toBe(2);
  });

  it('puts no space before the part after a hyphen: Okafor-Williams (96 pixels) fits 97', () => {
    expect(wrappedLines('Okafor-Williams', 97, REGULAR)).toBe(1);
  });

  it('fits a line exactly as wide as its room, and a letter wider than the room on one line', () => {
    // At 12 points every width is a whole number of 128ths of a pixel: the sums are exact.
    const font = { size: 12, bold: false };
    expect(wrappedLines('ab cd', textWidth('ab cd', font), font)).toBe(1);
    expect(wrappedLines('abcd', textWidth('abcd', font), font)).toBe(1);
    // W is 14.2 pixels: alone in a 10-pixel column it still takes one line, two take two.
    expect(wrappedLines('W', 10, font)).toBe(1);
    expect(wrappedLines('WW', 10, font)).toBe(2);
  });

  it('counts each letter its width: 30 capital Ws take more lines than 30 is', () => {
    const font = { size: 12, bold: false };
    expect(wrappedLines('i'.repeat(30), 220, font)).toBe(1);
    // W is 14.2 pixels at 12 points: 427 pixels in all.
    expect(wrappedLines('W'.repeat(30), 220, font)).toBe(2);
    expect(wrappedLines('W'.repeat(30), 140, font)).toBe(4);
  });
});

describe('rows of wrapped text in the saved file', () => {
  it('leaves a 39-character note on one line of a round tab: Notes, 300 pixels at 12 points', () => {
    const ss = createSpreadsheet('Round 1', { sheets: ['Round 1'] });
    const sheet = ss.getSheetByName('Round 1')!;
    sheet
      .getRange(1, 1, 2, 1)
      .setValues([
        ['floated twice: Ada Park up, Wen Li down'],
        ['floated twice: Ada Park up, Wen Li down, and Ben Okafor up'],
      ]);
    sheet.setColumnWidth(1, 300);
    sheet.getRange(1, 1, 2, 1).setWrap(true).setFontSize(12);
    const ws = toWorkbook(ss).getWorksheet('Round 1')!;
    expect(ws.getRow(1).height).toBeUndefined();
    // Two lines of 12-point type: 15.6 points each, and 3 to spare.
    expect(ws.getRow(2).height).toBe(35);
  });

  it('gives a name of 30 capital Ws more lines than one of 30 is, in a 240-pixel column', () => {
    const ss = createSpreadsheet('Round 1', { sheets: ['Round 1'] });
    const sheet = ss.getSheetByName('Round 1')!;
    sheet.getRange(1, 1, 2, 1).setValues([['W'.repeat(30)], ['i'.repeat(30)]]);
    sheet.setColumnWidth(1, 240);
    sheet.getRange(1, 1, 2, 1).setWrap(true).setFontSize(12);
    const ws = toWorkbook(ss).getWorksheet('Round 1')!;
    expect(ws.getRow(1).height).toBe(35);
    expect(ws.getRow(2).height).toBeUndefined();
  });

  it('gives a name in Cyrillic or Greek capitals the lines it takes, with none to spare', () => {
    const names = [
      'ЕКАТЕРИНА ВЛАДИМИРОВНА КОНСТАНТИНОПОЛЬСКАЯ',
      'ΑΙΚΑΤΕΡΙΝΗ ΠΑΠΑΔΟΠΟΥΛΟΥ ΚΩΝΣΤΑΝΤΙΝΟΠΟΥΛΟΥ',
    ];
    const ss = createSpreadsheet('By name', { sheets: ['By name'] });
    const sheet = ss.getSheetByName('By name')!;
    sheet.getRange(1, 1, 2, 1).setValues(names.map((name) => [name]));
    sheet.setColumnWidth(1, 250);
    sheet.getRange(1, 1, 2, 1).setWrap(true);
    const ws = toWorkbook(ss).getWorksheet('By name')!;
    // Two lines of 11-point type, as LibreOffice draws them: the first two words of each, 177
    // and 173 pixels, fit the 232 a line keeps. Counted as wide as CJK characters, they took
    // four.
    expect(ws.getRow(1).height).toBe(32);
    expect(ws.getRow(2).height).toBe(32);
  });

  it('counts bold type wider: a bold name of 30 characters takes two lines in 210 pixels', () => {
    const ss = createSpreadsheet('Slips', { sheets: ['Slips'] });
    const sheet = ss.getSheetByName('Slips')!;
    const name = 'Elizabeth Isabella Gunawardena';
    sheet.getRange(1, 1, 2, 1).setValues([[name], [name]]);
    sheet.setColumnWidth(1, 210);
    sheet.setRowHeights(1, 2, 30);
    sheet.getRange(1, 1, 2, 1).setWrap(true);
    sheet.getRange(1, 1).setFontWeight('bold');
    const ws = toWorkbook(ss).getWorksheet('Slips')!;
    // 195 pixels of bold 11-point type (the file's font): two lines, 32 points.
    expect(ws.getRow(1).height).toBe(32);
    // The same name in plain type (190 pixels) fits the 30 pixels (22.5 points) set.
    expect(ws.getRow(2).height).toBe(22.5);
  });

  it('wraps in the width a column is fitted to when no width was set on it', () => {
    const ss = createSpreadsheet('Players', { sheets: ['Players'] });
    const sheet = ss.getSheetByName('Players')!;
    sheet.getRange(1, 1, 2, 1).setValues([['Ely'], ['Ann Lee Bo Kim']]);
    sheet.getRange(2, 1).setWrap(true);
    const ws = toWorkbook(ss).getWorksheet('Players')!;
    // Fitted to "Ely": the least width, 6 characters (42 pixels), one word to a line.
    expect(ws.getColumn(1).width).toBe(6);
    expect(ws.getRow(2).height).toBe(Math.ceil(4 * 14.3) + 3);
  });

  it('writes a column set to 100 pixels at that width, and wraps in it, also read back', () => {
    const ss = createSpreadsheet('Round 1', { sheets: ['Round 1'] });
    const sheet = ss.getSheetByName('Round 1')!;
    const names = 'Ada Park, Wen Li and Bo Kim';
    sheet.getRange(1, 1, 2, 2).setValues([
      [names, ''],
      ['', names],
    ]);
    sheet.setColumnWidth(1, 100);
    sheet.getRange(1, 1, 2, 2).setWrap(true);
    const wb = toWorkbook(ss);
    const ws = wb.getWorksheet('Round 1')!;
    // 100 pixels, 14.29 characters (left out, the column would be drawn some 64 pixels wide):
    // two lines.
    expect(ws.getColumn(1).width).toBe(14.29);
    expect(ws.getRow(1).height).toBe(Math.ceil(2 * 14.3) + 3);
    // No width on B: drawn 64 pixels wide, four lines, not the two of 100 pixels.
    expect(ws.getColumn(2).width).toBeUndefined();
    expect(ws.getRow(2).height).toBe(Math.ceil(4 * 14.3) + 3);
    // Read back, column A keeps its width: it is not fitted to the text of its cells.
    const read = readWorkbook(wb, 'club').spreadsheet;
    read.getSheetByName('Round 1')!.getRange(1, 1).setWrap(false);
    expect(toWorkbook(read).getWorksheet('Round 1')!.getColumn(1).width).toBe(14.29);
  });

  it('makes a row as tall as its tallest cell: 2 lines of 18 points over 3 lines of 9', () => {
    const ss = createSpreadsheet('Notes', { sheets: ['Notes'] });
    const sheet = ss.getSheetByName('Notes')!;
    sheet.getRange(1, 1, 1, 2).setValues([['Final round', 'Ada Park, Wen Li, Bo Kim and Eve Wu']]);
    sheet.setColumnWidths(1, 2, 100);
    sheet.getRange(1, 1, 1, 2).setWrap(true);
    sheet.getRange(1, 1).setFontSize(18);
    sheet.getRange(1, 2).setFontSize(9);
    const ws = toWorkbook(ss).getWorksheet('Notes')!;
    // 18-point "Final" and "round" on two lines (46.8 points) outgrow three 9-point lines (35.1).
    expect(ws.getRow(1).height).toBe(Math.ceil(2 * 23.4) + 3);
  });

  it('keeps 4 pixels of a column clear and 6 % (bold 10 %) of the rest to spare', () => {
    const ss = createSpreadsheet('Notes', { sheets: ['Notes'] });
    const sheet = ss.getSheetByName('Notes')!;
    // 124 pixels of plain 11-point Calibri, 127 in bold.
    const note = 'Bring your own clock';
    sheet.getRange(1, 1, 2, 1).setValues([[note], [note]]);
    sheet.getRange(1, 1, 2, 1).setWrap(true);
    sheet.getRange(2, 1).setFontWeight('bold');
    sheet.setColumnWidth(1, 132);
    // (132 - 4) / 1.06 is 120.8 pixels: two lines.
    expect(wrappedRowHeights(sheet)).toEqual(
      new Map([
        [1, 32],
        [2, 32],
      ]),
    );
    // (136 - 4) / 1.06 is 124.5: one line; in bold, (136 - 4) / 1.1 is 120: still two.
    sheet.setColumnWidth(1, 136);
    expect(wrappedRowHeights(sheet)).toEqual(new Map([[2, 32]]));
    // (140 - 4) / 1.1 is 123.6: the bold line still wraps, where 6 % would have kept it whole.
    sheet.setColumnWidth(1, 140);
    expect(wrappedRowHeights(sheet)).toEqual(new Map([[2, 32]]));
    // The width a column is fitted to counts over the width set on it.
    expect(wrappedRowHeights(sheet, () => 300)).toEqual(new Map());
    expect(wrappedRowHeights(sheet, () => 100)).toEqual(
      new Map([
        [1, 32],
        [2, 32],
      ]),
    );
  });

  it('keeps more room for a font of its own, which may be wider than Calibri', () => {
    const ss = createSpreadsheet('Notes', { sheets: ['Notes'] });
    const sheet = ss.getSheetByName('Notes')!;
    const note = 'Bring your own clock, please';
    sheet.getRange(1, 1, 2, 1).setValues([[note], [note]]);
    sheet.setColumnWidth(1, 200);
    sheet.getRange(1, 1, 2, 1).setWrap(true);
    sheet.getRange(2, 1).setFontFamily('Verdana');
    const ws = toWorkbook(ss).getWorksheet('Notes')!;
    // 170 pixels of 11-point Calibri: one line; in Verdana, two.
    expect(ws.getRow(1).height).toBeUndefined();
    expect(ws.getRow(2).height).toBe(Math.ceil(2 * 14.3) + 3);
  });
});
