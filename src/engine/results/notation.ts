import type { GameResult } from '../types';
import { typedText } from '../typedText';
import { formatPoints } from './formatPoints';

/**
 * Game result notation typed in a round tab's Result cell.
 *
 * Case and spaces are ignored. Accepted (White is always listed first in chess style):
 *
 * | text                                         | meaning                         |
 * |----------------------------------------------|---------------------------------|
 * | '' (empty cell)                              | missing (not typed in yet)      |
 * | W+  W+R  W+Resign  W+T  W+Time  W+2.5  W+½   | White wins (1-0)                |
 * | B+  B+R  B+Resign  B+T  B+Time  B+12.5       | Black wins (0-1)                |
 * | W+F  W+Forfeit  +-  +/-  +:-                 | White wins by forfeit           |
 * | B+F  B+Forfeit  -+  -/+  -:+                 | Black wins by forfeit           |
 * | Jigo  =  Draw                                | 0.5 each                        |
 * | Double forfeit  DF  0-0  0:0  --  -/-  -:-   | 0 each, not played              |
 * | 1-0  0-1  ½-½  0.5-0.5  1/2-1/2  1:0  ½:½    | chess style, White first        |
 * | a-b with a, b ≥ 0 and a + b ≤ 1               | TD-awarded points (team events) |
 *
 * "White" and "Black" may be written out ("White+R"). En and em dashes count as '-', a
 * decimal comma as a point ("0,5-0,5"), and full-width characters as ASCII ("１－０").
 */
export type ParsedResult =
  { kind: 'missing' } | { kind: 'invalid' } | { kind: 'result'; result: GameResult };

/** The canonical notations (the README lists them); every one parses. */
export const RESULT_CHOICES: readonly string[] = [
  'W+',
  'B+',
  'W+F',
  'B+F',
  'Jigo',
  'Double forfeit',
  '1-0',
  '0-1',
  '½-½',
];

/** The words after W+ or B+ (besides a margin), and the other fixed notations: the README lists each. */
export const WIN_REASONS: ReadonlySet<string> = new Set([
  '',
  'r',
  'res',
  'resign',
  'resignation',
  't',
  'time',
]);
export const FORFEIT_REASONS: ReadonlySet<string> = new Set(['f', 'forfeit']);
/** A score margin such as 2.5, 12.5 or ½. */
const MARGIN = /^(\d+(\.\d+)?|\d*\.\d+|\d*½)$/;
export const JIGO: ReadonlySet<string> = new Set(['jigo', '=', 'draw']);
export const DOUBLE_FORFEIT: ReadonlySet<string> = new Set([
  'doubleforfeit',
  'df',
  '0-0',
  '0:0',
  '--',
  '-/-',
  '-:-',
]);
/** Chess forfeits: + for the side that wins without playing, − for the side that forfeits. */
export const WHITE_FORFEIT_WIN: ReadonlySet<string> = new Set(['+-', '+/-', '+:-']);
export const BLACK_FORFEIT_WIN: ReadonlySet<string> = new Set(['-+', '-/+', '-:+']);
const WIN_PATTERN = /^(w|white|b|black)\+(.*)$/;
const CHESS_PATTERN = /^([^-:]+)[-:]([^-:]+)$/;

const result = (white: number, black: number, forfeit = false): ParsedResult => ({
  kind: 'result',
  result: { white, black, forfeit },
});

/**
 * The text as the notations are matched: lower case, no spaces, one kind of dash, a decimal
 * point, full-width characters from an input method as ASCII ("Ｗ＋Ｒ", "１－０"). A leading
 * apostrophe goes too, straight or as a phone writes it (’ or ‘): a cell formatted as plain
 * text keeps the one typed in front of a forfeit ('+-) as part of its text.
 */
function normalize(text: string): string {
  return typedText(text).toLowerCase().replace(/\s+/g, '').replace(/,/g, '.');
}

/** One side of a chess-style result: 1, 0, ½, 1/2, 0.5 or any decimal from 0 to 1. */
function chessPoints(text: string): number | null {
  if (text === '½' || text === '1/2') return 0.5;
  if (!/^(\d+(\.\d+)?|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return value >= 0 && value <= 1 ? value : null;
}

export function parseResult(text: string): ParsedResult {
  const s = normalize(text);
  if (s === '') return { kind: 'missing' };
  if (JIGO.has(s)) return result(0.5, 0.5);
  if (DOUBLE_FORFEIT.has(s)) return result(0, 0, true);
  if (WHITE_FORFEIT_WIN.has(s)) return result(1, 0, true);
  if (BLACK_FORFEIT_WIN.has(s)) return result(0, 1, true);

  const win = WIN_PATTERN.exec(s);
  if (win) {
    const white = win[1][0] === 'w';
    const reason = win[2];
    const forfeit = FORFEIT_REASONS.has(reason);
    if (!forfeit && !WIN_REASONS.has(reason) && !MARGIN.test(reason)) return { kind: 'invalid' };
    return white ? result(1, 0, forfeit) : result(0, 1, forfeit);
  }

  const chess = CHESS_PATTERN.exec(s);
  if (chess) {
    const white = chessPoints(chess[1]);
    const black = chessPoints(chess[2]);
    // Points awarded by the TD may be split, never more than one point for the game; nothing
    // to nothing ("0.0-0") is the double forfeit "0-0" is.
    if (white === 0 && black === 0) return result(0, 0, true);
    if (white !== null && black !== null && white + black <= 1) return result(white, black);
  }
  return { kind: 'invalid' };
}

/** A draw written as one side's half point: "1/2", "½", "0.5", ",5". */
const HALF_ALONE = new Set(['1/2', '½', '0.5', '.5']);

/**
 * What a Result cell that does not parse was most likely meant to be, in the chess notation
 * the round tabs write, or null: the letter O typed for a zero ("1-O"), a draw written as a
 * single half point ("1/2", "½"), or a chess score without its dash ("10", "01").
 */
export function suggestResult(text: string): string | null {
  const s = normalize(text);
  if (parseResult(text).kind !== 'invalid') return null;
  if (HALF_ALONE.has(s)) return '½-½';
  if (s === '10' || s === '01') return `${s[0]}-${s[1]}`;
  // Only a chess score (digits, ½ and one dash) is read again with zeroes.
  if (/o/.test(s) && /^[o0-9½./]+[-:][o0-9½./]+$/.test(s)) {
    // "O-O" is castling, not a double forfeit: only a game with a point in it is suggested.
    const zeroes = s.replace(/o/g, '0');
    const parsed = parseResult(zeroes);
    if (parsed.kind === 'result' && parsed.result.white + parsed.result.black > 0) return zeroes;
  }
  return null;
}

/**
 * Canonical text of a result: 'W+', 'B+', 'W+F', 'B+F', 'Jigo', 'Double forfeit' (any 0-0),
 * otherwise chess style with White first ('0.75-0.25'; the forfeit flag is not shown there).
 */
export function formatResult(r: GameResult): string {
  if (r.white === 1 && r.black === 0) return r.forfeit ? 'W+F' : 'W+';
  if (r.white === 0 && r.black === 1) return r.forfeit ? 'B+F' : 'B+';
  if (r.white === 0.5 && r.black === 0.5) return 'Jigo';
  if (r.white === 0 && r.black === 0) return 'Double forfeit';
  return `${formatPoints(r.white)}-${formatPoints(r.black)}`;
}
