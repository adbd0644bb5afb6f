/**
 * What an East Asian input method or a phone's keyboard puts in a typed number, rank or
 * notation, read as the plain characters it stands for. NFKC would do the first part but turns
 * ½ into 1⁄2 (a fraction slash), so only these are folded.
 */

/** Full-width letters, digits and signs (ＡＢ１２＋－．，) and the ideographic space. */
const FULL_WIDTH = /[\uFF01-\uFF5E\u3000]/g;

/** Hyphens and dashes (‐ ‑ ‒ – — ―), the minus sign, and the small and full-width hyphen-minus. */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63]/g;

/** The fraction slash a text substitution writes in 1⁄2. */
const FRACTION_SLASH = /\u2044/g;

/** The apostrophe typed to keep a cell as text, as a phone writes it too (’ or ‘). */
const TEXT_PREFIX = /^['\u2018\u2019]/;

/** Full-width characters as their ASCII ones: "１８５０" → "1850", "Ｗ＋Ｒ" → "W+R". */
export function halfWidth(text: string): string {
  return text.replace(FULL_WIDTH, (c) =>
    c === '\u3000' ? ' ' : String.fromCharCode(c.charCodeAt(0) - 0xfee0),
  );
}

/**
 * Typed text as plain ASCII where it has an ASCII meaning: full-width characters folded, every
 * dash a hyphen-minus, a fraction slash a slash, trimmed, and one leading apostrophe (straight
 * or curly) dropped.
 */
export function typedText(text: string): string {
  return halfWidth(text)
    .replace(DASHES, '-')
    .replace(FRACTION_SLASH, '/')
    .trim()
    .replace(TEXT_PREFIX, '')
    .trim();
}
