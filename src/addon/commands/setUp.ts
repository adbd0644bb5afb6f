import type { Cell } from '../../sheet/cells';
import {
  BANDS_TAB,
  CONSTRAINTS_TAB,
  GAMES_TAB,
  PLAYERS_TAB,
  PREFERENCES_TAB,
  SETTINGS_TAB,
  type TabSpec,
} from '../../sheet/schema';
import { SETTING_DEFS } from '../../sheet/settingsTab';
import { nameKey } from '../../engine/names';
import { tableOf, textAt, columnOf } from '../../sheet/table';
import { WritePlan, type Dropdown, type TabContent } from '../../sheet/writer';
import type { Report } from '../run';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Rows given dropdowns on a fresh Players tab. */
const PLAYER_ROWS = 500;

function emptyTab(spec: TabSpec, dropdowns: Dropdown[] = [], widths?: number[]): TabContent {
  return {
    name: spec.name,
    rows: [spec.columns.map((c) => c.header)],
    headerNotes: spec.columns.map((c) => c.note),
    dropdowns,
    columnWidths: widths,
  };
}

/** What a setting means and the values it takes: its Help cell and the note on its Value. */
export function settingHelp(def: (typeof SETTING_DEFS)[number]): string {
  return def.choices ? `${def.note} Choices: ${def.choices.join(', ')}.` : def.note;
}

function settingsTab(): TabContent {
  const rows: Cell[][] = [['Setting', 'Value', 'Help']];
  const dropdowns: Dropdown[] = [];
  SETTING_DEFS.forEach((def, i) => {
    rows.push([def.name, def.defaultValue, settingHelp(def)]);
    if (def.choices)
      dropdowns.push({ column: 2, fromRow: i + 2, toRow: i + 2, choices: def.choices });
  });
  return {
    ...emptyTab(SETTINGS_TAB),
    rows,
    dropdowns,
    cellNotes: [{ column: 2, notes: SETTING_DEFS.map(settingHelp) }],
    wrapColumns: [3],
    columnWidths: [200, 150, 560],
  };
}

function playersTab(): TabContent {
  const column = (header: string): number =>
    PLAYERS_TAB.columns.findIndex((c) => c.header === header) + 1;
  return emptyTab(
    PLAYERS_TAB,
    [
      { column: column('Bye volunteer'), fromRow: 2, toRow: PLAYER_ROWS, choices: ['Yes', 'No'] },
      {
        column: column('Status'),
        fromRow: 2,
        toRow: PLAYER_ROWS,
        choices: ['active', 'withdrawn'],
      },
    ],
    [180, 70, 70, 120, 110, 80, 90, 100, 110, 90, 80, 100, 90],
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
  };
}

/** Whether an existing Settings tab has the setting at this value (case and spaces ignored). */
function settingsSay(ss: Spreadsheet, setting: string, value: string): boolean {
  const sheet = ss.getSheetByName(SETTINGS_TAB.name);
  if (!sheet) return false;
  const table = tableOf(sheet, SETTINGS_TAB);
  const row = table.rows.find((r) => nameKey(textAt(table, r, 'Setting')) === nameKey(setting));
  return row !== undefined && nameKey(textAt(table, row, 'Value')) === nameKey(value);
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
    [SETTINGS_TAB, settingsTab],
    [PLAYERS_TAB, playersTab],
    [BANDS_TAB, () => emptyTab(BANDS_TAB, [], [160, 90, 90, 80, 100, 110])],
    [CONSTRAINTS_TAB, () => emptyTab(CONSTRAINTS_TAB, [], [180, 180, 120])],
  ];
  if (settingsSay(ss, 'Pairing system', 'Multi-game')) {
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
    } else if (spec === SETTINGS_TAB) {
      added = addMissingSettings(plan, sheet);
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
  } else {
    parts.push(
      'Fill in Players, check Settings, then run "Build bands" (for a multi-game event: choose Multi-game in Settings and run this command again).',
    );
  }
  return { message: parts.join(' ') };
}

function addMissingSettings(plan: WritePlan, sheet: GoogleAppsScript.Spreadsheet.Sheet): number {
  const table = tableOf(sheet, SETTINGS_TAB);
  const present = new Set(table.rows.map((r) => nameKey(textAt(table, r, 'Setting'))));
  const missing = SETTING_DEFS.filter((d) => !present.has(nameKey(d.name)));
  if (!missing.length) return 0;
  const settingCol = columnOf(table, 'Setting')!;
  const valueCol = columnOf(table, 'Value')!;
  const helpCol = columnOf(table, 'Help');
  const first = table.values.length + 1;
  const width = Math.max(settingCol, valueCol, helpCol ?? 0);
  const rows = missing.map((def) => {
    const row: unknown[] = Array.from({ length: width }, () => '');
    row[settingCol - 1] = def.name;
    row[valueCol - 1] = def.defaultValue;
    if (helpCol !== null) row[helpCol - 1] = settingHelp(def);
    return row;
  });
  plan.add(() => {
    // The new rows lie below the table, so the columns between these three are blank anyway.
    sheet.getRange(first, 1, rows.length, width).setValues(rows);
    const values = sheet.getRange(first, valueCol, rows.length, 1);
    values.setNotes(missing.map((def) => [settingHelp(def)]));
    values.setDataValidations(
      missing.map((def) => [
        def.choices
          ? SpreadsheetApp.newDataValidation().requireValueInList(def.choices, true).build()
          : null,
      ]),
    );
  });
  return missing.length;
}
