/**
 * What keeps a command's changes from being saved to the workbook file: cells written inside
 * merged cells, a tab's chart, picture or extras that would be lost, parts Pairsheet cannot keep.
 */
import type { XlsxDocument } from '../workbook/xlsxDocument';

/** How many merged cells a refusal names before "and N more". */
const MERGED_SHOWN = 5;

/**
 * The refusal of a command that wrote into cells the file merged with a cell above or beside
 * them (they would silently keep showing the merged cell's value), or null.
 */
function mergedCellsProblem(doc: XlsxDocument): string | null {
  const cells = doc.mergedCellWrites();
  if (cells.length === 0) return null;
  const more = cells.length > MERGED_SHOWN ? ` and ${cells.length - MERGED_SHOWN} more` : '';
  return (
    `This command writes into cells that are merged with the cell above or beside them: ` +
    `${cells.slice(0, MERGED_SHOWN).join(', ')}${more}. Unmerge them (Excel: Home › Merge & ` +
    `Center › Unmerge Cells; LibreOffice: Format › Merge and Unmerge Cells › Unmerge Cells), ` +
    `save, close the file and run the command again.`
  );
}

/**
 * The refusal of a command that would lose what a tab holds beyond its cells (a chart, a
 * picture, a pivot table, sparklines, scenarios…) by removing the tab or writing it anew, or
 * that adds a tab under the name of a chart sheet; or null.
 */
function keptPartsProblem(doc: XlsxDocument): string | null {
  const lost = doc.tabsLosingParts()[0];
  if (lost) {
    const what = lost.pivot ? 'a pivot table' : 'a chart, picture or shape';
    const how = lost.rebuilt ? 'writes that tab anew' : 'removes that tab';
    return (
      `The tab "${lost.tab}" holds ${what}, which would be lost: this command ${how}. ` +
      `Move it to a tab of your own (cut it, then paste it on the other tab), save, close the ` +
      `file and run the command again.`
    );
  }
  const extras = doc.tabsLosingExtras()[0];
  if (extras) {
    const how = extras.rebuilt ? 'writes that tab anew' : 'removes that tab';
    // "a background picture" alone is one thing; the other extras are named in the plural.
    const them = extras.what.startsWith('a ') ? 'it' : 'them';
    return (
      `The tab "${extras.tab}" holds ${extras.what}, which ` +
      `would be lost: this command ${how}. Put ${them} on a tab of your own instead (one ` +
      `Pairsheet does not write), save, close the file and run the command again.`
    );
  }
  const clash = doc.chartSheetsNamedLikeTabs()[0];
  if (clash) {
    return (
      `The chart sheet "${clash}" has the name of a tab this command writes. Rename the chart ` +
      `sheet (right-click its tab, Rename), save, close the file and run the command again.`
    );
  }
  return null;
}

/**
 * The refusal of a command that would save a file holding what Pairsheet cannot keep (a form
 * control, an embedded object…), or null: every tab is written anew on save, so it would be
 * lost whichever tab it is on.
 */
function droppedPartsProblem(doc: XlsxDocument): string | null {
  const dropped = doc.droppedOnSave()[0];
  if (!dropped) return null;
  const where = dropped.tab === null ? 'This workbook' : `The tab "${dropped.tab}"`;
  return (
    `${where} holds ${dropped.what}, which Pairsheet cannot keep when it saves the file. ` +
    dropped.fix
  );
}

/** What keeps a command's changes from being saved (see the problems above), or null. */
export function savingProblem(doc: XlsxDocument): string | null {
  return mergedCellsProblem(doc) ?? keptPartsProblem(doc) ?? droppedPartsProblem(doc);
}
