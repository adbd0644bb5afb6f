import { describe, expect, it } from 'vitest';
import { parseNumber } from '../../src/sheet/parse';

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
