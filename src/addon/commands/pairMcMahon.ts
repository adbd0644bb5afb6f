import { InputError } from '../../engine/errors';
import { pairRound } from '../../engine/pairing';
import { columnOf } from '../../sheet/table';
import { readConstraints } from '../../sheet/constraintsTab';
import { roundContent } from '../../sheet/roundTab';
import type { Tournament } from '../../sheet/tournament';
import { WritePlan } from '../../sheet/writer';
import type { Report } from '../run';
import { placeLateArrivals } from './lateArrivals';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** McMahon and Swiss: pair the round with the matching engine and write Round N. */
export function pairMcMahonRound(ss: Spreadsheet, t: Tournament, round: number): Report {
  checkAvoidColumns(t);
  const placement = placeLateArrivals(ss, t);
  const playing = placement.players.filter((p) => p.status === 'active' && !p.byes.includes(round));
  if (playing.length < 2) {
    throw new InputError(
      `Round ${round} would have ${playing.length} player${playing.length === 1 ? '' : 's'} to pair (active, not asking for a bye). Add players or change their Status or Byes first.`,
    );
  }
  const constraints = readConstraints(ss, t.roster);
  const earlier = t.rounds.filter((r) => r.round.number < round).map((r) => r.round);
  const paired = pairRound({
    settings: t.settings,
    players: placement.players,
    rounds: earlier,
    roundNumber: round,
    constraints,
  });
  const nameOf = (id: number): string => t.roster.players[id].name;
  const plan = new WritePlan(ss).replaceTab(roundContent(round, paired.games, paired.byes, nameOf));
  if (placement.cells.size)
    plan.updateColumns(t.roster.table, ['Band', 'Initial score'], placement.cells);
  plan.apply();
  const lines = [`Round ${round}: ${paired.games.length} boards.`];
  const forced = paired.byes.filter((b) => b.kind === 'forced').map((b) => nameOf(b.player));
  const voluntary = paired.byes.filter((b) => b.kind === 'voluntary').map((b) => nameOf(b.player));
  if (forced.length) lines.push(`Forced bye: ${forced.join(', ')}.`);
  if (voluntary.length) lines.push(`Voluntary byes: ${voluntary.join(', ')}.`);
  if (placement.names.length)
    lines.push(`Late arrivals placed in their bands: ${placement.names.join(', ')}.`);
  return { message: lines.join(' ') };
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
