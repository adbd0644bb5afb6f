import { InputError } from '../engine/errors';
import { isPairingSystem, systemRules } from '../engine/systems';
import type { PairingSystem } from '../engine/types';
import { settingNamed } from './settingsTab';
import type { Cell } from './cells';
import { checkRoundLayout, type OtherLayout } from './roundTab';
import { ROUND_TAB_PATTERN, roundLayout, roundTabName } from './schema';
import { recordsOfRoundTabs } from './currentRecords';
import type { Table } from './table';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * Pairing system switched to Multi-game once rounds of another system are paired, or from
 * Multi-game to another: the round tabs of the two kinds differ (Game, Player 1 and Player 2
 * against White and Black), and a multi-game event is started afresh (README, "Changing things
 * mid-event"). Refuses naming the Pairing system cell, the round tab and, when its undo record
 * kept it, the system that round was paired by.
 */
export function refuseSystemSwitch(
  ss: Spreadsheet,
  settingsTable: Table,
  system: PairingSystem,
): OtherLayout {
  return (round, sheetId) => {
    const tab = roundTabName(round);
    const cell = settingNamed(settingsTable, 'Pairing system');
    if (systemRules(system).layout === 'games') {
      const paired = pairedBy(ss, round, sheetId);
      if (paired) {
        const { last } = paired;
        // The latest round is named only when its system differs (the way back is that one).
        const later =
          last.round > round && last.system !== paired.system
            ? `, Round ${last.round} as ${shown(last.system)}`
            : '';
        throw new InputError(
          `${tab} was paired as ${shown(paired.system)}${later}; ${cell} now says Multi-game, and a multi-game event cannot continue from rounds with White and Black on each board. Set Pairing system back to ${paired.last.system}, or start the multi-game event afresh in a new sheet. Nothing was changed.`,
        );
      }
      throw new InputError(
        `${cell} says Multi-game, but ${tab} was paired by another pairing system (White and Black on each board), and a multi-game event cannot continue from those rounds. Set Pairing system back to the system the event was started with, or start the multi-game event afresh in a new sheet. Nothing was changed.`,
      );
    }
    const name = systemRules(system).commonNoun ? system.toLowerCase() : system;
    throw new InputError(
      `${cell} says ${system}, but ${tab} was paired as a multi-game event (a Game, Player 1 and Player 2 on each board), and a ${name} event cannot continue from those rounds. Set Pairing system back to Multi-game, or start the ${name} event afresh in a new sheet. Nothing was changed.`,
    );
  };
}

/** A system as a sentence names it ("paired as Swiss", "as a round robin"). */
const shown = (system: PairingSystem): string =>
  systemRules(system).commonNoun ? `a ${system.toLowerCase()}` : system;

/** A system whose round tabs have White and Black, as an undo record kept it. */
const colourSystem = (system: unknown): system is PairingSystem =>
  isPairingSystem(system) && systemRules(system).layout === 'colours';

interface PairedBy {
  system: PairingSystem;
  /** The latest round with a system kept, and that system (for the way back). */
  last: { round: number; system: PairingSystem };
}

/**
 * The system round `round` was paired by, as the undo record of that very tab kept it, and the
 * latest round's of the round tabs there are (not a deleted round's, nor last month's in a
 * workbook reused); null for records written before the system was kept. Read only to refuse.
 */
function pairedBy(ss: Spreadsheet, round: number, sheetId: number): PairedBy | null {
  const records = [...recordsOfRoundTabs(ss).values()];
  const own = records.find((r) => r.round === round);
  if (own?.sheetId !== sheetId || !colourSystem(own.system)) return null;
  let last = { round, system: own.system };
  for (const r of records) {
    if (r.round > last.round && colourSystem(r.system)) last = { round: r.round, system: r.system };
  }
  return { system: own.system, last };
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
    const refuse = refuseSystemSwitch(ss, settingsTable, system);
    checkRoundLayout(Number(match[1]), sheet.getSheetId(), values, layout, refuse);
  }
}
