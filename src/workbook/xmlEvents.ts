/**
 * A part of a file kept exactly as read: the XML events of one element and all it holds,
 * recorded while the file library parses the file, and written back the same way on save
 * (tables in xlsxTables, AutoFilters in xlsxFilters).
 */
import type { SaxNode } from './libraryParts';

export type XmlEvent = ['open', SaxNode] | ['text', string] | ['close'];

/** The file library's XML writer. */
export interface XmlStream {
  openXml(attributes: Record<string, string>): void;
  openNode(name: string, attributes?: Record<string, string>): void;
  writeText(text: string): void;
  closeNode(): void;
}

/** Records one element and its content, event by event, as the library's parser hands them. */
export class XmlRecording {
  readonly events: XmlEvent[] = [];
  private depth = 0;

  /** True while the element is being read (its end tag not yet seen). */
  get open(): boolean {
    return this.depth > 0;
  }

  start(node: SaxNode): void {
    this.depth++;
    this.events.push(['open', { name: node.name, attributes: { ...node.attributes } }]);
  }

  text(text: string): void {
    if (this.depth) this.events.push(['text', text]);
  }

  /** Records an end tag; false once the recorded element itself is closed. */
  end(): boolean {
    this.events.push(['close']);
    this.depth--;
    return this.depth > 0;
  }
}

/** 'xr' of 'xr:uid'; '' for a name without a prefix. */
function prefixOf(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? '' : name.slice(0, colon);
}

/**
 * Writes recorded events back. `declared` are the namespace prefixes the enclosing part
 * declares; an element or attribute whose prefix is declared nowhere it is written (Excel's
 * revision ids, xr:uid, are declared on a root the library writes anew) is left out, so the
 * part stays well-formed. `rootAttributes` replace those of the first element.
 */
export function writeEvents(
  stream: XmlStream,
  events: readonly XmlEvent[],
  declared: ReadonlySet<string>,
  rootAttributes: Record<string, string> = {},
): void {
  const scopes: Set<string>[] = [new Set(['xml', 'xmlns', ...declared])];
  let skipped = 0;
  events.forEach((event, i) => {
    if (event[0] === 'text') {
      if (!skipped) stream.writeText(event[1]);
      return;
    }
    if (event[0] === 'close') {
      if (skipped) skipped--;
      else {
        scopes.pop();
        stream.closeNode();
      }
      return;
    }
    if (skipped) {
      skipped++;
      return;
    }
    const { name, attributes } = event[1];
    const known = new Set(scopes[scopes.length - 1]);
    for (const attribute of Object.keys(attributes)) {
      if (prefixOf(attribute) === 'xmlns') known.add(attribute.slice('xmlns:'.length));
    }
    if (prefixOf(name) && !known.has(prefixOf(name))) {
      skipped = 1;
      return;
    }
    const all = i === 0 ? { ...attributes, ...rootAttributes } : attributes;
    const kept = Object.entries(all).filter(([a]) => !prefixOf(a) || known.has(prefixOf(a)));
    scopes.push(known);
    stream.openNode(name, Object.fromEntries(kept));
  });
}
