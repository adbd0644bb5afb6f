/**
 * AutoFilters on a tab (not a table) survive a command: the range and every criterion in it are
 * written back as read, with the hidden name _xlnm._FilterDatabase local to its tab.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { XlsxDocument } from '../../src/workbook/index';
import { savedTwice } from '../support/savedTwice';
import { filterDatabaseRange } from '../../src/workbook/xlsxFilters';
import { autoFiltersIn, filterDatabaseNames, withAutoFilters } from '../support/autoFilters';
import { tabParts } from '../support/xlsxZip';

const PLAYERS_CRITERIA =
  '<filterColumn colId="2"><filters><filter val="Open"/><filter val="Dan"/></filters></filterColumn>';
/** Unfinished boards 2 to 9: no result yet, and two conditions on the board number. */
const ROUND_CRITERIA =
  '<filterColumn colId="0"><customFilters and="1"><customFilter operator="greaterThanOrEqual" ' +
  'val="2"/><customFilter operator="lessThanOrEqual" val="9"/></customFilters></filterColumn>' +
  '<filterColumn colId="2"><filters blank="1"/></filterColumn>';
/** The two highest fees, above the average, sorted by amount. */
const FEES_CRITERIA =
  '<filterColumn colId="1"><top10 val="2" filterVal="30"/></filterColumn>' +
  '<filterColumn colId="2"><dynamicFilter type="aboveAverage" val="20"/></filterColumn>' +
  '<sortState ref="A2:C5"><sortCondition descending="1" ref="B2:B5"/></sortState>';

async function book(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Players').addRows([
    ['Name', 'Rank', 'Band'],
    ['Ann Lee', '3d', 'Dan'],
    ['Bo Chen', '1d', 'Dan'],
    ['Cy Diaz', '2k', 'Open'],
    ['Di Egan', '15k', 'DDK'],
  ]);
  wb.addWorksheet('Round 1').addRows([
    ['Club event'],
    ['Round 1'],
    ['Board', 'White', 'Result'],
    [1, 'Ann Lee', 'W+R'],
    [2, 'Cy Diaz', ''],
  ]);
  wb.addWorksheet('Fees').addRows([
    ['Item', 'Cost', 'Share'],
    ['Hall', 120, 30],
    ['Tea', 15, 5],
    ['Prizes', 60, 20],
    ['Boards', 30, 10],
  ]);
  return withAutoFilters(Buffer.from(await wb.xlsx.writeBuffer()), [
    { tab: 'Players', ref: 'A1:C5', criteria: PLAYERS_CRITERIA, hidden: [5] },
    { tab: 'Round 1', ref: 'A3:C5', criteria: ROUND_CRITERIA, hidden: [4] },
    { tab: 'Fees', ref: 'A1:C5', criteria: FEES_CRITERIA, hidden: [3, 5] },
  ]);
}

/** As written back: Excel's revision id is left out (its namespace is not declared there). */
const filter = (ref: string, criteria: string): string =>
  `<autoFilter ref="${ref}">${criteria}</autoFilter>`;

