/**
 * How wide a text is drawn in Calibri, the font the saved file is written in: the advance width
 * of each character, measured from the font's metrics in 2048ths of the type size.
 */

/** Regular and bold widths of the characters from space (32) to ~ (126), in code order. */
const PRINTABLE = {
  regular: [
    463, 667, 821, 1020, 1038, 1464, 1397, 452, 621, 621, 1020, 1020, 511, 627, 517, 791, 1038,
    1038, 1038, 1038, 1038, 1038, 1038, 1038, 1038, 1038, 548, 548, 1020, 1020, 1020, 949, 1831,
    1185, 1114, 1092, 1260, 1000, 941, 1292, 1276, 516, 653, 1064, 861, 1751, 1322, 1356, 1058,
    1378, 1112, 941, 998, 1314, 1162, 1822, 1063, 998, 959, 628, 791, 628, 1020, 1020, 596, 981,
    1076, 866, 1076, 1019, 625, 964, 1076, 470, 490, 931, 470, 1636, 1076, 1080, 1076, 1076, 714,
    801, 686, 1076, 925, 1464, 887, 927, 809, 644, 943, 644, 1020,
  ],
  bold: [
    463, 667, 898, 1020, 1038, 1493, 1443, 478, 638, 638, 1020, 1020, 528, 627, 547, 880, 1038,
    1038, 1038, 1038, 1038, 1038, 1038, 1038, 1038, 1038, 565, 565, 1020, 1020, 1020, 949, 1840,
    1241, 1148, 1084, 1291, 999, 940, 1305, 1292, 546, 678, 1120, 866, 1790, 1349, 1385, 1090, 1405,
    1153, 968, 1014, 1337, 1211, 1856, 1128, 1064, 979, 665, 880, 665, 1020, 1020, 615, 1011, 1099,
    857, 1099, 1031, 648, 971, 1099, 503, 523, 983, 503, 1666, 1099, 1101, 1099, 1099, 728, 817,
    710, 1099, 969, 1526, 941, 970, 814, 704, 973, 704, 1020,
  ],
};

/** Letters and signs past ~ that are not an accented letter (ł is no l with an accent). */
const MORE_CHARACTERS = 'łŁøØßæÆœŒđĐıðÐþÞ‘’“”–—…•€£½';
const MORE = {
  regular: [
    507, 880, 1084, 1359, 1080, 1583, 1563, 1740, 1775, 1130, 1279, 470, 1076, 1279, 1076, 1058,
    511, 511, 857, 857, 1020, 1854, 1414, 1020, 1038, 1038, 1375,
  ],
  bold: [
    540, 886, 1114, 1394, 1136, 1587, 1588, 1726, 1790, 1165, 1309, 503, 1099, 1309, 1099, 1090,
    528, 528, 891, 891, 1020, 1854, 1457, 1020, 1038, 1038, 1415,
  ],
};

/**
 * Anything else (a CJK character, a symbol, a letter of a script not counted below) counts as
 * wide as the type size, as a CJK character is: about two average letters.
 */
const OTHER = 2048;

/**
 * A small letter of Armenian or Georgian, or a letter of Hebrew or Arabic: as wide as the widest
 * average of those alphabets in the stand-in fonts that draw them (DejaVu Sans: Arabic 1409,
 * bold 1609), not the width of a CJK character. Greek and Cyrillic: below.
 */
const NARROW_SCRIPT =
  /^[\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Georgian}\p{Script=Hebrew}\p{Script=Arabic}]$/u;

/**
 * Calibri draws Greek and Cyrillic itself, narrower than DejaVu Sans by about the share its
 * digits are (1038 against 1303), and a spreadsheet that draws them in DejaVu Sans sizes its
 * columns by DejaVu's digits: either way their DejaVu widths count at that share against a
 * column's width. (A ЕКАТЕРИНА ВЛАДИМИРОВНА КОНСТАНТИНОПОЛЬСКАЯ drawn on 2 lines was counted 4.)
 */
const CALIBRI_SCRIPT = /^[\p{Script=Greek}\p{Script=Cyrillic}]$/u;
const CALIBRI_SHARE = 1038 / 1303;
const NARROW_LETTER = /^[\p{Ll}\p{Lo}]$/u;
const ALPHABET = { regular: 1450, bold: 1620 };
/** Greek and Cyrillic small letters: Cyrillic's average in DejaVu Sans, for both. */
const CYRILLIC = { regular: 1363, bold: 1507 };

