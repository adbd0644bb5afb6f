import type { RoundPairing } from '../../engine/systems';
import type { Cell } from '../../sheet/cells';
import { readEvent } from '../../sheet/event';
import { roundContent } from '../../sheet/roundTab';
import { readTournament, type Tournament } from '../../sheet/tournament';
import { WritePlan } from '../../sheet/writer';
import type { Report, Ui } from '../run';
import { chooseTarget } from './nextRound';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** "Pair next round": the system in Settings pairs it; Round N (and late arrivals' bands) written. */
export function pairNextRound(ss: Spreadsheet, ui: Ui): Report {
  const t = readTournament(ss);
  const { rules } = t;
  const event = readEvent(ss, t, rules, 'pair');
  const target = chooseTarget(t, ui, rules.lastRound(event));
  if (!target) return { message: 'Nothing was changed.' };
  const paired = rules.pairRound(event, target.round);
  const nameOf = (id: number): string => t.roster.players[id].name;
  const plan = new WritePlan(ss).replaceTab(
    roundContent(paired.number, paired.games, paired.byes, nameOf, t.layout, paired.short, {
      tournament: t.settings.tournamentName,
      when: new Date(),
      lastRound: paired.number >= rules.lastRound(event),
    }),
  );
  if (paired.placed.length) {
    plan.updateColumns(t.roster.table, ['Band', 'Initial score'], placementCells(t, paired));
  }
  plan.apply();
  // Players left short of games need the TD's attention: a dialog, not a toast.
  return { message: summary(paired, nameOf), dialog: (paired.short?.length ?? 0) > 0 };
}

/** Players' Band and Initial score cells of the late arrivals, keyed by sheet row. */
function placementCells(t: Tournament, paired: RoundPairing): Map<number, Cell[]> {
  const cells = new Map<number, Cell[]>();
  for (const p of paired.placed) {
    cells.set(t.roster.rows[p.player].row, [p.band, p.initialScore]);
  }
  return cells;
}

function summary(paired: RoundPairing, nameOf: (id: number) => string): string {
  const boards = paired.games.length;
  const lines = [`Round ${paired.number}: ${boards} board${boards === 1 ? '' : 's'}.`];
  const names = (kind: 'forced' | 'voluntary'): string[] =>
    paired.byes.filter((b) => b.kind === kind).map((b) => nameOf(b.player));
  const forced = names('forced');
  const voluntary = names('voluntary');
  if (forced.length) lines.push(`Forced bye: ${forced.join(', ')}.`);
  if (voluntary.length) lines.push(`Voluntary byes: ${voluntary.join(', ')}.`);
  lines.push(...paired.messages);
  return lines.join(' ');
}
