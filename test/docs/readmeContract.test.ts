/**
 * The sheet contract as README.md states it, held against the code's own lists: a setting,
 * header, menu item, pairing system or result notation added to or removed from either side
 * fails here, naming what differs.
 */
import { describe, expect, it } from 'vitest';
import { cli } from '../cli/support';
import { MENU_ITEMS } from '../../src/addon/menu';
import { MENU_SUBCOMMANDS } from '../../src/cli/commands';
import { BYE_CHOICES, BYE_TEXTS, parseByeResult } from '../../src/engine/results/byeNotation';
import { RESULT_CHOICES, RESULT_PATTERN, SWISS_TIEBREAKS } from '../../src/engine/results';
import {
  BLACK_FORFEIT_WIN,
  DOUBLE_FORFEIT,
  FORFEIT_REASONS,
  JIGO,
  parseResult,
  WHITE_FORFEIT_WIN,
  WIN_REASONS,
} from '../../src/engine/results/notation';
import { PAIRING_SYSTEMS } from '../../src/engine/systems';
import { typedText } from '../../src/engine/typedText';
import { NO_SPELLINGS, parseYesNo, YES_SPELLINGS } from '../../src/sheet/parse';
import { REVIEW_TAB } from '../../src/sheet/ratingReview';
import {
  AGA_ID_HEADER,
  BANDS_TAB,
  CONSTRAINTS_TAB,
  EGF_PIN_HEADER,
  GAMES_TAB,
  PLAYERS_TAB,
  PREFERENCES_TAB,
  roundLayout,
  SETTINGS_TAB,
  type Column,
} from '../../src/sheet/schema';
import { SEATS_SPEC } from '../../src/sheet/seatsTab';
import { EVENT_DETAIL_ROWS, settingsRows } from '../../src/sheet/settingsLayout';
import { BYE_POINTS, defaultSettings, SETTING_DEFS } from '../../src/sheet/settingsTab';
import { TIEBREAK_ALIASES } from '../../src/sheet/tiebreaksSetting';
import { boldRun, codeSpans, commaList, nameList, README, section, tableHeaded } from './readme';

const contract = section('The sheet contract');
/** The README with each run of spaces and line breaks as one space, for sentences. */
const prose = README.replace(/\s+/g, ' ');
const headers = (columns: Column[]): string[] => columns.map((c) => c.header);
const required = (columns: Column[]): string[] =>
  columns.filter((c) => c.required).map((c) => c.header);
const sorted = (list: Iterable<string>): string[] => [...list].sort();

