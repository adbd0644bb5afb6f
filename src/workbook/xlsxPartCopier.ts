/**
 * Copies parts of a file read into the file the library wrote, byte for byte, with the parts
 * their relationships lead to, their relationships and their content types. A part is saved
 * under its own name unless the library wrote another part there; then under a free name in the
 * same folder, the relationships to it following. Holds the text of the parts edited meanwhile.
 */
import type JSZip from 'jszip';
import { CONTENT_TYPES, withContentType, withoutOverride } from './xlsxContentTypes';
import { internalRelationships, relsPart, text } from './xlsxParts';
import { relativeTarget, retarget } from './xlsxRels';

/** Parts the library writes itself: never copied from the file read. */
const LIBRARY_PARTS =
  /^(xl\/workbook\.xml|xl\/worksheets\/|xl\/styles\.xml|xl\/sharedStrings\.xml|xl\/theme\/|xl\/calcChain\.xml|docProps\/)/;

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

export class PartCopier {
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

  /** Removes a part of the file written, its relationships and its content type. */
  async remove(part: string): Promise<void> {
    this.out.remove(part);
    this.out.remove(relsPart(part));
    this.texts.delete(part);
    this.texts.delete(relsPart(part));
    this.set(CONTENT_TYPES, withoutOverride((await this.text(CONTENT_TYPES)) ?? '', part));
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
    const types = (await this.text(CONTENT_TYPES)) ?? '';
    const read = await text(this.read, CONTENT_TYPES);
    this.set(CONTENT_TYPES, withContentType(types, read, part, saved));
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

  /** Where a part of the file read was saved, if it was copied. */
  savedAs(part: string): string | undefined {
    return this.copied.get(part);
  }

  async finish(): Promise<Buffer> {
    for (const [part, xml] of this.texts) this.out.file(part, xml);
    return this.out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  }
}