/**
 * A Cyrillic or Greek capital, as a Latin one is, at its own width: DejaVu Sans's, counted at
 * Calibri's share as the small letters are. Not the width of a CJK character.
 */
const CAPITALS = 'ЂЄЅІЈЉЊЋЏАБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ';
const CAPITAL_WIDTHS = {
  regular: [
    1610, 1430, 1300, 604, 604, 2240, 2140, 1610, 1540, 1401, 1405, 1405, 1249, 1600, 1294, 2206,
    1313, 1532, 1454, 1540, 1767, 1540, 1612, 1540, 1235, 1430, 1251, 1248, 1763, 1403, 1590, 1404,
    2190, 2240, 1705, 1807, 1405, 1430, 2211, 1423, 1401, 1405, 1141, 1401, 1294, 1403, 1540, 1612,
    604, 1343, 1401, 1767, 1532, 1294, 1612, 1540, 1235, 1294, 1251, 1251, 1612, 1403, 1612, 1565,
  ],
  bold: [
    1799, 1503, 1475, 762, 762, 2364, 2314, 1799, 1714, 1585, 1561, 1561, 1305, 1824, 1399, 2507,
    1455, 1714, 1674, 1701, 2038, 1714, 1741, 1714, 1501, 1503, 1397, 1579, 2031, 1579, 1900, 1655,
    2530, 2715, 1924, 2122, 1561, 1503, 2404, 1577, 1585, 1561, 1305, 1585, 1399, 1485, 1714, 1741,
    762, 1587, 1585, 2038, 1714, 1294, 1741, 1714, 1501, 1399, 1397, 1483, 1741, 1579, 1740, 1741,
  ],
};

/** Any other capital of those alphabets (Armenian, say): the widest average, Cyrillic's. */
const CAPITAL = /^[\p{Lu}\p{Lt}]$/u;
const OTHER_CAPITAL = { regular: 1566, bold: 1772 };

/** No-break spaces are as wide as a space; invisible characters take no room. */
const NO_BREAK_SPACE = /^[\u00a0\u202f]$/u;
const INVISIBLE = /^\p{Cf}$/u;

/** An accent on its own (a letter written as letter + accent) takes no room of its own. */
const ACCENT = /^\p{M}$/u;

export interface TextFont {
  /** Points. */
  size: number;
  bold: boolean;
}

/** Width of one character (a code point), in 2048ths of the type size. */
function characterWidth(character: string, bold: boolean): number {
  const code = character.codePointAt(0) ?? 0;
  if (code >= 32 && code <= 126) return (bold ? PRINTABLE.bold : PRINTABLE.regular)[code - 32];
  if (ACCENT.test(character) || INVISIBLE.test(character)) return 0;
  if (NO_BREAK_SPACE.test(character)) return characterWidth(' ', bold);
  // An accented letter is as wide as its letter (é as e).
  const base = [...character.normalize('NFD')][0];
  const width = letterWidth(base, bold);
  return CALIBRI_SCRIPT.test(base) ? width * CALIBRI_SHARE : width;
}

/** Width of a letter or sign with no accent, as Calibri or the stand-in font draws it. */
function letterWidth(base: string, bold: boolean): number {
  const code = base.codePointAt(0) ?? 0;
  if (code >= 32 && code <= 126) return (bold ? PRINTABLE.bold : PRINTABLE.regular)[code - 32];
  const more = MORE_CHARACTERS.indexOf(base);
  if (more >= 0) return (bold ? MORE.bold : MORE.regular)[more];
  if (NARROW_SCRIPT.test(base) && NARROW_LETTER.test(base)) {
    const average = CALIBRI_SCRIPT.test(base) ? CYRILLIC : ALPHABET;
    return bold ? average.bold : average.regular;
  }
  const capital = CAPITALS.indexOf(base);
  if (capital >= 0) return (bold ? CAPITAL_WIDTHS.bold : CAPITAL_WIDTHS.regular)[capital];
  if (NARROW_SCRIPT.test(base) && CAPITAL.test(base)) {
    return bold ? OTHER_CAPITAL.bold : OTHER_CAPITAL.regular;
  }
  return OTHER;
}

/** Width of `text` in pixels (96 an inch, as column widths count) in `font`. */
export function textWidth(text: string, font: TextFont): number {
  let units = 0;
  for (const character of text) units += characterWidth(character, font.bold);
  return (units / 2048) * font.size * (96 / 72);
}
