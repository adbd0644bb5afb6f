import { playersInRound } from '../engine/history';
import { InputError } from '../engine/errors';
import { compareNames, nameKey, nameList, sentence } from '../engine/names';
import { formatRank } from '../engine/rank';
import { bandForRank, bandsFor } from '../engine/bands';
import { systemRules } from '../engine/systems';
import type { Band, GameResult, Player, PlayerId, Settings } from '../engine/types';
import { sheetRatings } from '../interop/egfRatings';
import { roundsIn } from '../interop/participation';
import { startsOffRank } from '../interop/mcmahonStart';
import { sheetName, type ImportedEvent, type ImportedGame } from '../interop/types';
import { forgetBands } from './bandsRecord';
import { cellText, type Cell } from './cells';
import { roundContent, type ByeLine, type GameLine } from './roundContent';
import { roundNumbers } from './roundTab';
import {
  AGA_ID_HEADER,
  BANDS_TAB,
  CONSTRAINTS_TAB,
  EGF_PIN_HEADER,
  GAMES_TAB,
  IMPORT_REPORT_TAB,
  PLAYERS_TAB,
  roundLayout,
  SETTINGS_TAB,
  type TabSpec,
} from './schema';
import { isOwnedTab } from './strayTabs';
import { bandsContent } from './bandsTab';
import { bandsOfScores, type Placed } from './importedScores';
import { settingsContent, settingsRows } from './settingsLayout';
import { tableOf } from './table';
import { defaultSettings, SETTING_DEFS } from './settingsTab';
import { INPUT_ROWS, plainTextColumns, type TabContent } from './tabContent';
import { WritePlan } from './writer';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

const HANDICAP_BY_CORRECTION: Record<number, string> = { 0: 'Full', 1: 'Minus 1', 2: 'Minus 2' };

/** What an import would write, built before anything is touched. */
export interface ImportPlan {
  tabs: TabContent[];
  /** Tabs of the add-in that the import does not write: the old event's, removed. */
  stale: string[];
  /** The removed tabs worth naming to the TD (not a Bands tab with no band). */
  removed: string[];
  report: string[];
  summary: string;
}

/** Round tabs already in the workbook: the import asks before replacing them. */
export const existingRounds = (ss: Spreadsheet): number[] => roundNumbers(ss);

/**
 * A name from a file on one line: line breaks, tabs and runs of spaces become one space; a single
 * space of another kind stays, as the ideographic space between a Japanese family and given name.
 */
const tidyName = (name: string): string => name.replace(/\s{2,}|[\t\n\v\f\r]/g, ' ').trim();

/**
 * Builds every tab of an imported event: Settings, Players (absences as Byes, with AGA ID and
 * EGF PIN), one Round N tab per round played, and the import report. Throws InputError,
 * before any write, when the event cannot be carried (two players with one name…).
 */
