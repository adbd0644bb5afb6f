import { withoutAccents } from '../engine/names';

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

/** A character outside printable ASCII: its spelling, a space for a line break or tab, else null. */
const spelled = (c: string): string | null => SPECIAL[c] ?? (/\s/.test(c) ? ' ' : null);

/**
 * ASCII for result files the rating offices read (formats.md: "Transliterate names to ASCII"):
 * accents dropped, a few letters spelled out; characters with no ASCII form (other scripts)
 * are left out, never written as "?", which readers of the EGF table take for a result.
 */
export function toAscii(text: string): string {
  return withoutAccents(text).replace(/[^\x20-\x7e]/gu, (c) => spelled(c) ?? '');
}

/** Whether toAscii leaves out some character of `text` (a name in another script). */
export const losesCharacters = (text: string): boolean =>
  [...withoutAccents(text)].some((c) => /[^\x20-\x7e]/.test(c) && spelled(c) === null);

/** Written for a name part with no letter in ASCII: the rating offices match such a player by id. */
const NO_ASCII_NAME = 'Unknown';

/** A name part in ASCII, tidied by `clean` for the format; NO_ASCII_NAME when nothing is left. */
export function asciiNamePart(part: string, clean: (ascii: string) => string): string {
  const text = clean(toAscii(part));
  return text === '' && part.trim() !== '' ? NO_ASCII_NAME : text;
}

/**
 * The Export report's line for names that lost characters in ASCII: each player with the id
 * the rating office matches them by, and what the file holds instead.
 */
export function lostNamesNote(
  file: string,
  office: string,
  idName: string,
  players: ReadonlyArray<{ name: string; id: string; written: string }>,
): string {
  const list = players.map(
    (p) => `${p.name} (${p.id ? `${idName} ${p.id}` : `no ${idName}`}) as "${p.written}"`,
  );
  return `Names with characters the ${file} cannot hold (the ${office} matches these players by ${idName}; to send the name, write it in Latin letters on the Players tab): ${list.join('; ')}.`;
}
