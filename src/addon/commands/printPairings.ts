import { formatRank } from '../../engine/rank';
import { byNameContent } from '../../sheet/byNameTab';
import { refuseBrokenRounds } from '../../sheet/roundIntegrity';
import { readTournament, roundInView } from '../../sheet/tournament';
import { WritePlan } from '../../sheet/writer';
import type { Report } from '../run';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** "Print pairings": writes "Round N by name" for the round tab in view, else the latest round. */
export function printPairings(ss: Spreadsheet): Report {
  const t = readTournament(ss);
  const sheet = roundInView(ss, t, 'print');
  refuseBrokenRounds([sheet], t.roster, t.layout);
  const { round } = sheet;
  const nameOf = (id: number): string => t.roster.players[id].name;
  const rankOf = (id: number): string => formatRank(t.roster.players[id].rank);
  const content = byNameContent(round, nameOf, t.layout, rankOf, {
    tournament: t.settings.tournamentName,
    when: new Date(),
  });
  new WritePlan(ss).replaceTab(content).apply();
  return { message: `"${content.name}" is ready to print (File › Print: fit to width, portrait).` };
}
