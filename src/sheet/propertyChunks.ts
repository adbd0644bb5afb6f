/**
 * A JSON value kept in the document's properties, split into chunks: Apps Script keeps at most
 * 9 kB per property value, counted in UTF-8 bytes. `key` holds the count of chunks, `key.0`,
 * `key.1`… the text, each chunk at most CHUNK bytes and never splitting a character. (Records
 * kept before wrote other characters than ASCII as \uXXXX escapes; JSON reads both.)
 */
const CHUNK = 8000;

/** UTF-8 bytes of one UTF-16 code unit; a surrogate pair's two units make its four. */
const unitBytes = (code: number): number =>
  code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdfff ? 2 : 3;

/** Bytes the text takes once kept: its UTF-8 length. */
export function storedLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) bytes += unitBytes(text.charCodeAt(i));
  return bytes;
}

/** The text cut into pieces of at most CHUNK bytes, a surrogate pair never split. */
function chunks(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length;
    const size = pair ? 4 : unitBytes(code);
    if (bytes + size > CHUNK) {
      out.push(text.slice(start, i));
      start = i;
      bytes = 0;
    }
    bytes += size;
    if (pair) i++;
  }
  out.push(text.slice(start));
  return out;
}

function documentProperties(): GoogleAppsScript.Properties.Properties {
  return PropertiesService.getDocumentProperties();
}

/** The properties that keep `value` under `key`: the count of chunks, and each chunk. */
export function chunkedProperties(key: string, value: unknown): Record<string, string> {
  const pieces = chunks(JSON.stringify(value));
  const parts: Record<string, string> = {};
  pieces.forEach((piece, i) => (parts[`${key}.${i}`] = piece));
  parts[key] = String(pieces.length);
  return parts;
}

/** Replaces the value kept under `key`; throws when the store has no room (the old one is gone). */
export function saveChunked(key: string, value: unknown): void {
  const parts = chunkedProperties(key, value);
  clearChunked(key);
  documentProperties().setProperties(parts);
}

/** The value kept under `key`, or null when there is none or it cannot be read. */
export function loadChunked(key: string): unknown {
  const props = documentProperties();
  return readChunked(key, (k) => props.getProperty(k));
}

/**
 * The value kept under `key`, its properties read through `get` (from all the properties
 * fetched at once, say), or null when there is none or it cannot be read.
 */
export function readChunked(key: string, get: (key: string) => string | null): unknown {
  const count = Number(get(key));
  if (!Number.isInteger(count) || count < 1) return null;
  let text = '';
  for (let i = 0; i < count; i++) {
    // A chunk missing (a count edited or damaged): no later one is asked for, so a count of
    // millions costs one read more than the chunks there are.
    const chunk = get(`${key}.${i}`);
    if (chunk === null) break;
    text += chunk;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function clearChunked(key: string): void {
  const props = documentProperties();
  for (const k of props.getKeys()) {
    if (k === key || k.startsWith(`${key}.`)) props.deleteProperty(k);
  }
}
