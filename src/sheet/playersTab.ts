import { parseRank, rankOfAgaRating } from '../engine/rank';
import { RATING_RULE, ratingKind, type RatingKind } from '../engine/ratings';
import { systemRules } from '../engine/systems';
import type { Player, Settings } from '../engine/types';
import { cellText, dateAdvice, SPREADSHEET_ERROR } from './cells';
import { nameKey } from '../engine/names';
import { parseNumber, parseRoundList, parseYesNo } from './parse';
import { Problems } from './problems';
import { PLAYERS_TAB } from './schema';
import { notAStatus, parseStatus } from './status';
import { cellAt, readTable, refAt, textAt, type Table, type TableRow } from './table';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export interface Roster {
  table: Table;
  players: Player[];
  /** Sheet row of each player (same index as players). */
  rows: TableRow[];
  /** nameKey(name) → player id. */
  byName: Map<string, number>;
  /** Each player's prize division as typed (spaces trimmed), '' for none (same index as players). */
  divisions: string[];
  /**
   * A withdrawn player's blank rank, by player id: refused only once a round tab names them
   * (playedRanks.ts), as one who never played needs no band or handicap.
   */
  blankRanks: Map<number, string>;
}

/** What every row of the Players tab is read against, and what reading them gathers. */
interface PlayersRead {
  table: Table;
  settings: Settings;
  rules: ReturnType<typeof systemRules>;
  needsRank: boolean;
  problems: Problems;
  ratings: RatingColumn;
  /** nameKey(name) → the sheet row that first has it. */
  firstRow: Map<string, number>;
  unranked: Array<{ name: string; where: string }>;
  blankRanks: Map<number, string>;
}

/**
 * Reads the Players tab (one getValues) into engine players; every problem is reported at once.
 * Ranks and ratings are checked against what the event needs (see ratings.ts): McMahon bands
 * and handicaps need ranks, the other go and chess systems a rank or a rating.
 */
export function readPlayers(ss: Spreadsheet, settings: Settings): Roster {
  const rules = systemRules(settings.pairingSystem);
  const needsRank = rules.strength === 'rank' || settings.handicap !== 'none';
  // McMahon bands and handicaps read every rank: a renamed Rank header is reported, not skipped.
  const spec = {
    ...PLAYERS_TAB,
    columns: PLAYERS_TAB.columns.map((c) =>
      c.header === 'Rank' ? { ...c, required: needsRank } : c,
    ),
  };
  const table = readTable(ss, spec);
  const read: PlayersRead = {
    table,
    settings,
    rules,
    needsRank,
    problems: new Problems(),
    ratings: new RatingColumn(),
    firstRow: new Map(),
    unranked: [],
    blankRanks: new Map(),
  };
  const { problems, ratings } = read;
  const players: Player[] = [];
  const rows: TableRow[] = [];
  const byName = new Map<string, number>();
  const divisions: string[] = [];
  for (const row of table.rows) {
    const name = uniqueName(read, row);
    if (name === null) continue;
    const player = readPlayerRow(read, row, name, players.length);
    byName.set(nameKey(name), player.player.id);
    divisions.push(player.division);
    rows.push(row);
    players.push(player.player);
  }
  // Without Elo ratings, a player with neither rank nor rating cannot be ordered; with them,
  // such a player is unrated and goes after the rated players (ratings.ts).
  if (!ratings.has('Elo')) {
    for (const u of read.unranked) {
      problems.add(
        `${u.where} (${u.name}): the rank is blank and there is no rating; give a rank such as 5k or 3d, or a rating.`,
      );
    }
  }
  ratings.report(problems);
  problems.throwIfAny('The Players tab has problems; nothing was changed:');
  return { table, players, rows, byName, divisions, blankRanks: read.blankRanks };
}

