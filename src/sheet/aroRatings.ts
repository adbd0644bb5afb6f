import { InputError } from '../engine/errors';
import type { PairingSystemRules } from '../engine/systems';
import { settingNamed } from './settingsTab';
import type { Tournament } from './tournament';

/**
 * ARO averages the opponents' ratings: a Swiss or Stable Swiss event that lists it with no
 * rating on Players cannot rank by it, so its standings are refused naming the setting.
 */
export function refuseAroWithoutRatings(t: Tournament, rules: PairingSystemRules): void {
  if (rules.ranking !== 'Tiebreaks') return;
  if (!t.settings.tiebreaks?.includes('ARO')) return;
  if (t.roster.players.some((p) => p.rating !== null)) return;
  throw new InputError(
    `${settingNamed(t.settingsTable, 'Tiebreaks')}: ARO, the average rating of opponents, needs ratings, and no player has one in the Rating column of Players. Type the players' ratings there, or take ARO out of the list.`,
  );
}