describe('AutoFilters on a tab', () => {
  it('keep their range and criteria when a command writes the tab and adds one before it', async () => {
    const doc = await XlsxDocument.fromBuffer(await book(), 'club');
    const ss = doc.spreadsheet;
    ss.getSheetByName('Players')!.getRange('C4').setValue('Dan');
    ss.getSheetByName('Round 1')!.getRange('C5').setValue('B+R');
    ss.insertSheet('Bands', 0);
    expect(doc.update()).toBe(true);
    const saved = await doc.toBuffer();

    expect(await autoFiltersIn(saved)).toEqual(
      new Map([
        ['Players', filter('A1:C5', PLAYERS_CRITERIA)],
        ['Round 1', filter('A3:C5', ROUND_CRITERIA)],
        ['Fees', filter('A1:C5', FEES_CRITERIA)],
      ]),
    );
    // One name per tab, local to it where it now stands (Bands took the first place).
    expect(await filterDatabaseNames(saved)).toEqual([
      "Players hidden: 'Players'!$A$1:$C$5",
      "Round 1 hidden: 'Round 1'!$A$3:$C$5",
      "Fees hidden: 'Fees'!$A$1:$C$5",
    ]);
    const again = new ExcelJS.Workbook();
    await again.xlsx.load(saved as unknown as ExcelJS.Buffer);
    expect(again.getWorksheet('Players')!.getCell('C4').value).toBe('Dan');
    // The rows the criteria hid stay hidden (the spreadsheet program applies them again).
    expect(again.getWorksheet('Fees')!.getRow(3).hidden).toBe(true);
    expect(again.getWorksheet('Fees')!.getRow(4).hidden).toBe(false);
  });

  it('go with a tab deleted or rebuilt, and follow a tab renamed', async () => {
    const doc = await XlsxDocument.fromBuffer(await book(), 'club');
    const ss = doc.spreadsheet;
    ss.deleteSheet(ss.getSheetByName('Players')!);
    ss.getSheetByName('Round 1')!.setName("Ann's round");
    // A tab a command rebuilds is a new tab in the old one's place.
    ss.deleteSheet(ss.getSheetByName('Fees')!);
    ss.insertSheet('Fees')
      .getRange('A1:B2')
      .setValues([
        ['Item', 'Cost'],
        ['Hall', 130],
      ]);
    expect(doc.update()).toBe(true);
    const saved = await doc.toBuffer();
    expect(await autoFiltersIn(saved)).toEqual(
      new Map([["Ann's round", filter('A3:C5', ROUND_CRITERIA)]]),
    );
    expect(await filterDatabaseNames(saved)).toEqual([
      "Ann's round hidden: 'Ann''s round'!$A$3:$C$5",
    ]);
  });

  it('read the same from a file saved once more', async () => {
    const { once, twice } = await savedTwice(await book());
    expect(await autoFiltersIn(twice)).toEqual(
      new Map([
        ['Players', filter('A1:C5', PLAYERS_CRITERIA)],
        ['Round 1', filter('A3:C5', ROUND_CRITERIA)],
        ['Fees', filter('A1:C5', FEES_CRITERIA)],
      ]),
    );
    expect(await filterDatabaseNames(twice)).toEqual(await filterDatabaseNames(once));
    expect(await filterDatabaseNames(twice)).toEqual([
      "Players hidden: 'Players'!$A$1:$C$5",
      "Round 1 hidden: 'Round 1'!$A$3:$C$5",
      "Fees hidden: 'Fees'!$A$1:$C$5",
    ]);
  });
});

describe('the hidden name of an AutoFilter', () => {
  it('is the range as an absolute reference, the tab quoted', () => {
    expect(filterDatabaseRange("Ann's list", 'a4:xfd24 ')).toBe("'Ann''s list'!$A$4:$XFD$24");
    expect(filterDatabaseRange('Fees', { ref: 'B2', xml: [] })).toBe("'Fees'!$B$2");
    expect(filterDatabaseRange('Fees', 'A1:B2:C3')).toBeNull();
    expect(filterDatabaseRange('Fees', 'A1:Total')).toBeNull();
    expect(filterDatabaseRange('Fees', null)).toBeNull();
  });

  it('is written for a file that has none, and dropped for a tab with no AutoFilter left', async () => {
    const zip = await JSZip.loadAsync(await book());
    const workbook = await zip.file('xl/workbook.xml')!.async('string');
    // No name for the AutoFilters of Players and Fees; a name left by a filter since removed on Round 1.
    const stale = workbook.replace(
      /<definedNames>.*<\/definedNames>/s,
      `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="1" hidden="1">'Round 1'!$A$3:$C$5</definedName></definedNames>`,
    );
    zip.file('xl/workbook.xml', stale);
    const round = (await tabParts(zip)).get('Round 1')!;
    const xml = await zip.file(round)!.async('string');
    zip.file(round, xml.replace(/<autoFilter\b.*<\/autoFilter>/s, ''));
    const doc = await XlsxDocument.fromBuffer(await zip.generateAsync({ type: 'nodebuffer' }), 'c');
    doc.spreadsheet.getSheetByName('Players')!.getRange('A2').setValue('Ann Li');
    expect(doc.update()).toBe(true);
    expect(await filterDatabaseNames(await doc.toBuffer())).toEqual([
      "Players hidden: 'Players'!$A$1:$C$5",
      "Fees hidden: 'Fees'!$A$1:$C$5",
    ]);
  });
});
