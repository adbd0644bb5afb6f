import { describe, expect, it } from 'vitest';
import { parseNumber, parseRoundList, parseYesNo } from '../../src/sheet/parse';

describe('numbers typed in cells', () => {
  it('reads plain decimal numbers, with a point or a comma, spaces around ignored', () => {
    const texts = ['7', '-3', '+2', '6.5', '6,5', '.5', '  12 ', '\t4\n', '\u22122', '10.'];
    expect(texts.map(parseNumber)).toEqual([7, -3, 2, 6.5, 6.5, 0.5, 12, 4, -2, 10]);
  });

  it('takes numbers the sheet already holds, finite ones only', () => {
    expect([1500, -0.5, NaN, Infinity].map(parseNumber)).toEqual([1500, -0.5, null, null]);
  });

  it('refuses what only JavaScript would read as a number', () => {
    const texts = [
      '0x1A',
      '0b11',
      '0o7',
      '1e3',
      '1E-2',
      'Infinity',
      '-Infinity',
      'NaN',
      '1 500',
      '1_000',
      '1.2.3',
      '1,5,0',
      '+-1',
      '.',
      '-',
      '12abc',
      '١٢',
    ];
    expect(texts.map(parseNumber)).toEqual(texts.map(() => null));
  });

  it('refuses booleans and dates', () => {
    expect([true, false, new Date(2024, 0, 1)].map(parseNumber)).toEqual([null, null, null]);
  });

  it('reads blank as no number', () => {
    expect(['', '   '].map(parseNumber)).toEqual([null, null]);
  });
});

describe('numbers and round lists typed with an input method or on a phone', () => {
  it('reads full-width digits and signs, dashes for a minus, and a leading apostrophe', () => {
    const texts = [
      '１８５０',
      '６．５',
      '６，５',
      '－３',
      '＋２',
      '\u20133',
      '\u20143',
      '\u20191850',
      '\u20187.5',
      "'6.5",
      '\u3000１\u3000',
    ];
    expect(texts.map(parseNumber)).toEqual([1850, 6.5, 6.5, -3, 2, -3, -3, 1850, 7.5, 6.5, 1]);
  });

  it('still refuses a full-width number that is no plain decimal', () => {
    const texts = ['１　５００', '１ｅ３', '１．２．３', '\u2019\u20191', '\u30021', '½'];
    expect(texts.map(parseNumber)).toEqual(texts.map(() => null));
  });

  it('reads round lists with full-width digits and commas and the ideographic comma', () => {
    const texts = ['３，５', '3\u30015', '３\u3001５', '\u20183, 5', '３；５', '３\u3000５'];
    expect(texts.map(parseRoundList)).toEqual(texts.map(() => [3, 5]));
    expect(['3\u30025', '３．５'].map(parseRoundList)).toEqual([null, null]);
  });

  it('reads full-width Yes and No', () => {
    expect(['Ｙｅｓ', 'ｎｏ', 'Ｘ'].map(parseYesNo)).toEqual([true, false, true]);
  });
});

describe('every word a Yes/No cell takes, and round numbers up to two digits', () => {
  it('reads each yes word as true and each no word as false', () => {
    const yes = ['yes', 'Y', 'On', 'TRUE', 'x', '1'];
    const no = ['No', 'n', 'OFF', 'false', '0', ''];
    expect(yes.map(parseYesNo)).toEqual(yes.map(() => true));
    expect(no.map(parseYesNo)).toEqual(no.map(() => false));
    expect(['2', 'yes please', 'si'].map(parseYesNo)).toEqual([null, null, null]);
  });

  it('reads rounds of up to two digits and refuses three', () => {
    expect(parseRoundList('99, 12')).toEqual([12, 99]);
    expect(parseRoundList('100')).toBeNull();
  });
});
