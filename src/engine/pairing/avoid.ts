import type { AvoidKey, Player, Settings } from '../types';
import { PENALTY_SCALES } from './params';

const KEYS: readonly AvoidKey[] = ['family', 'club', 'city', 'state', 'country'];

/** AGA 2009: avoidance applies only in the first half of the tournament. */
export function avoidActive(settings: Settings, roundNumber: number): boolean {
  return roundNumber <= Math.floor(settings.rounds / 2) && KEYS.some((k) => settings.avoid[k]);
}

/** The player's enabled avoidance fields, trimmed and lower-cased; blank fields never match. */
export function avoidFields(player: Player, settings: Settings): Array<[AvoidKey, string]> {
  const out: Array<[AvoidKey, string]> = [];
  for (const key of KEYS) {
    if (!settings.avoid[key]) continue;
    const value = player[key].trim().toLowerCase();
    if (value !== '') out.push([key, value]);
  }
  return out;
}

/** Fields two players share. */
export function sharedFields(
  a: ReadonlyArray<[AvoidKey, string]>,
  b: ReadonlyArray<[AvoidKey, string]>,
): AvoidKey[] {
  const shared: AvoidKey[] = [];
  for (const [key, value] of a) {
    if (b.some(([k, v]) => k === key && v === value)) shared.push(key);
  }
  return shared;
}

export function avoidValue(
  a: ReadonlyArray<[AvoidKey, string]>,
  b: ReadonlyArray<[AvoidKey, string]>,
): number {
  return sharedFields(a, b).length * PENALTY_SCALES.avoid.perField;
}
