import { describe, expect, it } from 'vitest';
import { inPlace } from '../../src/workbook/worksheetOrder';

/** A data bar's rule carries an extension list of its own, before the worksheet's. */
const DATA_BAR =
  '<conditionalFormatting sqref="B2:B4"><cfRule type="dataBar" priority="1"><dataBar><cfvo type="min"/><cfvo type="max"/></dataBar><extLst><ext uri="{B025F937-C7B1-47D3-B67F-A62EFF666E3E}"><x14:id>{1}</x14:id></ext></extLst></cfRule></conditionalFormatting>';
const HEAD = '<worksheet><sheetData><row r="1"/></sheetData>';

describe('an element written back into a worksheet part', () => {
  it('goes after a data bar and the page setup, before the worksheet extension list', () => {
    const xml = `${HEAD}${DATA_BAR}<pageMargins/><extLst><ext uri="x"/></extLst></worksheet>`;
    expect(inPlace(xml, 'drawing', '<drawing r:id="rId9"/>')).toBe(
      `${HEAD}${DATA_BAR}<pageMargins/><drawing r:id="rId9"/><extLst><ext uri="x"/></extLst></worksheet>`,
    );
  });

  it('goes before an element that follows it, and at the end when none does', () => {
    const xml = `${HEAD}<pageMargins/><legacyDrawing r:id="rId1"/></worksheet>`;
    expect(inPlace(xml, 'drawing', '<drawing r:id="rId9"/>')).toBe(
      `${HEAD}<pageMargins/><drawing r:id="rId9"/><legacyDrawing r:id="rId1"/></worksheet>`,
    );
    expect(inPlace(`${HEAD}${DATA_BAR}</worksheet>`, 'drawing', '<drawing r:id="rId9"/>')).toBe(
      `${HEAD}${DATA_BAR}<drawing r:id="rId9"/></worksheet>`,
    );
  });
});
