import { nameKey } from '../../engine/names';
import { pairKey } from '../../engine/pairing/types';
import type { EventState } from '../../engine/systems';
import { earlyMeetings } from '../../engine/systems/laterPairs';
import type { Round } from '../../engine/types';
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
        .checkRound(meetingEarlyAside(event, sheet.round), sheet.round)
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
  // A pair fixed for a later round meeting now, whoever paired them: a warning after the
  // verdict, as Pair next round gives it (README › Constraints).
  const early = withCells(earlyMeetings(event, sheet.round), sheet, t.roster, t.rounds);
  // Not about this round but the next pairing, which it refuses: a paragraph after the verdict.
  const after = [...early, ...(event.bandsAdvice ? [event.bandsAdvice] : [])]
    .map((paragraph) => `${PARAGRAPH_BREAK}${paragraph}`)
    .join('');
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
 * The event with the later rounds' Constraints rows of each pair a board of `round` pairs set
 * aside: such a board is a warning of its own (earlyMeetings), not a problem, whether Pair next
 * round paired it so, no pairing keeping them apart, or the TD did (README › Constraints).
 */
function meetingEarlyAside(event: EventState, round: Pick<Round, 'number' | 'games'>): EventState {
  const boards = new Set(round.games.map((g) => pairKey(g.white, g.black)));
  const constraints = event.constraints.filter(
    (c) => c.rule === 'never' || c.rule <= round.number || !boards.has(pairKey(c.a, c.b)),
  );
  return { ...event, constraints };
}
