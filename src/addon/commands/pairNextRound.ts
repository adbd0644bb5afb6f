import { roundCount } from '../../engine/roundRobin';
import { readSeatPlan } from '../../sheet/seatsTab';
import { readTournament } from '../../sheet/tournament';
import type { Report, Ui } from '../run';
import { chooseTarget } from './nextRound';
import { pairMcMahonRound } from './pairMcMahon';
import { pairRoundRobinRound } from './pairRoundRobin';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** "Pair next round": by the matching engine (McMahon, Swiss) or by seat rotation (round robin). */
export function pairNextRound(ss: Spreadsheet, ui: Ui): Report {
  const t = readTournament(ss);
  if (t.settings.pairingSystem === 'Round robin') {
    const plan = readSeatPlan(ss, t.roster);
    const target = chooseTarget(t, ui, roundCount(plan));
    if (!target) return { message: 'Nothing was changed.' };
    return pairRoundRobinRound(ss, t, plan, target.round);
  }
  const target = chooseTarget(t, ui, t.settings.rounds);
  if (!target) return { message: 'Nothing was changed.' };
  return pairMcMahonRound(ss, t, target.round);
}
