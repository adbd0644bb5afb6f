/** A withdrawn player's blank rank, refused once a round tab names them. */
import { playersInRound } from '../engine/history';
import type { Roster } from './playersTab';
import { Problems } from './problems';
import type { RoundSheet } from './roundTab';

/**
 * A player withdrawn before playing a round is never paired, so needs no rank for a band or a
 * handicap; one who played does (their games and standing read it).
 */
export function refuseBlankRanksOfPlayed(roster: Roster, rounds: readonly RoundSheet[]): void {
  if (roster.blankRanks.size === 0) return;
  const played = new Set(rounds.flatMap((r) => [...playersInRound(r.round)]));
  const problems = new Problems();
  for (const [id, problem] of roster.blankRanks) if (played.has(id)) problems.add(problem);
  problems.throwIfAny('The Players tab has problems; nothing was changed:');
}
