/**
 * Writes back into a saved file what xlsxKept found in the file as read: each part copied byte
 * for byte, with the parts its relationships lead to, its relationships and its content type.
 * A part is saved under its own name unless the file library wrote another part there; then
 * under a free name in the same folder, the relationships to it following. Pairsheet changes
 * nothing inside a chart or drawing: a chart whose series read a tab a command wrote anew is
 * worked out again by Excel or LibreOffice from that tab's cells when they open the file.
 */
import type JSZip from 'jszip';
import { internalRelationships, type KeptChartSheet, type KeptParts } from './xlsxKept';
import { elements, relsPart, resolve, text, zipReader } from './xlsxParts';

/** Where the kept parts go in the file the library wrote. */
export interface GraftPlan {
  /** Each chart sheet and its place among the tabs saved, in the order of those places. */
  chartSheets: { sheet: KeptChartSheet; index: number }[];
  /** A worksheet part the library wrote, and the tab it was read from. */
  worksheets: { part: string; tab: string }[];
}

const TYPES = '[Content_Types].xml';
const WORKBOOK = 'xl/workbook.xml';
const RELS_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';

/** Parts the library writes itself: never copied from the file read. */
const LIBRARY_PARTS =
  /^(xl\/workbook\.xml|xl\/worksheets\/|xl\/styles\.xml|xl\/sharedStrings\.xml|xl\/theme\/|xl\/calcChain\.xml|docProps\/)/;

/** Elements a worksheet part holds after its drawing element (ECMA-376 Part 1, CT_Worksheet). */
const AFTER_DRAWING =
  /<(legacyDrawing|legacyDrawingHF|drawingHF|picture|oleObjects|controls|webPublishItems|tableParts|extLst)[\s/>]/;

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The target of a relationship from `from` to `to`, relative to the folder of `from`. */
export function relativeTarget(from: string, to: string): string {
  const folder = from.split('/').slice(0, -1);
  const target = to.split('/');
  let same = 0;
  while (same < folder.length && same < target.length - 1 && folder[same] === target[same]) {
    same++;
  }
  return [...folder.slice(same).map(() => '..'), ...target.slice(same)].join('/');
}

