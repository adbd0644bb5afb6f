import { describe, expect, it } from 'vitest';
import { textWidth } from '../../src/workbook/textWidth';

/** Calibri's digit width over DejaVu Sans's: the share Greek and Cyrillic count at. */
const SHARE = 1038 / 1303;
const TWELVE = { size: 12, bold: false };

describe('width of text in Calibri', () => {
  it('gives each character its own width: i narrow, W wide, every digit alike', () => {
    // 12 points are 16 pixels: i is 470/2048 of that, W 1822/2048, a digit 1038/2048.
    expect(textWidth('i', TWELVE)).toBeCloseTo(3.672, 3);
    expect(textWidth('W', TWELVE)).toBeCloseTo(14.234, 3);
    expect(textWidth('0123456789', TWELVE)).toBeCloseTo(81.094, 3);
    expect(textWidth('Ann Lee', TWELVE)).toBeCloseTo(52.336, 3);
  });

  it('counts bold wider, in proportion to the size', () => {
    expect(textWidth('Ann Lee', { size: 12, bold: true })).toBeCloseTo(53.359, 3);
    expect(textWidth('Ann Lee', { size: 24, bold: false })).toBeCloseTo(104.672, 3);
  });

  it('counts an accented letter as its letter, typed as one character or as two', () => {
    expect(textWidth('é', TWELVE)).toBe(textWidth('e', TWELVE));
    expect(textWidth('e\u0301', TWELVE)).toBe(textWidth('e', TWELVE));
    expect(textWidth('Müller', TWELVE)).toBe(textWidth('Muller', TWELVE));
    // ł is a letter of its own, as narrow as l nearly.
    expect(textWidth('ł', TWELVE)).toBeCloseTo(3.961, 3);
    // ß is 1080/2048 of 16 pixels, and bold 1136/2048, as the bold letters above are wider.
    expect(textWidth('ß', TWELVE)).toBe(8.4375);
    expect(textWidth('ß', { size: 12, bold: true })).toBe(8.875);
  });

  it('knows every sign on the keyboard, ~ the last of them', () => {
    // ~ is 1020/2048 of 16 pixels, not the width of a character it does not know.
    expect(textWidth('~', TWELVE)).toBe(7.96875);
    expect(textWidth(' ', TWELVE)).toBe(3.6171875);
  });

  it('counts a CJK character or any other as the type size: two average letters', () => {
    // 16 pixels each at 12 points; "nn" is 16.8.
    expect(textWidth('李小龙', TWELVE)).toBe(48);
    expect(textWidth('★', TWELVE)).toBe(16);
    expect(textWidth('nn', TWELVE)).toBeCloseTo(16.813, 3);
  });

  it('counts a small letter of Greek or Cyrillic, or a Hebrew or Arabic letter, narrower', () => {
    // Greek and Cyrillic, which Calibri draws: 1363/2048 of 16 pixels (bold 1507), Cyrillic's
    // average in the stand-in font, at 1038/1303 of that.
    expect(textWidth('ж', TWELVE)).toBeCloseTo(10.6484375 * SHARE, 9);
    expect(textWidth('иванов', TWELVE)).toBeCloseTo(63.890625 * SHARE, 9);
    // Γ is a capital: 1141/2048 of 16 pixels.
    expect(textWidth('Γιώργος', TWELVE)).toBeCloseTo((8.9140625 + 6 * 10.6484375) * SHARE, 9);
    // Hebrew, Arabic, Georgian and Armenian, which Calibri lacks: 1450/2048 of 16 pixels each,
    // as wide as those alphabets' widest average in the stand-in font.
    expect(textWidth('כהן', TWELVE)).toBe(3 * 11.328125);
    expect(textWidth('محمد', TWELVE)).toBe(4 * 11.328125);
    expect(textWidth('ж', { size: 12, bold: true })).toBeCloseTo(11.7734375 * SHARE, 9);
    expect(textWidth('ანა', TWELVE)).toBe(3 * 11.328125);
    expect(textWidth('աննա', TWELVE)).toBe(4 * 11.328125);
    // A Korean or Japanese letter, and a full-width Latin one, stay as wide as the type size.
    expect(textWidth('김ひＬ', TWELVE)).toBe(48);
  });

  it('counts a Cyrillic or Greek capital its own width, as a Latin one, not as a CJK character', () => {
    // А is 1401/2048 of 16 pixels (bold 1585), Ж 2206, Ω 1565, at 1038/1303 of that; Ё and Ά as
    // their letters.
    expect(textWidth('А', TWELVE)).toBeCloseTo(10.9453125 * SHARE, 9);
    expect(textWidth('А', { size: 12, bold: true })).toBeCloseTo(12.3828125 * SHARE, 9);
    expect(textWidth('Ж', TWELVE)).toBeCloseTo(17.234375 * SHARE, 9);
    expect(textWidth('Ω', TWELVE)).toBeCloseTo(12.2265625 * SHARE, 9);
    expect(textWidth('Ё', TWELVE)).toBe(textWidth('Е', TWELVE));
    expect(textWidth('Ά', TWELVE)).toBe(textWidth('Α', TWELVE));
    // Another capital of those alphabets (Armenian Ա, which Calibri lacks): 1566/2048,
    // Cyrillic's average in the stand-in font.
    expect(textWidth('Ա', TWELVE)).toBe(12.234375);
    expect(textWidth('ЕКАТЕРИНА', TWELVE)).toBeCloseTo(96.890625 * SHARE, 9);
    // The first and last of the list, each at its own place: Ђ 1610, Є 1430, Ω bold 1741.
    expect(textWidth('Ђ', TWELVE)).toBeCloseTo(12.578125 * SHARE, 9);
    expect(textWidth('Є', TWELVE)).toBeCloseTo(11.171875 * SHARE, 9);
    expect(textWidth('Ω', { size: 12, bold: true })).toBeCloseTo(13.6015625 * SHARE, 9);
    // Ա bold: 1772/2048, Cyrillic's bold average.
    expect(textWidth('Ա', { size: 12, bold: true })).toBe(13.84375);
  });

  it('counts a no-break space as a space, and a zero-width space or direction mark as nothing', () => {
    expect(textWidth('Ann\u00a0Lee', TWELVE)).toBe(textWidth('Ann Lee', TWELVE));
    expect(textWidth('Ann\u202fLee', TWELVE)).toBe(textWidth('Ann Lee', TWELVE));
    expect(textWidth('Ann Lee\u200b\u200f', TWELVE)).toBe(textWidth('Ann Lee', TWELVE));
  });
});
