/** Names compare without case and with runs of spaces folded. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Names in a sentence, separated by semicolons: a name may hold a comma ("Lee, Ann"). */
export function nameList(names: readonly string[]): string {
  return names.join('; ');
}
