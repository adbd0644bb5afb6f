/**
 * A JSON value kept in the document's properties, split into chunks: Apps Script keeps at most
 * 9 kB per property value. `key` holds the count of chunks, `key.0`, `key.1`… the text. The
 * text is ASCII (other characters as \uXXXX escapes), so a chunk's characters are its bytes.
 */
const CHUNK = 8000;

const ascii = (json: string): string =>
  json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Bytes the text takes once kept (six for each character outside ASCII). */
export const asciiLength = (json: string): number => ascii(json).length;

function documentProperties(): GoogleAppsScript.Properties.Properties {
  return PropertiesService.getDocumentProperties();
}

/** Replaces the value kept under `key`; throws when the store has no room (the old one is gone). */
export function saveChunked(key: string, value: unknown): void {
  const text = ascii(JSON.stringify(value));
  const parts: Record<string, string> = {};
  const count = Math.max(1, Math.ceil(text.length / CHUNK));
  for (let i = 0; i < count; i++) parts[`${key}.${i}`] = text.slice(i * CHUNK, (i + 1) * CHUNK);
  parts[key] = String(count);
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
