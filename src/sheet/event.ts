import { InputError } from '../engine/errors';
import { nameKey } from '../engine/names';
import type { EventState, PairingSystemRules } from '../engine/systems';
import { bandScores, bandsTableIfSound, readBandRows, topBandName } from './bandsTab';
import { readConstraints } from './constraintsTab';
import { checkRoundLimit } from './roundLimit';
import { checkScoreOrigin } from './scoreOrigin';
import { checkAppliedSeparations } from './unappliedSeparations';
import { settingCellIn, settingNamed } from './settingsTab';
import { refuseRequestedByes } from './roundRobinByes';
import { refuseBrokenRounds } from './roundIntegrity';
import { BANDS_TAB, SEATS_TAB_NAME } from './schema';
import { readSeatPlan, seatsTable } from './seatsTab';
import { onlySwissBand } from './swissBand';
import { loadBandsRecord } from './bandsRecord';
import { recordsOfRounds } from './currentRecords';
import { loadUndoRecords, type UndoRecord } from './undoRecord';
import { scoredAtFoot, withdrawnUnplaced } from './neverPlayed';
import { cellText } from './cells';
import { refuseAroWithoutRatings } from './aroRatings';
import { columnOf, refAt, type Table } from './table';
import type { Tournament } from './tournament';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * What a command reads: 'pair' everything the system needs; 'check' adds the constraints to
 * check a round against; 'score' only what the standings need.
 */
export type EventPurpose = 'pair' | 'check' | 'score';

/** The event, with what the TD should be told even though the command goes on. */
export interface SheetEvent extends EventState {
  /**
   * Switched to McMahon with no band built, or with a Swiss event's one band: the advice Pair
   * next round or Update standings refuses with, which Check round gives after its verdict.
   */
  bandsAdvice?: string;
  /**
   * Each round tab's undo record, read once for the command: the check for rows deleted by
   * hand, and what the command itself reads of them, share it. Records of tabs gone are left out.
   */
  undoRecords: ReadonlyMap<number, UndoRecord>;
  /** McMahon: the Bands tab as read for the command, when it reads well (an export's bar). */
  bandsTable?: Table;
  /** The Seats tab as Pair next round read it (round robin), for the schedule under the plan. */
  seatsTable?: Table;
}

/** The event as the system sees it: Settings, Players and rounds, plus the tabs it needs. */
export function readEvent(
  ss: Spreadsheet,
  t: Tournament,
  rules: PairingSystemRules,
  purpose: EventPurpose,
): SheetEvent {
  const { needs } = rules;
  // McMahon: a late entry withdrawn before playing has no band; the standings list them last.
  const unplaced = rules.usesBands ? withdrawnUnplaced(t) : new Set<number>();
  const players = purpose === 'pair' ? t.roster.players : scoredAtFoot(t, unplaced);
  const event: SheetEvent = {
    settings: t.settings,
    players,
    rounds: t.rounds.map((r) => r.round),
    constraints: [],
    ...(t.catalogue ? { catalogue: t.catalogue } : {}),
    undoRecords: recordsOfRounds(t.rounds, loadUndoRecords()),
  };
  if (needs.constraints && purpose !== 'score') {
    event.constraints = readConstraints(ss, {
      roster: t.roster,
      lastRound: rules.lastRound(event),
      roundsStarted: Math.max(
        0,
        ...t.rounds.filter((r) => r.typed.length > 0).map((r) => r.round.number),
      ),
    });
  }
  const noBands =
    rules.usesBands && t.rounds.length ? checkBandColumns(t, purpose, unplaced) : null;
  // McMahon: the band scores each player's Initial score is held against (farScores.ts).
  const bandsTable = rules.usesBands ? bandsTableIfSound(ss) : null;
  // Before round 1 too: Pair next round would pair round 1 on that one band.
  const swissBand = swissBandAdvice(bandsTable, t);
  if (swissBand && purpose === 'pair') throw new InputError(`${swissBand} Nothing was changed.`);
  // Update standings and Check round go on, and say it.
  const advice = swissBand ?? noBands;
  if (advice) event.bandsAdvice = advice;
  // Round robin: the seat plan fixes the number of rounds, so it is checked when pairing.
  if (!needs.seats) checkRoundLimit(t, rules, event);
  // Check round lists a broken round; every other command refuses to read one.
  if (purpose !== 'check') refuseBrokenRounds(t.rounds, t.roster, t.layout, event.undoRecords);
  // Check round compares a round robin's rounds with the Seats plan when that tab reads well
  // (Pair next round names any problem on it).
  if (purpose === 'check' && needs.seats) {
    try {
      event.seats = readSeatPlan(ss, t.roster);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
    }
  }
  if (bandsTable) {
    event.bandScores = bandScores(bandsTable);
    const top = topBandName(bandsTable);
    // A band renamed on the Bands tab alone (Players still name the old band) leaves no one
    // by that name: the top band is then the highest Initial score, as before names counted.
    const named = top && event.players.some((p) => nameKey(p.band) === nameKey(top));
    if (top === null || named) event.topBand = top;
    event.bandsTable = bandsTable;
  }
  if (purpose === 'score') refuseAroWithoutRatings(t, rules);
  if (purpose !== 'pair') return event;
  if (needs.avoidance) checkAvoidColumns(t);
  if (needs.seats) {
    if (t.rounds.length && !ss.getSheetByName(SEATS_TAB_NAME)) refuseLateRoundRobin(t);
    event.seatsTable = seatsTable(ss);
    event.seats = readSeatPlan(ss, t.roster, t.rounds.length > 0, event.seatsTable);
    checkRoundLimit(t, rules, event);
    const last = t.rounds[t.rounds.length - 1];
    // The round to pair: the last one again while it has no result, else the next.
    const next = last && last.typed.length === 0 ? last.round.number : t.rounds.length + 1;
    refuseRequestedByes(
      t.roster,
      { from: next, last: rules.lastRound(event) },
      t.settings.boardGame,
    );
  }
  // The Bands tab matters only to place late arrivals; with no player banded yet the pairing
  // asks for Build bands (or says there are too few players) without it.
  const newcomers = players.filter((p) => p.band === '' || p.initialScore === null);
  const late = newcomers.length > 0 && newcomers.length < players.length;
  if (needs.bands && late && ss.getSheetByName(BANDS_TAB.name)) {
    const rows = readBandRows(ss, bandsTable ?? undefined);
    checkAppliedSeparations(
      rows,
      newcomers.map((p) => p.name),
    );
    checkScoreOrigin(t, rows);
    event.bands = rows;
  }
  return event;
}

