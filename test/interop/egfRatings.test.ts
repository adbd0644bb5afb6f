import { describe, expect, it } from 'vitest';
import {
  egfRatingNotes,
  exportOpenGotha,
  exportPairgoth,
  parseCsvRoster,
  parseOpenGotha,
  parsePairgoth,
  sheetRatings,
  type ImportedEvent,
} from '../../src/interop';
import { lakeside } from './fixture';

/** An OpenGotha file whose players have these ranks and ratings. */
const openGotha = (
  players: Array<[string, string, string]>,
): string => `<Tournament dataVersion="201">
<Players>
${players.map(([name, rank, rating]) => `<Player name="${name}" firstName="A" rank="${rank}" rating="${rating}"/>`).join('\n')}
</Players>
</Tournament>`;

describe('EGF-like ratings into the Rating column', () => {
  it('reads a dataVersion 200 file on the old scale (2050 lower), and a rank given as grade only', () => {
    const event = parseOpenGotha(`<Tournament dataVersion="200">
<Players>
<Player name="Lee" firstName="A" grade="3K" rating="-450"/>
<Player name="Kim" firstName="B" rank="2D" rating="150"/>
</Players>
</Tournament>`);
    expect(event.players.map((p) => [p.surname, p.rank, p.rating])).toEqual([
      ['Lee', -3, 1600],
      ['Kim', 2, 2200],
    ]);
  });

  it('keeps each Elo-style rating and leaves blank only those below 100, naming them', () => {
    const event = parseOpenGotha(
      openGotha([
        ['Wu', '25K', '-400'],
        ['Ng', '5K', '1550'],
        ['Lo', '21K', '50'],
        ['Top', '9D', '2949'],
        ['Bao', '20K', '100'],
      ]),
    );
    expect(sheetRatings(event)).toEqual({
      ratings: [null, 1550, null, 2949, 100],
      notes: [
        "Ratings outside the Rating column's Elo-style range (100 to 3500; EGF ratings below 100 are about 21k and weaker) were left blank, the rank kept: Wu, A (-400); Lo, A (50). An export writes them the rating at the bottom of their rank.",
      ],
    });
  });

  it('EGF ratings that look AGA-style (−35 to 12) are not taken for AGA ratings', () => {
    const tour = JSON.stringify({
      name: 'Weak',
      rounds: 1,
      players: [
        { id: 1, name: 'Wu', firstname: 'A', rating: 5, rank: -21, country: '', club: '' },
        { id: 2, name: 'Lo', firstname: 'B', rating: -10, rank: -21, country: '', club: '' },
      ],
    });
    expect(sheetRatings(parsePairgoth(tour)).ratings).toEqual([null, null]);
  });

  it('a CSV roster keeps its ratings when all are of one kind, and is refused when they are mixed', () => {
    const one = parseCsvRoster('Name,Rating\nWu,-5.5\nNg,3.2\nLo,\n');
    expect(sheetRatings(one)).toEqual({ ratings: [-5.5, 3.2, null], notes: [] });
    const mixed = parseCsvRoster(
      'Name,Rating\nA1,2000\nB2,1900\nC3,3.2\nD4,1700\nE5,1650\nF6,1600\nG7,5000\n',
    );
    expect(() => sheetRatings(mixed)).toThrow(
      "The file's Rating column holds AGA-style ratings (C3 3.2) and Elo-style ratings (A1 2000; B2 1900; D4 1700; E5 1650 and 1 more) and values of neither kind (G7 5000). A Rating column holds one kind: AGA-style (−35 to 12, such as 3.2 or −5.5) or Elo-style (100 to 3500, such as 1850). Correct the file, or clear the odd ones, and import again; nothing was changed.",
    );
  });
});

describe('Ratings written to OpenGotha and pairgoth (formats.md §4: −900 to 2949)', () => {
  function event(): ImportedEvent {
    const e = lakeside();
    // A 30k without a rating (the bottom of 30k is −950), a rating above the range, one below.
    Object.assign(e.players[3], { rank: -30, rating: null });
    Object.assign(e.players[0], { rank: 9, rating: 3200 });
    Object.assign(e.players[4], { rank: -30, rating: -1000 });
    return e;
  }

  it('are kept within the range; a player without one gets the bottom of the rank', () => {
    const ratings = (text: string): string[] =>
      [...text.matchAll(/rating[=":]+\s*(-?\d+)/g)].map((m) => m[1]);
    expect(ratings(exportOpenGotha(event()))).toEqual([
      '2949',
      '1750',
      '1950',
      '-900',
      '-900',
      '1560',
    ]);
    expect(ratings(exportPairgoth(event()))).toEqual([
      '2949',
      '1750',
      '1950',
      '-900',
      '-900',
      '1560',
    ]);
  });

  it('a player whose own rating was moved is named in the export notes', () => {
    expect(egfRatingNotes(event(), 'OpenGotha')).toEqual([
      "Ratings outside OpenGotha's range (-900 to 2949) were written at its nearest end: de Vries, Jan 3200 as 2949; =Smith, Jr, Bob -1000 as -900.",
    ]);
    expect(egfRatingNotes(lakeside(), 'pairgoth')).toEqual([]);
  });

  it('a rating inside the range is only rounded, and not named', () => {
    const e = lakeside();
    Object.assign(e.players[0], { rank: 2, rating: 2150.4 });
    expect(egfRatingNotes(e, 'OpenGotha')).toEqual([]);
    expect(exportOpenGotha(e)).toContain('rating="2150"');
  });
});

describe('A CSV roster whose Rating column holds neither kind', () => {
  it('is refused, naming the values, though they are all of one (odd) kind', () => {
    const odd = parseCsvRoster('Name,Rating\nWu,5000\nNg,0.5\n');
    expect(() => sheetRatings(odd)).toThrow(
      "The file's Rating column holds values of neither kind (Wu 5000; Ng 0.5). A Rating column holds one kind",
    );
  });
});
