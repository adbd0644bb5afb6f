import { InputError } from '../engine/errors';
import { roundCount, seatCountFor } from '../engine/roundRobin';
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
  // With the Seats tab gone or unreadable, everyone on Players was seated.
  let perCycle = seatCountFor(t.roster.players.length) - 1;
  try {
    perCycle = roundCount(readSeatPlan(ss, t.roster));
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
  }
  const cycles = t.settings.rounds === 2 * perCycle ? 2 : 1;
  return Math.max(perCycle * cycles, paired);
}