/** A free name in the folder of `part`: chart1.xml → chart2.xml, chart3.xml… */
function freeName(part: string, taken: (path: string) => boolean): string {
  const match = /^(.*?)(\d*)(\.[^./]+)?$/.exec(part)!;
  for (let n = Number(match[2] || 1) + 1; ; n++) {
    const candidate = `${match[1]}${n}${match[3] ?? ''}`;
    if (!taken(candidate)) return candidate;
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** Adds a relationship to a relationships part; returns the new relationship's id. */
function addRelationship(xml: string, type: string, target: string): [string, string] {
  const ids = elements(xml, 'Relationship').map((r) =>
    Number(/^rId(\d+)$/.exec(r.get('Id') ?? '')?.[1] ?? 0),
  );
  const id = `rId${Math.max(0, ...ids) + 1}`;
  const element = `<Relationship Id="${id}" Type="${escapeXml(type)}" Target="${escapeXml(target)}"/>`;
  return [xml.replace('</Relationships>', `${element}</Relationships>`), id];
}

/** The relationships part with the target of relationship `id` set to `target`. */
function retarget(xml: string, id: string, target: string): string {
  return xml.replace(/<Relationship\s[^>]*>/g, (element) => {
    const attributes = elements(element, 'Relationship')[0];
    if (attributes?.get('Id') !== id) return element;
    return element.replace(/\bTarget\s*=\s*"[^"]*"/, `Target="${escapeXml(target)}"`);
  });
}

class Graft {
  private readonly copied = new Map<string, string>();
  private readonly texts = new Map<string, string>();

  constructor(
    private readonly out: JSZip,
    private readonly read: JSZip,
  ) {}

  /** The text of a part of the file written, as changed so far. */
  async text(part: string): Promise<string | null> {
    if (!this.texts.has(part)) {
      const file = this.out.file(part);
      if (!file) return null;
      this.texts.set(part, await file.async('string'));
    }
    return this.texts.get(part)!;
  }

  set(part: string, xml: string): void {
    this.texts.set(part, xml);
  }

  remove(part: string): void {
    this.out.remove(part);
    this.out.remove(relsPart(part));
    this.texts.delete(part);
    this.texts.delete(relsPart(part));
  }

  private taken = (path: string): boolean =>
    this.out.file(path) !== null || [...this.copied.values()].includes(path);

  /** Copies `part` of the file read, and what it leads to; returns where it is saved. */
  async copy(part: string, change?: (xml: string) => string): Promise<string> {
    const done = this.copied.get(part);
    if (done) return done;
    let bytes = await this.read.file(part)!.async('uint8array');
    if (change) bytes = Buffer.from(change(Buffer.from(bytes).toString('utf8')), 'utf8');
    const links = await internalRelationships(this.read, part);
    const there = this.out.file(part);
    if (there && links.length === 0 && sameBytes(await there.async('uint8array'), bytes)) {
      this.copied.set(part, part);
      return part;
    }
    const saved = this.taken(part) ? freeName(part, this.taken) : part;
    this.copied.set(part, saved);
    this.out.file(saved, bytes);
    await this.addContentType(part, saved);
    const rels = this.read.file(relsPart(part));
    if (!rels) return saved;
    let xml = await rels.async('string');
    for (const link of links) {
      if (LIBRARY_PARTS.test(link.part) || !this.read.file(link.part)) continue;
      const to = await this.copy(link.part);
      if (to !== link.part) xml = retarget(xml, link.id, relativeTarget(saved, to));
    }
    this.set(relsPart(saved), xml);
    return saved;
  }

  /** Gives `saved` the content type `part` had in the file read. */
  private async addContentType(part: string, saved: string): Promise<void> {
    const read = await text(this.read, TYPES);
    let types = (await this.text(TYPES)) ?? '';
    const override = elements(read, 'Override').find((o) => o.get('PartName') === `/${part}`);
    const extension = saved.slice(saved.lastIndexOf('.') + 1).toLowerCase();
    const defaults = (xml: string): Map<string, string>[] =>
      elements(xml, 'Default').filter((d) => d.get('Extension')?.toLowerCase() === extension);
    if (override) {
      const type = override.get('ContentType') ?? '';
      const element = `<Override PartName="/${escapeXml(saved)}" ContentType="${escapeXml(type)}"/>`;
      types = types.replace('</Types>', `${element}</Types>`);
    } else if (defaults(types).length === 0) {
      const type = defaults(read)[0]?.get('ContentType');
      if (type) {
        const element = `<Default Extension="${escapeXml(extension)}" ContentType="${escapeXml(type)}"/>`;
        types = types.replace(/<Types\b[^>]*>/, (open) => `${open}${element}`);
      }
    }
    this.set(TYPES, types);
  }

  /** Leaves out the content type of a part removed. */
  async removeContentType(part: string): Promise<void> {
    const types = (await this.text(TYPES)) ?? '';
    this.set(
      TYPES,
      types.replace(/<Override\s[^>]*>/g, (element) =>
        elements(element, 'Override')[0]?.get('PartName') === `/${part}` ? '' : element,
      ),
    );
  }

  /** Where a part of the file read was saved, if it was copied. */
  savedAs(part: string): string | undefined {
    return this.copied.get(part);
  }

  async finish(): Promise<Buffer> {
    for (const [part, xml] of this.texts) this.out.file(part, xml);
    return this.out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  }
}

/**
 * The library writes a drawing of its own for the pictures it read on a worksheet: the drawing
 * read replaces it. Returns the id of the worksheet's relationship to it, or null.
 */
async function dropLibraryDrawing(graft: Graft, part: string): Promise<string | null> {
  const sheet = (await graft.text(part)) ?? '';
  const rels = (await graft.text(relsPart(part))) ?? RELS_XML;
  const own = /<drawing\s[^>]*?r:id="([^"]+)"[^>]*\/>/.exec(sheet);
  const rel = own && elements(rels, 'Relationship').find((r) => r.get('Id') === own[1]);
  if (!own || !rel) return null;
  const drawing = resolve('xl/worksheets', rel.get('Target') ?? '');
  graft.remove(drawing);
  await graft.removeContentType(drawing);
  return own[1];
}

