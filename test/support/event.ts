/**
 * Drives the built add-in like a TD and volunteers would: a fresh in-memory spreadsheet, the
 * bundle from build/ loaded into a vm, menu items clicked by caption, cells typed in.
 */
import { expect } from 'vitest';
import {
  createSpreadsheet,
  FORMULA_MARKER,
  loadBundle,
  setSheet,
  sheetValues,
  snapshot,
  type MemorySpreadsheet,
  type LoadedBundle,
} from '../../src/workbook';
import type { DialogReply } from '../../src/cli/fileCommands';
import { PLAYERS_TAB } from '../../src/sheet/schema';
import { evaluateFormula } from './formulas';

export type Row = Array<string | number | boolean>;

export interface Event {
  ss: MemorySpreadsheet;
  addon: LoadedBundle;
  click(caption: string): void;
  /** The last dialog shown, or undefined. */
  lastAlert(): string | undefined;
  /** A tab's table: its header row and the rows below it (a printable tab's title left out). */
  values(tab: string): Row[];
  /** The title block above a printable tab's header row (empty on other tabs). */
  title(tab: string): Row[];
  /** Sheet row of a tab's header row (1, or below the title block). */
  headerRow(tab: string): number;
  setSetting(name: string, value: string | number): void;
  /** Types cells into a tab by header name: edits[rowIndex (0 = first data row)][header] = value. */
  edit(tab: string, row: number, header: string, value: string | number): void;
}

export const PLAYER_HEADERS = PLAYERS_TAB.columns.map((c) => c.header);

/** A Players row from a few named fields. */
export function playerRow(fields: Partial<Record<string, string | number>>): Row {
  return PLAYER_HEADERS.map((h) => fields[h] ?? '');
}

export function newEvent(
  options: { players?: Row[]; settings?: Record<string, string | number>; timeZone?: string } = {},
): Event {
  // Formulas (the add-in's results-in count) read back as Sheets would show them.
  const ss: MemorySpreadsheet = createSpreadsheet('Club event', {
    strictGrid: true,
    timeZone: options.timeZone,
    // Any other formula (a user's own) reads as the sandbox's marker, as before.
    formulaValue: (formula, where) =>
      evaluateFormula(formula, (a1) => ss.getSheetByName(where.sheet)!.getRange(a1).getValues()) ??
      FORMULA_MARKER,
  });
  const addon = loadBundle({ spreadsheet: ss });
  addon.openMenu();
  const event: Event = {
    ss,
    addon,
    click: (caption) => {
      const shown = ss.ui.alerts.length;
      const toasts = ss.toasts.length;
      addon.click(caption);
      // No dialog waits for the TD while the document lock is held: others would get "busy".
      expect(ss.ui.alerts.slice(shown).filter((a) => a.locked)).toEqual([]);
      // A toast shows one line: a report in paragraphs must come as a dialog.
      expect(ss.toasts.slice(toasts).filter((t) => t.msg.includes('\n'))).toEqual([]);
    },
    lastAlert: () => {
      const a = ss.ui.alerts[ss.ui.alerts.length - 1];
      return a ? `${a.title ?? ''}\n${a.prompt}` : undefined;
    },
    values: (tab) => (sheetValues(ss, tab) as Row[]).slice(event.headerRow(tab) - 1),
    title: (tab) => (sheetValues(ss, tab) as Row[]).slice(0, event.headerRow(tab) - 1),
    // The add-in freezes the title block and the header row together.
    headerRow: (tab) => Math.max(1, ss.getSheetByName(tab)?.getFrozenRows() ?? 1),
    setSetting: (name, value) => {
      const rows = sheetValues(ss, 'Settings');
      const i = rows.findIndex((r) => r[0] === name);
      if (i < 0) throw new Error(`no setting ${name}`);
      ss.getSheetByName('Settings')!
        .getRange(i + 1, 2)
        .setValue(value);
    },
    edit: (tab, row, header, value) => {
      const rows = event.values(tab);
      const column = rows[0].findIndex((h) => h === header);
      if (column < 0) throw new Error(`no column ${header} on ${tab}`);
      ss.getSheetByName(tab)!
        .getRange(event.headerRow(tab) + row + 1, column + 1)
        .setValue(value);
    },
  };
  event.click('Set up tournament sheet');
  if (options.players) setSheet(ss, 'Players', [PLAYER_HEADERS, ...options.players]);
  for (const [name, value] of Object.entries(options.settings ?? {})) event.setSetting(name, value);
  ss.ui.alerts.length = 0;
  return event;
}

