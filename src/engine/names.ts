/**
 * Invisible characters a paste leaves in a name: zero-width spaces, direction marks, soft
 * hyphens, and control characters other than the tab and line breaks (a NUL, a bell).
 */
const INVISIBLE = /\p{Cf}|(?![\t\n\v\f\r])\p{Cc}/gu;

/** The curly apostrophes a phone types for ' ("O’Brien", "‘t Hart"). */
const CURLY_APOSTROPHE = /[\u2018\u2019]/g;

/**
 * A name of printable ASCII, tabs and line breaks: normalising leaves it as it is and it holds
 * no invisible character.
 */
const ASCII = /^[\t\n\v\f\r\x20-\x7e]*$/;

/**
 * Names compare without case, with runs of spaces (the ideographic and no-break ones too) folded
 * and invisible characters (control characters too) left out; "é" typed as one character or as e plus an accent,
 * full-width letters ("Ｌｅｅ"), and a curly apostrophe for a straight one ("O’Brien"), compare
 * as the same name.
 */
export function nameKey(name: string): string {
  return nameSpelling(name).toLowerCase();
}

/** A name as nameKey reads it, its case kept: one spelling for every way of writing it. */
export function nameSpelling(name: string): string {
  const text = ASCII.test(name)
    ? name
    : name.normalize('NFKC').replace(INVISIBLE, '').replace(CURLY_APOSTROPHE, "'");
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * Latin accents dropped ("Été" as "Ete", "Nguyễn" as "Nguyen"), full-width letters and
 * ligatures as plain ones; other scripts kept as they are.
 */
export const withoutAccents = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');

/** Items in a sentence: "A", "A and B", "A, B and C" (or with "or"). */
export function wordList(items: readonly string[], conjunction: 'and' | 'or'): string {
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** Names a message lists before it ends in "and N more". */
export const NAMES_SHOWN = 12;

/**
 * Names in a sentence, separated by semicolons: a name may hold a comma ("Lee, Ann"). A long
 * list shows the first dozen and "and N more", so a message stays readable in a dialog.
 */
export function nameList(names: readonly string[]): string {
  if (names.length <= NAMES_SHOWN) return names.join('; ');
  return `${names.slice(0, NAMES_SHOWN).join('; ')} and ${names.length - NAMES_SHOWN} more`;
}

/** Ends a sentence with a full stop, unless its last word has one ("Sam Lee Jr."). */
export function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

/** Runs of digits and of other characters: "Player 10" as "Player ", "10". */
const PIECES = /\d+|\D+/g;

/** Runs of digits by their number, however long ("2" before "10"), then "2" before "02". */
function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+/, '');
  const y = b.replace(/^0+/, '');
  return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0) || a.length - b.length;
}

/** Text compared piece by piece, runs of digits by their number ("P2" before "P10"). */
function compareNatural(a: string, b: string): number {
  const x = a.match(PIECES) ?? [];
  const y = b.match(PIECES) ?? [];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const numbers = /^\d/.test(x[i]) && /^\d/.test(y[i]);
    const order = numbers ? compareDigits(x[i], y[i]) : x[i] < y[i] ? -1 : x[i] > y[i] ? 1 : 0;
    if (order !== 0) return order;
  }
  return x.length - y.length;
}

/**
 * Alphabetical order of names as the add-in reads them (accents and case aside first, then
 * each spelling), the same on every platform; 0 only for one spelling.
 */
export function compareNames(a: string, b: string): number {
  const key = (name: string): string => withoutAccents(nameKey(name));
  return (
    compareNatural(key(a), key(b)) ||
    compareNatural(nameKey(a), nameKey(b)) ||
    compareNatural(nameSpelling(a), nameSpelling(b)) ||
    compareNatural(a, b)
  );
}
