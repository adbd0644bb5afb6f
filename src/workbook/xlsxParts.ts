/**
 * Where an .xlsx file stores its tabs and their notes. The file library reads a tab only from a
 * part named xl/worksheets/sheetN.xml, and notes only from xl/commentsN.xml with their shapes in
 * xl/drawings/vmlDrawingN.vml, the names Excel and LibreOffice always write; a tab stored under
 * another name is left out of what it loads, and would be lost when the file is saved.
 */
import { createRequire } from 'node:module';
import type JSZip from 'jszip';

/** A tab the workbook part lists, with the part its relationship points at. */
export interface TabPart {
  name: string;
  /** The part's path in the zip, or null when no relationship names it. */
  part: string | null;
  /** True for a worksheet (not a chart sheet or another kind of tab). */
  worksheet: boolean;
  /** The tab's sheetId in the workbook part, and its state ('hidden', 'veryHidden') if any. */
  sheetId: string;
  state?: string;
}

const WORKSHEET_TYPE = /\/relationships\/worksheet$/;
const COMMENTS_TYPE = /\/relationships\/comments$/;
const VML_TYPE = /\/relationships\/vmlDrawing$/;

/** The zip reader the file library itself uses. */
export function zipReader(): typeof JSZip {
  const load = createRequire(import.meta.url);
  return createRequire(load.resolve('exceljs'))('jszip') as typeof JSZip;
}

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, code: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (code[0] !== '#') return named[code.toLowerCase()];
    const hex = code[1] === 'x' || code[1] === 'X';
    return String.fromCodePoint(parseInt(code.slice(hex ? 2 : 1), hex ? 16 : 10));
  });
}

/** The attributes of each element `tag` (with any namespace prefix) in `xml`. */
export function elements(xml: string, tag: string): Map<string, string>[] {
  const found: Map<string, string>[] = [];
  for (const [, attributes] of xml.matchAll(new RegExp(`<(?:[\\w.-]+:)?${tag}\\s([^>]*)>`, 'g'))) {
    const map = new Map<string, string>();
    for (const [, name, value] of attributes.matchAll(/([\w.:-]+)\s*=\s*"([^"]*)"/g)) {
      map.set(name, unescapeXml(value));
    }
    found.push(map);
  }
  return found;
}

/** A relationship's attribute `id` (r:id, whatever its prefix). */
export function relationshipId(attributes: Map<string, string>): string | undefined {
  for (const [name, value] of attributes) if (/^[\w.-]+:id$/.test(name)) return value;
  return undefined;
}

/** The part a relationship target names, from the folder of the part that holds it. */
export function resolve(folder: string, target: string): string {
  const path = target.startsWith('/') ? [] : folder.split('/').filter(Boolean);
  for (const step of target.split('/')) {
    if (step === '..') path.pop();
    else if (step && step !== '.') path.push(step);
  }
  return path.join('/');
}

export async function text(zip: JSZip, path: string): Promise<string> {
  return (await zip.file(path)?.async('string')) ?? '';
}

