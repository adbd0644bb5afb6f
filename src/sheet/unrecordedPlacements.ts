import { playersInRound } from '../engine/history';
import { wordList } from '../engine/names';
import type { RoundSheet } from './roundTab';
import type { Tournament } from './tournament';

/**
 * Late arrivals whose first round is `last` and who have a Band or Initial score: with no
 * record of that round's pairing (one paired in Google Sheets, then downloaded as .xlsx),
 * Undo cannot tell what the pairing wrote there, so those cells stay. Named, as "Name, Name".
 * Round 1's players are no late arrivals: their bands came from Build bands.
 */
export function unrecordedPlacements(t: Tournament, last: RoundSheet): string | null {
  const earlier = t.rounds.filter((r) => r !== last);
  if (!earlier.length) return null;
  const seen = new Set(earlier.flatMap((r) => [...playersInRound(r.round)]));
  const joined = playersInRound(last.round);
  const names = t.roster.players
    .filter((p) => joined.has(p.id) && !seen.has(p.id))
    .filter((p) => p.band !== '' || p.initialScore !== null)
    .map((p) => p.name);
  return names.length ? wordList(names, 'and') : null;
}
