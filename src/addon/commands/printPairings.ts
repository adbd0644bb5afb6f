import { InputError } from '../../engine/errors';
import { byNameContent } from '../../sheet/byNameTab';
import { ROUND_TAB_PATTERN } from '../../sheet/schema';
import { readTournament } from '../../sheet/tournament';
import { WritePlan } from '../../sheet/writer';
import type { Report } from '../run';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** "Print pairings": writes "Round N by name" for the round tab in view, else the latest round. */
export function printPairings(ss: Spreadsheet): Report {
  const t = readTournament(ss);
  if (t.rounds.length === 0)
    throw new InputError('No round has been paired yet; there is nothing to print.');
  const active = ROUND_TAB_PATTERN.exec(ss.getActiveSheet().getName());
  const number = active ? Number(active[1]) : t.rounds[t.rounds.length - 1].round.number;
  const round = t.rounds.find((r) => r.round.number === number)!.round;
  const content = byNameContent(round, (id) => t.roster.players[id].name);
  new WritePlan(ss).replaceTab(content).apply();
  return { message: `"${content.name}" is ready to print (File › Print, fit to width).` };
}
