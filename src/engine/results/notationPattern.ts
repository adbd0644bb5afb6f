/**
 * The result notations of notation.ts as one regular expression, for the sheet's check of a
 * Result cell as it is typed. It reads the text as parseResult does: lower case, spaces
 * removed; any dash and a decimal comma are allowed in the pattern itself.
 *
 * Every text parseResult accepts matches. The one refusal it cannot see is a TD-awarded split
 * worth more than a point (such as 1-1), which the next command names with its cell.
 * The syntax is the common part of JavaScript and RE2 (Google Sheets' REGEXMATCH).
 */
const DASH = '[-\u2010\u2011\u2012\u2013\u2014\u2015\u2212]';
const POINT = '[.,]';
/** A score margin such as 2.5, 12,5 or ½ (notation.ts MARGIN). */
const MARGIN = `\\d+(?:${POINT}\\d+)?|\\d*${POINT}\\d+|\\d*½`;
const WIN_REASON = `r|res|resign|resignation|t|time|f|forfeit|${MARGIN}`;
/** One side of a chess-style result: 0 to 1 point (notation.ts chessPoints). */
const SIDE = `½|1/2|0*1(?:${POINT}0+)?|0+(?:${POINT}\\d+)?|0*${POINT}\\d+`;

/** Between a chess forfeit's + and −, or two sides: nothing, a slash or a colon (+/-, +:-). */
const MARK = '[/:]?';

// A leading apostrophe: a plain-text cell keeps the one typed in front of '+- (notation.ts).
export const RESULT_PATTERN =
  "^'?(?:jigo|=|draw|doubleforfeit|df" +
  `|\\+${MARK}${DASH}|${DASH}${MARK}\\+|${DASH}${MARK}${DASH}` +
  `|(?:w|white|b|black)\\+(?:${WIN_REASON})?` +
  `|(?:${SIDE})(?:${DASH}|:)(?:${SIDE}))$`;
