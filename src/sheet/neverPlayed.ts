/** McMahon: a late entry withdrawn before playing a round, left without a band. */
import { playersInRound } from '../engine/history';
import { nameKey } from '../engine/names';
import type { Player } from '../engine/types';
import type { Roster } from './playersTab';
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

/**
 * Withdrawn players (by Players row) who are in no round tab: every withdrawn player while no
 * round is paired (`tournament` null). They take no band place: not counted on the Bands tab,
 * given no band. The round tabs are read (through `tournament`) only when someone is withdrawn.
 */
export function withdrawnBeforePlaying(
  roster: Roster,
  tournament: (() => Tournament) | null,
): Set<number> {
  const withdrawn = roster.players.filter((p) => p.status === 'withdrawn');
  if (withdrawn.length === 0) return new Set();
  const played = new Set<string>();
  if (tournament) {
    const t = tournament();
    for (const r of t.rounds) {
      for (const id of playersInRound(r.round)) played.add(nameKey(t.roster.players[id].name));
    }
  }
  return new Set(withdrawn.filter((p) => !played.has(nameKey(p.name))).map((p) => p.id));
}
