import { openBoardsByRound } from './openBoards';
import { systemRules, type GameCatalogue, type PairingSystemRules } from '../engine/systems';
import type { Settings } from '../engine/types';
import { readCatalogue } from './gamesTab';
import { readPlayers, type Roster } from './playersTab';
import { refuseBlankRanksOfPlayed } from './playedRanks';
import { InputError } from '../engine/errors';
import { readRounds, readRoundTabs, type RoundSheet } from './roundTab';
import { refuseSystemSwitch } from './systemSwitch';
import { ROUND_TAB_PATTERN, roundLayout, type RoundLayout } from './schema';
import { settingsFrom } from './settingsTab';
import { readTable, type Table } from './table';
import { SETTINGS_TAB } from './schema';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Everything a command needs from Settings, Players and the round tabs, each read once. */
export interface Tournament {
  settings: Settings;
  /** The Settings tab as read, for the rows outside the pairing settings (the event details). */
  settingsTable: Table;
  roster: Roster;
  rounds: RoundSheet[];
  /** The pairing system Settings name. */
  rules: PairingSystemRules;
  /** How the round tabs read: columns, player headers, result notation. */
  layout: RoundLayout;
  /** Multi-game events: the Games and Preferences tabs. */
  catalogue?: GameCatalogue;
}

export function readTournament(ss: Spreadsheet): Tournament {
  const settingsTable = readTable(ss, SETTINGS_TAB);
  const settings = settingsFrom(settingsTable);
  const rules = systemRules(settings.pairingSystem);
  const layout = roundLayout(rules.layout, settings.boardGame);
  // Round tabs of another kind of event are refused first: the Players and Games tabs of the
  // system Settings name may not be filled in for it.
  const refuse = refuseSystemSwitch(ss, settingsTable, settings.pairingSystem);
  const tabs = readRoundTabs(ss, layout, refuse);
  const roster = readPlayers(ss, settings);
  // Games are read before the rounds: each board's game must be one of them.
  const catalogue = rules.needs.catalogue
    ? readCatalogue(ss, roster, settings, settingsTable)
    : undefined;
  const rounds = readRounds(tabs, roster, { layout, games: catalogue?.games });
  refuseBlankRanksOfPlayed(roster, rounds);
  return {
    settings,
    settingsTable,
    roster,
    rounds,
    rules,
    layout,
    ...(catalogue ? { catalogue } : {}),
  };
}

/** Boards still without a result, per round, each with its Result cell, for messages. */
export function missingResults(rounds: readonly RoundSheet[]): string[] {
  return openBoardsByRound(rounds);
}

/** The round tab in view, else the latest round; refused when no round has been paired. */
export function roundInView(ss: Spreadsheet, t: Tournament, nothingTo: string): RoundSheet {
  if (t.rounds.length === 0) {
    throw new InputError(`No round has been paired yet; there is nothing to ${nothingTo}.`);
  }
  const active = ROUND_TAB_PATTERN.exec(ss.getActiveSheet().getName());
  const number = active ? Number(active[1]) : t.rounds[t.rounds.length - 1].round.number;
  return t.rounds.find((r) => r.round.number === number) ?? t.rounds[t.rounds.length - 1];
}