/** Writes a result into every game row of a round tab: result(white, black, board) gives the text. */
export function typeResults(
  event: Event,
  round: number,
  result: (white: string, black: string, board: number) => string,
): void {
  const tab = `Round ${round}`;
  const rows = event.values(tab);
  const header = rows[0];
  const col = (h: string): number => header.indexOf(h);
  const sheet = event.ss.getSheetByName(tab)!;
  rows.slice(1).forEach((r, i) => {
    if (r[col('Board')] === 'Bye') return;
    const text = result(String(r[col('White')]), String(r[col('Black')]), Number(r[col('Board')]));
    sheet.getRange(event.headerRow(tab) + i + 1, col('Result') + 1).setValue(text);
  });
}

/** Adds rows at the bottom of Players (from column A), as a TD registers late arrivals. */
export function register(event: Event, rows: Row[]): void {
  const sheet = event.ss.getSheetByName('Players')!;
  sheet.getRange(sheet.getLastRow() + 1, 1, rows.length, rows[0].length).setValues(rows);
}

/** Pairs of names per board of a round tab (bye rows left out). */
export function pairings(event: Event, round: number): Array<[string, string]> {
  const rows = event.values(`Round ${round}`);
  const header = rows[0];
  return rows
    .slice(1)
    .filter((r) => r[header.indexOf('Board')] !== 'Bye')
    .map((r) => [String(r[header.indexOf('White')]), String(r[header.indexOf('Black')])]);
}

/** Every note on a round tab's boards and bye rows, in row order (blank notes left out). */
export function roundNotes(event: Event, round: number): string[] {
  const [header, ...rows] = event.values(`Round ${round}`);
  return rows.map((r) => String(r[header.indexOf('Notes')])).filter((n) => n !== '');
}

/**
 * Clicks a menu item that must refuse: exactly one dialog, and the workbook (values, formulas,
 * notes, validations, formats, tab order) exactly as it was. Returns the dialog's text.
 */
export function refused(event: Event, caption: string): string {
  const before = snapshot(event.ss);
  const alerts = event.ss.ui.alerts.length;
  event.click(caption);
  expect(event.ss.ui.alerts.length).toBe(alerts + 1);
  expect(snapshot(event.ss)).toEqual(before);
  return event.lastAlert()!;
}

/** What a dialog call of the add-in answers, as the page (or the command line) gets it. */
export type DialogAnswer = DialogReply;

/** Calls a dialog function of the add-in, its answer passed through JSON as the page receives it. */
export function dialogCall(event: Event, fn: string, arg: object = {}): DialogAnswer {
  return JSON.parse(JSON.stringify(event.addon.call(fn, arg))) as DialogAnswer;
}

/** Seven 1d players in a 3-round Swiss, Fay and Cid asking for round 1 off; Round 1 paired. */
export function swissRound1WithByes(): Event {
  const players = ['Gil', 'Fay', 'Eve', 'Dee', 'Cid', 'Bob', 'Ann'].map((Name, i) =>
    playerRow({ Name, Rank: '1d', ...(i === 1 || i === 4 ? { Byes: '1' } : {}) }),
  );
  const event = newEvent({ players, settings: { 'Pairing system': 'Swiss', Rounds: 3 } });
  event.click('Pair next round');
  return event;
}
