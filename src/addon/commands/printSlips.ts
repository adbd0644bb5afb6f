import { formatRank } from '../../engine/rank';
import { refuseBrokenTab } from '../../sheet/roundIntegrity';
import { SLIP_ROWS_PER_PAGE, SLIPS_ACROSS, slipsContent } from '../../sheet/slipsTab';
import { readTournament, roundInView } from '../../sheet/tournament';
import { WritePlan } from '../../sheet/writer';
import type { Report } from '../run';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** "Print result slips": the Slips tab for the round tab in view, else the latest round. */
export function printSlips(ss: Spreadsheet): Report {
  const t = readTournament(ss);
  const sheet = roundInView(ss, t, 'print');
  // A slip for a broken round (a player on two boards) would send volunteers to the wrong table.
  refuseBrokenTab(sheet, t.roster, t.layout);
  // A game already settled by forfeit (a withdrawn player's, in a round robin) is not played.
  const round = { ...sheet.round, games: sheet.round.games.filter((g) => !g.result?.forfeit) };
  const players = t.roster.players;
  const rankOf = (id: number): string =>
    formatRank(players[id].rank) || (players[id].rating === null ? '' : String(players[id].rating));
  const content = slipsContent(round, (id) => players[id].name, rankOf, t.layout, {
    tournament: t.settings.tournamentName,
    when: new Date(),
  });
  new WritePlan(ss).replaceTab(content).apply();
  const boards = round.games.length;
  return {
    message:
      `"Slips" holds ${boards} result slip${boards === 1 ? '' : 's'} for round ${round.number}, ` +
      `${SLIPS_ACROSS * SLIP_ROWS_PER_PAGE} to a page (File › Print: portrait, fit to width; cut along the boxes).`,
  };
}
