import type { PlayerId } from '../types';

/**
 * Easy Round Robin Pairing: seats are numbered along the boards one way and back the other,
 * so board b holds seats b and N + 1 − b (every board's seats sum to N + 1).
 */
export interface SeatPlan {
  /** Even seat count N: the number of players, plus one when the field is odd. */
  seatCount: number;
  /** Initial placement: index 0 is seat 1. Only seat 1 may be empty (null), in an odd field. */
  seats: (PlayerId | null)[];
}

/** Seat count for a field: "If you have an odd number of players, keep seat number 1 empty." */
export function seatCountFor(players: number): number {
  return players % 2 === 0 ? players : players + 1;
}

/** The seat across the board: seats sum to N + 1. */
export function opposite(seatCount: number, seat: number): number {
  return seatCount + 1 - seat;
}

/** "Keep rotating until the players reach their initial seat again": N − 1 rounds. */
export function roundCount(plan: SeatPlan): number {
  return plan.seatCount - 1;
}

/**
 * The rounds of one rotation: the seat plan's, or with no plan at hand (the Seats tab gone or
 * unreadable) the field's, everyone in it having been seated.
 */
export function rotationRounds(plan: SeatPlan | null | undefined, players: number): number {
  return plan ? roundCount(plan) : seatCountFor(players) - 1;
}

/**
 * How many times a rotation of `perCycle` rounds is played: twice (a double round robin, every
 * pair meeting again with the colours reversed) when Settings › Rounds asks for exactly twice
 * that; otherwise once, whatever Rounds says.
 */
export function cyclesFor(perCycle: number, rounds: number): 1 | 2 {
  return rounds === 2 * perCycle ? 2 : 1;
}

/**
 * The rotation round (R1, R2… on the Seats tab) that `round` of the event plays. FIDE Handbook
 * C.05, Annex 1 (Berger tables): in a double round robin "reverse the order of the last two rounds
 * of the first cycle", so nobody plays one colour three times in a row where the second begins.
 * `lastTwoReversed` says whether this event does; the second rotation keeps the plain order.
 */
export function rotationRoundOf(round: number, perCycle: number, lastTwoReversed: boolean): number {
  const inCycle = ((round - 1) % perCycle) + 1;
  if (!lastTwoReversed || round > perCycle || perCycle < 3) return inCycle;
  if (inCycle === perCycle) return perCycle - 1;
  return inCycle === perCycle - 1 ? perCycle : inCycle;
}

/**
 * Seat (1-based) of whoever started on `seat` when `round` (1-based) is played.
 * Easy Round Robin Pairing: "all players (except the one in seat number 1) move up one seat",
 * the highest seat wraps to seat 2.
 */
export function seatInRound(seatCount: number, seat: number, round: number): number {
  if (seat === 1) return 1;
  return 2 + ((seat - 2 + round - 1) % (seatCount - 1));
}

/** Who sits where in `round` (1-based): index 0 is seat 1. */
export function seatsInRound(plan: SeatPlan, round: number): (PlayerId | null)[] {
  const now: (PlayerId | null)[] = new Array(plan.seatCount).fill(null);
  plan.seats.forEach((player, index) => {
    now[seatInRound(plan.seatCount, index + 1, round) - 1] = player;
  });
  return now;
}
