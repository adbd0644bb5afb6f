import { countryChoices, countryCode } from '../engine/countries';

/**
 * A two-letter code as the EGF writes it, in the .h9 table and the OpenGotha file (whose
 * players come from the EGF's rating list): the United Kingdom is UK there, not ISO's GB.
 */
export const egfCountry = (code: string): string => (code === 'GB' ? 'UK' : code);

/** The files that write a country, as two letters; the AGA results file has none. */
export type CountryFile = 'OpenGotha' | 'pairgoth' | 'EGF';

/**
 * The export notes for Country cells with no two-letter code, in the words of the file written:
 * a name that fits two countries ("Congo") gives the codes to choose from, the rest one list.
 */
export function countryNotes(
  players: ReadonlyArray<{ name: string; country: string }>,
  file: CountryFile,
): string[] {
  const unknown = players.filter((p) => countryCode(p.country) === null);
  if (unknown.length === 0) return [];
  const written = file === 'EGF' ? 'the EGF table writes XX' : `the ${file} file leaves them blank`;
  const twoCountries = new Map<string, { typed: string; names: string[]; choices: string }>();
  const other: string[] = [];
  for (const p of unknown) {
    const choices = countryChoices(p.country);
    if (choices === null) {
      other.push(`${p.name} (${p.country.trim()})`);
      continue;
    }
    const key = choices.map((c) => c.code).join();
    const entry = twoCountries.get(key) ?? {
      typed: p.country.trim(),
      names: [],
      choices: choices.map((c) => `${c.code} (${c.name})`).join(' or '),
    };
    entry.names.push(p.name);
    twoCountries.set(key, entry);
  }
  const left = file === 'EGF' ? 'the EGF table writes XX' : `the ${file} file leaves it blank`;
  const notes = [...twoCountries.values()].map(
    ({ typed, names, choices }) =>
      `${typed} (${names.join('; ')}): type ${choices} on Players; "${typed}" fits two countries (${left}).`,
  );
  if (other.length > 0) {
    notes.push(
      `Countries with no two-letter code (${written}): ${other.join('; ')}. Type a code such as NL or NLD, or the country's English name, on Players.`,
    );
  }
  return notes;
}
