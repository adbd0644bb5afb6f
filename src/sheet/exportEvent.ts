import { exportRoundRows } from './exportRoundRows';
import { requestedByePoints } from '../engine/history';
import { InputError } from '../engine/errors';
import { ratingKind } from '../engine/ratings';
import { DEFAULT_TIEBREAKS } from '../engine/results';
import { systemRules, type PairingSystemRules } from '../engine/systems';
import type { GameResult } from '../engine/types';
import {
  blankSettings,
  splitSheetName,
  type ImportedEvent,
  type ImportedOutcome,
  type ImportedPlayer,
  type ImportedRound,
  type ImportedSettings,
} from '../interop/types';
import { countryCode } from '../engine/countries';
import { basicMinutes, eventDates } from '../interop/eventDetails';
import { cellText, dateAdvice, dateParts, DAY_ZERO, type Cell } from './cells';
import { readEvent } from './event';
import { AGA_ID_HEADER, EGF_PIN_HEADER } from './schema';
import { barOfBands } from './exportBar';
import { komiGaps, type KomiGaps } from './exportKomi';
import { exportedRounds } from './exportRounds';
import { EVENT_DETAIL_ROWS } from './settingsLayout';
import { cellAt, refAt, textAt, type Table } from './table';
import { missingResults, readTournament, type Tournament } from './tournament';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The event as the export formats need it, read through the sheet's own readers. */
export interface SheetExport {
  event: ImportedEvent;
  /** Standings order and places (for the EGF table). */
  standings: Array<{ player: number; place: number }>;
  /** Results the formats cannot hold (TD-awarded split points…). */
  notes: string[];
  /** For the event-file formats, which name the pairing system: a system they do not know. */
  systemNotes: string[];
  /**
   * A round robin's annulled withdrawal (annulment.ts): who, for the notes each file adds on
   * what it does with those games; null when none.
   */
  annulled: string | null;
  /** Players whose Country has no two-letter code (countries.ts countryNotes, per file). */
  countries: Array<{ name: string; country: string }>;
  /** For the AGA file, which states each game's komi: games given the Settings komi. */
  komiNotes: string[];
  /** Each player's AGA ID cell (Players!N5), for a message on an id that is not one. */
  agaIdCells: string[];
}

const HANDICAP_CORRECTION: Record<string, number | null> = {
  none: null,
  full: 0,
  'minus 1': 1,
  'minus 2': 2,
};

function outcome(result: GameResult | null): ImportedOutcome {
  if (result === null) return 'unknown';
  const { white, black } = result;
  if (white === 1 && black === 0) return 'white';
  if (white === 0 && black === 1) return 'black';
  if (white === 0.5 && black === 0.5) return 'jigo';
  if (white === 0 && black === 0) return 'both lose';
  return 'unknown';
}

/**
 * Settings rows outside the pairing settings (Location, Start date, End date, Basic time), each
 * with its cell for messages: a number as it is (a date in General format), a date cell as the
 * day the sheet shows, anything else as text; absent rows read as blank.
 */
function eventDetails(table: Table): (name: string) => EventDetail {
  const wanted = new Set<string>(EVENT_DETAIL_ROWS.map((r) => r.toLowerCase()));
  const out = new Map<string, EventDetail>();
  for (const row of table.rows) {
    const name = textAt(table, row, 'Setting');
    if (!wanted.has(name.toLowerCase())) continue;
    const cell = cellAt(table, row, 'Value');
    const where = `${refAt(table, row, 'Value')} (${name})`;
    out.set(name.toLowerCase(), { value: detailValue(cell), where, cell });
  }
  return (name) =>
    out.get(name.toLowerCase()) ?? { value: '', where: `Settings (${name})`, cell: '' };
}

interface EventDetail {
  value: string | number;
  where: string;
  cell: Cell;
}

/** A date cell with a time of day (a start time) gives its day; a time alone stays a time. */
function detailValue(cell: Cell): string | number {
  if (typeof cell === 'number') return cell;
  if (!(cell instanceof Date)) return cellText(cell);
  const { day } = dateParts(cell);
  return day === DAY_ZERO ? cellText(cell) : day;
}

