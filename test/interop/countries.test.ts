/** Country cells to the two letters the EGF table and OpenGotha need (formats.md §3, §4). */
import { describe, expect, it } from 'vitest';
import { countryCode } from '../../src/engine/countries';
import { countryNotes } from '../../src/interop/countries';
import { COUNTRY_NAMES } from '../../src/engine/countryNames';

describe('countryCode', () => {
  it('keeps two letters, maps ISO and FIDE three-letter codes, refuses what is no code or name', () => {
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
    // Kosovo has no ISO code: XK, as the EGF, FIDE (KOS) and pairgoth write it.
    expect(['Kosovo', 'Kosova', 'KOS', 'XKX', 'xk'].map(countryCode)).toEqual([
      'XK',
      'XK',
      'XK',
      'XK',
      'XK',
    ]);
    expect(['Atlantis', 'XYZ', 'N1', 'Nether lands'].map(countryCode)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('names the players whose country is left out', () => {
    expect(
      countryNotes(
        [
          { name: 'Lee, Bo', country: 'Atlantis' },
          { name: 'Ng, Li', country: 'GBR' },
          { name: 'Ann', country: '' },
          { name: 'Cy', country: 'Congo' },
        ],
        'EGF',
      ),
    ).toEqual([
      'Congo (Cy): type CG (Congo-Brazzaville) or CD (DR Congo) on Players; "Congo" fits two countries (the EGF table writes XX).',
      "Countries with no two-letter code (the EGF table writes XX): Lee, Bo (Atlantis). Type a code such as NL or NLD, or the country's English name, on Players.",
    ]);
    expect(
      countryNotes(
        [
          { name: 'Cy', country: 'Congo' },
          { name: 'Di', country: 'Virgin Islands' },
          { name: 'Ed', country: ' congo' },
        ],
        'pairgoth',
      ),
    ).toEqual([
      'Congo (Cy; Ed): type CG (Congo-Brazzaville) or CD (DR Congo) on Players; "Congo" fits two countries (the pairgoth file leaves it blank).',
      'Virgin Islands (Di): type VG (British Virgin Islands) or VI (US Virgin Islands) on Players; "Virgin Islands" fits two countries (the pairgoth file leaves it blank).',
    ]);
    expect(countryNotes([{ name: 'Fa', country: 'Kosovo' }], 'EGF')).toEqual([]);
    expect(countryNotes([{ name: 'Ng, Li', country: 'Netherlands' }], 'OpenGotha')).toEqual([]);
  });
});

describe('country names', () => {
  const code = (names: string[]) => names.map(countryCode);

  it('reads the English name of an ISO country and its common forms', () => {
    expect(
      code([
        'Netherlands',
        'the Netherlands',
        'JAPAN',
        'United States',
        'United States of America',
        'U.S.A.',
        'Bosnia and Herzegovina',
        'Korea, Republic of',
        'Timor-Leste',
        'Zimbabwe',
        'Ivory Coast',
      ]),
    ).toEqual(['NL', 'NL', 'JP', 'US', 'US', 'US', 'BA', 'KR', 'TL', 'ZW', 'CI']);
  });

  it('reads names in their own language', () => {
    expect(
      code([
        '日本',
        'にほん',
        '韓国',
        '대한민국',
        '한국',
        '中国',
        '中國',
        '臺灣',
        'Chinese Taipei',
        '香港',
        'Deutschland',
        'Nederland',
        'Holland',
        'Česko',
        'Polska',
        'Россия',
        'Україна',
        'Magyarország',
        'România',
        'Österreich',
        'Suisse',
        'Svizzera',
        'Sverige',
        'België',
        'Brasil',
        'Türkiye',
      ]),
    ).toEqual([
      'JP',
      'JP',
      'KR',
      'KR',
      'KR',
      'CN',
      'CN',
      'TW',
      'TW',
      'HK',
      'DE',
      'NL',
      'NL',
      'CZ',
      'PL',
      'RU',
      'UA',
      'HU',
      'RO',
      'AT',
      'CH',
      'CH',
      'SE',
      'BE',
      'BR',
      'TR',
    ]);
  });

  it('compares as names are, and forgives accents, full stops, "&" and "St"', () => {
    expect(
      code([
        '  south   KOREA ',
        'Ｊａｐａｎ',
        'Osterreich',
        'Turkiye',
        "Cote d'Ivoire",
        'Trinidad & Tobago',
        'St. Lucia',
        'Guinea-Bissau',
        'Guinea Bissau',
      ]),
    ).toEqual(['KR', 'JP', 'AT', 'TR', 'CI', 'TT', 'LC', 'GW', 'GW']);
  });

  it('takes the United Kingdom and its nations as GB, Korea as South Korea, and leaves Congo out', () => {
    expect(
      code(['UK', 'U.K.', 'Great Britain', 'England', 'Scotland', 'Wales', 'ENG', 'SCO', 'WLS']),
    ).toEqual(['GB', 'GB', 'GB', 'GB', 'GB', 'GB', 'GB', 'GB', 'GB']);
    expect(code(['Korea', 'North Korea', 'Macedonia', 'Guinea', 'Georgia'])).toEqual([
      'KR',
      'KP',
      'MK',
      'GN',
      'GE',
    ]);
    expect(code(['Congo', 'DR Congo', 'Congo-Brazzaville', 'Virgin Islands'])).toEqual([
      null,
      'CD',
      'CG',
      null,
    ]);
  });

  it('names each ISO country once, and Kosovo, and gives no name to two countries', () => {
    const lines = COUNTRY_NAMES.trim().split('\n');
    expect(new Set(lines.map((line) => line.slice(0, 2))).size).toBe(250);
    const wrong = lines.flatMap((line) =>
      line
        .slice(3)
        .split(';')
        .filter((name) => countryCode(name) !== line.slice(0, 2)),
    );
    expect(wrong).toEqual([]);
  });
});
