import { countryCode } from '../engine/countries';

/**
 * A two-letter code as the EGF writes it, in the .h9 table and the OpenGotha file (whose
 * players come from the EGF's rating list): the United Kingdom is UK there, not ISO's GB.
 */
export const egfCountry = (code: string): string => (code === 'GB' ? 'UK' : code);

/** The files that write a country, as two letters; the AGA results file has none. */
export type CountryFile = 'OpenGotha' | 'pairgoth' | 'EGF';

/** The export note for Country cells with no two-letter code, in the words of the file written. */
export function countryNotes(
  players: ReadonlyArray<{ name: string; country: string }>,
  file: CountryFile,
): string[] {
  const unknown = players.filter((p) => countryCode(p.country) === null);
  if (unknown.length === 0) return [];
  const list = unknown.map((p) => `${p.name} (${p.country.trim()})`).join('; ');
  const written = file === 'EGF' ? 'the EGF table writes XX' : `the ${file} file leaves them blank`;
  return [
    `Countries with no two-letter code (${written}): ${list}. Type a code such as NL or NLD, or the country's English name, on Players.`,
  ];
}