/** A row's name, kept as typed (line breaks too); null, with the problem, when it cannot be one. */
function uniqueName(read: PlayersRead, row: TableRow): string | null {
  const { table, problems, firstRow } = read;
  const where = refAt(table, row, 'Name');
  // Kept as typed (line breaks too): written back, it must read back identical.
  const name = textAt(table, row, 'Name');
  if (name === '') {
    problems.add(`Players tab, row ${row.row}: the name (${where}) is blank.`);
    return null;
  }
  if (SPREADSHEET_ERROR.test(name)) {
    problems.add(
      `${where}: the cell shows the error ${name} (a formula there went wrong), not a name. Type the name as text.`,
    );
    return null;
  }
  const key = nameKey(name);
  if (firstRow.has(key)) {
    problems.add(
      `${where}: "${name}" is already on row ${firstRow.get(key)}; names must be unique.`,
    );
    return null;
  }
  firstRow.set(key, row.row);
  return name;
}

/** The rest of a named row: strength, byes, bye volunteer, status, initial score, division. */
function readPlayerRow(
  read: PlayersRead,
  row: TableRow,
  name: string,
  id: number,
): { player: Player; division: string } {
  const { table, problems } = read;
  const text = (header: string): string => textAt(table, row, header);
  const where = (header: string): string => refAt(table, row, header);
  const { rank, rating } = strength(read, row, name, id);
  const byes = rowByes(read, row, name);
  const volunteer = parseYesNo(cellAt(table, row, 'Bye volunteer'));
  if (volunteer === null) {
    problems.add(
      `${where('Bye volunteer')} (${name}): "${text('Bye volunteer')}" is not Yes or No.`,
    );
  }
  const status = parseStatus(text('Status'));
  if (status === null) problems.add(`${where('Status')} (${name}): ${notAStatus(text('Status'))}`);
  const initialCell = cellAt(table, row, 'Initial score');
  const initialScore = parseNumber(initialCell);
  if (initialScore === null && cellText(initialCell) !== '') {
    problems.add(
      `${where('Initial score')} (${name}): "${cellText(initialCell)}" is not a number.${dateAdvice(initialCell)}`,
    );
  }
  const division = text('Division').trim();
  if (SPREADSHEET_ERROR.test(division)) {
    problems.add(
      `${where('Division')} (${name}): the cell shows the error ${division} (a formula there went wrong), not a division. Type the division as text, or leave it blank.`,
    );
  }
  const player: Player = {
    id,
    name,
    rank,
    rating,
    club: text('Club'),
    city: text('City'),
    state: text('State'),
    country: text('Country'),
    family: text('Family'),
    band: text('Band'),
    initialScore,
    byes: byes ?? [],
    byeVolunteer: volunteer ?? false,
    ...(volunteer === false && text('Bye volunteer') !== '' ? { byeDeclined: true } : {}),
    status: status ?? 'active',
  };
  return { player, division };
}

/**
 * A row's rank and rating (null when not a rating). A blank rank is refused when the event
 * needs ranks (a withdrawn player's only once a round names them), and noted as unranked when
 * a rating could stand in.
 */
function strength(
  read: PlayersRead,
  row: TableRow,
  name: string,
  id: number,
): { rank: number | null; rating: number | null } {
  const { table, problems, ratings, rules } = read;
  const where = (header: string): string => refAt(table, row, header);
  const rankText = textAt(table, row, 'Rank');
  let rank = rankText === '' ? null : parseRank(rankText);
  if (rankText !== '' && rank === null) {
    problems.add(
      `${where('Rank')} (${name}): "${rankText}" is not a rank; write it like 5k, 10 kyu, 3d or 2 dan.${dateAdvice(cellAt(table, row, 'Rank'))}`,
    );
  }
  const ratingCell = cellAt(table, row, 'Rating');
  const rating = parseNumber(ratingCell);
  const kind = rating === null ? null : ratingKind(rating);
  if (cellText(ratingCell) !== '' && kind === null) {
    problems.add(
      `${where('Rating')} (${name}): "${cellText(ratingCell)}" is not a rating: ${RATING_RULE}.${dateAdvice(ratingCell)}`,
    );
  }
  if (kind) ratings.add(kind, where('Rating'), cellText(ratingCell), name);
  // An AGA-style rating names the rank it falls in.
  if (rank === null && rating !== null && kind === 'AGA') rank = rankOfAgaRating(rating);
  if (rankText === '' && rank === null) {
    if (read.needsRank) {
      const why = rules.strength === 'rank' ? `${rules.name} bands need` : 'handicap games need';
      const problem = `${where('Rank')} (${name}): the rank is blank; ${why} a rank such as 5k or 3d (or an AGA-style rating).`;
      if (parseStatus(textAt(table, row, 'Status')) === 'withdrawn')
        read.blankRanks.set(id, problem);
      else problems.add(problem);
    } else if (rules.strength === 'rank or rating' && rating === null) {
      read.unranked.push({ name, where: where('Rank') });
    }
  }
  return { rank, rating: kind ? rating : null };
}

