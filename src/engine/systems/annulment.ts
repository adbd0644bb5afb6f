import { cyclesFor, rotationRounds } from '../roundRobin';
import type { PlayerId } from '../types';
import type { EventState } from './types';

/** A withdrawn player whose games the standings leave out, with the games that decided it. */
export interface Annulment {
  player: PlayerId;
  /** Games played over the board (a result typed, not a forfeit). */
  played: number;
  /** Games the rotation gives every player: one per other player, twice in a double round robin. */
  scheduled: number;
  /** Their games still without a result: each, played over the board, would count as completed. */
  open: { round: number; board: number }[];
}

/** Games each player of the round robin meets: one per other seated player, each rotation. */
function scheduledGames(event: EventState): number {
  const plan = event.seats;
  const field = plan ? plan.seats.filter((s) => s !== null).length : event.players.length;
  const perCycle = rotationRounds(plan, event.players.length);
  return (field - 1) * cyclesFor(perCycle, event.settings.rounds);
}

/**
 * Settings › Withdrawn player's games = Annul under half. FIDE Tournament Rules (Handbook C.06,
 * V.4): a player who leaves a round robin having completed less than 50% of their games keeps
 * their results in the table for rating, but the points scored by or against them are not
 * counted in the standings; with 50% or more their results count and their unplayed games are
 * forfeits (as Forfeit win). Completed: played over the board, so forfeits do not count.
 */
export function annulledWithdrawals(event: EventState): Annulment[] {
  if (event.settings.withdrawnGames !== 'annul under half') return [];
  const scheduled = scheduledGames(event);
  const games = event.rounds.flatMap((r) => r.games.map((g) => ({ ...g, round: r.number })));
  return event.players
    .filter((p) => p.status === 'withdrawn')
    .map((p) => {
      const own = games.filter((g) => g.white === p.id || g.black === p.id);
      const played = own.filter((g) => g.result && !g.result.forfeit).length;
      const open = own.filter((g) => !g.result).map(({ round, board }) => ({ round, board }));
      return { player: p.id, played, scheduled, open, rows: own.length };
    })
    .filter((a) => a.rows > 0 && 2 * a.played < a.scheduled)
    .map(({ player, played, open }) => ({ player, played, scheduled, open }));
}

/** The sentence the Standings legend and the export notes give each annulled player. */
export function annulmentText(event: EventState, annulled: readonly Annulment[]): string {
  const each = annulled.map(
    (a) => `${event.players[a.player].name} withdrew after ${a.played} of ${a.scheduled} games`,
  );
  return `Annulled for the standings (Settings › Withdrawn player's games = Annul under half, FIDE Tournament Rules: under half the games played): ${each.join('; ')}. Their games count in no score or tiebreak, theirs or their opponents'; they stay in the rounds as played.`;
}
