/**
 * Random sequences of menu commands, volunteers typing results, and hand edits that corrupt
 * round tabs, Seats, Constraints, Settings and Players (each later put back, as Edit › Undo
 * would). After every command: no "Something unexpected", the workbook changed only if the
 * command reported success, no typed result was lost, and nothing was paired or scored while
 * a corrupting edit was in place.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setSheet, snapshot } from '../../src/workbook';
import { newEvent, playerRow, type Event } from '../support/event';

const COMMANDS = [
  'Build bands',
  'Apply band edits',
  'Seat players (round robin)',
  'Pair next round',
  'Undo last pairing',
  'Check round',
  'Print pairings',
  'Update standings',
] as const;

type Corruption =
  | 'self-paired'
  | 'two boards'
  | 'bad result'
  | 'emptied'
  | 'rounds'
  | 'rating'
  | 'constraints'
  | 'seat';

type Action =
  | { kind: 'command'; command: (typeof COMMANDS)[number]; answer: 'YES' | 'NO' }
  | { kind: 'result'; pick: number; text: string }
  | { kind: 'round results'; text: string }
  | { kind: 'late'; rank: string }
  | { kind: 'corrupt'; what: Corruption; pick: number }
  | { kind: 'revert' };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('command' as const),
      command: fc.oneof(
        fc.constantFrom(...COMMANDS),
        fc.constant('Pair next round' as const),
        fc.constant('Update standings' as const),
      ),
      answer: fc.constantFrom('YES' as const, 'NO' as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('result' as const),
      pick: fc.nat(),
      text: fc.constantFrom('W+', 'B+', 'Jigo', 'W+R', 'B+3.5'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('round results' as const),
      text: fc.constantFrom('W+', 'B+', 'Jigo'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('late' as const), rank: fc.constantFrom('4k', '1d') }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('corrupt' as const),
      what: fc.constantFrom<Corruption>(
        'self-paired',
        'two boards',
        'bad result',
        'emptied',
        'rounds',
        'rating',
        'constraints',
        'seat',
      ),
      pick: fc.nat(),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'revert' as const }) },
);

/** A tab's table (header row and below) before a hand edit, to put back. */
interface Saved {
  tab: string;
  what: Corruption;
  /** Sheet row of the header row. */
  top: number;
  rows: unknown[][];
}

/** Results volunteers typed: tab → row (index in the table, 0 = header) → text. */
type Typed = Map<string, Map<number, string>>;

const roundTabs = (e: Event): string[] =>
  e.ss
    .getSheets()
    .map((s) => s.getName())
    .filter((n) => /^Round \d+$/.test(n));

/** Table indices (0 = header) of the game rows of a round tab. */
function gameRows(e: Event, tab: string): number[] {
  return e
    .values(tab)
    .map((r, i) => ({ r, i }))
    .filter(({ r, i }) => i > 0 && r[0] !== 'Bye')
    .map(({ i }) => i);
}

/** Sets a cell by table index (0 = header row) and 1-based column. */
function setAt(e: Event, tab: string, index: number, column: number, value: unknown): void {
  e.ss
    .getSheetByName(tab)!
    .getRange(e.headerRow(tab) + index, column)
    .setValue(value);
}

/** Applies a corrupting hand edit; returns what it overwrote, or null when it does not apply. */
function corrupt(e: Event, what: Corruption, pick: number, system: string): Saved | null {
  const tabs = roundTabs(e);
  const tab = tabs[pick % Math.max(1, tabs.length)];
  const save = (name: string): Saved => ({
    tab: name,
    what,
    top: e.headerRow(name),
    rows: e.values(name),
  });
  const cell = (name: string, index: number, column: number, value: unknown): void =>
    setAt(e, name, index, column, value);
  switch (what) {
    case 'self-paired':
    case 'two boards':
    case 'bad result': {
      if (!tab) return null;
      const rows = gameRows(e, tab);
      if (rows.length < 2) return null;
      const values = e.values(tab);
      const row = rows[pick % rows.length];
      const saved = save(tab);
      if (what === 'self-paired') cell(tab, row, 3, values[row][1]);
      if (what === 'two boards') {
        const other = rows.find((r) => r !== row)!;
        cell(tab, row, 2, values[other][1]);
      }
      if (what === 'bad result') {
        if (values[row][5] !== '') return null;
        cell(tab, row, 6, 'W++?');
      }
      return saved;
    }
    case 'emptied': {
      if (!tab) return null;
      const saved = save(tab);
      e.ss
        .getSheetByName(tab)!
        .getRange(saved.top + 1, 1, saved.rows.length - 1, saved.rows[0].length)
        .clearContent();
      return saved;
    }
    case 'rounds': {
      const saved = save('Settings');
      const i = saved.rows.findIndex((r) => r[0] === 'Rounds');
      cell('Settings', i, 2, "'0x3");
      return saved;
    }
    case 'rating': {
      const saved = save('Players');
      const column = saved.rows[0].indexOf('Rating') + 1;
      cell('Players', 1 + (pick % (saved.rows.length - 1)), column, "'1e3");
      return saved;
    }
    case 'constraints': {
      if (system === 'Round robin') return null;
      const saved = save('Constraints');
      setSheet(e.ss, 'Constraints', [
        ['Player', 'Player', 'Rule'],
        ['P1', 'P2', 'never'],
        ['P2', 'P1', 'round 1'],
      ]);
      return saved;
    }
    case 'seat': {
      if (!e.ss.getSheetByName('Seats')) return null;
      const saved = save('Seats');
      cell('Seats', 2, 2, 99);
      return saved;
    }
  }
}

