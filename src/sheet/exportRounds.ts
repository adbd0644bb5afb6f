import { InputError } from '../engine/errors';
import { cyclesFor, rotationRounds, type SeatPlan } from '../engine/roundRobin';
import type { PairingSystemRules } from '../engine/systems';
import { readSeatPlan } from './seatsTab';
import type { Tournament } from './tournament';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * The number of rounds an export writes: Settings › Rounds, except for a round robin, whose
 * seat plan fixes it (one rotation, or two when Rounds asks for a double round robin). Never
 * fewer than the rounds already on round tabs (Rounds lowered in a double round robin).
 */
export function exportedRounds(ss: Spreadsheet, t: Tournament, rules: PairingSystemRules): number {
  // Other systems: a round tab past Rounds is refused before any export is written.
  if (!rules.needs.seats) return t.settings.rounds;
  const paired = Math.max(0, ...t.rounds.map((r) => r.round.number));
  let plan: SeatPlan | null = null;
  try {
    plan = readSeatPlan(ss, t.roster);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
  }
  const perCycle = rotationRounds(plan, t.roster.players.length);
  return Math.max(perCycle * cyclesFor(perCycle, t.settings.rounds), paired);
}
