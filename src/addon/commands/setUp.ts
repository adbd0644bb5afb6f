import {
  BANDS_TAB,
  CONSTRAINTS_TAB,
  GAMES_TAB,
  PLAYERS_TAB,
  PREFERENCES_TAB,
  roundTabName,
  SETTINGS_TAB,
  type TabSpec,
} from '../../sheet/schema';
import { PLAIN_TEXT } from '../../sheet/cells';
import { NAME_SETTING, settingsContent, settingsRows } from '../../sheet/settingsLayout';
import { pairingSystemIn } from '../../sheet/settingsTab';
import { systemRules } from '../../engine/systems';
import { refuseSwitchedRounds } from '../../sheet/systemSwitch';
import type { PairingSystem } from '../../engine/types';
import { nameKey } from '../../engine/names';
import { columnOf, tableOf, textAt, type Table } from '../../sheet/table';
import {
  INPUT_ROWS,
  plainTextColumns,
  type Dropdown,
  type TabContent,
} from '../../sheet/tabContent';
import { WritePlan } from '../../sheet/writer';
import type { Report } from '../run';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

function emptyTab(spec: TabSpec, dropdowns: Dropdown[] = [], widths?: number[]): TabContent {
  return {
    name: spec.name,
    rows: [spec.columns.map((c) => c.header)],
    headerNotes: spec.columns.map((c) => c.note),
    dropdowns,
    columnWidths: widths,
    plainText: plainTextColumns(spec.columns),
  };
}

function playersTab(): TabContent {
  const column = (header: string): number =>
    PLAYERS_TAB.columns.findIndex((c) => c.header === header) + 1;
  return emptyTab(
    PLAYERS_TAB,
    [
      { column: column('Bye volunteer'), fromRow: 2, toRow: INPUT_ROWS, choices: ['Yes', 'No'] },
      {
        column: column('Status'),
        fromRow: 2,
        toRow: INPUT_ROWS,
        choices: ['active', 'withdrawn'],
      },
    ],
    // Bye volunteer is wide enough for its bold header on the printed page.
    [180, 70, 70, 120, 110, 80, 90, 100, 110, 90, 80, 120, 90, 110],
  );
}

/** Choice columns offered on a fresh Preferences tab; the TD may add more to the right. */
const PREFERENCE_COLUMNS = ['1st', '2nd', '3rd', '4th', '5th', '6th'];

function preferencesTab(): TabContent {
  const notes = PREFERENCES_TAB.columns.map((c) => c.note);
  return {
    name: PREFERENCES_TAB.name,
    rows: [['Player', ...PREFERENCE_COLUMNS]],
    headerNotes: [
      notes[0],
      ...PREFERENCE_COLUMNS.map((c, i) =>
        i === 0 ? notes[1] : `${c} choice (a game from the Games tab); leave blank when done.`,
      ),
    ],
    columnWidths: [180, ...PREFERENCE_COLUMNS.map(() => 120)],
    // The player and every choice: names, typed as text.
    plainText: { columns: [1, ...PREFERENCE_COLUMNS.map((_, i) => i + 2)], toRow: INPUT_ROWS },
  };
}

/** What the TD does after Set up, for the system Settings name (none yet: every choice). */
function firstStep(system: PairingSystem | null): string {
  if (system === null) {
    return 'Fill in Players and check Settings, then run "Build bands" (McMahon, the default), "Pair next round" (Swiss, Stable Swiss) or "Seat players (round robin)". For a multi-game event, choose Multi-game in Settings and run this command again.';
  }
  const rules = systemRules(system);
  const command = rules.usesBands
    ? 'Build bands'
    : rules.needs.seats
      ? 'Seat players (round robin)'
      : 'Pair next round';
  return `Fill in Players, check Settings, then run "${command}".`;
}

/**
 * "Set up tournament sheet": creates the tabs that are missing, with headers, notes, frozen
 * header rows and dropdowns. Tabs that exist keep their data; Settings only gains the rows it
 * lacks, appended below the last row.
 */
