/**
 * What the file library leaves out of a file it loads, and the command line carries over on
 * save exactly as read (xlsxGraft writes it back): chart sheets (a tab that is only a chart),
 * and on a worksheet its drawing (charts, pictures, shapes, text boxes) and its pivot tables.
 * In the workbook: links to other workbooks (formulas such as =[1]Fees!A1 read them by their
 * place in the list) and custom XML parts. Each is found by the relationships that lead to it;
 * whatever they lead to in turn (the chart of a drawing, the cache of a pivot table) goes with it.
 */
import type JSZip from 'jszip';
import { elements, internalRelationships, relationshipId, text, type TabPart } from './xlsxParts';

/** What a worksheet's relationship leads to: its drawing, or one of its pivot tables. */
type KeptKind = 'drawing' | 'pivotTable';

/** A relationship of a worksheet to a part carried over with it. */
interface KeptRelationship {
  kind: KeptKind;
  type: string;
  /** The part it leads to. */
  part: string;
}

/** A chart sheet as the workbook part lists it. */
export interface KeptChartSheet {
  name: string;
  /** Its place among the tabs of the file read. */
  tab: number;
  sheetId: string;
  state?: string;
  part: string;
  /** The relationship type the workbook gives it. */
  type: string;
}

/** A pivot cache the workbook part lists: pivot tables of a worksheet share it. */
interface KeptPivotCache {
  cacheId: string;
  part: string;
  type: string;
}

/** A part the workbook part leads to: a link to another workbook, or custom XML. */
interface KeptWorkbookPart {
  part: string;
  type: string;
}

export interface KeptParts {
  /** The file as read. */
  zip: JSZip;
  /** Every tab, in the order of the workbook part. */
  tabs: TabPart[];
  chartSheets: KeptChartSheet[];
  /** The relationships each worksheet carries, by tab name. */
  worksheets: Map<string, KeptRelationship[]>;
  pivotCaches: KeptPivotCache[];
  /** The links to other workbooks, in the order of the workbook part's list. */
  externalLinks: KeptWorkbookPart[];
  customXml: KeptWorkbookPart[];
}

const CHART_SHEET_TYPE = /\/relationships\/chartsheet$/;
const CUSTOM_XML = /\/relationships\/customXml$/;
/** What a drawing holds: a chart, picture or shape each in an anchor. */
const ANCHOR = /<(?:[\w.-]+:)?(?:twoCellAnchor|oneCellAnchor|absoluteAnchor)[\s>]/;
const KINDS: readonly [KeptKind, RegExp][] = [
  ['drawing', /\/relationships\/drawing$/],
  ['pivotTable', /\/relationships\/pivotTable$/],
];

/** What of the file `zip` the file library leaves out; `tabs` as xlsxParts.tabsOf reads them. */
export async function keptPartsOf(zip: JSZip, tabs: TabPart[]): Promise<KeptParts> {
  const book = await internalRelationships(zip, 'xl/workbook.xml');
  const typeOf = (part: string): string => book.find((r) => r.part === part)?.type ?? '';
  const chartSheets = tabs.flatMap((tab, index): KeptChartSheet[] =>
    tab.part && CHART_SHEET_TYPE.test(typeOf(tab.part)) && zip.file(tab.part)
      ? [
          {
            name: tab.name,
            tab: index,
            sheetId: tab.sheetId,
            state: tab.state,
            part: tab.part,
            type: typeOf(tab.part),
          },
        ]
      : [],
  );
  const worksheets = new Map<string, KeptRelationship[]>();
  for (const tab of tabs) {
    if (!tab.worksheet || !tab.part) continue;
    const kept: KeptRelationship[] = [];
    for (const r of await internalRelationships(zip, tab.part)) {
      const kind = KINDS.find(([, type]) => type.test(r.type))?.[0];
      if (!kind || !zip.file(r.part)) continue;
      // LibreOffice gives a tab with an AutoFilter an empty drawing: nothing to keep.
      if (kind === 'drawing' && !ANCHOR.test(await text(zip, r.part))) continue;
      kept.push({ kind, type: r.type, part: r.part });
    }
    if (kept.length) worksheets.set(tab.name, kept);
  }
  const byId = new Map(book.map((r) => [r.id, r]));
  const pivotCaches = elements(await text(zip, 'xl/workbook.xml'), 'pivotCache').flatMap(
    (cache): KeptPivotCache[] => {
      const r = byId.get(relationshipId(cache) ?? '');
      const cacheId = cache.get('cacheId');
      return r && cacheId ? [{ cacheId, part: r.part, type: r.type }] : [];
    },
  );
  const externalLinks = elements(await text(zip, 'xl/workbook.xml'), 'externalReference').flatMap(
    (link): KeptWorkbookPart[] => {
      const r = byId.get(relationshipId(link) ?? '');
      return r && zip.file(r.part) ? [{ part: r.part, type: r.type }] : [];
    },
  );
  const customXml = book
    .filter((r) => CUSTOM_XML.test(r.type) && zip.file(r.part))
    .map((r) => ({ part: r.part, type: r.type }));
  return { zip, tabs, chartSheets, worksheets, pivotCaches, externalLinks, customXml };
}

/** Whether the file has anything the file library leaves out. */
export function hasKeptParts(kept: KeptParts): boolean {
  return (
    kept.chartSheets.length > 0 ||
    kept.worksheets.size > 0 ||
    kept.externalLinks.length > 0 ||
    kept.customXml.length > 0
  );
}
