import { InputError } from '../engine/errors';
import { wordList } from '../engine/names';
import { formatRank, parseRank } from '../engine/rank';
import { typedText } from '../engine/typedText';
import { DEFAULT_TIEBREAKS, SWISS_TIEBREAKS } from '../engine/results';
import type { AvoidKey, PairingSystem, Settings } from '../engine/types';
import { cellRef, cellText, dateAdvice, type Cell } from './cells';
import { parseNumber, parseYesNo } from './parse';
import { SETTINGS_TAB } from './schema';
import { parseTiebreaks, TIEBREAKS_ADVICE } from './tiebreaksSetting';
import {
  cellAt,
  columnOf,
  headerKey,
  readTable,
  refAt,
  textAt,
  type Table,
  type TableRow,
} from './table';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** One row of the Settings tab: its name, default, dropdown choices and how to read it. */
interface SettingDef {
  name: string;
  defaultValue: Cell;
  choices?: string[];
  note: string;
  /** A blank value means something (no Bar, no Floor, no name); other settings refuse it. */
  blankAllowed?: true;
  /** What to type, for a blank value of a setting without choices (default: see its Help). */
  blankAdvice?: string;
  apply(settings: Settings, value: Cell, where: string): void;
}

const YES_NO = ['Yes', 'No'];

function fail(where: string, value: Cell, expected: string): never {
  throw new InputError(`${where}: "${cellText(value)}" is not ${expected}.${dateAdvice(value)}`);
}

function yesNo(value: Cell, where: string): boolean {
  return parseYesNo(value) ?? fail(where, value, 'Yes or No');
}

/** A value that is none of a setting's choices; the reader names them as the dropdown spells them. */
class NotAChoice extends InputError {}

function choice<T extends string>(value: Cell, where: string, options: Record<string, T>): T {
  const t = typedText(cellText(value)).toLowerCase().replace(/\s+/g, ' ');
  const found = options[t];
  if (found === undefined) {
    throw new NotAChoice(
      `${where}: "${cellText(value)}" is not one of: ${Object.keys(options).join(', ')}.`,
    );
  }
  return found;
}

function number(
  value: Cell,
  where: string,
  test: (n: number) => boolean,
  expected: string,
): number {
  const n = parseNumber(value);
  if (n === null || !test(n)) fail(where, value, expected);
  return n;
}

/** A count from 1 to `max` ("a whole number of rounds from 1 to 99"). */
function wholeNumber(value: Cell, where: string, max: number, unit: string): number {
  return number(
    value,
    where,
    (n) => Number.isInteger(n) && n >= 1 && n <= max,
    `a whole number of ${unit} from 1 to ${max}`,
  );
}

/** The spellings of Requested bye points: 0, ½ (0.5, 0,5, 1/2, half) or 1. */
export const BYE_POINTS: ReadonlyMap<string, number> = new Map<string, number>([
  ['0', 0],
  ['½', 0.5],
  ['0.5', 0.5],
  ['0,5', 0.5],
  ['.5', 0.5],
  ['1/2', 0.5],
  ['half', 0.5],
  ['1', 1],
]);

function byePoints(value: Cell, where: string): number {
  const points = BYE_POINTS.get(typedText(cellText(value)).toLowerCase().replace(/\s+/g, ''));
  if (points === undefined)
    throw new NotAChoice(`${where}: "${cellText(value)}" is not 0, ½ or 1.`);
  return points;
}

function rankOrBlank(value: Cell, where: string): number | null {
  const t = cellText(value);
  if (t === '') return null;
  return parseRank(t) ?? fail(where, value, 'a rank such as 5d, 3 dan, 2k or 10 kyu');
}

const avoid = (key: AvoidKey, label: string, on: boolean): SettingDef => ({
  name: `Avoid same ${label}`,
  defaultValue: on ? 'Yes' : 'No',
  choices: YES_NO,
  note: `Yes: avoid pairing two players of the same ${label} in the first half of the event (AGA 2009).`,
  apply: (s, v, w) => (s.avoid[key] = yesNo(v, w)),
});

