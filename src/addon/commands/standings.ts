import type { EventState, StandingsTable } from '../../engine/systems';
import { InputError } from '../../engine/errors';
import { requestedByePoints } from '../../engine/history';
import { wordList } from '../../engine/names';
import { accentTwinsNote } from '../../sheet/accentTwins';
import { annulmentOpenNotes } from '../../sheet/annulmentOpen';
import { byePointsChange } from '../../sheet/byePointsChange';
import { divisionsContent } from '../../sheet/divisionsTab';
import { divisionsNote } from '../../sheet/divisionsNote';
import { readEvent } from '../../sheet/event';
import { farScoreNotes } from '../../sheet/farScoreNotes';
import { unappliedBandMoves } from '../../sheet/unappliedBandMoves';
import { DIVISIONS_TAB_NAME } from '../../sheet/schema';
import { standingsContent } from '../../sheet/standingsTab';
import type { TabContent } from '../../sheet/tabContent';
import { missingResults, readTournament, type Tournament } from '../../sheet/tournament';
import { keepByePointsSaid } from '../../sheet/undoRecord';
import { WritePlan } from '../../sheet/writer';
import { inParagraphs } from '../paragraphs';
import type { Report } from '../run';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** "Update standings": scores, tiebreaks and the cross table, recomputed from every round tab. */
export function updateStandings(ss: Spreadsheet): Report {
  const t = readTournament(ss);
  // Nothing to stand in order: said as Pair next round says it, and nothing is written.
  if (t.roster.players.length === 0) {
    throw new InputError(
      'The Players tab lists no players, so there are no standings to write. Add the players first.',
    );
  }
  const { rules } = t;
  const event = readEvent(ss, t, rules, 'score');
  const standings = standingsOf(t, event);
  const { table } = standings;
  const players = t.roster.players;
  const missing = t.rounds.reduce((n, r) => n + r.missing.length, 0);
  const hadDivisions = ss.getSheetByName(DIVISIONS_TAB_NAME) !== null;
  const plan = new WritePlan(ss);
  writeStandings(plan, standings);
  plan.apply();
  // A far Initial score (a rating typed in by mistake?) would lead the table: said, with its cell.
  const again = ', and run "Update standings" again.';
  const far = [
    ...farScoreNotes(t, event, players, ' and run "Update standings" again.'),
    // A Band cell edited but not applied: the table shows the new band, the old score.
    ...unappliedBandMoves(t, event, again),
  ];
  // Switched to McMahon with a Swiss event's one band: scored from 0 until Build bands is run.
  const advice = event.bandsAdvice ?? null;
  const divisions =
    standings.divisions !== null
      ? divisionsNote(t, table)
      : hadDivisions
        ? ` No player has a Division now, so the "${DIVISIONS_TAB_NAME}" tab was removed.`
        : '';
  // What was written first, then each warning a paragraph of its own (any makes it a dialog).
  // Requested bye points changed since the latest round was paired: every bye asked for rescored.
  // The latest round's record, as read with the event: it tells the change and then keeps that
  // it was said.
  const latest = t.rounds[t.rounds.length - 1];
  const record = latest ? (event.undoRecords.get(latest.round.number) ?? null) : null;
  const byePoints = byePointsChange(t, event, Infinity, event.undoRecords);
  // Said once: the record keeps it, so the next run does not repeat it.
  if (record) keepByePointsSaid(record, requestedByePoints(t.settings), !!byePoints);
  // An annulment that a result still to be typed may lift: the player and its Result cells.
  const annulments = annulmentOpenNotes(t.rounds, event);
  const warned = (message: string): Report =>
    inParagraphs([message + divisions, advice, byePoints, ...annulments, twins, ...far]);
  // Two Players rows whose names differ only by accents, not both paired yet: one typed twice?
  const twins = accentTwinsNote(t);
  if (t.rounds.length === 0) {
    const written =
      'Standings written before round 1: no round is paired yet, so they list the players in their starting order.';
    if (!advice) return warned(`${written} Run "Pair next round" to start.`);
    // The band advice before pairing: Pair next round refuses until it is followed.
    return inParagraphs([
      written + divisions,
      `${advice} Then run "Pair next round" to start.`,
      twins,
      ...far,
    ]);
  }
  const leader = leaderNote(table, players);
  const pending = missing
    ? ` ${missing} result${missing > 1 ? 's' : ''} still missing: ${missingResults(t.rounds).join('; ')}.`
    : '';
  const n = t.rounds.length;
  return warned(`Standings updated after ${n} round${n === 1 ? '' : 's'}.${leader}${pending}`);
}

/**
 * Who leads, with the score: one player ("Leader: Ann (3)."), or, when first place is shared
 * (Settings › Drawing of lots at No), everyone sharing it, counted when more than four.
 */
function leaderNote(table: StandingsTable, players: readonly { name: string }[]): string {
  const first = table.rows[0];
  if (!first) return '';
  const main = table.columns.findIndex((c) => c.header === 'Score' || c.header === 'Points');
  const score = first.values[main];
  const shared = table.rows.filter((r) => r.place === first.place);
  if (shared.length === 1) return ` Leader: ${players[first.player].name} (${score}).`;
  const who =
    shared.length > 4
      ? `${shared.length} players`
      : wordList(
          shared.map((r) => players[r.player].name),
          'and',
        );
  return ` ${who} share first place (${score}).`;
}

/** The Standings tab and, while any player has a Division, the Standings by division tab. */
export interface StandingsTabs {
  table: StandingsTable;
  content: TabContent;
  divisions: TabContent | null;
}

/** The standings of an event as read (or as a command is about to write it), and their tabs. */
export function standingsOf(t: Tournament, event: EventState): StandingsTabs {
  const table = t.rules.standings(event);
  const missing = t.rounds.reduce((n, r) => n + r.missing.length, 0);
  const heading = { tournament: t.settings.tournamentName, when: new Date(), missing };
  const rounds = t.rounds.length;
  return {
    table,
    content: standingsContent(table, event.players, rounds, heading),
    divisions: divisionsContent(table, event.players, t.roster.divisions, rounds, heading),
  };
}

/**
 * Both tabs in one write: Standings, and Standings by division written anew, or removed once no
 * player has a Division (it would show divisions that are gone).
 */
export function writeStandings(plan: WritePlan, tabs: StandingsTabs): void {
  plan.replaceTab(tabs.content);
  if (tabs.divisions) plan.replaceTab(tabs.divisions);
  else plan.deleteTab(DIVISIONS_TAB_NAME);
}
