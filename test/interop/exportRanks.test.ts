/**
 * Players without a rank (Elo-rated events) still get a rank in the AGA and EGF files: the one
 * their rating falls in on the EGF scale (formats.md §4), named in the Export report; a player
 * with neither rank nor rating is refused, since both files need a rank on every player line.
 */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/engine/errors';
import {
  exportAgaResults,
  exportH9,
  exportOpenGotha,
  exportPairgoth,
  openGothaExportNotes,
} from '../../src/interop';
import { lakeside } from './fixture';

/** The fixture with de Vries (2150) and O'Brien (1750) unranked, as an Elo-rated event has them. */
function unranked() {
  const event = lakeside();
  event.players[0].rank = null;
  event.players[1].rank = null;
  return event;
}

const DERIVED =
  "No rank on the Players tab, so the rank written is the one the rating falls in on the EGF scale (2050–2149 = 1d, 100 points a grade): de Vries, Jan 2150 → 2d; O'Brien, Séan 1750 → 3k.";

describe('ranks from ratings', () => {
  it('the AGA file writes the rank the rating falls in, and says so', () => {
    const { text, notes } = exportAgaResults(unranked(), { temporaryIds: true });
    const players = text.split('\n').filter((l) => /^(1234|2345)\t\D/.test(l));
    expect(players).toEqual(['1234\tde Vries, Jan\t2d', "2345\tO'Brien, Sean\t3k"]);
    expect(notes[0]).toBe(DERIVED);
  });

  it('the EGF table too', () => {
    // The places of the golden table, given as the Standings would.
    const standings = [4, 0, 3, 2, 5, 1].map((player, i) => ({
      player,
      place: [1, 2, 2, 4, 5, 6][i],
    }));
    const { text, notes } = exportH9(unranked(), { standings });
    const lines = text.split('\n').filter((l) => /de_Vries|O'Brien/.test(l));
    expect(lines).toEqual([
      '   2 de_Vries Jan                   2D NL Utre    4+/w0    5?/w0    6+/b1 |12345678',
      "   6 O'Brien Sean                   3K IE Dubl    3-/w2       0-    2-/w1",
    ]);
    expect(notes[0]).toBe(
      "No rank on the Players tab, so the rank written is the one the rating falls in on the EGF scale (2050–2149 = 1d, 100 points a grade): de Vries, Jan 2150 → 2d; O'Brien, Séan 1750 → 3k.",
    );
  });

  it('a rating falls in the grade whose 100 points hold it, 9d at most', () => {
    const event = lakeside();
    [2049, 2050, 2149, 3100].forEach((rating, i) => {
      event.players[i].rank = null;
      event.players[i].rating = rating;
    });
    const { notes } = exportAgaResults(event, { temporaryIds: true });
    expect(notes[0]).toBe(
      "No rank on the Players tab, so the rank written is the one the rating falls in on the EGF scale (2050–2149 = 1d, 100 points a grade): de Vries, Jan 2049 → 1k; O'Brien, Séan 2050 → 1d; Kowalska-Nowak, Ewa 2149 → 1d; 李, 明 3100 → 9d.",
    );
  });

  it('a player with neither rank nor rating is refused, by name', () => {
    const event = unranked();
    event.players[0].rating = null;
    event.players[1].rating = null;
    expect(() => exportAgaResults(event, { temporaryIds: true })).toThrow(
      new InputError(
        "The AGA results file needs a rank on every player line, and 2 players have neither a rank nor a rating: de Vries, Jan; O'Brien, Séan. Give them a rank (like 5k or 2d) on the Players tab.",
      ),
    );
    expect(() => exportH9(event)).toThrow(
      new InputError(
        "The EGF results table needs a rank on every player line, and 2 players have neither a rank nor a rating: de Vries, Jan; O'Brien, Séan. Give them a rank (like 5k or 2d) on the Players tab.",
      ),
    );
    expect(openGothaExportNotes(event)).toEqual([
      "Neither a rank nor a rating, written as 30K (OpenGotha needs a rank): de Vries, Jan; O'Brien, Séan.",
    ]);
  });

  it('a long list shows five players and how many more, with the count first', () => {
    const event = lakeside();
    const base = event.players[2];
    event.players = Array.from({ length: 2000 }, (_, i) => ({
      ...base,
      surname: `Player${i + 1}`,
      firstName: 'Al',
      rank: null,
      rating: 1000 + (i % 20) * 100,
    }));
    const derived =
      'No rank on the Players tab for 2,000 players, so the rank written is the one the rating falls in on the EGF scale (2050–2149 = 1d, 100 points a grade): Player1, Al 1000 → 11k; Player2, Al 1100 → 10k; Player3, Al 1200 → 9k; Player4, Al 1300 → 8k; Player5, Al 1400 → 7k and 1,995 more.';
    expect(exportAgaResults(event, { temporaryIds: true }).notes[0]).toBe(derived);
    expect(openGothaExportNotes(event)[0]).toBe(derived);
  });

  it('five players are all named; a sixth is counted', () => {
    const event = lakeside();
    event.players.forEach((p) => (p.rank = null));
    event.players.forEach((p) => (p.rating = 1750));
    expect(openGothaExportNotes(event)[0]).toBe(
      "No rank on the Players tab for 6 players, so the rank written is the one the rating falls in on the EGF scale (2050–2149 = 1d, 100 points a grade): de Vries, Jan 1750 → 3k; O'Brien, Séan 1750 → 3k; Kowalska-Nowak, Ewa 1750 → 3k; 李, 明 1750 → 3k; =Smith, Jr, Bob 1750 → 3k and 1 more.",
    );
    event.players.pop();
    expect(openGothaExportNotes(event)[0]).toBe(
      "No rank on the Players tab, so the rank written is the one the rating falls in on the EGF scale (2050–2149 = 1d, 100 points a grade): de Vries, Jan 1750 → 3k; O'Brien, Séan 1750 → 3k; Kowalska-Nowak, Ewa 1750 → 3k; 李, 明 1750 → 3k; =Smith, Jr, Bob 1750 → 3k.",
    );
  });

  it('OpenGotha counts the players written as 30K past five', () => {
    const event = lakeside();
    event.players.forEach((p) => ((p.rank = null), (p.rating = null)));
    expect(openGothaExportNotes(event)).toEqual([
      "6 players have neither a rank nor a rating, written as 30K (OpenGotha needs a rank): de Vries, Jan; O'Brien, Séan; Kowalska-Nowak, Ewa; 李, 明; =Smith, Jr, Bob and 1 more.",
    ]);
  });

  it('five players with neither are all named, without a count', () => {
    const event = lakeside();
    event.players.pop();
    event.players.forEach((p) => ((p.rank = null), (p.rating = null)));
    expect(openGothaExportNotes(event)).toEqual([
      "Neither a rank nor a rating, written as 30K (OpenGotha needs a rank): de Vries, Jan; O'Brien, Séan; Kowalska-Nowak, Ewa; 李, 明; =Smith, Jr, Bob.",
    ]);
  });

  it('OpenGotha and pairgoth write the rank the rating falls in', () => {
    const xml = exportOpenGotha(unranked(), new Date(Date.UTC(2025, 3, 6)));
    expect([...xml.matchAll(/ rank="([^"]*)"/g)].map((m) => m[1])).toEqual([
      '2D',
      '3K',
      '1K',
      '5K',
      '10K',
      '5K',
    ]);
    const tour = JSON.parse(exportPairgoth(unranked())) as { players: Array<{ rank: number }> };
    expect(tour.players.map((p) => p.rank)).toEqual([1, -3, -1, -5, -10, -5]);
  });

  it('the OpenGotha export names the same derivation', () => {
    expect(openGothaExportNotes(unranked())).toEqual([DERIVED]);
    expect(openGothaExportNotes(lakeside())).toEqual([]);
  });
});