/**
 * Basic time in minutes. "1:30" typed for an hour and a half is a time of day to the
 * spreadsheet, and a date cell no number of minutes: each is refused with what to type.
 */
function minutesOf(detail: EventDetail): number {
  const { cell, where } = detail;
  if (!(cell instanceof Date)) return basicMinutes(detail.value, where);
  const { day, time } = dateParts(cell);
  if (day !== DAY_ZERO) {
    throw new InputError(
      `${where}: "${cellText(cell)}" is a date, not a number of minutes.${dateAdvice(cell)}`,
    );
  }
  const [hours, minutes = 0] = (time || '0:00').split(':').map(Number);
  throw new InputError(
    `${where}: the spreadsheet turned "${time || '0:00'}" into a time of day. Type the basic time in minutes, such as ${hours * 60 + minutes} for ${hours}:${String(minutes).padStart(2, '0')}.`,
  );
}

/**
 * The CSV exports: standings and every round tab as shown, for any system and board game. The
 * standings give the plain name and end in a Status column (active or withdrawn, as on
 * Players), so the file reads back as a roster with the withdrawn players still withdrawn.
 */
export function readTablesForCsv(ss: Spreadsheet): {
  name: string;
  standings: Array<Array<string | number>>;
  rounds: Array<Array<string | number>>;
  notes: string[];
} {
  const t = readTournament(ss);
  const rules = systemRules(t.settings.pairingSystem);
  const table = rules.standings(readEvent(ss, t, rules, 'score'));
  const standings: Array<Array<string | number>> = [
    [
      'Place',
      'Name',
      ...table.columns.map((c) => c.header),
      ...t.rounds.map((r) => `R${r.round.number}`),
      'Status',
    ],
    ...table.rows.map((row) => [
      row.placeLabel,
      t.roster.players[row.player].name,
      ...row.values,
      ...row.rounds,
      t.roster.players[row.player].status,
    ]),
  ];
  const rounds = exportRoundRows(t.rounds);
  // A round robin's annulled withdrawal: the rounds file has the games as played.
  const notes = table.annulled ? [table.annulled] : [];
  return { name: t.settings.tournamentName, standings, rounds, notes };
}

/** Reads the workbook (Settings, Players, every round, the standings) for an export. */
export function readForExport(ss: Spreadsheet): SheetExport {
  const t: Tournament = readTournament(ss);
  const rules = systemRules(t.settings.pairingSystem);
  refuseUnexportable(t, rules);
  const s = t.settings;
  const settings = exportedSettings(ss, t, rules);
  const table = t.roster.table;
  const players = exportedPlayers(t);
  const notes: string[] = [];
  const komi = komiGaps(s, t.rounds);
  const rounds = roundsForExport(t, komi, notes);
  const open = missingResults(t.rounds);
  if (open.length > 0) {
    notes.push(
      `Results are missing, so those games have no result in the file: ${open.join('; ')}.`,
    );
  }
  const scoring = readEvent(ss, t, rules, 'score');
  settings.bar = barOfBands(scoring.bandsTable, s, rules.usesBands);
  // McMahon: the initial scores the standings use, which pairgoth's file carries.
  if (rules.usesBands)
    scoring.players.forEach((p, i) => (players[i].initialScore = p.initialScore));
  const standingsTable = rules.standings(scoring);
  const standings = standingsTable.rows.map((row) => ({ player: row.player, place: row.place }));
  const systemNotes =
    rules.fileSystem === rules.name
      ? []
      : [
          `Pairing system ${rules.name}: the file's format has no such system; exported as ${rules.fileSystem}.`,
        ];
  const countries = t.roster.players.map((p) => ({ name: p.name, country: p.country }));
  return {
    event: { settings, players, rounds, notCarried: [] },
    standings,
    notes,
    systemNotes,
    annulled: standingsTable.annulled ?? null,
    countries,
    komiNotes: komi.notes,
    agaIdCells: t.roster.rows.map((row) => refAt(table, row, AGA_ID_HEADER)),
  };
}