export function setUpSheet(ss: Spreadsheet): Report {
  const plan = new WritePlan(ss);
  const created: string[] = [];
  const fresh: Array<[TabSpec, () => TabContent]> = [
    [SETTINGS_TAB, () => settingsContent(settingsRows())],
    [PLAYERS_TAB, playersTab],
    [BANDS_TAB, () => emptyTab(BANDS_TAB, [], [160, 90, 90, 80, 100, 110])],
    [CONSTRAINTS_TAB, () => emptyTab(CONSTRAINTS_TAB, [], [180, 180, 120])],
  ];
  // Settings is read once: for the system it names and for the rows it lacks.
  const settingsSheet = ss.getSheetByName(SETTINGS_TAB.name);
  const settingsTable = settingsSheet ? tableOf(settingsSheet, SETTINGS_TAB) : null;
  const system = pairingSystemIn(settingsTable);
  if (settingsTable && system !== null) refuseSwitchedRounds(ss, settingsTable, system);
  // A system that reads a game catalogue gets its Games and Preferences tabs.
  if (system !== null && systemRules(system).needs.catalogue) {
    fresh.push(
      [GAMES_TAB, () => emptyTab(GAMES_TAB, [], [180, 360])],
      [PREFERENCES_TAB, preferencesTab],
    );
  }
  let added = 0;
  for (const [spec, content] of fresh) {
    const sheet = ss.getSheetByName(spec.name);
    if (!sheet) {
      plan.replaceTab(content());
      created.push(spec.name);
    } else if (spec === SETTINGS_TAB && settingsTable) {
      added = addMissingSettings(plan, sheet, settingsTable);
    }
  }
  plan.apply();
  const parts: string[] = [];
  if (created.length) parts.push(`Created ${created.join(', ')}.`);
  if (added) parts.push(`Added ${added} missing setting${added > 1 ? 's' : ''} to Settings.`);
  if (!parts.length) parts.push('Every tab is already there; nothing was changed.');
  else if (created.includes(GAMES_TAB.name)) {
    parts.push(
      'List the games on Games and each player\'s favourites on Preferences, then run "Pair next round".',
    );
  } else if (ss.getSheetByName(roundTabName(1))) {
    // Build bands is closed once round 1 exists: the event goes on with the next pairing.
    parts.push('Round 1 is already paired, so the event goes on with "Pair next round".');
  } else {
    parts.push(firstStep(system));
  }
  return { message: parts.join(' ') };
}

function addMissingSettings(
  plan: WritePlan,
  sheet: GoogleAppsScript.Spreadsheet.Sheet,
  table: Table,
): number {
  const present = new Set(table.rows.map((r) => nameKey(textAt(table, r, 'Setting'))));
  const missing = settingsRows().filter((row) => !present.has(nameKey(row.name)));
  if (!missing.length) return 0;
  const settingCol = columnOf(table, 'Setting')!;
  const valueCol = columnOf(table, 'Value')!;
  const helpCol = columnOf(table, 'Help');
  const first = table.values.length + 1;
  const width = Math.max(settingCol, valueCol, helpCol ?? 0);
  const rows = missing.map((setting) => {
    const row: unknown[] = Array.from({ length: width }, () => '');
    row[settingCol - 1] = setting.name;
    row[valueCol - 1] = setting.value;
    if (helpCol !== null) row[helpCol - 1] = setting.help;
    return row;
  });
  plan.add((rollback) => {
    // The new rows lie below the table, so the columns between these three are blank anyway.
    // The rollback puts back only what is written here: the TD's formats down there stay.
    const block = sheet.getRange(first, 1, rows.length, width);
    const values = sheet.getRange(first, valueCol, rows.length, 1);
    const notes = values.getNotes();
    const dropdowns = values.getDataValidations();
    rollback(() => {
      block.clearContent();
      values.setNotes(notes).setDataValidations(dropdowns);
    });
    // A Tournament name added is plain text, as on a Settings tab Set up makes.
    const name = missing.findIndex((setting) => setting.name === NAME_SETTING);
    if (name >= 0) {
      const cell = sheet.getRange(first + name, valueCol);
      const format = cell.getNumberFormat();
      rollback(() => cell.setNumberFormat(format));
      cell.setNumberFormat(PLAIN_TEXT);
    }
    block.setValues(rows);
    values.setNotes(missing.map((setting) => [setting.help]));
    values.setDataValidations(
      missing.map((setting) => [
        setting.choices
          ? SpreadsheetApp.newDataValidation()
              .requireValueInList([...setting.choices], true)
              .build()
          : null,
      ]),
    );
  });
  return missing.length;
}