/** Puts a tab's table back (Edit › Undo); a tab a command removed since stays removed. */
function revert(e: Event, saved: Saved): void {
  const sheet = e.ss.getSheetByName(saved.tab);
  if (!sheet) return;
  const width = Math.max(...saved.rows.map((r) => r.length));
  const rows = saved.rows.map((r) => [...r, ...new Array<unknown>(width - r.length).fill('')]);
  sheet.getRange(saved.top, 1, rows.length, width).setValues(rows);
}

/** Commands a pending corruption must stop from pairing or scoring. */
function blocks(what: Corruption, command: string): boolean {
  if (command === 'Pair next round') return true;
  if (command === 'Update standings') return what !== 'constraints' && what !== 'seat';
  return false;
}

function run(system: string, count: number, actions: Action[]): void {
  const e = newEvent({
    players: Array.from({ length: count }, (_, i) =>
      playerRow({ Name: `P${i + 1}`, Rank: `${(i % 9) + 1}k` }),
    ),
    settings: { 'Pairing system': system, Rounds: 4, 'Avoid same club': 'No' },
  });
  e.click(system === 'Round robin' ? 'Seat players (round robin)' : 'Build bands');
  const typed: Typed = new Map();
  const pending: Saved[] = [];
  let late = 0;
  for (const a of actions) {
    if (a.kind === 'result') {
      const tabs = roundTabs(e).filter((t) => !pending.some((p) => p.tab === t));
      if (tabs.length === 0) continue;
      const tab = tabs[a.pick % tabs.length];
      const empty = gameRows(e, tab).filter((r) => e.values(tab)[r][5] === '');
      if (empty.length === 0) continue;
      const row = empty[a.pick % empty.length];
      setAt(e, tab, row, 6, a.text);
      if (!typed.has(tab)) typed.set(tab, new Map());
      typed.get(tab)!.set(row, a.text);
    } else if (a.kind === 'round results') {
      // The results table of the newest round, typed in by a volunteer.
      const tab = roundTabs(e).pop();
      if (!tab || pending.some((p) => p.tab === tab)) continue;
      for (const row of gameRows(e, tab)) {
        if (e.values(tab)[row][5] !== '') continue;
        setAt(e, tab, row, 6, a.text);
        if (!typed.has(tab)) typed.set(tab, new Map());
        typed.get(tab)!.set(row, a.text);
      }
    } else if (a.kind === 'late') {
      if (system === 'Round robin' || pending.some((p) => p.tab === 'Players')) continue;
      const row = e.values('Players').length + 1;
      e.ss
        .getSheetByName('Players')!
        .getRange(row, 1, 1, 2)
        .setValues([[`Late ${++late}`, a.rank]]);
    } else if (a.kind === 'corrupt') {
      if (pending.length) continue;
      const saved = corrupt(e, a.what, a.pick, system);
      if (saved) pending.push(saved);
    } else if (a.kind === 'revert') {
      const saved = pending.pop();
      if (saved) revert(e, saved);
      // A round emptied by hand and then removed by Undo last pairing took its results along.
      if (saved && !e.ss.getSheetByName(saved.tab)) typed.delete(saved.tab);
    } else {
      const before = snapshot(e.ss);
      const toasts = e.ss.toasts.length;
      const alerts = e.ss.ui.alerts.length;
      e.ss.ui.answers.length = 0;
      if (a.command === 'Pair next round' || a.command === 'Undo last pairing') {
        e.ss.ui.answers.push(a.answer);
      }
      e.click(a.command);
      e.ss.ui.answers.length = 0;
      const shown = e.ss.ui.alerts.slice(alerts).map((x) => x.prompt);
      expect(shown.join('\n')).not.toMatch(/Something unexpected/);
      const done = e.ss.toasts.length > toasts;
      if (!done) expect(snapshot(e.ss)).toEqual(before);
      for (const p of pending.filter((x) => e.ss.getSheetByName(x.tab))) {
        if (blocks(p.what, a.command))
          expect({ corrupt: p.what, done }).toEqual({ corrupt: p.what, done: false });
      }
      // A typed result stays where it was typed (a round tab a command removed had none).
      for (const [tab, rows] of typed) {
        if (pending.some((p) => p.tab === tab)) continue;
        if (!e.ss.getSheetByName(tab)) {
          expect([...rows.values()]).toEqual([]);
          continue;
        }
        const values = e.values(tab);
        for (const [row, text] of rows) expect(values[row]?.[5]).toBe(text);
      }
    }
  }
}

describe('random sequences of commands, volunteer edits and corrupting hand edits', () => {
  for (const system of ['McMahon', 'Swiss', 'Round robin']) {
    it(`never lose a result, change half-way or go wrong unexpectedly (${system})`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 3, max: 8 }),
          fc.array(action, { minLength: 15, maxLength: 40 }),
          (n, acts) => run(system, n, acts),
        ),
        { numRuns: 15, seed: 10 },
      );
    });
  }
});
