/**
 * Lists the chart sheets, pivot caches and links to other workbooks copied from a file read in
 * the workbook part written, and relates it to the custom XML parts copied.
 */
import type { KeptChartSheet, KeptParts } from './xlsxKept';
import { chartSheetPlace } from './xlsxNames';
import { elements } from './xlsxParts';
import type { PartCopier } from './xlsxPartCopier';
import { EMPTY_RELS, addRelationship, escapeXml, relativeTarget } from './xlsxRels';

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';

/** Adds one to every tab index at or past `index` the workbook part holds. */
function shiftTabIndexes(workbook: string, index: number): string {
  const shift =
    (attributes: string[]) =>
    (element: string): string =>
      element.replace(
        new RegExp(`\\b(${attributes.join('|')})="(\\d+)"`, 'g'),
        (all, name: string, n: string) => (Number(n) >= index ? `${name}="${Number(n) + 1}"` : all),
      );
  return workbook
    .replace(/<definedName\s[^>]*>/g, shift(['localSheetId']))
    .replace(/<workbookView\s[^>]*>/g, shift(['activeTab', 'firstSheet']));
}

/** The chart sheet part `xml` selected (it is the active tab) or not. */
function selected(xml: string, active: boolean): string {
  // Only the active tab is selected: Excel groups every tab marked selected.
  if (!active) return xml.replace(/\btabSelected="(1|true)"/g, 'tabSelected="0"');
  return xml.replace(/<sheetView\b[^>]*>/, (view) =>
    /\btabSelected="/.test(view)
      ? view.replace(/\btabSelected="[^"]*"/, 'tabSelected="1"')
      : view.replace('<sheetView', '<sheetView tabSelected="1"'),
  );
}

/** Lists a chart sheet among the tabs of the workbook part, at `index`; `active`: as active tab. */
export async function graftChartSheet(
  copier: PartCopier,
  sheet: KeptChartSheet,
  index: number,
  active: boolean,
): Promise<void> {
  const saved = await copier.copy(sheet.part, (xml) => selected(xml, active));
  const [rels, id] = addRelationship(
    (await copier.text(WORKBOOK_RELS)) ?? EMPTY_RELS,
    sheet.type,
    relativeTarget(WORKBOOK, saved),
  );
  copier.set(WORKBOOK_RELS, rels);
  let workbook = shiftTabIndexes((await copier.text(WORKBOOK))!, index);
  const ids = elements(workbook, 'sheet').map((s) => Number(s.get('sheetId')));
  const sheetId =
    ids.includes(Number(sheet.sheetId)) || !(Number(sheet.sheetId) >= 1)
      ? Math.max(0, ...ids) + 1
      : Number(sheet.sheetId);
  const state = sheet.state ? ` state="${escapeXml(sheet.state)}"` : '';
  const element = `<sheet name="${escapeXml(sheet.name)}" sheetId="${sheetId}"${state} r:id="${id}"/>`;
  const listed = [...workbook.matchAll(/<sheet\s[^>]*\/>/g)];
  const before = listed[index];
  workbook = before
    ? `${workbook.slice(0, before.index)}${element}${workbook.slice(before.index)}`
    : workbook.replace('</sheets>', `${element}</sheets>`);
  if (active) {
    workbook = workbook.replace(/<workbookView\s[^>]*>/, (view) =>
      view.replace(/\bactiveTab="\d+"/, `activeTab="${index}"`),
    );
  }
  // Its own defined names take its place now that it has one.
  workbook = workbook
    .split(`localSheetId="${chartSheetPlace(sheet.tab)}"`)
    .join(`localSheetId="${index}"`);
  copier.set(WORKBOOK, workbook);
}

/** Lists the pivot caches of the pivot tables copied in the workbook part. */
export async function graftPivotCaches(copier: PartCopier, kept: KeptParts): Promise<void> {
  const caches: string[] = [];
  let rels = (await copier.text(WORKBOOK_RELS)) ?? EMPTY_RELS;
  for (const cache of kept.pivotCaches) {
    const saved = copier.savedAs(cache.part);
    if (!saved) continue;
    const [withLink, id] = addRelationship(rels, cache.type, relativeTarget(WORKBOOK, saved));
    rels = withLink;
    caches.push(`<pivotCache cacheId="${escapeXml(cache.cacheId)}" r:id="${id}"/>`);
  }
  if (!caches.length) return;
  copier.set(WORKBOOK_RELS, rels);
  const workbook = (await copier.text(WORKBOOK))!;
  copier.set(
    WORKBOOK,
    workbook.replace('</workbook>', `<pivotCaches>${caches.join('')}</pivotCaches></workbook>`),
  );
}

/** Elements of the workbook part after externalReferences (ECMA-376 Part 1, CT_Workbook). */
const AFTER_EXTERNAL_REFERENCES =
  /<(definedNames|calcPr|oleSize|customWorkbookViews|pivotCaches|smartTagPr|smartTagTypes|webPublishing|fileRecoveryPr|webPublishObjects|extLst)[\s/>]/;

/**
 * Copies the links to other workbooks, listed in their order (a formula names one by its place
 * in the list: [1] is the first), and the custom XML parts.
 */
export async function graftWorkbookParts(copier: PartCopier, kept: KeptParts): Promise<void> {
  let rels = (await copier.text(WORKBOOK_RELS)) ?? EMPTY_RELS;
  const links: string[] = [];
  for (const link of [...kept.externalLinks, ...kept.customXml]) {
    const saved = await copier.copy(link.part);
    const [withLink, id] = addRelationship(rels, link.type, relativeTarget(WORKBOOK, saved));
    rels = withLink;
    if (kept.externalLinks.includes(link)) links.push(`<externalReference r:id="${id}"/>`);
  }
  copier.set(WORKBOOK_RELS, rels);
  if (!links.length) return;
  const workbook = (await copier.text(WORKBOOK))!;
  const element = `<externalReferences>${links.join('')}</externalReferences>`;
  const after = AFTER_EXTERNAL_REFERENCES.exec(workbook);
  copier.set(
    WORKBOOK,
    after
      ? `${workbook.slice(0, after.index)}${element}${workbook.slice(after.index)}`
      : workbook.replace('</workbook>', `${element}</workbook>`),
  );
}
