import { InputError } from '../engine/errors';
import { parseRank } from '../engine/rank';
import { checkSize, cleanText } from './limits';
import { blankSettings, splitSheetName, type ImportedEvent, type ImportedPlayer } from './types';

export interface CsvRow {
  /** 1-based line where the record starts. */
  line: number;
  fields: string[];
}

/** RFC 4180 records: quoted fields may hold the separator, quotes ("") and line breaks. */
export function parseCsv(source: string, what: string): CsvRow[] {
  const text = cleanText(source);
  const firstLine = text.slice(0, text.indexOf('\n') < 0 ? text.length : text.indexOf('\n'));
  const separator = [',', ';', '\t'].reduce((best, s) =>
    firstLine.split(s).length > firstLine.split(best).length ? s : best,
  );
  const rows: CsvRow[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const start = line;
    const fields: string[] = [];
    for (;;) {
      let field = '';
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (i >= text.length)
            throw new InputError(`${what}, line ${start}: a quoted field is not closed.`);
          if (text[i] === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (text[i] === '\n') line++;
          field += text[i++];
        }
        if (i < text.length && text[i] !== separator && text[i] !== '\n') {
          throw new InputError(`${what}, line ${line}: text after a closing quote.`);
        }
      } else {
        while (i < text.length && text[i] !== separator && text[i] !== '\n') field += text[i++];
      }
      fields.push(field);
      if (text[i] === separator) {
        i++;
        continue;
      }
      break;
    }
    if (text[i] === '\n') i++;
    line++;
    if (fields.some((f) => f.trim() !== '')) rows.push({ line: start, fields });
  }
  return rows;
}

/** A CSV field: quoted when needed; text a spreadsheet would run as a formula gets a quote mark. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",;\n\r\t]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string | number>>): string =>
  rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';

/** Undoes csvField's guard: "'=x" read back is "=x". */
const unguard = (text: string): string => (/^'[=+\-@]/.test(text) ? text.slice(1) : text);

const HEADERS: Record<string, string[]> = {
  name: ['name', 'player', 'full name'],
  surname: ['surname', 'last name', 'family name', 'lastname'],
  firstName: ['first name', 'firstname', 'given name'],
  rank: ['rank', 'grade'],
  rating: ['rating', 'gor'],
  club: ['club', 'chapter'],
  country: ['country'],
  agaId: ['aga id', 'agaid', 'aga'],
  egfPin: ['egf pin', 'pin', 'egd pin', 'egf'],
};

const WHAT = 'CSV roster';

/** A roster: one player a row, columns found by header (Name or Surname + First name, Rank…). */
export function parseCsvRoster(source: string): ImportedEvent {
  checkSize(source, WHAT);
  const rows = parseCsv(source, WHAT);
  if (rows.length === 0) throw new InputError(`${WHAT}: the file is empty.`);
  const header = rows[0].fields.map((h) => h.trim().toLowerCase().replace(/\s+/g, ' '));
  const column = (key: string): number => header.findIndex((h) => HEADERS[key].includes(h));
  const cols = Object.fromEntries(Object.keys(HEADERS).map((k) => [k, column(k)]));
  if (cols.name < 0 && cols.surname < 0) {
    throw new InputError(
      `${WHAT}, line ${rows[0].line}: no "Name" column (or "Surname" and "First name") in the header (${rows[0].fields.join(', ')}).`,
    );
  }
  const players: ImportedPlayer[] = [];
  for (const row of rows.slice(1)) {
    const get = (key: string): string =>
      cols[key] >= 0 ? unguard((row.fields[cols[key]] ?? '').trim()) : '';
    const names =
      cols.surname >= 0
        ? { surname: get('surname'), firstName: get('firstName') }
        : splitSheetName(get('name'));
    if (names.surname === '') throw new InputError(`${WHAT}, line ${row.line}: the name is blank.`);
    const rankText = get('rank');
    const rank = rankText === '' ? null : parseRank(rankText);
    if (rankText !== '' && rank === null)
      throw new InputError(
        `${WHAT}, line ${row.line} (${names.surname}): "${rankText}" is not a rank such as 5k or 2d.`,
      );
    const ratingText = get('rating').replace(',', '.');
    const rating = ratingText === '' ? null : Number(ratingText);
    if (rating !== null && !Number.isFinite(rating))
      throw new InputError(
        `${WHAT}, line ${row.line} (${names.surname}): "${get('rating')}" is not a rating.`,
      );
    players.push({
      ...names,
      rank,
      rating,
      club: get('club'),
      country: get('country').toUpperCase(),
      agaId: get('agaId'),
      egfPin: get('egfPin'),
      absent: [],
      withdrawn: false,
    });
  }
  return { settings: blankSettings(), players, rounds: [], notCarried: [] };
}
