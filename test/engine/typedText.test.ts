import { describe, expect, it } from 'vitest';
import { halfWidth, typedText } from '../../src/engine/typedText';

describe('halfWidth', () => {
  it('folds full-width signs and the ideographic space, and nothing else', () => {
    expect(halfWidth('！１＋－．，～')).toBe('!1+-.,~');
    expect(halfWidth('Ｌｅｅ\u3000Ａｎｎ')).toBe('Lee Ann');
    expect(halfWidth('½ 佐藤')).toBe('½ 佐藤');
  });
});

describe('typedText', () => {
  it('reads every dash and minus sign as a hyphen-minus', () => {
    const dashes = ['\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212'];
    expect(dashes.map((dash) => typedText(`1${dash}0`))).toEqual(dashes.map(() => '1-0'));
    expect(typedText('\uFE633')).toBe('-3');
    expect(typedText('1\uFE580')).toBe('1-0');
    expect(typedText('\uFF0D3')).toBe('-3');
  });

  it('drops one apostrophe typed in front, with the spaces on either side of it', () => {
    expect(typedText(' \u2019１８５０')).toBe('1850');
    expect(typedText("' 1850")).toBe('1850');
    expect(typedText('\u2018 ５級 ')).toBe('5級');
    expect(typedText("''1")).toBe("'1");
  });

  it('reads a fraction slash as a slash', () => {
    expect(typedText('1\u20442-1\u20442')).toBe('1/2-1/2');
  });
});
