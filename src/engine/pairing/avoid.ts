import { countryCode } from '../countries';
import { nameKey } from '../names';
import type { AvoidKey, Player, Settings } from '../types';
import { pairHandicap } from './handicap';
import { PENALTY_SCALES } from './params';
import type { Entrant } from './types';

const KEYS: readonly AvoidKey[] = ['family', 'club', 'city', 'state', 'country'];

/**
 * AGA 2009: avoidance applies only in the first half of the tournament; the 2008 draft drops
 * it from "Round 4 in a 5 round or 6 round tournament. Round 3 in a 4 round tournament": so it
 * applies while round ≤ ceil(R/2) (rounds 1–3 of 5 or 6, 1–2 of 4).
 */
export function avoidActive(settings: Settings, roundNumber: number): boolean {
  const on = KEYS.some((k) => settings.avoid[k]) || settings.avoidHandicap === true;
  return roundNumber <= Math.ceil(settings.rounds / 2) && on;
}

/**
 * The player's enabled avoidance fields, compared as names are ("Zürich Go" however its ü is
 * typed, case and spaces aside), a country by its code when it has one (Japan, JPN, 日本 and
 * JP are one country); blank fields never match.
 */
export function avoidFields(player: Player, settings: Settings): Array<[AvoidKey, string]> {
  const out: Array<[AvoidKey, string]> = [];
  for (const key of KEYS) {
    if (!settings.avoid[key]) continue;
    const value = key === 'country' ? countryField(player.country) : nameKey(player[key]);
    if (value !== '') out.push([key, value]);
  }
  return out;
}

/** A Country cell as compared: its two-letter code, or as a name when it has none ("Congo"). */
function countryField(text: string): string {
  const code = countryCode(text);
  return code === null ? nameKey(text) : code && `code:${code}`;
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

/**
 * Avoid handicap games: whether the pair weighs it, a game the round would give a handicap
 * (pairHandicap: Top band always even and Handicap None give none).
 */
export function handicapAvoided(settings: Settings, a: Entrant, b: Entrant): boolean {
  return a.avoidHandicap && b.avoidHandicap && pairHandicap(settings, a, b) > 0;
}

/** One per field the pair shares, and one for a handicap game avoided. */
export function avoidValue(settings: Settings, a: Entrant, b: Entrant): number {
  const count = sharedFields(a.avoid, b.avoid).length + (handicapAvoided(settings, a, b) ? 1 : 0);
  return count * PENALTY_SCALES.avoid.perField;
}
