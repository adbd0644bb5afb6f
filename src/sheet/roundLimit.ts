import { InputError } from '../engine/errors';
import type { PairingSystemRules } from '../engine/systems';
import { cellRef } from './cells';
import { SETTINGS_TAB } from './schema';
import { columnOf, readTable, textAt } from './table';
import type { Tournament } from './tournament';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Where the Rounds setting is typed, e.g. "Settings!B4", for messages. */
function roundsCell(ss: Spreadsheet): string {
  const table = readTable(ss, SETTINGS_TAB);
  const row = table.rows.find((r) => textAt(table, r, 'Setting').toLowerCase() === 'rounds');
  return row
    ? cellRef(table.tab, row.row, columnOf(table, 'Value')!)
    : 'Settings tab (no Rounds row)';
}

/**
 * Refuses round tabs past the event's last round: a hand-made "Round N" beyond Settings ›
 * Rounds, or Rounds lowered below the rounds already paired. Nothing past the limit is paired,
 * re-paired or scored.
 */
export function checkRoundLimit(
  ss: Spreadsheet,
  t: Tournament,
  rules: PairingSystemRules,
  lastRound: number,
): void {
  const beyond = t.rounds.filter((r) => r.round.number > lastRound).map((r) => r.table.tab);
  if (beyond.length === 0) return;
  const tabs = beyond.map((tab) => `"${tab}"`).join(', ');
  const paired = t.rounds.length;
  const past = `${beyond.length > 1 ? 'tabs' : 'tab'} ${tabs} ${beyond.length > 1 ? 'are' : 'is'} past it`;
  const remove = `delete ${tabs} if ${beyond.length > 1 ? 'they were' : 'it was'} made by mistake`;
  if (rules.needs.seats) {
    throw new InputError(
      `The round robin on the Seats tab has ${lastRound} rounds, but the ${past}. ${remove[0].toUpperCase()}${remove.slice(1)}. Nothing was changed.`,
    );
  }
  throw new InputError(
    `${roundsCell(ss)} (Rounds) says the event has ${lastRound} round${lastRound === 1 ? '' : 's'}, but ${paired} ${paired === 1 ? 'round is' : 'rounds are'} on round tabs and the ${past}. Set Rounds to ${paired} or more, or ${remove}. Nothing was changed.`,
  );
}
