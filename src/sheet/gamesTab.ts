import { InputError } from '../engine/errors';
import { nameKey } from '../engine/names';
import type { GameCatalogue } from '../engine/systems';
import type { Settings } from '../engine/types';
import { settingCellIn } from './settingsTab';
import { cellRef, cellText } from './cells';
import type { Roster } from './playersTab';
import { Problems } from './problems';
import { GAMES_TAB, PREFERENCES_TAB } from './schema';
import { columnOf, readTable, refAt, textAt, type Table } from './table';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** A game name as typed anywhere: case and extra spaces ignored. */
const gameKey = (name: string): string => nameKey(name);

/** The Games tab: one game per row, names unique (case and extra spaces ignored). */
function readGames(ss: Spreadsheet): string[] {
  const table = readTable(ss, GAMES_TAB);
  const problems = new Problems();
  const games: string[] = [];
  const first = new Map<string, number>();
  for (const row of table.rows) {
    const name = textAt(table, row, 'Game').replace(/\s+/g, ' ');
    if (name === '') {
      problems.add(`${refAt(table, row, 'Game')}: the game name is blank.`);
      continue;
    }
    const key = gameKey(name);
    if (first.has(key)) {
      problems.add(
        `${refAt(table, row, 'Game')}: "${name}" is already on row ${first.get(key)}; each game once.`,
      );
      continue;
    }
    first.set(key, row.row);
    games.push(name);
  }
  if (games.length === 0 && problems.count === 0) {
    problems.add('The Games tab lists no games: write one game per row under "Game".');
  }
  problems.throwIfAny('The Games tab has problems; nothing was changed:');
  return games;
}

/**
 * The Preferences tab: each player's games, most preferred first, in the columns after Player
 * (read in order whatever their headers). Names must match Players, games must match Games
 * (case and extra spaces ignored); a game twice in one list, a blank row with games, or a gap
 * in a list is refused naming the cell.
 */
function readPreferences(ss: Spreadsheet, roster: Roster, games: readonly string[]): string[][] {
  const table = readTable(ss, PREFERENCES_TAB);
  const playerColumn = columnOf(table, 'Player')!;
  const byKey = new Map(games.map((g) => [gameKey(g), g]));
  const problems = new Problems();
  const lists: string[][] = roster.players.map(() => []);
  const listedOn = new Map<number, number>();
  for (const row of table.rows) {
    const name = textAt(table, row, 'Player');
    const where = refAt(table, row, 'Player');
    const id = roster.byName.get(nameKey(name));
    if (name === '') {
      problems.add(`${where}: the player is blank, but the row lists games.`);
      continue;
    }
    if (id === undefined) {
      problems.add(`${where}: "${name}" is not on the Players tab.`);
      continue;
    }
    if (listedOn.has(id)) {
      problems.add(
        `${where}: ${roster.players[id].name} already has a list on row ${listedOn.get(id)}; keep one row.`,
      );
      continue;
    }
    listedOn.set(id, row.row);
    const list: string[] = [];
    const before = problems.count;
    let gap: string | null = null;
    for (let column = playerColumn + 1; column <= row.cells.length; column++) {
      const text = cellText(row.cells[column - 1]).replace(/\s+/g, ' ');
      const ref = cellRef(table.tab, row.row, column);
      if (text === '') {
        gap ??= ref;
        continue;
      }
      if (gap) {
        problems.add(
          `${gap}: a blank choice before "${text}" (${ref}); list the games without gaps.`,
        );
        gap = null;
      }
      const game = byKey.get(gameKey(text));
      if (game === undefined) {
        problems.add(`${ref} (${roster.players[id].name}): "${text}" is not on the Games tab.`);
      } else if (list.includes(game)) {
        problems.add(`${ref} (${roster.players[id].name}): ${game} is already in this list.`);
      } else {
        list.push(game);
      }
    }
    if (list.length === 0 && problems.count === before) {
      problems.add(
        `${cellRef(table.tab, row.row, playerColumn + 1)} (${roster.players[id].name}): no games listed; write the player's games, most preferred first.`,
      );
    }
    lists[id] = list;
  }
  problems.throwIfAny('The Preferences tab has problems; nothing was changed:');
  return lists;
}

/**
 * Games and preferences, each active player with a list (a player without one cannot be paired).
 * `settingsTable` is the Settings tab as already read, to name a setting's cell.
 */
export function readCatalogue(
  ss: Spreadsheet,
  roster: Roster,
  settings: Settings,
  settingsTable: Table,
): GameCatalogue {
  const games = readGames(ss);
  const { preferred } = settings.multiGame;
  if (preferred > games.length) {
    throw new InputError(
      `${settingCellIn(settingsTable, 'Preferred games (n)')}: Preferred games (n) is ${preferred}, but the Games tab lists only ${games.length} game${games.length === 1 ? '' : 's'}. Lower it to ${games.length} or less.`,
    );
  }
  // One board per game a round, and only on games among the player's top n+3 (the widening
  // stops there): more games a round than that is impossible for every player.
  const { gamesPerRound } = settings.multiGame;
  const most = Math.min(preferred + 3, games.length);
  if (gamesPerRound > most) {
    const why =
      most === games.length
        ? `the Games tab lists only ${games.length} game${games.length === 1 ? '' : 's'} and each is played at most once a round`
        : `each player plays only games among their top n+3 = ${most} (Preferred games (n) is ${preferred}), each at most once a round`;
    throw new InputError(
      `${settingCellIn(settingsTable, 'Games per player per round')}: Games per player per round is ${gamesPerRound}, but ${why}. Lower it to ${most} or less.`,
    );
  }
  const preferences = readPreferences(ss, roster, games);
  // A player added to Players (a late arrival) but not to Preferences cannot be paired.
  const problems = new Problems();
  for (const p of roster.players) {
    if (p.status !== 'active' || preferences[p.id].length > 0) continue;
    problems.add(
      `${refAt(roster.table, roster.rows[p.id], 'Name')} (${p.name}): no row on the Preferences tab.`,
      ' Add a row there with their name under Player and their games, most preferred first (or set their Status to withdrawn).',
    );
  }
  problems.throwIfAny(
    'These players have no row on the Preferences tab; nothing was changed. Add a row for each, with their name under Player and their games, most preferred first (or set their Status to withdrawn):',
  );
  return { games, preferences };
}
