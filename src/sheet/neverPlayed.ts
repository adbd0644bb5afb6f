/** McMahon: a late entry withdrawn before playing a round, left without a band. */
import { withdrawnBeforePlaying } from '../engine/history';
import type { Player } from '../engine/types';
import type { Roster } from './playersTab';
import type { Tournament } from './tournament';

/** Withdrawn players with no initial score who are in no round: Pair next round placed none. */
export function withdrawnUnplaced(t: Tournament): Set<number> {
  const unplayed = withdrawnBeforePlaying(
    t.roster.players,
    t.rounds.map((r) => r.round),
  );
  return new Set([...unplayed].filter((id) => t.roster.players[id].initialScore === null));
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

/**
 * Withdrawn players who are in no round tab: every withdrawn player while no round is paired
 * (`tournament` null). They take no band place: not counted on the Bands tab, given no band.
 * The round tabs are read (through `tournament`, from the same Players tab as `roster`) only
 * when someone is withdrawn.
 */
export function withdrawnNotPlayed(
  roster: Roster,
  tournament: (() => Tournament) | null,
): Set<number> {
  if (!roster.players.some((p) => p.status === 'withdrawn')) return new Set();
  const rounds = tournament ? tournament().rounds.map((r) => r.round) : [];
  return withdrawnBeforePlaying(roster.players, rounds);
}