/** The part holding the relationships of `part`. */
export function relsPart(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/** The relationships of `part`, each element's attributes. */
export async function relationships(zip: JSZip, part: string): Promise<Map<string, string>[]> {
  return elements(await text(zip, relsPart(part)), 'Relationship');
}

/** The relationships of a part that lead to another part of the file (not to a web address). */
export async function internalRelationships(
  zip: JSZip,
  part: string,
): Promise<{ id: string; type: string; target: string; part: string }[]> {
  const folder = part.slice(0, part.lastIndexOf('/'));
  return (await relationships(zip, part))
    .filter((r) => r.get('TargetMode') !== 'External' && r.get('Target'))
    .map((r) => ({
      id: r.get('Id') ?? '',
      type: r.get('Type') ?? '',
      target: r.get('Target')!,
      part: resolve(folder, r.get('Target')!),
    }));
}

/** The tabs of an .xlsx file, in the order of the workbook part, and the zip they are in. */
export async function tabParts(buffer: Buffer): Promise<{ zip: JSZip; tabs: TabPart[] }> {
  const zip = await zipReader().loadAsync(buffer);
  return { zip, tabs: await tabsOf(zip) };
}

/** The tabs of an opened .xlsx zip, in the order of the workbook part. */
export async function tabsOf(zip: JSZip): Promise<TabPart[]> {
  const rels = new Map(
    (await relationships(zip, 'xl/workbook.xml')).map((r) => [r.get('Id'), r] as const),
  );
  return elements(await text(zip, 'xl/workbook.xml'), 'sheet').map((sheet): TabPart => {
    const rel = rels.get(relationshipId(sheet));
    const target = rel?.get('Target');
    return {
      name: sheet.get('name') ?? '',
      part: target ? resolve('xl', target) : null,
      worksheet: WORKSHEET_TYPE.test(rel?.get('Type') ?? ''),
      sheetId: sheet.get('sheetId') ?? '',
      state: sheet.get('state'),
    };
  });
}

/** The relationship ids of the drawings of header or footer pictures in worksheet `xml`. */
function headerFooterDrawings(xml: string): Set<string> {
  const found = [...elements(xml, 'legacyDrawingHF'), ...elements(xml, 'drawingHF')];
  return new Set(found.map(relationshipId).filter((id) => id !== undefined));
}

/**
 * The file `buffer` (read as `zip`, `tabs`) for the file library to load: without the
 * relationships of each worksheet to the drawing of a header or footer picture, which it would
 * take for the shapes of the tab's notes (and fail to load, or misplace them).
 */
export async function withoutHeaderFooterDrawings(
  buffer: Buffer,
  zip: JSZip,
  tabs: TabPart[],
): Promise<Buffer> {
  const found: [string, Set<string>][] = [];
  for (const tab of tabs) {
    if (!tab.worksheet || !tab.part) continue;
    const pictures = headerFooterDrawings(await text(zip, tab.part));
    if (pictures.size) found.push([relsPart(tab.part), pictures]);
  }
  if (!found.length) return buffer;
  const copy = await zipReader().loadAsync(buffer);
  for (const [part, pictures] of found) {
    const rels = await text(copy, part);
    const relationship =
      /<(?:[\w.-]+:)?Relationship\s[^>]*?(?:\/>|>[\s\S]*?<\/(?:[\w.-]+:)?Relationship>)/g;
    copy.file(
      part,
      rels.replace(relationship, (element) =>
        pictures.has(elements(element, 'Relationship')[0]?.get('Id') ?? '') ? '' : element,
      ),
    );
  }
  return copy.generateAsync({ type: 'nodebuffer' });
}

/**
 * The tabs whose notes the file library cannot read (their parts under other names): loading
 * them fails. Only tabs in parts it reads are looked at; the others it leaves out.
 */
export async function tabsWithUnreadNotes(zip: JSZip, tabs: TabPart[]): Promise<string[]> {
  const found: string[] = [];
  for (const tab of tabs) {
    if (!tab.part || !/^xl\/worksheets\/sheet\d+\.xml$/.test(tab.part)) continue;
    // A picture in the header or footer has its own drawing (Excel: vmlDrawingHF1.vml), not
    // read as the notes' shapes; a file holding one is refused on save (xlsxDropped).
    const pictures = headerFooterDrawings(await text(zip, tab.part));
    const rels = (await relationships(zip, tab.part)).filter((r) => !pictures.has(r.get('Id')!));
    const readable = (type: RegExp, usual: RegExp): boolean =>
      rels.every((r) => {
        if (!type.test(r.get('Type') ?? '')) return true;
        const target = r.get('Target') ?? '';
        return usual.test(target) && zip.file(resolve('xl/worksheets', target)) !== null;
      });
    const hasNotes = rels.some((r) => COMMENTS_TYPE.test(r.get('Type') ?? ''));
    const notes = readable(COMMENTS_TYPE, /^\.\.\/comments\d+\.xml$/);
    // The shapes of the notes are read only for a tab with notes.
    const shapes = !hasNotes || readable(VML_TYPE, /^\.\.\/drawings\/vmlDrawing\d+\.vml$/);
    if (!notes || !shapes) found.push(tab.name);
  }
  return found;
}
