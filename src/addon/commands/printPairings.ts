import { playersInRound } from '../../engine/history';
import { formatRank } from '../../engine/rank';
import { byNameContent } from '../../sheet/byNameTab';
import { refuseBrokenTab } from '../../sheet/roundIntegrity';
import { readTournament, roundInView } from '../../sheet/tournament';
import { WritePlan } from '../../sheet/writer';
import type { Report } from '../run';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** "Print pairings": writes "Round N by name" for the round tab in view, else the latest round. */
export function printPairings(ss: Spreadsheet): Report {
  const t = readTournament(ss);
  const sheet = roundInView(ss, t, 'print');
  refuseBrokenTab(sheet, t.roster, t.layout);
  const { round } = sheet;
  const players = t.roster.players;
  const seen = playersInRound(round);
  const content = byNameContent(round, (id) => players[id].name, t.layout, {
    rankOf: (id) => formatRank(players[id].rank),
    heading: { tournament: t.settings.tournamentName, when: new Date() },
    withdrawn: (id) => players[id].status === 'withdrawn',
    // Multi-game: players left short of games have no row of their own on the round tab.
    idle: t.layout.games
      ? players.filter((p) => p.status === 'active' && !seen.has(p.id)).map((p) => p.id)
      : [],
    // Round robin: the seat rotation gives no byes on request; a bye row is a rest.
    byesAreRests: t.rules.needs.seats,
  });
  new WritePlan(ss).replaceTab(content).apply();
  return { message: `"${content.name}" is ready to print (File › Print: fit to width, portrait).` };
}