export function planImport(
  ss: Spreadsheet,
  event: ImportedEvent,
  source: string,
  options: { rosterOnly?: boolean } = {},
): ImportPlan {
  const report = [...event.notCarried];
  const names = event.players.map((p) => tidyName(sheetName(p)));
  const seen = new Map<string, number>();
  names.forEach((name, i) => {
    if (name === '') throw new InputError(`${source}: player ${i + 1} has no name.`);
    const other = seen.get(nameKey(name));
    if (other !== undefined) {
      throw new InputError(
        `${source}: players ${other + 1} and ${i + 1} are both called "${name}"; Pairsheet needs unique names. Rename one in the file and import again.`,
      );
    }
    seen.set(nameKey(name), i);
  });
  const { ratings, notes } = sheetRatings(event);
  report.push(...notes);
  const rounds = event.rounds;
  // A roster brings players only: the TD's Settings stay (and bands are built as usual).
  const tabs: TabContent[] = [];
  if (options.rosterOnly) {
    const given = event.players.map((p) => ({
      name: p.band ?? '',
      initialScore: p.initialScore ?? null,
    }));
    tabs.push(playersContent(event, names, ratings, given));
  } else {
    const settings = importedSettings(event, source, report);
    // Before round 1 too when a player starts away from their rank: Build bands would lose it.
    const withBands = rounds.length > 0 || (fileScores(event) !== null && startsOffRank(event));
    const bands = withBands ? importedBands(event, settings.settings, names, report) : null;
    tabs.push(settings.tab, playersContent(event, names, ratings, bands?.placed ?? []));
    if (bands) tabs.push({ ...bandsContent(bands.bands), activate: false });
  }
  const nameOf = (id: PlayerId): string => names[id];
  const lastRound = event.players.map((_, i) => Math.max(0, ...roundsIn(event, i)));
  for (const round of rounds) {
    const games: GameLine[] = round.games.map((g) => ({
      board: g.board,
      white: g.white,
      black: g.black,
      handicap: g.handicap,
      komi: g.komi,
      result: gameResult(g, round.number, report),
      notes: [],
    }));
    const byes: ByeLine[] = round.byes.map((b) => ({ ...b, notes: [] }));
    const busy = playersInRound(round);
    event.players.forEach((p, i) => {
      if (busy.has(i)) return;
      // After withdrawing, a player gets no row at all, as Pairsheet pairs a withdrawn player.
      if (p.withdrawn && round.number > lastRound[i]) return;
      // A player not paired in a played round sat it out: a voluntary bye row, as Pairsheet
      // writes; Absent when the file does not mark the round as one the player is out of, so
      // it scores no Requested bye points.
      const marked = p.absent.includes(round.number);
      byes.push({
        player: i,
        kind: 'voluntary',
        notes: ['Imported: not paired'],
        ...(marked ? {} : { absent: true as const }),
      });
      if (!marked) {
        report.push(
          `Round ${round.number}: ${names[i]} was not paired though not marked absent; written as Absent (no points).`,
        );
      }
    });
    // Imported events come from go programs: go round tabs, with the title block a paired
    // round has (the name and Rounds as the imported Settings give them).
    const layout = roundLayout('colours', 'go');
    const heading = {
      tournament: event.settings.name || 'Imported event',
      when: new Date(),
      lastRound: round.number >= Math.max(event.settings.rounds, rounds.length),
    };
    // Bye rows as a pairing lists them, whatever order the file's players come in: forced,
    // then requested, then Absent, each kind by name.
    const kind = (b: ByeLine): number => (b.kind === 'forced' ? 0 : b.absent ? 2 : 1);
    const byName = [...byes].sort(
      (a, b) =>
        kind(a) - kind(b) || compareNames(names[a.player], names[b.player]) || a.player - b.player,
    );
    tabs.push({
      ...roundContent(round.number, games, byName, nameOf, layout, [], heading),
      activate: false,
    });
  }
  // A roster brings players only: the TD's Settings and the games offered stay. A Constraints
  // tab with no rule below its headers (as Set up makes it) holds nothing of the old event: it
  // stays too, ready for the new event's rules.
  const kept = [
    ...(options.rosterOnly ? [SETTINGS_TAB.name, GAMES_TAB.name] : []),
    ...(isHeaderOnly(ss, CONSTRAINTS_TAB) ? [CONSTRAINTS_TAB.name] : []),
  ];
  const stale = staleTabs(ss, [...tabs.map((t) => t.name), IMPORT_REPORT_TAB, ...kept]);
  // A Bands tab with no band (as Set up makes it) goes without a word: Build bands writes it
  // again, and nothing of the old event is lost with it.
  const emptyBands = (name: string): boolean =>
    name.toLowerCase() === BANDS_TAB.name.toLowerCase() && isHeaderOnly(ss, BANDS_TAB);
  const named = stale.filter((name) => !emptyBands(name));
  const removed = named.length > 0 ? `Removed the old event's tabs: ${named.join(', ')}.` : '';
  tabs.push(reportContent(source, report, removed));
  const n = rounds.length;
  const p = event.players.length;
  const withdrawn = withdrawnNote(event, names, options.rosterOnly === true);
  const summary = `Imported ${p} player${p === 1 ? '' : 's'} and ${n} round${n === 1 ? '' : 's'} from the ${source}.${withdrawn}${removed ? ` ${removed}` : ''}${report.length ? ` ${report.length} note${report.length === 1 ? '' : 's'} on the "${IMPORT_REPORT_TAB}" tab.` : ''}`;
  return { tabs, stale, removed: named, report, summary };
}

/**
 * The file's withdrawn players, named so that nobody is left out of the pairings unawares: a
 * roster's by its Status column (the CSV of the standings says who withdrew), an OpenGotha or
 * pairgoth file's by the rounds they take part in (none of the rounds left); '' when none.
 */
