import { checkRound } from '../../engine/checkRound';
import { InputError } from '../../engine/errors';
import { ROUND_TAB_PATTERN } from '../../sheet/schema';
import { readTournament } from '../../sheet/tournament';
import type { Report } from '../run';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** "Check round": checks the round tab in view (else the latest round); reports, changes nothing. */
export function checkRoundCommand(ss: Spreadsheet): Report {
  const t = readTournament(ss);
  if (t.rounds.length === 0)
    throw new InputError('No round has been paired yet; there is nothing to check.');
  const active = ROUND_TAB_PATTERN.exec(ss.getActiveSheet().getName());
  const number = active ? Number(active[1]) : t.rounds[t.rounds.length - 1].round.number;
  const sheet = t.rounds.find((r) => r.round.number === number)!;
  const earlier = t.rounds.filter((r) => r.round.number < number).map((r) => r.round);
  const problems = checkRound(t.roster.players, earlier, sheet.round);
  const boards = sheet.round.games.length;
  if (problems.length === 0) {
    const missing = sheet.missing.length
      ? ` ${sheet.missing.length} result${sheet.missing.length > 1 ? 's' : ''} still to come.`
      : '';
    return {
      message: `${sheet.table.tab} looks right: ${boards} boards, ${sheet.round.byes.length} bye rows.${missing}`,
      dialog: true,
    };
  }
  return {
    message: `${sheet.table.tab} has ${problems.length} problem${problems.length > 1 ? 's' : ''} (nothing was changed):\n${problems.map((p) => `• ${p}`).join('\n')}`,
    dialog: true,
  };
}