/** A row's Byes: a list of rounds, none past the last (a round robin's come from its seats). */
function rowByes(read: PlayersRead, row: TableRow, name: string): number[] | null {
  const { table, problems, settings } = read;
  const where = refAt(table, row, 'Byes');
  const byesCell = cellAt(table, row, 'Byes');
  const byes = parseRoundList(byesCell);
  if (byes === null) {
    // "3,5" where the decimal separator is a comma reads as the number 3.5.
    const decimal =
      typeof byesCell === 'number'
        ? ' The spreadsheet read it as a number: type the rounds with a space after each comma.'
        : '';
    problems.add(
      `${where} (${name}): "${textAt(table, row, 'Byes')}" is not a list of rounds such as "3, 5".${decimal}${dateAdvice(byesCell)}`,
    );
  }
  // A round robin's rounds come from its seats (and it takes no requested byes: roundRobinByes.ts).
  const pastLast = read.rules.needs.seats ? [] : (byes ?? []).filter((r) => r > settings.rounds);
  if (pastLast.length > 0) {
    problems.add(
      `${where} (${name}): round ${pastLast.join(', ')} is past the last round (Settings › Rounds is ${settings.rounds}); separate rounds with commas, as in "3, 5".`,
    );
  }
  return byes;
}

/** An Elo rating typed with a thousands separator ("1,850", "1.850"), which reads as 1.85. */
const THOUSANDS = /^(\d{1,2})[.,](\d{3})$/;

interface RatingCell {
  where: string;
  text: string;
  name: string;
}

/** The kinds of rating in the Rating column, with a few cells of each for a message. */
class RatingColumn {
  private readonly seen = new Map<RatingKind, RatingCell[]>();

  add(kind: RatingKind, where: string, text: string, name: string): void {
    const cells = this.seen.get(kind) ?? [];
    cells.push({ where, text, name });
    this.seen.set(kind, cells);
  }

  has(kind: RatingKind): boolean {
    return this.seen.has(kind);
  }

  /**
   * A column mixing AGA-style and Elo-style ratings is refused, naming cells of each kind. Among
   * Elo ratings, an AGA-style value typed like an Elo rating with a thousands separator is named
   * on its own, with the rating it was meant to be.
   */
  report(problems: Problems): void {
    if (this.seen.size < 2) return;
    const agaCells: RatingCell[] = [];
    for (const cell of this.seen.get('AGA')!) {
      const digits = THOUSANDS.exec(cell.text.trim());
      const meant = digits ? Number(digits[1] + digits[2]) : null;
      if (meant !== null && ratingKind(meant) === 'Elo') {
        problems.add(
          `${cell.where} (${cell.name}): "${cell.text}" reads as ${Number(cell.text.trim().replace(',', '.'))}, an AGA-style rating, among Elo ratings; type ${meant}, without the thousands separator.`,
        );
      } else agaCells.push(cell);
    }
    if (agaCells.length === 0) return;
    const sample = (cells: readonly RatingCell[]): string =>
      cells
        .slice(0, 3)
        .map((c) => `${c.where.replace(/^Players!/, '')} ${c.text}`)
        .join(', ') + (cells.length > 3 ? ` and ${cells.length - 3} more` : '');
    problems.add(
      `Players tab: the Rating column mixes AGA-style ratings (${sample(agaCells)}) and Elo-style ratings (${sample(this.seen.get('Elo')!)}); use one kind for the whole event.`,
    );
  }
}