/** Gives a worksheet written by the library the drawing and pivot tables it was read with. */
async function graftWorksheet(
  graft: Graft,
  kept: KeptParts,
  part: string,
  tab: string,
  ownDrawing: string | null,
): Promise<void> {
  let sheet = (await graft.text(part)) ?? '';
  let rels = (await graft.text(relsPart(part))) ?? RELS_XML;
  for (const link of kept.worksheets.get(tab) ?? []) {
    const target = relativeTarget(part, await graft.copy(link.part));
    if (link.kind === 'drawing' && ownDrawing) {
      rels = retarget(rels, ownDrawing, target);
      continue;
    }
    const [withLink, id] = addRelationship(rels, link.type, target);
    rels = withLink;
    if (link.kind !== 'drawing') continue;
    const element = `<drawing r:id="${id}"/>`;
    const after = AFTER_DRAWING.exec(sheet);
    sheet = after
      ? `${sheet.slice(0, after.index)}${element}${sheet.slice(after.index)}`
      : sheet.replace('</worksheet>', `${element}</worksheet>`);
  }
  graft.set(part, sheet);
  graft.set(relsPart(part), rels);
}

/** Adds one to every tab index at or past `index` the workbook part holds. */
function shiftTabIndexes(workbook: string, index: number): string {
  const shift =
    (tag: string, attributes: string[]) =>
    (element: string): string =>
      element.replace(
        new RegExp(`\\b(${attributes.join('|')})="(\\d+)"`, 'g'),
        (all, name: string, n: string) => (Number(n) >= index ? `${name}="${Number(n) + 1}"` : all),
      );
  return workbook
    .replace(/<definedName\s[^>]*>/g, shift('definedName', ['localSheetId']))
    .replace(/<workbookView\s[^>]*>/g, shift('workbookView', ['activeTab', 'firstSheet']));
}

/** Lists a chart sheet among the tabs of the workbook part, at `index`. */
async function graftChartSheet(graft: Graft, sheet: KeptChartSheet, index: number): Promise<void> {
  // Only the active tab is selected: Excel groups every tab marked selected.
  const saved = await graft.copy(sheet.part, (xml) =>
    xml.replace(/\btabSelected="(1|true)"/g, 'tabSelected="0"'),
  );
  const [rels, id] = addRelationship(
    (await graft.text('xl/_rels/workbook.xml.rels')) ?? RELS_XML,
    sheet.type,
    relativeTarget(WORKBOOK, saved),
  );
  graft.set('xl/_rels/workbook.xml.rels', rels);
  let workbook = shiftTabIndexes((await graft.text(WORKBOOK))!, index);
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
  graft.set(WORKBOOK, workbook);
}

/** Lists the pivot caches of the pivot tables copied in the workbook part. */
async function graftPivotCaches(graft: Graft, kept: KeptParts): Promise<void> {
  const caches: string[] = [];
  let rels = (await graft.text('xl/_rels/workbook.xml.rels')) ?? RELS_XML;
  for (const cache of kept.pivotCaches) {
    const saved = graft.savedAs(cache.part);
    if (!saved) continue;
    const [withLink, id] = addRelationship(rels, cache.type, relativeTarget(WORKBOOK, saved));
    rels = withLink;
    caches.push(`<pivotCache cacheId="${escapeXml(cache.cacheId)}" r:id="${id}"/>`);
  }
  if (!caches.length) return;
  graft.set('xl/_rels/workbook.xml.rels', rels);
  const workbook = (await graft.text(WORKBOOK))!;
  graft.set(
    WORKBOOK,
    workbook.replace('</workbook>', `<pivotCaches>${caches.join('')}</pivotCaches></workbook>`),
  );
}

/** The file `written` (as the library wrote it) with the parts `kept` of the file read. */
export async function graftParts(
  written: Buffer,
  kept: KeptParts,
  plan: GraftPlan,
): Promise<Buffer> {
  const graft = new Graft(await zipReader().loadAsync(written), kept.zip);
  const own = new Map<string, string | null>();
  for (const { part, tab } of plan.worksheets) {
    const drawn = kept.worksheets.get(tab)?.some((link) => link.kind === 'drawing');
    own.set(part, drawn ? await dropLibraryDrawing(graft, part) : null);
  }
  for (const { part, tab } of plan.worksheets) {
    await graftWorksheet(graft, kept, part, tab, own.get(part) ?? null);
  }
  for (const { sheet, index } of plan.chartSheets) await graftChartSheet(graft, sheet, index);
  await graftPivotCaches(graft, kept);
  return graft.finish();
}
