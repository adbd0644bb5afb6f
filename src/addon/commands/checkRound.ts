import { nameKey } from '../../engine/names';
import { pairKey } from '../../engine/pairing/types';
import type { EventState } from '../../engine/systems';
import { earlyMeetingNote } from '../../engine/systems/laterPairs';
import type { Constraint, Round } from '../../engine/types';
import { openBoardList } from '../../sheet/openBoards';
import { readEvent } from '../../sheet/event';
import { farScoreNotes } from '../../sheet/farScoreNotes';
import { firstRowsMissing, withdrawnWhenPaired } from '../../sheet/missingRows';
import { roundIntegrityProblems, withCells } from '../../sheet/roundIntegrity';
import { readTournament, roundInView, type Tournament } from '../../sheet/tournament';
import { PARAGRAPH_BREAK } from '../paragraphs';
import type { Report } from '../run';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** "Check round": checks the round tab in view (else the latest round); reports, changes nothing. */
export function checkRoundCommand(ss: Spreadsheet): Report {
  const t = readTournament(ss);
  const sheet = roundInView(ss, t, 'check');
  const { rules } = t;
  const event = readEvent(ss, t, rules, 'check');
  // The cells that break the round first (what other commands refuse), then the system's checks.
  const broken = roundIntegrityProblems(sheet, t.roster, t.layout);
  // A player the pairing gave their first row here, whose row is gone (the engine cannot know).
  const records = event.undoRecords;
  const gone = firstRowsMissing(t.rounds, sheet, t.roster, t.layout, records);
  // A player withdrawn when this round was paired, active again now, has no row here by design.
  const away = withdrawnWhenPaired(sheet, records);
  const unpaired = new Set(
    [
      ...gone.flatMap((g) => g.names),
      ...event.players.filter((p) => away.has(nameKey(p.name))).map((p) => p.name),
    ].map((name) => `${name} is neither paired nor given a bye.`),
  );
  // The same player twice is already named by its cells above.
  const twice = /is on .+ and on |is paired with themselves/;
  const active = event.players.filter((p) => p.status === 'active');
  const problems = [
    ...broken,
    ...gone.map((g) => g.problem),
    ...withCells(
      rules
        .checkRound(asPaired(event, sheet.round, sheet.notes), sheet.round)
        .filter((p) => !(broken.length && twice.test(p)) && !unpaired.has(p)),
      sheet,
      t.roster,
      t.rounds,
    ),
    // Not the round tab's fault, but what it was paired by: Initial scores no band is near, one
    // problem for them all (the advice said once).
    ...farScoreNotes(t, event, active, farScoreAdvice(t)),
  ];
  const boards = sheet.round.games.length;
  // Not about this round but the next pairing, which it refuses: a paragraph after the verdict.
  const after = event.bandsAdvice ? `${PARAGRAPH_BREAK}${event.bandsAdvice}` : '';
  if (problems.length === 0) {
    const missing = sheet.missing.length
      ? ` ${sheet.missing.length} result${sheet.missing.length > 1 ? 's' : ''} still to come: ${openBoardList(sheet)}.`
      : '';
    const byes = sheet.round.byes.length;
    const byeRows = byes === 0 ? 'no bye rows' : plural(byes, 'bye row');
    return {
      message: `${sheet.table.tab} looks right: ${plural(boards, 'board')}, ${byeRows}.${missing}${after}`,
      dialog: true,
    };
  }
  return {
    message: `${sheet.table.tab} has ${problems.length} problem${problems.length > 1 ? 's' : ''} (nothing was changed):\n${problems.map((p) => `• ${p}`).join('\n')}${after}`,
    dialog: true,
  };
}

/** Undo is the way back only while the latest round has no result typed in. */
function farScoreAdvice(t: Tournament): string {
  return t.rounds[t.rounds.length - 1].typed.length === 0
    ? ', then run "Undo last pairing" and "Pair next round" again.'
    : ': the next round and the standings will use the corrected score.';
}

const plural = (n: number, what: string): string => `${n} ${what}${n === 1 ? '' : 's'}`;

/**
 * The event as Pair next round paired the round: the later rounds' Constraints rows of a pair
 * it let meet early, no pairing keeping them apart (README › Constraints), left out, so Check
 * round takes that board as paired. The board's Notes say so; a hand edit's do not.
 */
function asPaired(
  event: EventState,
  round: Pick<Round, 'number' | 'games'>,
  notes: ReadonlyMap<number, string>,
): EventState {
  const later = (c: Constraint): c is Constraint & { rule: number } =>
    c.rule !== 'never' && c.rule > round.number;
  // The note names the pair's soonest later round; every later row of theirs was let go.
  const metEarly = new Set(
    event.constraints.filter(later).flatMap((c) => {
      const key = pairKey(c.a, c.b);
      const game = round.games.find((g) => pairKey(g.white, g.black) === key);
      const note = game ? (notes.get(game.board) ?? '') : '';
      return note.includes(earlyMeetingNote(c.rule)) ? [key] : [];
    }),
  );
  const noted = (c: Constraint): boolean => later(c) && metEarly.has(pairKey(c.a, c.b));
  const kept = event.constraints.filter((c) => !noted(c));
  return kept.length === event.constraints.length ? event : { ...event, constraints: kept };
}
