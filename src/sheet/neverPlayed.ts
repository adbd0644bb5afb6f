/** McMahon: a late entry withdrawn before playing a round, left without a band. */
import { playersInRound } from '../engine/history';
import type { Player } from '../engine/types';
import type { Tournament } from './tournament';

/** Withdrawn players with no initial score who are in no round: Pair next round placed none. */
export function withdrawnUnplaced(t: Tournament): Set<number> {
  const inRounds = new Set(t.rounds.flatMap((r) => [...playersInRound(r.round)]));
  return new Set(
    t.roster.players
      .filter((p) => p.status === 'withdrawn' && p.initialScore === null && !inRounds.has(p.id))
      .map((p) => p.id),
  );
}

/**
 * For the standings: each of them at the lowest initial score of the field, so they stand at
 * its foot with no game played, and no band on Players.
 */
export function scoredAtFoot(t: Tournament, unplaced: ReadonlySet<number>): Player[] {
  const { players } = t.roster;
  if (unplaced.size === 0) return players;
  const scores = players.flatMap((p) => (p.initialScore === null ? [] : [p.initialScore]));
  if (scores.length === 0) return players;
  const lowest = Math.min(...scores);
  return players.map((p) => (unplaced.has(p.id) ? { ...p, initialScore: lowest } : p));
}