function withdrawnNote(event: ImportedEvent, names: readonly string[], roster: boolean): string {
  const out = names.filter((_, i) => event.players[i].withdrawn);
  if (out.length === 0) return '';
  const one = out.length === 1;
  const has = one ? '1 player has' : `${out.length} players have`;
  const who = roster
    ? sentence(`The file's Status column says ${has} withdrawn: ${nameList(out)}`)
    : sentence(`The file says ${has} withdrawn, playing none of the rounds left: ${nameList(out)}`);
  return ` ${who} They are withdrawn on Players and will not be paired; for anyone playing, set Status to active.`;
}

/**
 * Whether the tab is there with its headers and no row below them, as Set up makes it: nothing
 * of the old event. A tab with a row (a rule, a band), or with a header renamed, is not.
 */
function isHeaderOnly(ss: Spreadsheet, spec: TabSpec): boolean {
  const sheet = ss.getSheetByName(spec.name);
  if (!sheet) return false;
  try {
    return tableOf(sheet, spec).rows.length === 0;
  } catch (error) {
    if (error instanceof InputError) return false;
    throw error;
  }
}

/**
 * The add-in's tabs that the import does not write: the old event's rounds, Constraints, Bands,
 * Seats, Standings, Slips, Games and Preferences, Rating review, by-name sheets, half-built
 * tabs. Left behind, they would be read with the new players (an old constraint refusing the
 * next pairing, or applying to a player of the same name). Tabs of the TD's own stay.
 */
function staleTabs(ss: Spreadsheet, written: readonly string[]): string[] {
  const keep = new Set(written.map((name) => name.toLowerCase()));
  return ss
    .getSheets()
    .map((sheet) => sheet.getName())
    .filter((name) => isOwnedTab(name) && !keep.has(name.toLowerCase()));
}

/** Writes the plan in one go: every tab built aside and swapped in, then the stale ones removed. */
export function applyImport(ss: Spreadsheet, plan: ImportPlan): void {
  const write = new WritePlan(ss);
  for (const tab of plan.tabs) write.replaceTab(tab);
  for (const name of plan.stale) write.deleteTab(name);
  write.apply();
  // The old event's Bands tab is gone: Build bands starts the record afresh.
  forgetBands();
  const report = ss.getSheetByName(IMPORT_REPORT_TAB);
  if (report) ss.setActiveSheet(report);
}

function gameResult(g: ImportedGame, round: number, report: string[]): GameResult | null {
  const f = g.result.forfeit;
  switch (g.result.outcome) {
    case 'white':
      return { white: 1, black: 0, forfeit: f };
    case 'black':
      return { white: 0, black: 1, forfeit: f };
    case 'jigo':
      if (f) report.push(`Round ${round}, board ${g.board}: a jigo by forfeit; written as Jigo.`);
      return { white: 0.5, black: 0.5, forfeit: false };
    case 'both lose':
      // Pairsheet's only 0-0 is a double forfeit: a game played and lost by both changes meaning.
      if (!f)
        report.push(
          `Round ${round}, board ${g.board}: both players lost the game; Pairsheet has no such result, so it is written as Double forfeit (0-0, as if neither played).`,
        );
      return { white: 0, black: 0, forfeit: true };
    case 'both win':
      report.push(
        `Round ${round}, board ${g.board}: both players were given the win; Pairsheet has no such result, so the Result cell is left blank for the TD.`,
      );
      return null;
    default:
      // OpenGotha's RESULT_UNKNOWN_BYDEF: forfeited, but the file says nothing of who won.
      if (f)
        report.push(
          `Round ${round}, board ${g.board}: the game is marked as forfeited but no winner is given; the Result cell is left blank for the TD.`,
        );
      return null;
  }
}

/**
 * Bands for an event imported with its rounds, built as "Build bands" would (AGA 2009) from the
 * ranks, bar and floor, so standings and the next round work at once; null when a rank is missing.
 * A McMahon file that gives each player's initial score (OpenGotha, pairgoth) keeps those scores.
 */