export const SETTING_DEFS: SettingDef[] = [
  {
    name: 'Tournament name',
    defaultValue: 'Club tournament',
    note: 'Shown in dialogs and printouts.',
    blankAllowed: true,
    apply: (s, v, w) => {
      // A name typed as "March 3" the spreadsheet made a date: no printout can show it as typed.
      if (v instanceof Date) {
        throw new InputError(`${w}: "${cellText(v)}" is a date, not a name.${dateAdvice(v)}`);
      }
      s.tournamentName = cellText(v);
    },
  },
  {
    name: 'Pairing system',
    defaultValue: 'McMahon',
    choices: ['McMahon', 'Swiss', 'Stable Swiss', 'Round robin', 'Multi-game'],
    note: 'McMahon (AGA 2009), Swiss (one score group for all, colours balanced, ranked by the Tiebreaks setting), Stable Swiss (stable roommates pairing, Kujansuu et al. 1995), Round robin (seat rotation), or Multi-game (several games, paired on preferences).',
    apply: (s, v, w) =>
      (s.pairingSystem = choice(v, w, {
        mcmahon: 'McMahon',
        'swiss mcmahon': 'McMahon',
        swiss: 'Swiss',
        'stable swiss': 'Stable Swiss',
        'round robin': 'Round robin',
        'multi-game': 'Multi-game',
        'multi game': 'Multi-game',
        multigame: 'Multi-game',
      })),
  },
  {
    name: 'Board game',
    defaultValue: 'Go',
    choices: ['Go', 'Chess'],
    note: "Go: round tabs show handicap and komi, results W+, B+, Jigo… Chess: no handicap or komi, results 1-0, 0-1, ½-½, forfeits '+- and '-+ (typed with the apostrophe). Outside McMahon, ranks may be left blank when Elo ratings order the players.",
    apply: (s, v, w) => (s.boardGame = choice(v, w, { go: 'go', chess: 'chess' })),
  },
  {
    name: 'Rounds',
    defaultValue: 5,
    note: 'Number of rounds (round robin: set by the field size; twice that plays a double round robin).',
    apply: (s, v, w) => (s.rounds = wholeNumber(v, w, 99, 'rounds')),
  },
  {
    name: 'Band factor D',
    defaultValue: 0.75,
    note: 'AGA 2009: separation S = floor(D·P/R), 1 ≤ S ≤ ceil(R/3). Default 0.75.',
    apply: (s, v, w) =>
      (s.bandFactor = number(
        v,
        w,
        (n) => n > 0 && n <= 10,
        'a number above 0 and at most 10, such as 0.75',
      )),
  },
  {
    name: 'Bar',
    defaultValue: '',
    note: 'Rank at and above which everyone plays in the top band, e.g. 5d. Blank: the strongest rank present.',
    blankAllowed: true,
    apply: (s, v, w) => (s.bar = rankOrBlank(v, w)),
  },
  {
    name: 'Floor',
    defaultValue: '',
    note: 'Rank at and below which everyone shares the bottom band, e.g. 20k. Blank: no floor.',
    blankAllowed: true,
    apply: (s, v, w) => (s.floor = rankOrBlank(v, w)),
  },
  {
    name: 'Bar separation',
    defaultValue: 'Computed',
    choices: ['Computed', '1'],
    note: 'Points between the top band and the next: Computed (like every band) or 1 (tradition).',
    apply: (s, v, w) =>
      (s.barSeparation = choice(v, w, { computed: 'computed', '1': 'one', one: 'one' })),
  },
  {
    name: 'Score origin',
    defaultValue: 'Top band 0',
    choices: ['Top band 0', 'Bottom band 0'],
    note: 'Initial scores: 0 for the top band and negative below, or 0 for the bottom band and positive above.',
    apply: (s, v, w) =>
      (s.scoreOrigin = choice(v, w, {
        'top band 0': 'top',
        top: 'top',
        'bottom band 0': 'bottom',
        bottom: 'bottom',
      })),
  },
  {
    name: 'Handicap',
    defaultValue: 'None',
    choices: ['None', 'Full', 'Minus 1', 'Minus 2'],
    note: 'Handicap games: None (all even), Full (rank difference, at most 9), Minus 1, Minus 2.',
    apply: (s, v, w) =>
      (s.handicap = choice(v, w, {
        none: 'none',
        full: 'full',
        'minus 1': 'minus 1',
        'minus 2': 'minus 2',
        '-1': 'minus 1',
        '-2': 'minus 2',
      })),
  },
  {
    name: 'Top band always even',
    defaultValue: 'Yes',
    choices: YES_NO,
    note: "Yes: every game involving a top-band player (McMahon: the Bands tab's band of the strongest ranks) is even, whatever the Handicap setting. Swiss, Stable Swiss and Round robin have no top band.",
    apply: (s, v, w) => (s.topBandEven = yesNo(v, w)),
  },
  {
    name: 'Komi (even games)',
    defaultValue: 7.5,
    note: 'Komi for even games, e.g. 7.5 (AGA) or 6.5.',
    apply: (s, v, w) =>
      (s.komiEven = number(v, w, (n) => Math.abs(n) <= 100, 'a komi such as 7.5')),
  },
  {
    name: 'Komi (handicap games)',
    defaultValue: 0.5,
    note: 'Komi for handicap games, e.g. 0.5.',
    apply: (s, v, w) =>
      (s.komiHandicap = number(v, w, (n) => Math.abs(n) <= 100, 'a komi such as 0.5')),
  },
  {
    name: 'Colour rule',
    defaultValue: 'Yes',
    choices: YES_NO,
    note: 'AGA 2009: not the same colour more than three times in a row, nor in more than half the rounds.',
    apply: (s, v, w) => (s.colourRule = yesNo(v, w)),
  },
  {
    name: 'Pairing style',
    defaultValue: 'Split and shift',
    choices: ['Split and shift', 'Sequential'],
    note: 'Inside a score group: top half against bottom half (1–5, 2–6…) or sequential (1–2, 3–4…).',
    apply: (s, v, w) =>
      (s.pairingStyle = choice(v, w, {
        'split and shift': 'split and shift',
        sequential: 'sequential',
      })),
  },
  avoid('family', 'family', true),
  avoid('club', 'club', true),
  avoid('city', 'city', false),
  avoid('state', 'state', false),
  avoid('country', 'country', false),
  {
    name: 'Avoid handicap games',
    defaultValue: 'No',
    choices: YES_NO,
    note: 'McMahon and Swiss: Yes avoids handicap games in the first half of the event (AGA 2009), only by transposing or switching players within a score group, as the Avoid same … settings.',
    apply: (s, v, w) => (s.avoidHandicap = yesNo(v, w)),
  },
  {
    name: 'Keep the best for last',
    defaultValue: 'No',
    choices: YES_NO,
    note: 'Round robin: seat the strongest four so most of their games come last: even field, 1–2, 1–3, 1–4 and 2–3 in the last three rounds, 2–4 and 3–4 mid-event; odd field, all but 2–3 (played at the start) at the end.',
    apply: (s, v, w) => (s.keepBestForLast = yesNo(v, w)),
  },
  {
    name: "Withdrawn player's games",
    defaultValue: 'Forfeit win',
    choices: ['Forfeit win', 'No point', 'Annul under half'],
    note: "Round robin: a withdrawn player's remaining games are forfeit wins for the opponent, or the opponent rests with no point. Annul under half (FIDE Tournament Rules): forfeit wins, but a player who withdrew having played under half their games has all their games left out of the standings, for everyone. Other systems pair no games for a withdrawn player, so this setting changes nothing there.",
    apply: (s, v, w) =>
      (s.withdrawnGames = choice<'forfeit win' | 'no point' | 'annul under half'>(v, w, {
        'forfeit win': 'forfeit win',
        'no point': 'no point',
        'annul under half': 'annul under half',
      })),
  },
  {
    name: 'Requested bye points',
    defaultValue: 0,
    choices: ['0', '½', '1'],
    note: "McMahon, Swiss and Stable Swiss: what a round a player asked to miss scores (named in the player's Byes cell, or a Voluntary bye row): 0 (AGA 2009), ½ (a half-point bye, usual in chess) or 1. A round missed without asking (an Absent row, a withdrawn player, a late arrival's earlier rounds not named in Byes) scores 0. Round robin and Multi-game give no points for byes.",
    apply: (s, v, w) => (s.requestedByePoints = byePoints(v, w)),
  },
  {
    name: 'Colour balance in McMahon',
    defaultValue: 'No',
    choices: YES_NO,
    note: 'McMahon: Yes weighs colour balance (colour differences and last colours) right below the score difference, as Swiss always does; No keeps the AGA 2009 order.',
    apply: (s, v, w) => (s.colourBalanceMcMahon = yesNo(v, w)),
  },
  {
    name: 'Stable Swiss c',
    defaultValue: 8.7,
    note: 'Stable Swiss: weight of score differences against colours in each preference list, from 0 (colours only) to 10 (scores only). Kujansuu et al. used 8.7.',
    apply: (s, v, w) =>
      (s.stableC = number(v, w, (n) => n >= 0 && n <= 10, 'a number from 0 to 10, such as 8.7')),
  },
  {
    name: 'Stable Swiss s',
    defaultValue: 0.0001,
    note: 'Stable Swiss: small penalty for two players due the same colour, breaking ties in the preference lists. Kujansuu et al. used 0.0001.',
    apply: (s, v, w) =>
      (s.stableS = number(
        v,
        w,
        (n) => n >= 0 && n < 1,
        'a number of 0 or more below 1, such as 0.0001',
      )),
  },
  {
    name: 'Tiebreaks',
    defaultValue: DEFAULT_TIEBREAKS.join(', '),
    note: `Swiss and Stable Swiss: the tiebreaks after the score, in order, separated by commas, from: ${SWISS_TIEBREAKS.join(', ')}. Direct encounter, when not listed, comes after the others; the drawing of lots (Settings › Drawing of lots) always comes last. McMahon, Round robin and Multi-game keep their own order.`,
    blankAdvice: TIEBREAKS_ADVICE,
    apply: (s, v, w) => (s.tiebreaks = parseTiebreaks(v, w)),
  },
  {
    name: 'Preferred games (n)',
    defaultValue: 3,
    note: "Multi-game: how many of each player's first choices on the Preferences tab count as preferred; pairing widens to n+1, n+2, n+3 only for players still short.",
    apply: (s, v, w) => (s.multiGame.preferred = wholeNumber(v, w, 99, 'games')),
  },
  {
    name: 'Games per player per round',
    defaultValue: 2,
    note: 'Multi-game: how many games each player plays in a round (on different games, against different opponents).',
    apply: (s, v, w) => (s.multiGame.gamesPerRound = wholeNumber(v, w, 20, 'games')),
  },
  {
    name: 'Replay a game between its winners',
    defaultValue: 'Yes',
    choices: YES_NO,
    note: 'Multi-game: Yes lets two players who each won a game against other opponents play it again in a later round (never the same pair twice).',
    apply: (s, v, w) => (s.multiGame.replayBetweenWinners = yesNo(v, w)),
  },
  {
    name: 'Multi-game method',
    defaultValue: 'Optimal',
    choices: ['Optimal', 'Seed order'],
    note: "Multi-game: Optimal solves each round as a weighted matching (more players get only preferred games); Seed order follows the Game Courier proposal's walk exactly.",
    apply: (s, v, w) =>
      (s.multiGame.method = choice(v, w, { optimal: 'optimal', 'seed order': 'seed order' })),
  },
  {
    name: 'Drawing of lots',
    defaultValue: 'Yes',
    choices: YES_NO,
    note: 'Yes: players still tied after every tiebreak are separated by a drawing of lots from the Random seed (the Lot column of Standings). No: they share the place ("3=", the next place skipped) and split its prizes, as FIDE allows an event to leave the lots out.',
    apply: (s, v, w) => (s.drawingOfLots = yesNo(v, w)),
  },
  {
    name: 'Random seed',
    defaultValue: 1,
    note: 'Whole number behind every random choice (seating, colours, last tiebreak): same seed, same draw.',
    apply: (s, v, w) =>
      (s.randomSeed = number(
        v,
        w,
        (n) => Number.isInteger(n) && Math.abs(n) < 2 ** 31,
        'a whole number from −2147483647 to 2147483647',
      )),
  },
];

