/**
 * Writes back into a saved file what xlsxKept found in the file as read (xlsxPartCopier copies
 * the parts): each worksheet's drawing and pivot tables, the chart sheets, the pivot caches,
 * the links to other workbooks and the custom XML parts.
 * Pairsheet changes nothing inside a chart or drawing: a chart whose series read a tab a command
 * wrote anew is worked out again by Excel or LibreOffice from that tab's cells when they open
 * the file.
 */
import { graftChartSheet, graftPivotCaches, graftWorkbookParts } from './xlsxGraftWorkbook';
import type { KeptChartSheet, KeptParts } from './xlsxKept';
import { PartCopier } from './xlsxPartCopier';
import { elements, relsPart, resolve, zipReader } from './xlsxParts';
import { inPlace } from './worksheetOrder';
import { EMPTY_RELS, addRelationship, relativeTarget, retarget } from './xlsxRels';

/** Where the kept parts go in the file the library wrote. */
export interface GraftPlan {
  /** Each chart sheet and its place among the tabs saved, in the order of those places. */
  chartSheets: { sheet: KeptChartSheet; index: number }[];
  /** A worksheet part the library wrote, and the tab it was read from. */
  worksheets: { part: string; tab: string }[];
  /** The chart sheet that stays the active tab, or null. */
  active: KeptChartSheet | null;
}

/**
 * The library writes a drawing of its own for the pictures it read on a worksheet: the drawing
 * read replaces it. Returns the id of the worksheet's relationship to it, or null.
 */
async function dropLibraryDrawing(copier: PartCopier, part: string): Promise<string | null> {
  const sheet = (await copier.text(part)) ?? '';
  const rels = (await copier.text(relsPart(part))) ?? EMPTY_RELS;
  const own = /<drawing\s[^>]*?r:id="([^"]+)"[^>]*\/>/.exec(sheet);
  const rel = own && elements(rels, 'Relationship').find((r) => r.get('Id') === own[1]);
  if (!own || !rel) return null;
  await copier.remove(resolve('xl/worksheets', rel.get('Target') ?? ''));
  return own[1];
}

/** Gives a worksheet written by the library the drawing and pivot tables it was read with. */
async function graftWorksheet(
  copier: PartCopier,
  kept: KeptParts,
  part: string,
  tab: string,
  ownDrawing: string | null,
): Promise<void> {
  let sheet = (await copier.text(part)) ?? '';
  let rels = (await copier.text(relsPart(part))) ?? EMPTY_RELS;
  for (const link of kept.worksheets.get(tab) ?? []) {
    const target = relativeTarget(part, await copier.copy(link.part));
    if (link.kind === 'drawing' && ownDrawing) {
      rels = retarget(rels, ownDrawing, target);
      continue;
    }
    const [withLink, id] = addRelationship(rels, link.type, target);
    rels = withLink;
    if (link.kind !== 'drawing') continue;
    sheet = inPlace(sheet, 'drawing', `<drawing r:id="${id}"/>`);
  }
  copier.set(part, sheet);
  copier.set(relsPart(part), rels);
}

/** The file `written` (as the library wrote it) with the parts `kept` of the file read. */
export async function graftParts(
  written: Buffer,
  kept: KeptParts,
  plan: GraftPlan,
): Promise<Buffer> {
  const copier = new PartCopier(await zipReader().loadAsync(written), kept.zip);
  const own = new Map<string, string | null>();
  for (const { part, tab } of plan.worksheets) {
    const drawn = kept.worksheets.get(tab)?.some((link) => link.kind === 'drawing');
    own.set(part, drawn ? await dropLibraryDrawing(copier, part) : null);
  }
  for (const { part, tab } of plan.worksheets) {
    await graftWorksheet(copier, kept, part, tab, own.get(part) ?? null);
  }
  for (const { sheet, index } of plan.chartSheets) {
    await graftChartSheet(copier, sheet, index, sheet === plan.active);
  }
  await graftPivotCaches(copier, kept);
  await graftWorkbookParts(copier, kept);
  return copier.finish();
}
