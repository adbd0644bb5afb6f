import { playersBefore, playersInRound } from '../engine/history';
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
  if (t.rounds.every((r) => r === last)) return null;
  const seen = playersBefore(
    t.rounds.map((r) => r.round),
    last.round.number,
  );
  const joined = playersInRound(last.round);
  const names = t.roster.players
    .filter((p) => joined.has(p.id) && !seen.has(p.id))
    .filter((p) => p.band !== '' || p.initialScore !== null)
    .map((p) => p.name);
  return names.length ? wordList(names, 'and') : null;
}