/** The go event files hold colours and handicaps: other layouts and chess are refused. */
function refuseUnexportable(t: Tournament, rules: PairingSystemRules): void {
  if (rules.layout !== 'colours') {
    throw new InputError(
      `${rules.name} events have no colours or handicaps; the AGA, EGF, OpenGotha and pairgoth formats cannot hold them. Export the CSV of rounds and standings instead.`,
    );
  }
  if (t.settings.boardGame === 'chess') {
    throw new InputError(
      'Settings say Board game = chess; the AGA, EGF, OpenGotha and pairgoth formats are for go. Export the CSV of rounds and standings instead.',
    );
  }
}

/** The event's settings as the files hold them. */
function exportedSettings(
  ss: Spreadsheet,
  t: Tournament,
  rules: PairingSystemRules,
): ImportedSettings {
  const s = t.settings;
  const details = eventDetails(t.settingsTable);
  const time = details('Basic time (minutes)');
  return {
    ...blankSettings(),
    name: s.tournamentName,
    location: String(details('Location').value),
    ...eventDates(details('Start date'), details('End date')),
    basicMinutes: minutesOf(time),
    rounds: exportedRounds(ss, t, rules),
    system: rules.fileSystem,
    komi: s.komiEven,
    // Blank: the bar the bands were built with, once the Bands tab is read (below).
    bar: s.bar,
    floor: s.floor,
    handicapCorrection: HANDICAP_CORRECTION[s.handicap],
    // Settings › Tiebreaks orders these two only; a round robin keeps its own order.
    tiebreaks: rules.ranking === 'Tiebreaks' ? (s.tiebreaks ?? DEFAULT_TIEBREAKS) : null,
    requestedByePoints: requestedByePoints(s),
    // A round robin's own order: the file's placement criteria follow it.
    ...(rules.ranking === 'Sonneborn-Berger' ? { roundRobin: true as const } : {}),
    ...(s.drawingOfLots === false ? { sharedPlaces: true as const } : {}),
  };
}

/** The Players tab's players, with the columns the files have no place for kept for notes. */
function exportedPlayers(t: Tournament): ImportedPlayer[] {
  const table = t.roster.table;
  return t.roster.players.map((p, i): ImportedPlayer => {
    const row = t.roster.rows[i];
    const id = (header: string): string => cellText(textAt(table, row, header));
    return {
      ...splitSheetName(p.name),
      rank: p.rank,
      // Only Elo-style ratings share the EGF-like scale of OpenGotha and pairgoth.
      rating: p.rating !== null && ratingKind(p.rating) === 'Elo' ? p.rating : null,
      club: p.club,
      country: countryCode(p.country) ?? '',
      agaId: id(AGA_ID_HEADER),
      egfPin: id(EGF_PIN_HEADER),
      absent: p.byes,
      withdrawn: p.status === 'withdrawn',
      // Players columns the event files have no place for, so the notes can name them.
      city: p.city,
      state: p.state,
      family: p.family,
      division: t.roster.divisions[i],
      byeVolunteer: p.byeVolunteer,
    };
  });
}

/** Every round's games and byes; a split-points result is noted and written as no result. */
function roundsForExport(t: Tournament, komi: KomiGaps, notes: string[]): ImportedRound[] {
  return t.rounds.map((r) => ({
    number: r.round.number,
    games: r.round.games.map((g) => {
      const o = outcome(g.result);
      if (g.result && o === 'unknown') {
        notes.push(
          `${r.table.tab}, board ${g.board}: split points cannot be written; exported as no result.`,
        );
      }
      return {
        board: g.board,
        white: g.white,
        black: g.black,
        handicap: g.handicap,
        komi: komi.komi(r, g),
        result: { outcome: o, forfeit: g.result?.forfeit ?? false },
      };
    }),
    byes: r.round.byes.map((b) => ({
      player: b.player,
      kind: b.kind,
      ...(b.absent ? { absent: b.absent } : {}),
    })),
  }));
}
