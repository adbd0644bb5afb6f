import { InputError } from '../engine/errors';
import { systemRules } from '../engine/systems';
import type { PairingSystem } from '../engine/types';
import { settingCellIn } from './settingsTab';
import type { Cell } from './cells';
import { checkRoundLayout } from './roundTab';
import { ROUND_TAB_PATTERN, roundLayout } from './schema';
import type { Table } from './table';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * Pairing system switched to Multi-game once rounds of another system are paired, or from
 * Multi-game to another: the round tabs of the two kinds differ (Game, Player 1 and Player 2
 * against White and Black), and a multi-game event is started afresh (README, "Changing things
 * mid-event"). Refuses naming the Pairing system cell and the round tab.
 */
export function refuseSystemSwitch(
  settingsTable: Table,
  system: PairingSystem,
): (tab: string) => never {
  return (tab) => {
    const cell = `${settingCellIn(settingsTable, 'Pairing system')} (Pairing system)`;
    if (systemRules(system).layout === 'games') {
      throw new InputError(
        `${cell} says Multi-game, but ${tab} was paired by another pairing system (White and Black on each board), and a multi-game event cannot continue from those rounds. Set Pairing system back to the system the event was started with, or start the multi-game event afresh in a new sheet. Nothing was changed.`,
      );
    }
    const name = system === 'Round robin' ? 'round robin' : system;
    throw new InputError(
      `${cell} says ${system}, but ${tab} was paired as a multi-game event (a Game, Player 1 and Player 2 on each board), and a ${name} event cannot continue from those rounds. Set Pairing system back to Multi-game, or start the ${name} event afresh in a new sheet. Nothing was changed.`,
    );
  };
}

/**
 * Set up tournament sheet: the same refusal before it adds the Games and Preferences tabs of a
 * multi-game event to rounds of another system (or the reverse). Only the round tabs' headers
 * are looked at; Pair next round names anything else wrong on them.
 */
export function refuseSwitchedRounds(
  ss: Spreadsheet,
  settingsTable: Table,
  system: PairingSystem,
): void {
  const layout = roundLayout(systemRules(system).layout, 'go');
  for (const sheet of ss.getSheets()) {
    const match = ROUND_TAB_PATTERN.exec(sheet.getName());
    if (!match || String(Number(match[1])) !== match[1]) continue;
    const values = sheet.getDataRange().getValues() as Cell[][];
    checkRoundLayout(Number(match[1]), values, layout, refuseSystemSwitch(settingsTable, system));
  }
}
