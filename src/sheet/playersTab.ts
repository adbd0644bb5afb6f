import { parseRank } from '../engine/rank';
import type { Player, PlayerStatus } from '../engine/types';
import { cellText } from './cells';
import { nameKey } from '../engine/names';
import { parseNumber, parseRoundList, parseYesNo } from './parse';
import { Problems } from './problems';
import { PLAYERS_TAB } from './schema';
import { cellAt, readTable, refAt, textAt, type Table, type TableRow } from './table';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export interface Roster {
  table: Table;
  players: Player[];
  /** Sheet row of each player (same index as players). */
  rows: TableRow[];
  /** nameKey(name) → player id. */
  byName: Map<string, number>;
}

const STATUS: Record<string, PlayerStatus> = {
  '': 'active',
  active: 'active',
  withdrawn: 'withdrawn',
  withdrew: 'withdrawn',
};

/** Reads the Players tab (one getValues) into engine players; every problem is reported at once. */
export function readPlayers(ss: Spreadsheet): Roster {
  const table = readTable(ss, PLAYERS_TAB);
  const problems = new Problems();
  const players: Player[] = [];
  const rows: TableRow[] = [];
  const byName = new Map<string, number>();
  const firstRow = new Map<string, number>();
  for (const row of table.rows) {
    const text = (header: string): string => textAt(table, row, header);
    const where = (header: string): string => refAt(table, row, header);
    const name = text('Name').replace(/\s+/g, ' ');
    if (name === '') {
      problems.add(`Players tab, row ${row.row}: the name (${where('Name')}) is blank.`);
      continue;
    }
    const key = nameKey(name);
    if (firstRow.has(key)) {
      problems.add(
        `Players tab, row ${row.row}: "${name}" is already on row ${firstRow.get(key)}; names must be unique.`,
      );
      continue;
    }
    firstRow.set(key, row.row);
    const rankText = text('Rank');
    const rank = parseRank(rankText);
    if (rank === null) {
      problems.add(
        `Players tab, ${where('Rank')} (${name}): "${rankText}" is not a rank; write it like 5k, 10 kyu, 3d or 2 dan.`,
      );
    }
    const ratingCell = cellAt(table, row, 'Rating');
    const rating = parseNumber(ratingCell);
    if (rating === null && cellText(ratingCell) !== '') {
      problems.add(
        `Players tab, ${where('Rating')} (${name}): "${cellText(ratingCell)}" is not a rating such as -5.5 or 3.2.`,
      );
    }
    const byes = parseRoundList(cellAt(table, row, 'Byes'));
    if (byes === null) {
      problems.add(
        `Players tab, ${where('Byes')} (${name}): "${text('Byes')}" is not a list of rounds such as "3, 5".`,
      );
    }
    const volunteer = parseYesNo(cellAt(table, row, 'Bye volunteer'));
    if (volunteer === null) {
      problems.add(
        `Players tab, ${where('Bye volunteer')} (${name}): "${text('Bye volunteer')}" is not Yes or No.`,
      );
    }
    const status = STATUS[text('Status').toLowerCase()];
    if (status === undefined) {
      problems.add(
        `Players tab, ${where('Status')} (${name}): "${text('Status')}" is not active or withdrawn.`,
      );
    }
    const initialCell = cellAt(table, row, 'Initial score');
    const initialScore = parseNumber(initialCell);
    if (initialScore === null && cellText(initialCell) !== '') {
      problems.add(
        `Players tab, ${where('Initial score')} (${name}): "${cellText(initialCell)}" is not a number.`,
      );
    }
    const id = players.length;
    byName.set(key, id);
    rows.push(row);
    players.push({
      id,
      name,
      rank: rank ?? 0,
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
      status: status ?? 'active',
    });
  }
  problems.throwIfAny('The Players tab has problems; nothing was changed:');
  return { table, players, rows, byName };
}