function importedBands(
  event: ImportedEvent,
  settings: Settings,
  names: string[],
  report: string[],
): { bands: Band[]; placed: Placed[] } | null {
  const players: Player[] = event.players.map((p, id) => ({
    id,
    name: names[id],
    rank: p.rank,
    rating: null,
    club: p.club,
    city: '',
    state: '',
    country: p.country,
    family: '',
    band: '',
    initialScore: null,
    byes: p.absent,
    byeVolunteer: false,
    status: p.withdrawn ? 'withdrawn' : 'active',
  }));
  const usesBands = systemRules(settings.pairingSystem).usesBands;
  const unranked = usesBands ? players.filter((p) => p.rank === null).map((p) => p.name) : [];
  if (unranked.length > 0) {
    report.push(`No rank for ${unranked.join(', ')}: give them one, then run "Build bands".`);
    return null;
  }
  const scores = fileScores(event);
  if (usesBands && scores) {
    const built = bandsOfScores(players, scores, settings);
    report.push(
      `Initial scores are the file's McMahon scores (the rank held between floor and bar, plus the player's "${event.correctionKey ?? 'mmsCorrection'}"${byHandNote(event)}); the bands were built from the ranks, bar and floor (AGA 2009 rule) to match them.${built.odd.length ? ` Players whose initial score is not their band's: ${built.odd.join(', ')}.` : ''}`,
    );
    return built;
  }
  // Without bands, everyone is in one band at 0, as "Build bands" does.
  const bands = bandsFor(players, settings, usesBands);
  if (usesBands) {
    report.push(
      'Bands and initial scores were built from the ranks, bar and floor (AGA 2009 rule); the McMahon scores of the source program may differ.',
    );
  }
  const bandOf = (p: Player): Band => (usesBands ? bandForRank(bands, p.rank!)! : bands[0]);
  return { bands, placed: players.map(bandOf) };
}

/** Settings of systems an imported event cannot have (its system is McMahon or Swiss). */
const OTHER_SYSTEMS = /^(?:Round robin|Stable Swiss|Multi-game):/;

/** Every player's initial score when the file gives them all (OpenGotha's, pairgoth's), else null. */
function fileScores(event: ImportedEvent): number[] | null {
  const scores = event.players.map((p) => p.initialScore);
  return scores.every((v) => typeof v === 'number') ? (scores as number[]) : null;
}

/**
 * Whether the initial scores a McMahon file gives count up from the bottom band at 0, as
 * Settings › Score origin "Bottom band 0" makes them; the next late arrival joins that scale.
 */
function countsFromBottom(event: ImportedEvent): boolean {
  const scores = event.settings.system === 'McMahon' ? fileScores(event) : null;
  if (!scores || scores.length === 0) return false;
  return Math.min(...scores) === 0 && Math.max(...scores) > 0;
}

function importedSettings(
  event: ImportedEvent,
  source: string,
  report: string[],
): { tab: TabContent; settings: Settings } {
  const s = event.settings;
  const handicap =
    s.handicapCorrection === null ? 'None' : HANDICAP_BY_CORRECTION[s.handicapCorrection];
  if (handicap === undefined) {
    report.push(
      `Handicap correction ${s.handicapCorrection}: Pairsheet offers Full, Minus 1 and Minus 2; set to Minus 2.`,
    );
  }
  // Pairsheet's floor lies below the bar: one at or above it would leave no band between them.
  const floorAboveBar = s.floor !== null && s.bar !== null && s.floor >= s.bar;
  if (floorAboveBar && s.system === 'McMahon') {
    report.push(
      `Floor ${formatRank(s.floor)} is not below Bar ${formatRank(s.bar)}: the Floor is left blank (no floor).`,
    );
  }
  const values: Record<string, Cell> = {
    'Tournament name': s.name || 'Imported event',
    'Pairing system': s.system,
    Rounds: Math.max(s.rounds, event.rounds.length),
    Bar: formatRank(s.bar),
    Floor: formatRank(floorAboveBar ? null : s.floor),
    Handicap: handicap ?? 'Minus 2',
    'Komi (even games)': s.komi,
    // Both formats are for go.
    'Board game': 'Go',
    // OpenGotha's points for an absence, when the file gives them.
    ...(s.requestedByePoints !== undefined
      ? { 'Requested bye points': s.requestedByePoints === 0.5 ? '½' : s.requestedByePoints }
      : {}),
    // A Swiss file's placement criteria, when each is a tiebreak (placementCriteria.ts).
    ...(s.system === 'Swiss' && s.tiebreaks ? { Tiebreaks: s.tiebreaks.join(', ') } : {}),
    ...(countsFromBottom(event) ? { 'Score origin': 'Bottom band 0' } : {}),
  };
  // The rest of Settings (the random seed…) has no place in the file: the TD must know they
  // are Pairsheet's defaults now, not what the event used.
  // Tiebreaks orders a Swiss only.
  const defaults = SETTING_DEFS.filter(
    (d) =>
      !(d.name in values) &&
      !OTHER_SYSTEMS.test(d.note) &&
      (d.name !== 'Tiebreaks' || s.system === 'Swiss'),
  );
  if (defaults.length > 0) {
    report.push(
      `Settings the ${source} has no place for were set to Pairsheet's defaults: ${defaults.map((d) => `${d.name}: ${cellText(d.defaultValue)}`).join('; ')}. If the event used other values, set them on the Settings tab before pairing the next round.`,
    );
  }
  // The values the Settings reader will read back, for the bands built now.
  const settings = defaultSettings();
  for (const def of SETTING_DEFS) {
    def.apply(settings, values[def.name] ?? def.defaultValue, `Settings (${def.name})`);
  }
  // Event details the result files need (AGA header, EGF class); the pairing ignores them.
  const tab = settingsContent(
    settingsRows(values, {
      Location: s.location,
      'Start date': s.beginDate,
      'End date': s.endDate,
      'Basic time (minutes)': s.basicMinutes || '',
    }),
  );
  return { tab, settings };
}

