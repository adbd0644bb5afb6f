/** A pairgoth `.tour` file's player, as the file holds it: a 5k rated 1550 from NL, no club. */
export type Json = Record<string, unknown>;

export const pairgothPlayer = (id: unknown, name: string, more: Json = {}): Json => ({
  id,
  name,
  firstname: 'A',
  rating: 1550,
  rank: -5,
  country: 'NL',
  club: '',
  ...more,
});