/**
 * Pairing system set to Round robin once rounds of another system are paired: with no seat
 * plan there is nothing to rotate, and Seat players is closed once round 1 exists.
 */
function refuseLateRoundRobin(t: Tournament): never {
  const first = t.rounds[0].table.tab;
  throw new InputError(
    `${settingNamed(t.settingsTable, 'Pairing system')} says Round robin, but there is no "Seats" tab and ${first} is already paired: a round robin is seated before its first round. Set Pairing system back to the system the event was started with, or, to start again as a round robin, delete the round tabs and run "Seat players (round robin)". Nothing was changed.`,
  );
}

/**
 * Switched to McMahon with only the one band a Swiss Build bands wrote: McMahon would pair
 * everyone in it as if they were of one strength, and score them all from 0. Null otherwise.
 */
function swissBandAdvice(bandsTable: Table | null, t: Tournament): string | null {
  if (!onlySwissBand(bandsTable, t.roster.players, t.settings)) return null;
  const cell = settingCellIn(t.settingsTable, 'Pairing system');
  const system = t.settings.pairingSystem;
  const found = `${cell} (Pairing system) says ${system}, but the Bands tab holds only the one band, everyone at 0, that "Build bands" makes for a Swiss event.`;
  if (t.rounds.length) {
    return `${found} Run "Build bands" to build the ${system} bands from the players' ranks (the rounds already paired keep their games and results), or set Pairing system back to the system the event was started with.`;
  }
  // Before round 1 nothing is paired yet: Build bands simply builds the bands again.
  const built = loadBandsRecord()?.system;
  const back = built ? `back to ${built}` : 'back to the system the bands were built for';
  return `${found} Run "Build bands" again to build the ${system} bands from the players' ranks, or set Pairing system ${back}.`;
}

/** "Avoid same club" and the like need their column on Players; a renamed one must not be missed. */
function checkAvoidColumns(t: Tournament): void {
  for (const [key, on] of Object.entries(t.settings.avoid)) {
    const header = key[0].toUpperCase() + key.slice(1);
    if (on && columnOf(t.roster.table, header) === null) {
      throw new InputError(
        `Settings say "Avoid same ${key}", but the Players tab has no column headed "${header}". Put the header back, or set "Avoid same ${key}" to No.`,
      );
    }
  }
}

const NO_INITIAL_SCORES =
  'No player has an initial score yet: the event was started without bands. Run "Build bands" to give every player the initial score of their band; the rounds already paired keep their games and results.';

/**
 * Once round 1 is paired the bands are fixed (Build bands is refused), so a renamed Band or
 * Initial score header must be put back, not rebuilt; and a late arrival the standings would
 * score needs an initial score first. No initial score at all (switched to McMahon with no band
 * built): refused for the standings, returned for Check round to say.
 */
function checkBandColumns(
  t: Tournament,
  purpose: EventPurpose,
  unplaced: ReadonlySet<number>,
): string | null {
  const table = t.roster.table;
  for (const header of ['Band', 'Initial score']) {
    if (columnOf(table, header) === null) {
      const seen = (table.values[table.headerRow - 1] ?? []).map(cellText).filter(Boolean);
      const at = `row ${table.headerRow}`;
      throw new InputError(
        `Players tab, ${at}: no column headed "${header}" (${at} has: ${seen.join(', ') || 'nothing'}). Round 1 is already paired, so the bands are fixed: put the header back as "${header}" over the column that holds them.`,
      );
    }
  }
  if (purpose === 'pair') return null;
  const late = t.roster.players.filter((p) => p.initialScore === null && !unplaced.has(p.id));
  if (late.length === 0) return null;
  if (late.length === t.roster.players.length) {
    if (purpose === 'check') return NO_INITIAL_SCORES;
    throw new InputError(NO_INITIAL_SCORES);
  }
  // Check round leaves late arrivals to Pair next round, which places them.
  if (purpose === 'check') return null;
  const cells = late.map(
    (p) => `${refAt(table, t.roster.rows[p.id], 'Initial score')} (${p.name})`,
  );
  throw new InputError(
    `No initial score yet for ${cells.join(', ')}. Run "Pair next round" to place late arrivals in the band of their rank, or type their initial score${late.length > 1 ? 's' : ''} in.`,
  );
}
