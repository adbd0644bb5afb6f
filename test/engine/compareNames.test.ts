/** The order pairing and round robin seating break ties in: names as the add-in reads them. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNames } from '../../src/engine/names';

const sign = (n: number): number => Math.sign(n);

describe('compareNames', () => {
  it('sorts by letters first, then accents, then case, then the spelling typed', () => {
    const names = [
      'P10',
      'Zoë',
      'P02',
      'éMile',
      'p1',
      'Émile',
      'Eve',
      'emile',
      'zoe',
      'P2',
      'Ann B',
      'ann',
      'Ann 2',
      'ÉMILE',
      'Ann2',
      '  eve',
      'Ann',
    ];
    expect([...names].sort(compareNames)).toEqual([
      'Ann',
      'ann',
      'Ann2',
      'Ann 2',
      'Ann B',
      'emile',
      'ÉMILE',
      'Émile',
      'éMile',
      'Eve',
      '  eve',
      'p1',
      'P2',
      'P02',
      'P10',
      'zoe',
      'Zoë',
    ]);
  });

  it('puts a name typed with a combining accent beside the same name typed plainly', () => {
    expect(['Émilie', 'E\u0301mile', 'Emma'].sort(compareNames)).toEqual([
      'E\u0301mile',
      'Émilie',
      'Emma',
    ]);
    expect(sign(compareNames('E\u0301mile', 'Émile'))).toBe(-1);
    expect(sign(compareNames('P2', 'P02'))).toBe(-1);
  });

  it('orders runs of digits by their number however long, past the integers a number holds', () => {
    expect(
      ['Guest 100', 'Guest 12345678901234567891', 'Guest 12345678901234567890', 'Guest 9'].sort(
        compareNames,
      ),
    ).toEqual(['Guest 9', 'Guest 100', 'Guest 12345678901234567890', 'Guest 12345678901234567891']);
    expect(sign(compareNames('Guest 9007199254740993', 'Guest 9007199254740992'))).toBe(1);
  });

  it('is a total order: antisymmetric, transitive, 0 only for one spelling', () => {
    const name = fc.string({
      unit: fc.constantFrom('a', 'A', 'b', 'é', 'É', 'e', '\u0301', ' ', '0', '1', '2', '9'),
      maxLength: 6,
    });
    fc.assert(
      fc.property(name, name, name, (a, b, c) => {
        expect(sign(compareNames(a, b)) + sign(compareNames(b, a))).toBe(0);
        expect(compareNames(a, b) === 0).toBe(a === b);
        const [x, y, z] = [a, b, c].sort(compareNames);
        expect(compareNames(x, z)).toBeLessThanOrEqual(0);
        expect(sign(compareNames(x, y)) + sign(compareNames(y, z))).toBeLessThanOrEqual(0);
      }),
      { numRuns: 2000, seed: 44 },
    );
  });
});