describe('README: the Settings tab', () => {
  const table = tableHeaded(section('Settings', contract), 'setting');
  const readme = new Map(table.rows.map((r) => [r.setting, r]));

  it('lists every setting and event detail of the code, in the order Set up writes them', () => {
    const code = [...SETTING_DEFS.map((d) => d.name), ...EVENT_DETAIL_ROWS];
    expect(table.rows.map((r) => r.setting)).toEqual(code);
  });

  it('gives each setting the default the code uses', () => {
    const differ = SETTING_DEFS.filter((d) => readme.has(d.name))
      .map((d) => [d.name, readme.get(d.name)!.default, String(d.defaultValue) || '(blank)'])
      .filter(([, said, used]) => said !== used);
    expect(differ, 'setting, README default, code default').toEqual([]);
  });

  it('gives each setting with a dropdown exactly its choices', () => {
    const differ = SETTING_DEFS.filter((d) => d.choices && readme.has(d.name))
      .map((d) => [
        d.name,
        commaList(readme.get(d.name)!.choices).join(', '),
        d.choices!.join(', '),
      ])
      .filter(([, said, used]) => said !== used);
    expect(differ, 'setting, README choices, code choices').toEqual([]);
  });

  it('lists the tiebreaks the Tiebreaks setting takes', () => {
    const said = readme.get('Tiebreaks')!.choices.replace(/^a list of:/, '');
    expect(commaList(said)).toEqual([...SWISS_TIEBREAKS]);
  });

  it('names only other spellings each setting accepts', () => {
    const paragraph = /Other spellings accepted, in any case:(.*?), with commas/.exec(prose)!;
    const refused: string[] = [];
    for (const part of paragraph[1].split(';')) {
      const name = part
        .slice(0, part.indexOf('`'))
        .replace(/\([^)]*\)/g, '')
        .trim();
      const def = SETTING_DEFS.find((d) => d.name === name);
      if (!def) {
        refused.push(`no setting named "${name}"`);
        continue;
      }
      for (const spelling of codeSpans(part)) {
        try {
          def.apply(defaultSettings(), spelling, name);
        } catch {
          refused.push(`${name}: ${spelling}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it('names every spelling of a tiebreak the code reads', () => {
    const spellings = /Tiebreaks \(a hyphen read as a space\)(.*?), with commas/.exec(prose)![1];
    const listed = new Set(
      [...SWISS_TIEBREAKS, ...codeSpans(spellings)].map((name) =>
        name.toLowerCase().replace(/[-_\s]+/g, ' '),
      ),
    );
    expect(Object.keys(TIEBREAK_ALIASES).filter((alias) => !listed.has(alias))).toEqual([]);
  });

  it('names every spelling of Requested bye points the code reads, at its value', () => {
    const said = readme.get('Requested bye points')!.choices;
    const spellings = [...commaList(said), ...codeSpans(said)];
    const values = (names: Iterable<string>): string[] =>
      sorted([...names].map((name) => `${name} = ${BYE_POINTS.get(name)}`));
    expect(values(spellings)).toEqual(values(BYE_POINTS.keys()));
  });

  it('quotes each Settings cell at the row Set up writes its setting on', () => {
    // Row 1 holds the headers; the settings follow in the order Set up writes them.
    const row = new Map(settingsRows().map((r, i) => [r.name, i + 2]));
    const quoted = [...prose.matchAll(/Settings!B(\d+) \(([^)]+)\)/g)];
    expect(quoted.length).toBeGreaterThan(0);
    const differ = quoted
      .map(([, at, name]) => [name, `B${at}`, `B${row.get(name)}`])
      .filter(([, said, written]) => said !== written);
    expect(differ, 'setting, README cell, cell Set up writes').toEqual([]);
  });

  it('names every Yes/No spelling the settings read, and only those, as README pairs them', () => {
    const said = /Yes\/No settings also take (.*?) and a checkbox/.exec(prose)![1];
    const pairs = said
      .replace(/`/g, '')
      .split(/,\s*/)
      .map((pair) => pair.split('/'));
    // Each pair is Yes/No; a single spelling is a Yes. The dropdown's Yes and No come too.
    const yes = ['Yes', ...pairs.map(([spelling]) => spelling)];
    const no = ['No', ...pairs.flatMap(([, spelling]) => (spelling ? [spelling] : []))];
    const lower = (list: readonly string[]): string[] => sorted(list.map((s) => s.toLowerCase()));
    expect(lower(yes)).toEqual(sorted(YES_SPELLINGS));
    expect(lower(no)).toEqual(sorted(NO_SPELLINGS));
    // As the TD types them, in any case.
    expect([...yes.map(parseYesNo), ...no.map(parseYesNo)]).toEqual([
      ...yes.map(() => true),
      ...no.map(() => false),
    ]);
  });
});

describe('README: the headers of each tab', () => {
  it('Settings: Setting, Value and Help', () => {
    const said = /Two columns, \*\*(\w+)\*\* and \*\*(\w+)\*\*, .*? a \*\*(\w+)\*\* column/s.exec(
      section('Settings', contract),
    )!;
    expect(said.slice(1)).toEqual(headers(SETTINGS_TAB.columns));
  });

  it('Players: every column, required as the code requires it', () => {
    const table = tableHeaded(section('Players', contract), 'header');
    const rows = table.rows.flatMap((r) =>
      r.header.split(/,\s*/).map((header) => [header, r.required.startsWith('yes')] as const),
    );
    const code = [
      ...PLAYERS_TAB.columns.map((c) => [c.header, c.required] as const),
      [AGA_ID_HEADER, false] as const,
      [EGF_PIN_HEADER, false] as const,
    ];
    expect(sorted(rows.map(([h, r]) => `${h}: ${r ? 'required' : 'optional'}`))).toEqual(
      sorted(code.map(([h, r]) => `${h}: ${r ? 'required' : 'optional'}`)),
    );
  });

  it('Bands: every column, and the ones that must be there', () => {
    const text = section('Bands', contract);
    const table = tableHeaded(text, 'header');
    expect(table.rows.flatMap((r) => r.header.split(/,\s*/))).toEqual(headers(BANDS_TAB.columns));
    const must = /([A-Z][^.]*?) must\s+be\s+there/.exec(text)![1];
    expect(sorted(nameList(must))).toEqual(sorted(required(BANDS_TAB.columns)));
  });

  it('Constraints, Games, Preferences, Rating review and Seats', () => {
    const said = (heading: string, after: string): string[] =>
      boldRun(section(heading, contract), after);
    expect(said('Constraints (optional)', 'rules: ')).toEqual(headers(CONSTRAINTS_TAB.columns));
    const games = 'Games and Preferences (multi-game events)';
    expect(said(games, '**Games**: ')).toEqual(headers(GAMES_TAB.columns));
    // Preferences: as many choice columns as needed after the ones the code heads.
    const preferences = said(games, '**Preferences**: ');
    const code = headers(PREFERENCES_TAB.columns);
    expect(preferences.slice(0, code.length)).toEqual(code);
    for (const extra of preferences.slice(code.length)) expect(extra).toMatch(/^\d+(nd|rd|th)$/);
    expect(said('Rating review', 'Written by Look up ratings…: ')).toEqual(
      headers(REVIEW_TAB.columns),
    );
    expect(said('Seats (round robin)', 'one row per board: ')).toEqual(headers(SEATS_SPEC.columns));
  });

  it('Round N: go, chess and multi-game columns, and the ones that must be there', () => {
    const text = section('Round N', contract);
    const go = roundLayout('colours', 'go').columns;
    const chess = roundLayout('colours', 'chess').columns;
    const games = roundLayout('games', 'go').columns;
    expect(boldRun(text, 'Go: ')).toEqual(headers(go));
    expect(boldRun(text, 'chess (Board game = Chess): ')).toEqual(headers(chess));
    expect(boldRun(text, 'multi-game: ')).toEqual(headers(games));
    const must = /([A-Z][^.]*?) must\s+be\s+there; ([^.]*?) may be deleted/.exec(text)!;
    const [, first, gameColumns, last] = /^(.*?\bBlack) \(multi-game: (.*?)\)(.*)$/s.exec(
      must[1].replace(/\s+/g, ' '),
    )!;
    const [white, black] = ['White', 'Black'];
    const goMust = nameList(`${first}${last}`);
    expect(sorted(goMust)).toEqual(sorted(required(go)));
    expect(sorted(goMust)).toEqual(sorted(required(chess)));
    const gamesMust = goMust.filter((h) => h !== white && h !== black);
    expect(sorted([...gamesMust, ...nameList(gameColumns)])).toEqual(sorted(required(games)));
    const optional = go.filter((c) => !c.required).map((c) => c.header);
    expect(sorted(nameList(must[2].replace(/\s+/g, ' ')))).toEqual(sorted(optional));
  });
});

describe('README: the menu', () => {
  it('describes every menu item, and no other', () => {
    const captions = ['Using it', 'Import, export and rating lists'].flatMap((heading) =>
      tableHeaded(section(heading), 'menu item').rows.map((r) => r['menu item']),
    );
    const code = MENU_ITEMS.filter((item) => item !== null).map((item) => item[0]);
    expect(sorted(captions)).toEqual(sorted(code));
  });

  it('names the command-line command of each menu item as the command line has it', () => {
    const table = tableHeaded(section('Offline events in Excel or LibreOffice'), 'command');
    const said = table.rows
      .map((r) => [codeSpans(r.command)[0].split(' ')[1], r['menu item']])
      .filter(([name]) => name !== 'demo');
    const code = new Map(MENU_SUBCOMMANDS.map((s) => [s.name, s.caption]));
    expect(sorted(said.map(([name]) => name))).toEqual(sorted(code.keys()));
    const wrong = said.filter(([name, item]) => !item.startsWith(code.get(name) ?? '\0'));
    expect(wrong, 'command, README menu item').toEqual([]);
  });
});

describe('README: the command line', () => {
  it('gives each command the arguments its own --help gives it, in that order', async () => {
    const table = tableHeaded(section('Offline events in Excel or LibreOffice'), 'command');
    const differ: string[][] = [];
    for (const row of table.rows) {
      const said = codeSpans(row.command)[0];
      const help = await cli([said.split(' ')[1], '--help']);
      // Usage: pairsheet export aga|h9|… FILE.xlsx [OUT] [--yes]; README: FORMAT, FILE.
      const usage = help.out
        .split('\n')[0]
        .replace(/^Usage: /, '')
        .replace(' [--yes]', '')
        .replace(/\S+\|\S+/, 'FORMAT')
        .replace('FILE.xlsx', 'FILE');
      if (usage !== said) differ.push([said, usage]);
    }
    expect(differ, 'README, --help').toEqual([]);
  });
});

describe('README: the pairing systems', () => {
  it('names each system of the code, in the Settings choices and in Pairing systems', () => {
    const choices = tableHeaded(section('Settings', contract), 'setting').rows.find(
      (r) => r.setting === 'Pairing system',
    )!.choices;
    expect(commaList(choices)).toEqual([...PAIRING_SYSTEMS]);
    // Each system's paragraph opens with its name in bold ("**McMahon** (the default) and **Swiss**").
    const opening = /^\*\*([^*]+[^.*])\*\*(?: \([^)]*\))?(?: and \*\*([^*]+)\*\*)?/;
    const named = section('Pairing systems')
      .split(/\n\n/)
      .flatMap((p) => opening.exec(p.trim())?.slice(1) ?? [])
      .filter((name) => name !== undefined);
    expect(named).toEqual([...PAIRING_SYSTEMS]);
  });
});

describe('README: the result notations', () => {
  const text = section('Round N', contract);
  const table = tableHeaded(text, 'you type');
  /** A notation as the add-in matches it: the typed text, no case, spaces or apostrophe. */
  const key = (typed: string): string => typedText(typed).toLowerCase().replace(/\s+/g, '');
  const examples = table.rows.flatMap((r) =>
    codeSpans(r['you type']).map((typed) => ({ typed: typed.replace('…', 'R'), row: r })),
  );

  it('reads each example as the row says: who scores what, and whether it was a forfeit', () => {
    const wrong = examples.flatMap(({ typed, row }) => {
      const parsed = parseResult(typed);
      const points = row['points W–B'] === 'as written' ? typed : row['points W–B'];
      const [white, black] = points
        .replace(/1\/2/g, '½')
        .split(/[-–:]/)
        .map((p) => (p === '½' ? 0.5 : Number(p)));
      const forfeit = /forfeit|neither played/.test(row.meaning);
      const expected = { kind: 'result', result: { white, black, forfeit } };
      return JSON.stringify(parsed) === JSON.stringify(expected)
        ? []
        : [`${typed}: ${row.meaning}`];
    });
    expect(wrong).toEqual([]);
  });

  it('lists every fixed notation the code reads, and the canonical ones as written', () => {
    const listed = new Set(examples.map(({ typed }) => key(typed)));
    const code = [
      ...[...WIN_REASONS, ...FORFEIT_REASONS].flatMap((reason) => [`w+${reason}`, `b+${reason}`]),
      ...JIGO,
      ...DOUBLE_FORFEIT,
      ...WHITE_FORFEIT_WIN,
      ...BLACK_FORFEIT_WIN,
    ];
    expect(code.filter((notation) => !listed.has(notation))).toEqual([]);
    const typed = new Set(examples.map((e) => e.typed));
    expect(RESULT_CHOICES.filter((choice) => !typed.has(choice))).toEqual([]);
  });

  it("passes each example through the sheet's check of Result cells", () => {
    const check = new RegExp(RESULT_PATTERN);
    // The sheet's formula lower-cases the cell and drops its spaces; the apostrophe is kept.
    const flagged = examples.filter(
      ({ typed }) => !check.test(typed.toLowerCase().replace(/\s+/g, '')),
    );
    expect(flagged.map((e) => e.typed)).toEqual([]);
  });

  it('reads each bye row Result as the kind of bye it says, and names every one the code reads', () => {
    const written = /`Bye` in Board,.*?and (`[^.]*`) as\s+Result/s.exec(text)![1];
    const also = /Also read: (.*?) for a forced bye; (.*?) for a voluntary one\./s.exec(text)!;
    const said = [
      ...codeSpans(written).map((spelling, i) => [spelling, i === 0 ? 'forced' : 'voluntary']),
      ...codeSpans(also[1]).map((spelling) => [spelling, 'forced']),
      ...codeSpans(also[2]).map((spelling) => [spelling, 'voluntary']),
    ];
    expect(codeSpans(written)).toEqual([...BYE_CHOICES]);
    expect(said.filter(([spelling, kind]) => parseByeResult(spelling) !== kind)).toEqual([]);
    const listed = new Set(said.map(([spelling]) => spelling.toLowerCase().replace(/\s+/g, '')));
    expect(Object.keys(BYE_TEXTS).filter((spelling) => !listed.has(spelling))).toEqual([]);
  });

  it('reads the other spellings below the table, and refuses the ones it says are refused', () => {
    const spellings = /An en or em dash(.*?)A lone dash/s.exec(text)![1];
    const unread = codeSpans(spellings)
      // A fraction alone is one side of a draw: read it as both.
      .filter((s) => s !== '-')
      .map((s) => (/^1.2$/.test(s) ? `${s}-${s}` : s))
      .filter((s) => parseResult(s).kind !== 'result');
    expect(unread).toEqual([]);
    const refused = [
      ...codeSpans(/A lone dash \((.*?)\) is refused/.exec(text)![1]),
      ...codeSpans(/only a typo such as (`[^`]+`)/.exec(text)![1]),
      ...codeSpans(/worth more than a point \((`[^`]+`)\)/.exec(text)![1]),
    ];
    expect(refused.filter((s) => parseResult(s).kind !== 'invalid')).toEqual([]);
    expect(refused).toHaveLength(4);
  });
});
