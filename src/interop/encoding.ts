import { InputError } from '../engine/errors';
import { MAX_IMPORT_BYTES } from './limits';

/**
 * A chosen file's bytes to text. Files from other programs are not always UTF-8: OpenGotha
 * writes ISO-8859-15 (formats.md §1, §3), spreadsheets save CSV as Windows-1252 or UTF-16.
 * Order: a byte order mark, then an XML encoding declaration, then UTF-8 if the bytes are
 * valid UTF-8, else Windows-1252 (every byte sequence is valid Windows-1252).
 */

export interface DecodedFile {
  text: string;
  /** For the Import report when the file was not read as UTF-8; null when it was. */
  note: string | null;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The bytes of base64 text (as a browser's data URL or Node's Buffer writes it). */
export function base64Bytes(base64: string): Uint8Array {
  const clean = base64.replace(/[\s=]/g, '');
  if (/[^A-Za-z0-9+/]/.test(clean))
    throw new InputError('The file did not arrive whole; choose it again.');
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const c of clean) {
    value = (value << 6) | BASE64.indexOf(c);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 0xff;
    }
  }
  return bytes;
}

/** Code points to text, in slices so a large file does not overflow the argument list. */
function text(codes: number[]): string {
  let out = '';
  for (let i = 0; i < codes.length; i += 8192) {
    out += String.fromCodePoint(...codes.slice(i, i + 8192));
  }
  return out;
}

/** Strict UTF-8 (no overlong forms, surrogates or values past U+10FFFF); null when invalid. */
function utf8(bytes: Uint8Array, start: number): string | null {
  const codes: number[] = [];
  let i = start;
  const next = (lo = 0x80, hi = 0xbf): number => {
    const b = bytes[++i];
    return b >= lo && b <= hi ? b & 0x3f : -1;
  };
  while (i < bytes.length) {
    const b = bytes[i];
    let code: number;
    if (b < 0x80) code = b;
    else if (b >= 0xc2 && b <= 0xdf) {
      const c1 = next();
      code = c1 < 0 ? -1 : ((b & 0x1f) << 6) | c1;
    } else if (b >= 0xe0 && b <= 0xef) {
      const c1 = next(b === 0xe0 ? 0xa0 : 0x80, b === 0xed ? 0x9f : 0xbf);
      const c2 = c1 < 0 ? -1 : next();
      code = c2 < 0 ? -1 : ((b & 0x0f) << 12) | (c1 << 6) | c2;
    } else if (b >= 0xf0 && b <= 0xf4) {
      const c1 = next(b === 0xf0 ? 0x90 : 0x80, b === 0xf4 ? 0x8f : 0xbf);
      const c2 = c1 < 0 ? -1 : next();
      const c3 = c2 < 0 ? -1 : next();
      code = c3 < 0 ? -1 : ((b & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3;
    } else code = -1;
    if (code < 0) return null;
    codes.push(code);
    i++;
  }
  return text(codes);
}

/** Windows-1252 at 0x80–0x9F; the five unassigned bytes stay C1 controls, as browsers read them. */
const CP1252 = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/** ISO-8859-15 differs from ISO-8859-1 in eight places (€, Š, š, Ž, ž, Œ, œ, Ÿ). */
const LATIN9: Record<number, number> = {
  0xa4: 0x20ac,
  0xa6: 0x160,
  0xa8: 0x161,
  0xb4: 0x17d,
  0xb8: 0x17e,
  0xbc: 0x152,
  0xbd: 0x153,
  0xbe: 0x178,
};

const singleByte =
  (high: (b: number) => number) =>
  (bytes: Uint8Array, start: number): string =>
    text(Array.from(bytes.subarray(start), (b) => (b < 0x80 ? b : high(b))));

/** ISO-8859-1 is read as Windows-1252, its superset, as browsers read it. */
const windows1252 = singleByte((b) => (b < 0xa0 ? CP1252[b - 0x80] : b));
const latin9 = singleByte((b) => LATIN9[b] ?? b);

function utf16(bytes: Uint8Array, bigEndian: boolean): string {
  const units: string[] = [];
  for (let i = 2; i + 1 < bytes.length; i += 2) {
    units.push(
      String.fromCharCode(
        bigEndian ? (bytes[i] << 8) | bytes[i + 1] : (bytes[i + 1] << 8) | bytes[i],
      ),
    );
  }
  return units.join('');
}

/** The encoding an XML declaration names (`<?xml version="1.0" encoding="ISO-8859-1"?>`), or null. */
function declaredEncoding(bytes: Uint8Array, start: number): string | null {
  const head = String.fromCharCode(...bytes.subarray(start, start + 200));
  if (!head.startsWith('<?xml')) return null;
  const end = head.indexOf('?>');
  const m = /\sencoding\s*=\s*["']([^"']+)["']/.exec(end < 0 ? head : head.slice(0, end));
  return m ? m[1] : null;
}

const NOT_UTF8 = 'The file is not UTF-8: it was read as Windows-1252. Check accented names.';

/** The text of a file's bytes, and a note for the Import report when it was not UTF-8. */
export function decodeFile(bytes: Uint8Array): DecodedFile {
  if (bytes.length > MAX_IMPORT_BYTES) {
    throw new InputError(
      `The file is ${(bytes.length / 1048576).toFixed(1)} MB; files over ${MAX_IMPORT_BYTES / 1048576} MB are refused. Check that the right file was chosen.`,
    );
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return {
      text: utf16(bytes, false),
      note: 'The file was read as UTF-16 (little-endian), as its byte order mark says.',
    };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return {
      text: utf16(bytes, true),
      note: 'The file was read as UTF-16 (big-endian), as its byte order mark says.',
    };
  }
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const declared = declaredEncoding(bytes, start);
  const name = (declared ?? '').toLowerCase().replace(/[_\s]/g, '-');
  if (declared !== null && !/^(utf-?8|us-ascii|ascii)$/.test(name)) {
    const as = (t: string): DecodedFile => ({
      text: t,
      note: `The file was read as ${declared}, as its XML declaration says.`,
    });
    if (/^(iso-?8859-1|latin-?1|l1|windows-1252|cp-?1252)$/.test(name))
      return as(windows1252(bytes, start));
    if (/^(iso-?8859-15|latin-?9|l9)$/.test(name)) return as(latin9(bytes, start));
    throw new InputError(
      `The file declares encoding="${declared}"; Pairsheet reads UTF-8, UTF-16, ISO-8859-1, ISO-8859-15 and Windows-1252. Save the file as UTF-8 and choose it again.`,
    );
  }
  const decoded = utf8(bytes, start);
  if (decoded !== null) return { text: decoded, note: null };
  return { text: windows1252(bytes, start), note: NOT_UTF8 };
}
