/**
 * Line numbers inside JSON text, for messages: where a value sits, found by its path of keys
 * and list positions (["games", 1, 0] is the first game of the second round).
 */

const SPACE = /[ \t\r\n]/;

/** A scanner over text already known to be valid JSON. */
class Scanner {
  at = 0;
  constructor(readonly text: string) {}

  skipSpace(): void {
    while (this.at < this.text.length && SPACE.test(this.text[this.at])) this.at++;
  }

  /** Reads a string starting at the current quote and returns its value. */
  readString(): string {
    const start = this.at;
    this.at++;
    while (this.at < this.text.length && this.text[this.at] !== '"')
      this.at += this.text[this.at] === '\\' ? 2 : 1;
    this.at++;
    return JSON.parse(this.text.slice(start, this.at)) as string;
  }

  /** Moves past the value at the current position. */
  skipValue(): void {
    const c = this.text[this.at];
    if (c === '"') {
      this.readString();
    } else if (c === '{' || c === '[') {
      this.each(() => this.skipValue());
    } else {
      while (this.at < this.text.length && !/[,\]}\s]/.test(this.text[this.at])) this.at++;
    }
  }

  /**
   * Walks the object or list at the current position, calling `visit` at each value (after
   * its key, for an object) with the key or index; `visit` returning true stops the walk.
   */
  each(visit: (key: string | number, keyAt: number) => boolean | void): boolean {
    const object = this.text[this.at] === '{';
    const close = object ? '}' : ']';
    this.at++;
    for (let index = 0; ; index++) {
      this.skipSpace();
      if (this.text[this.at] === close || this.at >= this.text.length) {
        this.at++;
        return false;
      }
      const keyAt = this.at;
      let key: string | number = index;
      if (object) {
        key = this.readString();
        this.skipSpace();
        this.at++; // the colon
        this.skipSpace();
      }
      if (visit(key, keyAt)) return true;
      this.skipSpace();
      if (this.text[this.at] === ',') this.at++;
    }
  }
}

/**
 * The line (from 1) of the value at `path` in valid JSON text: the line of its key in an object
 * (its last occurrence, when the object repeats the key), or of the value itself in a list. A
 * path that leads nowhere gives the line of the last value found on the way.
 */
export function jsonLine(text: string, path: ReadonlyArray<string | number>): number {
  const scan = new Scanner(text);
  scan.skipSpace();
  let found = scan.at;
  for (const step of path) {
    const c = text[scan.at];
    if (c !== '{' && c !== '[') break;
    // A key written twice in one object is read by its last value (as JSON.parse does), so
    // an object is walked to its end and the last match kept; a list position is unique.
    let valueAt = -1;
    const hit = scan.each((key, keyAt) => {
      if (key === step) {
        found = keyAt;
        valueAt = scan.at;
        if (c === '[') return true;
      }
      scan.skipValue();
      return false;
    });
    if (!hit && valueAt < 0) break;
    scan.at = valueAt;
  }
  return text.slice(0, found).split('\n').length;
}
