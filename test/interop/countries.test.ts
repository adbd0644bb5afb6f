/** Country cells to the two letters the EGF table and OpenGotha need (formats.md §3, §4). */
import { describe, expect, it } from 'vitest';
import { countryCode, countryNotes } from '../../src/interop/countries';

describe('countryCode', () => {
  it('keeps two letters, maps ISO and FIDE three-letter codes, refuses the rest', () => {
    const cells = [
      'nl',
      ' GBR ',
      'usa',
      'DEU',
      'GER',
      'NED',
      'SUI',
      'KOR',
      'PRK',
      'TPE',
      'TWN',
      '',
    ];
    expect(cells.map(countryCode)).toEqual([
      'NL',
      'GB',
      'US',
      'DE',
      'DE',
      'NL',
      'CH',
      'KR',
      'KP',
      'TW',
      'TW',
      '',
    ]);
    expect(['Netherlands', 'ENG', 'XYZ', 'N1'].map(countryCode)).toEqual([null, null, null, null]);
  });

  it('names the players whose country is left out', () => {
    expect(
      countryNotes(
        [
          { name: 'Lee, Bo', country: 'Netherlands' },
          { name: 'Ng, Li', country: 'GBR' },
          { name: 'Ann', country: '' },
          { name: 'Cy', country: 'ENG' },
        ],
        'EGF',
      ),
    ).toEqual([
      'Countries with no two-letter code (the EGF table writes XX): Lee, Bo (Netherlands); Cy (ENG). Type a code such as NL or NLD on Players.',
    ]);
    expect(countryNotes([{ name: 'Cy', country: 'ENG' }], 'pairgoth')).toEqual([
      'Countries with no two-letter code (the pairgoth file leaves them blank): Cy (ENG). Type a code such as NL or NLD on Players.',
    ]);
    expect(countryNotes([{ name: 'Ng, Li', country: 'GBR' }], 'OpenGotha')).toEqual([]);
  });
});
