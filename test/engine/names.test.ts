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
});
