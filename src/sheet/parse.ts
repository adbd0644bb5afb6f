import { typedText } from '../engine/typedText';
import { cellText, type Cell } from './cells';

/** What a Yes/No cell reads as Yes, and as No (a blank cell too), in lower case. */
export const YES_SPELLINGS: readonly string[] = ['yes', 'y', 'on', 'true', 'x', '1'];
export const NO_SPELLINGS: readonly string[] = ['no', 'n', 'off', 'false', '0'];

/** Yes/No cells: checkboxes, Yes/No, On/Off, True/False; null when unreadable. */
export function parseYesNo(value: Cell): boolean | null {
  if (typeof value === 'boolean') return value;
  const t = typedText(cellText(value)).toLowerCase();
  if (YES_SPELLINGS.includes(t)) return true;
  if (t === '' || NO_SPELLINGS.includes(t)) return false;
  return null;
}

/**
 * The number forms a cell accepts as text: an optional sign, digits, and a decimal point or
 * comma ("7", "-3", "+2", "6.5", "6,5", ".5"). Spaces around it are ignored; nothing else is
 * read, so "0x1A", "1e3", "Infinity" or "1 500" are refused rather than guessed at. Typed with
 * an input method or on a phone, full-width ("６．５"), with a dash for the minus ("–3") or
 * after an apostrophe ("’1850"), it reads the same.
 */
const PLAIN_DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** A number typed in a cell (plain decimal forms only); null when blank or unreadable. */
export function parseNumber(value: Cell): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const t = typedText(value);
  if (!PLAIN_DECIMAL.test(t)) return null;
  return Number(t.replace(',', '.'));
}

/**
 * "3, 5", "3 5", "3;5" or the number 3: a list of round numbers; null when unreadable. Also as
 * an input method writes it: "３，５", "3、5" (the ideographic comma), after an apostrophe.
 */
export function parseRoundList(value: Cell): number[] | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 ? [value] : null;
  const t = typedText(cellText(value));
  if (t === '') return [];
  const parts = t.split(/[\s,;\u3001]+/).filter(Boolean);
  const rounds = parts.map((p) => (/^\d{1,2}$/.test(p) ? Number(p) : NaN));
  if (rounds.some((r) => !Number.isInteger(r) || r < 1)) return null;
  return [...new Set(rounds)].sort((a, b) => a - b);
}
