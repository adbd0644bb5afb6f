import { InputError } from '../engine/errors';
import { parseRank } from '../engine/rank';
import { parseNumber, parseRoundList, parseYesNo } from '../sheet/parse';
import { Problems } from '../sheet/problems';
import { notAStatus, parseStatus } from '../sheet/status';
import { repeatedEntries, TIMESTAMP_HEADERS } from './formEntries';
import { checkSize, cleanText } from './limits';
import {
  blankSettings,
  sheetName,
  splitSheetName,
  type ImportedEvent,
  type ImportedPlayer,
} from './types';

interface CsvRow {
  /** 1-based line where the record starts. */
  line: number;
  fields: string[];
}

/**
 * The header record with its quoted text left out, so that a question such as "Rank (5k, 1d)"
 * in a semicolon-separated file does not make the comma look like the separator.
 */
function headerOutsideQuotes(text: string): string {
  let out = '';
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (c === '\n' && !quoted) break;
    else if (!quoted) out += c;
  }
  return out;
}

/** RFC 4180 records: quoted fields may hold the separator, quotes ("") and line breaks. */
function parseCsv(source: string, what: string): CsvRow[] {
  let text = cleanText(source);
  let line = 1;
  // Excel's "sep=;" first line names the separator; the header is the line after it.
  const hint = /^sep=([,;\t])\n/i.exec(text);
  if (hint) {
    text = text.slice(hint[0].length);
    line = 2;
  }
  const header = headerOutsideQuotes(text);
  const count = (s: string): number => header.split(s).length;
  const separator =
    hint?.[1] ?? [',', ';', '\t'].reduce((best, s) => (count(s) > count(best) ? s : best));
  const rows: CsvRow[] = [];
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
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",;\n\r\t]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string | number>>): string =>
  rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';

/** Undoes csvField's guard: "'=x" read back is "=x". */
const unguard = (text: string): string => (/^'[=+\-@]/.test(text) ? text.slice(1) : text);

/** Roster columns by header, compared as the Players tab compares them (case and spaces aside). */
const HEADERS: Record<string, string[]> = {
  name: [
    'name',
    'player',
    'full name',
    'your name',
    'your full name',
    'what is your name',
    'player name',
  ],
  surname: ['surname', 'last name', 'family name', 'lastname', 'your last name', 'your surname'],
  firstName: ['first name', 'firstname', 'given name', 'your first name'],
  rank: [
    'rank',
    'grade',
    'your rank',
    'what is your rank',
    'go rank',
    'your go rank',
    'what is your go rank',
  ],
  rating: ['rating', 'gor'],
  club: ['club', 'chapter', 'your club', 'go club'],
  city: ['city'],
  state: ['state'],
  country: ['country', 'your country'],
  family: ['family'],
  division: ['division', 'section'],
  band: ['band'],
  initialScore: ['initial score'],
  byes: ['byes'],
  byeVolunteer: ['bye volunteer'],
  status: ['status'],
  agaId: ['aga id', 'agaid', 'aga', 'aga number', 'aga member number', 'aga membership number'],
  egfPin: ['egf pin', 'pin', 'egd pin', 'egf'],
};

const WHAT = 'CSV roster';

/** A form's question mark, required-answer star or colon, or a closing note such as "(optional)". */
const QUESTION_END = /(\S)\s*(?:[?:*]|\([^()]*\))$/;

/**
 * A header as the Players tab compares it (case and runs of spaces ignored), and without the
 * ends a form's question adds: "What is your rank?" reads as "what is your rank", "AGA ID (if you
 * have one)" as "aga id".
 */
function headerKey(h: string): string {
  let key = h.trim().toLowerCase().replace(/\s+/g, ' ');
  while (QUESTION_END.test(key)) key = key.replace(QUESTION_END, '$1');
  return key;
}

/** A header a form asks as a question ("Your name", "What is your rank?", "Rank *"). */
function asked(h: string): boolean {
  const plain = h.trim().toLowerCase().replace(/\s+/g, ' ');
  return /^(your|what) /.test(plain) || plain !== headerKey(h);
}

/** Whether a header names a column the roster reads. */
export const isRosterHeader = (h: string): boolean =>
  Object.values(HEADERS).some((names) => names.includes(headerKey(h)));

/** Column letter of a 0-based index, as a spreadsheet shows the file (A, B, … AA). */
function letter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** A country as the roster writes it: a code (`jp`, `nld`) upper-cased, a name (`Netherlands`) kept. */
const countryCase = (text: string): string =>
  /^[a-z]{2,3}$/i.test(text) ? text.toUpperCase() : text;

/**
 * A roster: one player a row, columns found by header as on the Players tab (Name, or Surname
 * and First name; Rank, Rating, Club, City, State, Country, Family, Band, Initial score, Byes,
 * Bye volunteer, Status, AGA ID, EGF PIN). Cells are checked as the Players tab checks them,
 * every problem at once; a column the Players tab has no place for is named in notCarried.
 */
export function parseCsvRoster(source: string): ImportedEvent {
  checkSize(source, WHAT);
  const rows = parseCsv(source, WHAT);
  if (rows.length === 0) throw new InputError(`${WHAT}: the file is empty.`);
  const notCarried: string[] = [];
  const cols = rosterColumns(rows, notCarried);
  const beyond = fieldsPastHeader(rows);
  if (beyond) notCarried.push(beyond);
  const problems = new Problems();
  const repeats = formRepeats(rows, cols);
  notCarried.push(...repeats.notes);
  repeats.problems.forEach((p) => problems.add(p));
  const players: ImportedPlayer[] = [];
  for (const row of rows.slice(1)) {
    if (repeats.leftOut.has(row.line)) continue;
    const player = rosterPlayer(row, cols, problems);
    if (player) players.push(player);
  }
  problems.throwIfAny(`The ${WHAT} has problems; nothing was changed:`);
  return { settings: blankSettings(), players, rounds: [], notCarried };
}

/** Each roster column's index in the file (-1: none); columns left out are named in notCarried. */
function rosterColumns(rows: CsvRow[], notCarried: string[]): Record<string, number> {
  const headerRow = rows[0].fields;
  const header = headerRow.map(headerKey);
  const cols: Record<string, number> = Object.fromEntries(Object.keys(HEADERS).map((k) => [k, -1]));
  const left: Array<{ index: number; why: string }> = [];
  header.forEach((h, index) => {
    const key = Object.keys(HEADERS).find((k) => HEADERS[k].includes(h));
    if (h === '') {
      const data = rows.slice(1).some((r) => (r.fields[index] ?? '').trim() !== '');
      if (data) left.push({ index, why: 'it has no header' });
    } else if (key === undefined) {
      left.push({ index, why: 'the Players tab has no such column' });
    } else if (cols[key] >= 0 && asked(headerRow[index]) && !asked(headerRow[cols[key]])) {
      // A form's own column (Microsoft Forms' Name: the account, or "anonymous") gives way
      // to the question the organiser asked ("Your name").
      const question = headerRow[index].trim();
      left.push({ index: cols[key], why: `column ${letter(index)} "${question}" asks for it` });
      cols[key] = index;
    } else if (cols[key] >= 0) {
      // "Name" and "Player", or two questions, are read for one column: the first is carried.
      const carried = cols[key];
      const why =
        header[carried] === h
          ? `column ${letter(carried)} has the same heading and was carried`
          : `column ${letter(carried)} "${headerRow[carried].trim()}" is read for the same Players column`;
      left.push({ index, why });
    } else cols[key] = index;
  });
  if (cols.name < 0 && cols.surname < 0) {
    throw new InputError(
      `${WHAT}, line ${rows[0].line}: no "Name" column (or "Surname" and "First name") in the header (${headerRow.join(', ')}).`,
    );
  }
  if (cols.surname >= 0 && cols.name >= 0) {
    left.push({ index: cols.name, why: 'names were taken from the surname and first name' });
  }
  if (cols.surname < 0 && cols.firstName >= 0) {
    left.push({ index: cols.firstName, why: 'there is no surname column beside it' });
  }
  for (const { index, why } of left.sort((a, b) => a.index - b.index)) {
    const name = headerRow[index].trim();
    notCarried.push(`Column ${letter(index)}${name ? ` "${name}"` : ''} was left out: ${why}.`);
  }
  return cols;
}

/** A cell's text as the roster reads it ('' for a column the file does not have). */
const cellText = (row: CsvRow, index: number): string =>
  index >= 0 ? unguard((row.fields[index] ?? '').trim()) : '';

/** A row's name, from Surname and First name or from Name. */
const namesOf = (
  row: CsvRow,
  cols: Record<string, number>,
): { surname: string; firstName: string } =>
  cols.surname >= 0
    ? { surname: cellText(row, cols.surname), firstName: cellText(row, cols.firstName) }
    : splitSheetName(cellText(row, cols.name));

/** A name entered twice on a form: the later line kept when a Timestamp column dates them. */
function formRepeats(
  rows: CsvRow[],
  cols: Record<string, number>,
): ReturnType<typeof repeatedEntries> {
  const headerRow = rows[0].fields;
  const stampColumn = headerRow.map(headerKey).findIndex((h) => TIMESTAMP_HEADERS.includes(h));
  return repeatedEntries(
    rows
      .slice(1)
      .filter((row) => namesOf(row, cols).surname !== '')
      .map((row) => ({
        line: row.line,
        name: sheetName(namesOf(row, cols)).replace(/\s+/g, ' '),
        stamp: cellText(row, stampColumn),
      })),
    stampColumn >= 0 ? headerRow[stampColumn].trim() : null,
    WHAT,
    letter(cols.surname >= 0 ? cols.surname : cols.name),
  );
}

/** The report line naming the lines with fields past the last header column; '' for none. */
function fieldsPastHeader(rows: CsvRow[]): string {
  const width = rows[0].fields.length;
  const beyond = rows
    .slice(1)
    .filter((r) => r.fields.slice(width).some((f) => f.trim() !== ''))
    .map((r) => r.line);
  if (beyond.length === 0) return '';
  return `Line${beyond.length === 1 ? '' : 's'} ${beyond.slice(0, 10).join(', ')}${beyond.length > 10 ? ' …' : ''}: fields past the last header column were left out.`;
}

/** One row's player, its cells checked as the Players tab checks them; null for a blank name. */
function rosterPlayer(
  row: CsvRow,
  cols: Record<string, number>,
  problems: Problems,
): ImportedPlayer | null {
  const get = (key: string): string => cellText(row, cols[key]);
  const names = namesOf(row, cols);
  if (names.surname === '') {
    const column = letter(cols.surname >= 0 ? cols.surname : cols.name);
    problems.add(
      `${WHAT}, line ${row.line}, column ${column}: the name is blank. Type the name, or delete the line.`,
    );
    return null;
  }
  // The cell of a problem, as a spreadsheet opening the file shows it.
  const cell = (key: string): string =>
    `${WHAT}, line ${row.line}, column ${letter(cols[key])} (${sheetName(names)})`;
  const rankText = get('rank');
  const rank = rankText === '' ? null : parseRank(rankText);
  if (rankText !== '' && rank === null)
    problems.add(
      `${cell('rank')}: "${rankText}" is not a rank. Type one such as 5k or 2d (30k for a beginner), or leave it blank, and import again.`,
    );
  // Plain decimals only, as on the Players tab: "1e3" or "0x7D0" is not guessed at.
  const ratingText = get('rating');
  const rating = parseNumber(ratingText);
  if (rating === null && ratingText !== '')
    problems.add(`${cell('rating')}: "${ratingText}" is not a rating.`);
  const byes = parseRoundList(get('byes'));
  if (byes === null)
    problems.add(`${cell('byes')}: Byes "${get('byes')}" is not a list of rounds such as "3, 5".`);
  const volunteer = parseYesNo(get('byeVolunteer'));
  if (volunteer === null)
    problems.add(
      `${cell('byeVolunteer')}: Bye volunteer "${get('byeVolunteer')}" is not Yes or No.`,
    );
  const status = parseStatus(get('status'));
  if (status === null) problems.add(`${cell('status')}: Status ${notAStatus(get('status'))}`);
  const initialText = get('initialScore');
  const initialScore = parseNumber(initialText);
  if (initialScore === null && initialText !== '')
    problems.add(`${cell('initialScore')}: Initial score "${initialText}" is not a number.`);
  return {
    ...names,
    rank,
    rating,
    club: get('club'),
    country: countryCase(get('country')),
    agaId: get('agaId'),
    egfPin: get('egfPin'),
    absent: byes ?? [],
    withdrawn: status === 'withdrawn',
    city: get('city'),
    state: get('state'),
    family: get('family'),
    division: get('division'),
    band: get('band'),
    initialScore,
    byeVolunteer: volunteer ?? false,
  };
}
