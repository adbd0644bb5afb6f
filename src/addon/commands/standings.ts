import { InputError } from '../../engine/errors';
import { computeStandings } from '../../engine/results';
import { standingsContent } from '../../sheet/standingsTab';
import { readTournament, scoringPlayers } from '../../sheet/tournament';
import { WritePlan } from '../../sheet/writer';
import type { Report } from '../run';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** "Update standings": scores, tiebreaks and the cross table, recomputed from every round tab. */
export function updateStandings(ss: Spreadsheet): Report {
  const t = readTournament(ss);
  const players = scoringPlayers(t);
  const unbanded = players.filter((p) => p.initialScore === null);
  if (unbanded.length) {
    throw new InputError(
      `No initial score for ${unbanded.map((p) => p.name).join(', ')}. Run "Apply band edits" to place them in the band of their rank (or "Build bands" before round 1).`,
    );
  }
  const rounds = t.rounds.map((r) => r.round);
  const standings = computeStandings({
    players,
    rounds,
    system: t.settings.pairingSystem,
    roundsPlanned: Math.max(t.settings.rounds, rounds.length),
    seed: t.settings.randomSeed,
  });
  new WritePlan(ss)
    .replaceTab(standingsContent(standings, players, t.settings.pairingSystem, rounds.length))
    .apply();
  const missing = t.rounds.reduce((n, r) => n + r.missing.length, 0);
  const leader = standings[0]
    ? ` Leader: ${players[standings[0].player].name} (${standings[0].score}).`
    : '';
  const pending = missing ? ` ${missing} result${missing > 1 ? 's' : ''} still missing.` : '';
  return {
    message: `Standings updated after ${rounds.length} round${rounds.length === 1 ? '' : 's'}.${leader}${pending}`,
  };
}
