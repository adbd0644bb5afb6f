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

/**
 * A small pairgoth club-night `.tour` file (3 rounds, Swiss unless `pairing` says otherwise),
 * as JSON text: the players and games given, anything in `more` on top.
 */
export const pairgothClubNight = (players: Json[], games: Json[][], more: Json = {}): string =>
  JSON.stringify({
    id: 1,
    type: 'INDIVIDUAL',
    name: 'Club night',
    rounds: 3,
    pairing: { type: 'SWISS' },
    players,
    games,
    ...more,
  });
