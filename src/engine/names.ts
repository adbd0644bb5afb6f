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

/** Names in a sentence, separated by semicolons: a name may hold a comma ("Lee, Ann"). */
export function nameList(names: readonly string[]): string {
  return names.join('; ');
}
