import type { ImportedEvent } from '../../src/interop';

/**
 * A 6-player, 3-round event with the awkward cases: accents, an apostrophe, a hyphen, a
 * non-Latin name, a name that looks like a formula with a comma in the surname, a player
 * without an AGA id, a handicap-1 game, jigo, a forfeit, an unknown result, an absence
 * (Øster, round 3) and a forced bye (=Smith, round 3).
 */
export function lakeside(): ImportedEvent {
  const p = (
    surname: string,
    firstName: string,
    rank: number,
    rating: number,
    country: string,
    club: string,
    agaId: string,
    egfPin: string,
    absent: number[] = [],
  ) => ({
    surname,
    firstName,
    rank,
    rating,
    country,
    club,
    agaId,
    egfPin,
    absent,
    withdrawn: false,
  });
  const r = (outcome: 'white' | 'black' | 'jigo' | 'unknown', forfeit = false) => ({
    outcome,
    forfeit,
  });
  return {
    settings: {
      name: 'Lakeside Spring Open',
      shortName: 'lakeside25',
      location: 'Madison, WI',
      beginDate: '2025-04-05',
      endDate: '2025-04-06',
      rounds: 3,
      system: 'McMahon',
      komi: 7,
      bar: 3,
      floor: -20,
      handicapCorrection: 1,
      basicMinutes: 45,
      tiebreaks: null,
      requestedByePoints: 0,
    },
    players: [
      p('de Vries', 'Jan', 2, 2150, 'NL', 'Utre', '1234', '12345678'),
      p("O'Brien", 'Séan', -3, 1750, 'IE', 'Dubl', '2345', ''),
      p('Kowalska-Nowak', 'Ewa', -1, 1950, 'PL', 'Wars', '', '13579246'),
      p('李', '明', -5, 1550, 'CN', '', '7', ''),
      p('=Smith, Jr', 'Bob', -10, 1050, 'US', 'Bost', '99', ''),
      p('Øster', 'Lars', -5, 1560, 'DK', 'Cope', '4567', '', [3]),
    ],
    rounds: [
      {
        number: 1,
        games: [
          { board: 1, white: 0, black: 2, handicap: 0, komi: 7, result: r('white') },
          { board: 2, white: 1, black: 3, handicap: 2, komi: 0.5, result: r('black') },
          { board: 3, white: 5, black: 4, handicap: 0, komi: 7, result: r('jigo') },
        ],
        byes: [],
      },
      {
        number: 2,
        games: [
          { board: 1, white: 2, black: 1, handicap: 0, komi: 7, result: r('white', true) },
          { board: 2, white: 0, black: 5, handicap: 0, komi: 7, result: r('unknown') },
          { board: 3, white: 3, black: 4, handicap: 5, komi: 0.5, result: r('black') },
        ],
        byes: [],
      },
      {
        number: 3,
        games: [
          { board: 1, white: 1, black: 0, handicap: 1, komi: 0.5, result: r('black') },
          { board: 2, white: 3, black: 2, handicap: 0, komi: 7, result: r('white') },
        ],
        byes: [{ player: 4, kind: 'forced' }],
      },
    ],
    notCarried: [],
  };
}
