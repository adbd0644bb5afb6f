/** Names compare without case and with runs of spaces folded. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

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