function playersContent(
  event: ImportedEvent,
  names: string[],
  ratings: ReadonlyArray<number | null>,
  placed: ReadonlyArray<{ name: string; initialScore: number | null }>,
): TabContent {
  const headers = [...PLAYERS_TAB.columns.map((c) => c.header), AGA_ID_HEADER, EGF_PIN_HEADER];
  const rows: Cell[][] = [headers];
  event.players.forEach((p, i) => {
    const fields: Record<string, Cell> = {
      Name: names[i],
      Rank: formatRank(p.rank),
      Rating: ratings[i] ?? '',
      Club: p.club,
      City: p.city ?? '',
      State: p.state ?? '',
      Country: p.country,
      Family: p.family ?? '',
      Band: placed[i]?.name ?? '',
      'Initial score': placed[i]?.initialScore ?? '',
      Byes: p.absent.join(', '),
      'Bye volunteer': p.byeVolunteer ? 'Yes' : 'No',
      Status: p.withdrawn ? 'withdrawn' : 'active',
      Division: p.division ?? '',
      [AGA_ID_HEADER]: p.agaId,
      [EGF_PIN_HEADER]: p.egfPin,
    };
    rows.push(headers.map((h) => fields[h] ?? ''));
  });
  const column = (header: string): number => headers.indexOf(header) + 1;
  const last = Math.max(2, rows.length);
  return {
    name: PLAYERS_TAB.name,
    rows,
    headerNotes: [
      ...PLAYERS_TAB.columns.map((c) => c.note),
      'AGA membership number, for the AGA results file (optional).',
      'EGF PIN (8 digits, as the EGD lists it), for the EGF results table (optional).',
    ],
    dropdowns: [
      { column: column('Bye volunteer'), fromRow: 2, toRow: last, choices: ['Yes', 'No'] },
      { column: column('Status'), fromRow: 2, toRow: last, choices: ['active', 'withdrawn'] },
    ],
    // As Set up tournament sheet writes them; then AGA ID and EGF PIN.
    columnWidths: [180, 70, 70, 120, 110, 80, 90, 100, 110, 90, 80, 120, 90, 80, 90],
    // A name, club or city longer than its column wraps onto another line (the row grows)
    // rather than be cut off by the next column, on screen and on the printed page.
    wrapColumns: [column('Name'), column('Club'), column('City')],
    // As Set up makes Players, room for late arrivals below; the ids keep their leading zeros.
    plainText: {
      columns: [
        ...plainTextColumns(PLAYERS_TAB.columns).columns,
        column(AGA_ID_HEADER),
        column(EGF_PIN_HEADER),
      ],
      toRow: Math.max(last, INPUT_ROWS),
    },
  };
}

/** The file's notes, then the old event's tabs the import removes (when there are any). */
function reportContent(source: string, notes: string[], removed: string): TabContent {
  const rows: Cell[][] = [['What could not be carried over', 'Source']];
  for (const note of notes) rows.push([note, source]);
  if (notes.length === 0) rows.push(['Everything in the file was carried over.', source]);
  if (removed) rows.push([removed, 'this spreadsheet']);
  return { name: IMPORT_REPORT_TAB, rows, columnWidths: [640, 160] };
}

/** The players whose McMahon start an OpenGotha file set by hand, as the report names them. */
function byHandNote(event: ImportedEvent): string {
  const names = event.startsByHand ?? [];
  return names.length > 0
    ? `, or the start set by hand ("forcedSmms") for ${names.join(', ')}`
    : '';
}
