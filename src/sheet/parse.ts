import { cellText, type Cell } from './cells';

/** Yes/No cells: checkboxes, Yes/No, On/Off, True/False; null when unreadable. */
export function parseYesNo(value: Cell): boolean | null {
  if (typeof value === 'boolean') return value;
  const t = cellText(value).toLowerCase();
  if (['yes', 'y', 'on', 'true', 'x', '1'].includes(t)) return true;
  if (['no', 'n', 'off', 'false', '0', ''].includes(t)) return false;
  return null;
}

/** A number typed in a cell (comma decimals accepted); null when blank or unreadable. */
export function parseNumber(value: Cell): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const t = cellText(value).replace(/\s+/g, '').replace(',', '.').replace('−', '-');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** "3, 5", "3 5", "3;5" or the number 3: a list of round numbers; null when unreadable. */
export function parseRoundList(value: Cell): number[] | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 ? [value] : null;
  const t = cellText(value);
  if (t === '') return [];
  const parts = t.split(/[\s,;]+/).filter(Boolean);
  const rounds = parts.map((p) => (/^\d{1,2}$/.test(p) ? Number(p) : NaN));
  if (rounds.some((r) => !Number.isInteger(r) || r < 1)) return null;
  return [...new Set(rounds)].sort((a, b) => a - b);
}
