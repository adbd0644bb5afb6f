/**
 * The Settings tab as the add-in writes it (Set up, Import): one row per setting with its value
 * and a Help cell, the same help as a note on the value, dropdowns where a setting has choices,
 * then the event details the result files carry.
 */
import type { Cell } from './cells';
import { SETTINGS_TAB } from './schema';
import { SETTING_DEFS } from './settingsTab';
import type { Dropdown, TabContent } from './tabContent';

type SettingDef = (typeof SETTING_DEFS)[number];

/**
 * Settings rows the result files need and the pairing does not (read by exportEvent.ts): they
 * may stay blank.
 */
const EVENT_DETAILS = [
  {
    name: 'Location',
    note: 'Optional: where the event is played. Written into the AGA, EGF, OpenGotha and pairgoth result files.',
  },
  {
    name: 'Start date',
    note: 'Optional: first day of the event, a date or text such as 2026-05-02. For the result files.',
  },
  {
    name: 'End date',
    note: 'Optional: last day of the event, a date or text such as 2026-05-03. For the result files.',
  },
  {
    name: 'Basic time (minutes)',
    note: "Optional: each player's main thinking time, in minutes. For the result files (the EGF class).",
  },
] as const;

/** The setting whose value is a name, typed as text. */
export const NAME_SETTING = 'Tournament name';

export const EVENT_DETAIL_ROWS = EVENT_DETAILS.map((d) => d.name);

/** What a setting means and the values it takes: its Help cell and the note on its Value. */
function settingHelp(def: SettingDef): string {
  return def.choices ? `${def.note} Choices: ${def.choices.join(', ')}.` : def.note;
}

/** A row below the settings: a setting (by its definition) or an event detail. */
export interface SettingsRow {
  name: string;
  value: Cell;
  help: string;
  choices?: readonly string[];
}

/** Every setting at `values` (its default where absent), then the event details at `details`. */
export function settingsRows(
  values: Readonly<Record<string, Cell>> = {},
  details: Readonly<Record<string, Cell>> = {},
): SettingsRow[] {
  return [
    ...SETTING_DEFS.map((def) => ({
      name: def.name,
      value: values[def.name] ?? def.defaultValue,
      help: settingHelp(def),
      choices: def.choices,
    })),
    ...EVENT_DETAILS.map((d) => ({ name: d.name, value: details[d.name] ?? '', help: d.note })),
  ];
}

/**
 * The Tournament name value cell is plain text, so a name typed as "March 3" or "2026-03-03"
 * stays as typed instead of becoming a date; the other values keep the usual format (numbers).
 */
function nameAsText(rows: readonly SettingsRow[]): Pick<TabContent, 'plainText'> {
  const at = rows.findIndex((r) => r.name === NAME_SETTING);
  // The plain text runs from the first value row down; the name row is the first one.
  return at === 0 ? { plainText: { columns: [2], toRow: 2 } } : {};
}

/** The whole Settings tab for `rows`. */
export function settingsContent(rows: readonly SettingsRow[]): TabContent {
  const dropdowns: Dropdown[] = [];
  rows.forEach((row, i) => {
    if (row.choices)
      dropdowns.push({ column: 2, fromRow: i + 2, toRow: i + 2, choices: [...row.choices] });
  });
  return {
    name: SETTINGS_TAB.name,
    rows: [
      SETTINGS_TAB.columns.map((c) => c.header),
      ...rows.map((r) => [r.name, r.value, r.help]),
    ],
    headerNotes: SETTINGS_TAB.columns.map((c) => c.note),
    dropdowns,
    cellNotes: [{ column: 2, notes: rows.map((r) => r.help) }],
    // A long setting name, tournament name or location wraps rather than run under the next column.
    wrapColumns: [1, 2, 3],
    columnWidths: [200, 150, 560],
    ...nameAsText(rows),
  };
}
