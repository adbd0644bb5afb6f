/** Letters that do not decompose into a base letter plus accents. */
const SPECIAL: Record<string, string> = {
  ø: 'o',
  Ø: 'O',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  þ: 'th',
  Þ: 'Th',
  ð: 'd',
  Ð: 'D',
  ı: 'i',
  '’': "'",
  '‘': "'",
};

/**
 * ASCII for result files the rating offices read (formats.md: "Transliterate names to ASCII"):
 * accents dropped, a few letters spelled out; anything else (other scripts) becomes "?".
 */
export function toAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, (c) => SPECIAL[c] ?? '?');
}
