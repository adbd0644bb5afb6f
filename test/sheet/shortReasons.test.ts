import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RAISE_PREFERRED } from '../../src/engine/multiGame/shortPlayers';
import type { RoundPairing } from '../../src/engine/systems';
import { SETTINGS_TAB } from '../../src/sheet/schema';
import { namingShortCells } from '../../src/sheet/shortReasons';
import { readTable } from '../../src/sheet/table';
import type { Tournament } from '../../src/sheet/tournament';
import {
  createServices,
  createSpreadsheet,
  installGlobals,
  setSheet,
  type MemorySpreadsheet,
} from '../../src/workbook';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

let ss: MemorySpreadsheet;
let restore: () => void;
beforeEach(() => {
  ss = createSpreadsheet('Games night', { strictGrid: true });
  restore = installGlobals(createServices(ss));
});
afterEach(() => restore());

const reason = `none of their first 6 choices is left for them to play in this event (choices after the 6th are not paired; ${RAISE_PREFERRED} to reach them)`;
const paired: RoundPairing = {
  number: 3,
  games: [],
  byes: [],
  placed: [],
  messages: [`Round 3: ${RAISE_PREFERRED} for longer lists.`],
  warnings: [`Ann is 2 games short: ${reason}.`],
  short: [{ player: 0, missing: 2, reason }],
};

/** The round as the sheet reports it, with a Settings tab of these rows. */
function named(rows: Array<[string, string | number]>): RoundPairing {
  setSheet(ss, 'Settings', [['Setting', 'Value', 'Help'], ...rows.map(([s, v]) => [s, v, ''])]);
  const settingsTable = readTable(ss as unknown as Spreadsheet, SETTINGS_TAB);
  return namingShortCells({ settingsTable } as Tournament, paired);
}

describe("Multi-game short players' advice", () => {
  it('names the Settings cell of Preferred games (n)', () => {
    const raise = 'raise Settings!B3 (Preferred games (n))';
    expect(
      named([
        ['Rounds', 5],
        ['Preferred games (n)', 3],
      ]),
    ).toEqual({
      ...paired,
      messages: [`Round 3: ${raise} for longer lists.`],
      warnings: [`Ann is 2 games short: ${reason.replace(RAISE_PREFERRED, raise)}.`],
      short: [{ player: 0, missing: 2, reason: reason.replace(RAISE_PREFERRED, raise) }],
    });
  });

  it('keeps the setting named in words when the Settings tab has no row for it', () => {
    expect(named([['Rounds', 5]])).toEqual(paired);
  });
});
