import { InputError } from '../engine/errors';
import { cyclesFor, rotationRounds } from '../engine/roundRobin';
import type { EventState, PairingSystemRules } from '../engine/systems';
import { settingRow } from './settingsTab';
import { refAt, type Table } from './table';
import type { Tournament } from './tournament';

/** Where the Rounds setting is typed, e.g. "Settings!B4", for messages: Settings as already read. */
function roundsCell(settings: Table): string {
  const row = settingRow(settings, 'Rounds');
  return row ? refAt(settings, row, 'Value') : 'Settings tab (no Rounds row)';
}

/**
 * Refuses round tabs past the event's last round: a hand-made "Round N" beyond Settings ›
 * Rounds, or Rounds lowered below the rounds already paired. Nothing past the limit is paired,
 * re-paired or scored.
 */
export function checkRoundLimit(t: Tournament, rules: PairingSystemRules, event: EventState): void {
  const lastRound = rules.lastRound(event);
  const beyond = t.rounds.filter((r) => r.round.number > lastRound).map((r) => r.table.tab);
  if (beyond.length === 0) return;
  const tabs = beyond.map((tab) => `"${tab}"`).join(', ');
  const paired = t.rounds.length;
  const past = `${beyond.length > 1 ? 'tabs' : 'tab'} ${tabs} ${beyond.length > 1 ? 'are' : 'is'} past it`;
  const remove = `delete ${tabs} if ${beyond.length > 1 ? 'they were' : 'it was'} made by mistake`;
  if (rules.needs.seats) {
    // Rounds lowered from a double round robin once its second rotation began.
    const perCycle = rotationRounds(event.seats, event.players.length);
    const last = Math.max(...t.rounds.map((r) => r.round.number));
    const double =
      cyclesFor(perCycle, t.settings.rounds) === 1 && last <= 2 * perCycle
        ? `${roundsCell(t.settingsTable)} (Rounds) says ${t.settings.rounds}: set it to ${2 * perCycle} to play the double round robin, or ${remove}`
        : `${remove[0].toUpperCase()}${remove.slice(1)}`;
    throw new InputError(
      `The round robin on the Seats tab has ${lastRound} rounds, but the ${past}. ${double}. Nothing was changed.`,
    );
  }
  throw new InputError(
    `${roundsCell(t.settingsTable)} (Rounds) says the event has ${lastRound} round${lastRound === 1 ? '' : 's'}, but ${paired} ${paired === 1 ? 'round is' : 'rounds are'} on round tabs and the ${past}. Set Rounds to ${paired} or more, or ${remove}. Nothing was changed.`,
  );
}
