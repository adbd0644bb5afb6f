import { describe, expect, it } from 'vitest';
import { nameKey, nameList } from '../../src/engine/names';

describe('nameList', () => {
  it('separates names with semicolons, as a name may hold a comma', () => {
    expect(nameList(['Lee, Ann', 'Bo'])).toBe('Lee, Ann; Bo');
    expect(nameList(['Bo'])).toBe('Bo');
  });

  it('shows a dozen names and counts the rest', () => {
    const names = Array.from({ length: 14 }, (_, i) => `P${i + 1}`);
    expect(nameList(names.slice(0, 12))).toBe('P1; P2; P3; P4; P5; P6; P7; P8; P9; P10; P11; P12');
    expect(nameList(names)).toBe('P1; P2; P3; P4; P5; P6; P7; P8; P9; P10; P11; P12 and 2 more');
  });
});

describe('nameKey', () => {
  it('reads a curly apostrophe a phone types as the straight one', () => {
    expect(nameKey('O\u2019Brien')).toBe(nameKey("O'Brien"));
    expect(nameKey('\u2018t Hart')).toBe("'t hart");
    expect(nameKey('Ｌｅｅ　Ａｎｎ')).toBe('lee ann');
  });

  /** The key as normalised in full, with no shortcut for names in ASCII. */
  const full = (name: string): string =>
    name
      .normalize('NFKC')
      .replace(/\p{Cf}/gu, '')
      .replace(/(?![\t\n\v\f\r])\p{Cc}/gu, '')
      .replace(/[\u2018\u2019]/g, "'")
      .trim()
      .replace(/\s+/g, ' ')
      .toLowerCase();

  it('keys a name in ASCII as it keys it in full, and every other name in full', () => {
    const characters = Array.from({ length: 0x300 }, (_, code) => String.fromCharCode(code));
    characters.push(
      '\u200b',
      '\u200c',
      '\u2060',
      '\u3000',
      '\ufeff',
      'Ｌ',
      'ﬁ',
      'Ⅷ',
      '²',
      'e\u0301',
      '\u2019',
    );
    for (const c of characters) {
      for (const name of [`  Ann${c}Lee `, `${c}\tBo  ${c}`, c]) {
        expect([c.codePointAt(0), nameKey(name)]).toEqual([c.codePointAt(0), full(name)]);
      }
    }
    expect(nameKey(' Ｌｅｅ\u00a0\u00adAnn\u200b ')).toBe('lee ann');
    expect(nameKey('  Ann \t  LEE\n')).toBe('ann lee');
  });

  it('leaves out control characters a paste leaves, as other invisible ones', () => {
    expect(['Bo\u0000Kim', 'Bo\u0007Kim', 'Bo\u001bKim\u007f', 'Bo\u0085Kim'].map(nameKey)).toEqual(
      ['bokim', 'bokim', 'bokim', 'bokim'],
    );
    expect(nameKey('Bo\u000bKim\fLee')).toBe('bo kim lee');
    // Tabs and line breaks are spaces, in a name of other characters too.
    expect(nameKey('Zoë\u000bKim\fLee\tAnn\rBo')).toBe('zoë kim lee ann bo');
  });
});
