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
  const reader = new XmlReader(text, what);
  reader.skipProlog();
  if (text[reader.pos] !== '<')
    reader.fail(reader.pos >= text.length ? 'the file is empty' : 'this is not XML');
  const root = reader.element();
  reader.skipProlog();
  if (reader.pos < text.length) reader.fail(`text after the end of <${root.name}>`);
  return root;
}

/** The reader's place in the text, and the steps it reads an element by. */
class XmlReader {
  pos = 0;
  private readonly newlines: number[] = [];

  constructor(
    private readonly text: string,
    private readonly what: string,
  ) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.newlines.push(i);
  }

  /** 1-based line of a position: binary search over the newline positions. */
  lineAt(at: number): number {
    const { newlines } = this;
    let lo = 0;
    let hi = newlines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (newlines[mid] < at) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  }

  fail(message: string, at = this.pos): never {
    throw new InputError(`${this.what}, line ${this.lineAt(at)}: ${message}.`);
  }

  skipSpace(): void {
    SPACE.lastIndex = this.pos;
    SPACE.exec(this.text);
    this.pos = SPACE.lastIndex;
  }

  /** Space, comments, processing instructions and DOCTYPE, before or after the root. */
  skipProlog(): void {
    this.skipSpace();
    while (this.skipMisc()) this.skipSpace();
  }

  name(): string {
    NAME.lastIndex = this.pos;
    const m = NAME.exec(this.text);
    if (!m) this.fail(`expected a name at "${this.text.slice(this.pos, this.pos + 12)}"`);
    this.pos = NAME.lastIndex;
    return m![0];
  }

  decode(raw: string, at: number): string {
    return raw.replace(/&([^;&\s]*);?/g, (whole, entity: string) => {
      if (!whole.endsWith(';')) this.fail(`"&" must start an entity such as &amp;`, at);
      if (ENTITIES[entity]) return ENTITIES[entity];
      const code = /^#x([0-9a-f]+)$/i.exec(entity)
        ? parseInt(entity.slice(2), 16)
        : /^#(\d+)$/.test(entity)
          ? Number(entity.slice(1))
          : NaN;
      if (!Number.isFinite(code) || code > 0x10ffff) this.fail(`unknown entity "&${entity};"`, at);
      return String.fromCodePoint(code);
    });
  }

  /** Skips comments, processing instructions and DOCTYPE; false when none was there. */
  skipMisc(): boolean {
    const { text, pos } = this;
    if (text.startsWith('<!--', pos)) {
      const end = text.indexOf('-->', pos + 4);
      if (end < 0) this.fail('a comment is not closed (no "-->")');
      this.pos = end + 3;
      return true;
    }
    if (text.startsWith('<?', pos)) {
      const end = text.indexOf('?>', pos + 2);
      if (end < 0) this.fail('a "<?" declaration is not closed');
      this.pos = end + 2;
      return true;
    }
    if (text.startsWith('<!DOCTYPE', pos)) {
      const end = text.indexOf('>', pos);
      if (end < 0 || text.slice(pos, end).includes('[')) this.fail('unsupported DOCTYPE');
      this.pos = end + 1;
      return true;
    }
    return false;
  }

  /** The element whose start tag is at the current position, through its end tag. */
  element(): XmlElement {
    const start = this.pos;
    this.pos++; // '<'
    const tag = this.name();
    const attributes = new Map<string, string>();
    const empty = this.attributes(tag, start, attributes);
    if (empty) return { name: tag, attributes, children: [], text: '', line: this.lineAt(start) };
    const { children, content } = this.content(tag, start);
    return { name: tag, attributes, children, text: content, line: this.lineAt(start) };
  }

  /** A start tag's attributes, into `attributes`; true for an empty element ("/>"). */
  private attributes(tag: string, start: number, attributes: Map<string, string>): boolean {
    const { text } = this;
    for (;;) {
      const before = this.pos;
      this.skipSpace();
      if (text.startsWith('/>', this.pos)) {
        this.pos += 2;
        return true;
      }
      if (text[this.pos] === '>') {
        this.pos++;
        return false;
      }
      if (this.pos >= text.length)
        this.fail(`the file ends inside the <${tag}> tag (the file is cut short)`, start);
      if (this.pos === before) this.fail(`expected a space between attributes of <${tag}>`);
      const attrAt = this.pos;
      const attr = this.name();
      this.skipSpace();
      if (this.pos >= text.length)
        this.fail(`the file ends inside the <${tag}> tag (the file is cut short)`, start);
      if (text[this.pos] !== '=') this.fail(`attribute ${attr} of <${tag}> has no "="`);
      this.pos++;
      this.skipSpace();
      const quote = text[this.pos];
      if (quote !== '"' && quote !== "'") this.fail(`attribute ${attr} of <${tag}> is not quoted`);
      const end = text.indexOf(quote, this.pos + 1);
      if (end < 0 && this.pos >= text.length - 1)
        this.fail(`the file ends inside the <${tag}> tag (the file is cut short)`, start);
      if (end < 0) this.fail(`attribute ${attr} of <${tag}> is not closed`, attrAt);
      const raw = text.slice(this.pos + 1, end);
      if (raw.includes('<')) this.fail(`attribute ${attr} of <${tag}> contains "<"`, attrAt);
      if (attributes.has(attr)) this.fail(`attribute ${attr} appears twice in <${tag}>`, attrAt);
      attributes.set(attr, this.decode(raw, attrAt));
      this.pos = end + 1;
    }
  }

  /** Child elements and text up to and through </tag>. */
  private content(tag: string, start: number): { children: XmlElement[]; content: string } {
    const { text } = this;
    const children: XmlElement[] = [];
    let content = '';
    for (;;) {
      if (this.pos >= text.length)
        this.fail(`the file ends before </${tag}> (the file is cut short)`, start);
      if (text.startsWith('</', this.pos)) {
        this.pos += 2;
        const closing = this.name();
        this.skipSpace();
        if (text[this.pos] !== '>') this.fail(`</${closing}> is not closed with ">"`);
        if (closing !== tag)
          this.fail(`</${closing}> closes <${tag}> of line ${this.lineAt(start)}`);
        this.pos++;
        return { children, content };
      }
      if (text.startsWith('<![CDATA[', this.pos)) {
        const end = text.indexOf(']]>', this.pos);
        if (end < 0) this.fail('a CDATA section is not closed');
        content += text.slice(this.pos + 9, end);
        this.pos = end + 3;
        continue;
      }
      if (this.skipMisc()) continue;
      if (text[this.pos] === '<') {
        children.push(this.element());
        continue;
      }
      const next = text.indexOf('<', this.pos);
      const end = next < 0 ? text.length : next;
      content += this.decode(text.slice(this.pos, end), this.pos);
      this.pos = end;
    }
  }
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
