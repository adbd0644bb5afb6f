import { InputError } from '../engine/errors';

/**
 * A small, strict XML reader (elements, attributes, text, comments, CDATA, the XML
 * declaration and a DOCTYPE line): enough for OpenGotha files, with errors that name the line.
 * Anything not well-formed is refused rather than guessed at.
 */
export interface XmlElement {
  name: string;
  attributes: Map<string, string>;
  children: XmlElement[];
  text: string;
  /** 1-based line of the start tag, for messages. */
  line: number;
}

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const SPACE = /\s*/y;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function parseXml(text: string, what: string): XmlElement {
  let pos = 0;
  const newlines: number[] = [];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) newlines.push(i);
  /** 1-based line of a position: binary search over the newline positions. */
  const lineAt = (at: number): number => {
    let lo = 0;
    let hi = newlines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (newlines[mid] < at) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
  const fail = (message: string, at = pos): never => {
    throw new InputError(`${what}, line ${lineAt(at)}: ${message}.`);
  };
  const skipSpace = (): void => {
    SPACE.lastIndex = pos;
    SPACE.exec(text);
    pos = SPACE.lastIndex;
  };
  const name = (): string => {
    NAME.lastIndex = pos;
    const m = NAME.exec(text);
    if (!m) fail(`expected a name at "${text.slice(pos, pos + 12)}"`);
    pos = NAME.lastIndex;
    return m![0];
  };
  const decode = (raw: string, at: number): string =>
    raw.replace(/&([^;&\s]*);?/g, (whole, entity: string) => {
      if (!whole.endsWith(';')) fail(`"&" must start an entity such as &amp;`, at);
      if (ENTITIES[entity]) return ENTITIES[entity];
      const code = /^#x([0-9a-f]+)$/i.exec(entity)
        ? parseInt(entity.slice(2), 16)
        : /^#(\d+)$/.test(entity)
          ? Number(entity.slice(1))
          : NaN;
      if (!Number.isFinite(code) || code > 0x10ffff) fail(`unknown entity "&${entity};"`, at);
      return String.fromCodePoint(code);
    });
  /** Skips comments, processing instructions and DOCTYPE; false when none was there. */
  const skipMisc = (): boolean => {
    if (text.startsWith('<!--', pos)) {
      const end = text.indexOf('-->', pos + 4);
      if (end < 0) fail('a comment is not closed (no "-->")');
      pos = end + 3;
      return true;
    }
    if (text.startsWith('<?', pos)) {
      const end = text.indexOf('?>', pos + 2);
      if (end < 0) fail('a "<?" declaration is not closed');
      pos = end + 2;
      return true;
    }
    if (text.startsWith('<!DOCTYPE', pos)) {
      const end = text.indexOf('>', pos);
      if (end < 0 || text.slice(pos, end).includes('[')) fail('unsupported DOCTYPE');
      pos = end + 1;
      return true;
    }
    return false;
  };
  const element = (): XmlElement => {
    const start = pos;
    pos++; // '<'
    const tag = name();
    const attributes = new Map<string, string>();
    for (;;) {
      const before = pos;
      skipSpace();
      if (text.startsWith('/>', pos)) {
        pos += 2;
        return { name: tag, attributes, children: [], text: '', line: lineAt(start) };
      }
      if (text[pos] === '>') {
        pos++;
        break;
      }
      if (pos >= text.length)
        fail(`the file ends inside the <${tag}> tag (the file is cut short)`, start);
      if (pos === before) fail(`expected a space between attributes of <${tag}>`);
      const attrAt = pos;
      const attr = name();
      skipSpace();
      if (pos >= text.length)
        fail(`the file ends inside the <${tag}> tag (the file is cut short)`, start);
      if (text[pos] !== '=') fail(`attribute ${attr} of <${tag}> has no "="`);
      pos++;
      skipSpace();
      const quote = text[pos];
      if (quote !== '"' && quote !== "'") fail(`attribute ${attr} of <${tag}> is not quoted`);
      const end = text.indexOf(quote, pos + 1);
      if (end < 0 && pos >= text.length - 1)
        fail(`the file ends inside the <${tag}> tag (the file is cut short)`, start);
      if (end < 0) fail(`attribute ${attr} of <${tag}> is not closed`, attrAt);
      const raw = text.slice(pos + 1, end);
      if (raw.includes('<')) fail(`attribute ${attr} of <${tag}> contains "<"`, attrAt);
      if (attributes.has(attr)) fail(`attribute ${attr} appears twice in <${tag}>`, attrAt);
      attributes.set(attr, decode(raw, attrAt));
      pos = end + 1;
    }
    const children: XmlElement[] = [];
    let content = '';
    for (;;) {
      if (pos >= text.length) fail(`the file ends before </${tag}> (the file is cut short)`, start);
      if (text.startsWith('</', pos)) {
        pos += 2;
        const closing = name();
        skipSpace();
        if (text[pos] !== '>') fail(`</${closing}> is not closed with ">"`);
        if (closing !== tag) fail(`</${closing}> closes <${tag}> of line ${lineAt(start)}`);
        pos++;
        return { name: tag, attributes, children, text: content, line: lineAt(start) };
      }
      if (text.startsWith('<![CDATA[', pos)) {
        const end = text.indexOf(']]>', pos);
        if (end < 0) fail('a CDATA section is not closed');
        content += text.slice(pos + 9, end);
        pos = end + 3;
        continue;
      }
      if (skipMisc()) continue;
      if (text[pos] === '<') {
        children.push(element());
        continue;
      }
      const next = text.indexOf('<', pos);
      const end = next < 0 ? text.length : next;
      content += decode(text.slice(pos, end), pos);
      pos = end;
    }
  };
  skipSpace();
  while (skipMisc()) skipSpace();
  if (text[pos] !== '<') fail(pos >= text.length ? 'the file is empty' : 'this is not XML');
  const root = element();
  skipSpace();
  while (skipMisc()) skipSpace();
  if (pos < text.length) fail(`text after the end of <${root.name}>`);
  return root;
}

/** Child elements named `name`, at any depth (OpenGotha looks byes up anywhere). */
export function descendants(e: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (x: XmlElement): void => {
    for (const c of x.children) {
      if (c.name === name) out.push(c);
      walk(c);
    }
  };
  walk(e);
  return out;
}

export function child(e: XmlElement, name: string): XmlElement | undefined {
  return e.children.find((c) => c.name === name);
}

/**
 * What XML 1.0 cannot hold, not even as a character reference: control characters other than
 * tab, line feed and carriage return, U+FFFE, U+FFFF and a surrogate half without its pair. A
 * reader such as OpenGotha's refuses the whole file over one of them.
 */
const NOT_XML = /[\p{Cc}\uFFFE\uFFFF\uD800-\uDFFF]/gu;
/** The control characters XML holds. */
const XML_CONTROL = /[\t\n\r\u007F-\u009F]/;

/** Text safe inside a double-quoted attribute (what XML cannot hold is left out). */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, (c) => (XML_CONTROL.test(c) ? c : ''))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;');
}
