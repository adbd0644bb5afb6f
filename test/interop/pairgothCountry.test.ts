/** The event's country in a pairgoth .tour file: the players' own, not always pairgoth's fr. */
import { describe, expect, it } from 'vitest';
import { exportPairgoth, type ImportedEvent } from '../../src/interop';
import { lakeside } from './fixture';

const countryOf = (event: ImportedEvent): unknown =>
  (JSON.parse(exportPairgoth(event)) as { country: unknown }).country;

describe('pairgoth event country', () => {
  it('is the code most players have, in lower case, a three-letter code counted as its two', () => {
    const event = lakeside();
    ['JP', 'JPN', 'KR', 'jp', 'Atlantis', ''].forEach((c, i) => (event.players[i].country = c));
    expect(countryOf(event)).toBe('jp');
  });

  it('counts a country typed as its name as its code', () => {
    const event = lakeside();
    ['JP', '한국', 'Korea', 'KOR', '日本', ''].forEach((c, i) => (event.players[i].country = c));
    expect(countryOf(event)).toBe('kr');
  });

  it('is the first of those tied', () => {
    const event = lakeside();
    ['KR', 'JP', 'JP', 'KR', '', ''].forEach((c, i) => (event.players[i].country = c));
    expect(countryOf(event)).toBe('kr');
  });

  it("is pairgoth's own default, fr, when no player has a code or a known name", () => {
    const event = lakeside();
    event.players.forEach((p, i) => (p.country = i % 2 ? 'Atlantis' : 'Congo'));
    expect(countryOf(event)).toBe('fr');
  });
});