export function defaultSettings(): Settings {
  const settings = {
    avoid: { family: false, club: false, city: false, state: false, country: false },
    multiGame: {},
  } as Settings;
  for (const def of SETTING_DEFS) def.apply(settings, def.defaultValue, 'default');
  return settings;
}

/** Where a setting's value is in the Settings table already read, for a message ("Settings!B22"). */
export function settingCellIn(table: Table, name: string): string {
  const row = settingRow(table, name);
  return row ? refAt(table, row, 'Value') : `The "${name}" row of the Settings tab`;
}

/**
 * A setting's cell followed by its name, as messages point at it: "Settings!B7 (Bar)"; with no
 * row for it (its default in use), "Settings › Bar (no row on the Settings tab)", which reads
 * the same at the start of a sentence and inside one.
 */
export function settingNamed(table: Table, name: string): string {
  const row = settingRow(table, name);
  return row
    ? `${refAt(table, row, 'Value')} (${name})`
    : `Settings › ${name} (no row on the Settings tab)`;
}

/** The Settings row of a setting (its name compared as headers are), if the tab has one. */
export function settingRow(table: Table, name: string): TableRow | undefined {
  return table.rows.find((r) => settingKey(textAt(table, r, 'Setting')) === settingKey(name));
}

const settingKey = headerKey;

/** Reads Settings with one getValues(); rows left out take their defaults, unknown rows are kept. */
export function readSettings(ss: Spreadsheet): Settings {
  return settingsFrom(readTable(ss, SETTINGS_TAB));
}

/** The settings of a Settings table already read (its other rows, such as the event details, stay in it). */
export function settingsFrom(table: Table): Settings {
  const settings = defaultSettings();
  const defs = new Map(SETTING_DEFS.map((d) => [settingKey(d.name), d]));
  const seen = new Map<string, TableRow>();
  const valueColumn = columnOf(table, 'Value')!;
  for (const row of table.rows) {
    const name = textAt(table, row, 'Setting');
    const def = defs.get(settingKey(name));
    if (!def) continue;
    const first = seen.get(def.name);
    if (first) {
      throw new InputError(
        `${refAt(table, row, 'Setting')}: "${def.name}" appears twice (also ${refAt(table, first, 'Setting')}); keep one row.`,
      );
    }
    seen.set(def.name, row);
    const where = `${cellRef(table.tab, row.row, valueColumn)} (${def.name})`;
    const value = cellAt(table, row, 'Value');
    if (!def.blankAllowed && cellText(value) === '') {
      const what = def.choices
        ? `Choose ${wordList(def.choices, 'or')}`
        : (def.blankAdvice ?? 'Type a value (see its Help)');
      throw new InputError(
        `${where}: the value is blank. ${what}, or delete the row to use the default (${cellText(def.defaultValue)}).`,
      );
    }
    try {
      def.apply(settings, value, where);
    } catch (error) {
      if (!(error instanceof NotAChoice) || !def.choices) throw error;
      throw new InputError(
        `${where}: "${cellText(value)}" is not ${wordList(def.choices, 'or')}.${dateAdvice(value)}`,
      );
    }
  }
  if (settings.boardGame === 'chess' && settings.handicap !== 'none') {
    throw new InputError(
      `${settingCellIn(table, 'Handicap')}: handicaps are for go, but Board game is Chess. Set Handicap to None.`,
    );
  }
  if (settings.bar !== null && settings.floor !== null && settings.floor >= settings.bar) {
    throw new InputError(
      `${settingNamed(table, 'Floor')}: ${formatRank(settings.floor)} must be weaker than the Bar (${formatRank(settings.bar)}, ${settingCellIn(table, 'Bar')}).`,
    );
  }
  return settings;
}

/**
 * The pairing system an existing Settings tab names, in any spelling the setting accepts
 * ("Multigame"); null without the tab or the row, or when the value is not one of them (Pair
 * next round names that cell).
 */
export function pairingSystemIn(table: Table | null): PairingSystem | null {
  if (!table) return null;
  const def = SETTING_DEFS.find((d) => d.name === 'Pairing system')!;
  const row = settingRow(table, def.name);
  if (!row) return null;
  const settings = defaultSettings();
  try {
    def.apply(settings, cellAt(table, row, 'Value'), def.name);
  } catch {
    return null;
  }
  return settings.pairingSystem;
}
