import { InputError } from '../errors';
import type { PlayerId } from '../types';
import { seatCountFor, type SeatPlan } from './seats';

/** How a message names a player; the caller can pass the roster name. */
export type NameOf = (id: PlayerId) => string;

const defaultName: NameOf = (id) => `player ${id}`;

/**
 * Checks a seat plan read back from the sheet against the round robin's players.
 * Easy Round Robin Pairing: every player on exactly one seat, seat 1 empty exactly when the
 * field is odd ("make sure nobody ever takes seat 1").
 */
export function validateSeatPlan(
  plan: SeatPlan,
  playerIds: readonly PlayerId[],
  nameOf: NameOf = defaultName,
): SeatPlan {
  if (playerIds.length < 2) throw new InputError('A round robin needs at least 2 players.');
  const players = new Set<PlayerId>();
  for (const id of playerIds) {
    if (players.has(id)) throw new InputError(`${nameOf(id)} is listed twice.`);
    players.add(id);
  }
  const seatCount = seatCountFor(playerIds.length);
  if (plan.seatCount !== seatCount || plan.seats.length !== seatCount) {
    throw new InputError(
      `${playerIds.length} players need seats 1 to ${seatCount}; the seat list has ${plan.seats.length}.`,
    );
  }
  const odd = playerIds.length % 2 === 1;
  const seatOf = new Map<PlayerId, number>();
  plan.seats.forEach((player, index) => {
    const seat = index + 1;
    if (player === null) {
      if (seat === 1 && odd) return;
      throw new InputError(`Seat ${seat} is empty.`);
    }
    if (seat === 1 && odd) {
      throw new InputError(
        `Seat 1 must stay empty in an odd field, but ${nameOf(player)} is on it.`,
      );
    }
    if (!players.has(player))
      throw new InputError(`Seat ${seat} holds ${nameOf(player)}, who is not in this round robin.`);
    const earlier = seatOf.get(player);
    if (earlier !== undefined) {
      throw new InputError(`${nameOf(player)} is on both seat ${earlier} and seat ${seat}.`);
    }
    seatOf.set(player, seat);
  });
  for (const id of playerIds) {
    if (!seatOf.has(id)) throw new InputError(`${nameOf(id)} has no seat.`);
  }
  return plan;
}

export interface SeatAssignment {
  player: PlayerId;
  /** 1-based seat number as stored on the sheet. */
  seat: number;
}

/** Rebuilds the initial seat plan from each player's stored seat number, then validates it. */
export function seatPlanFromSeatNumbers(
  assignments: readonly SeatAssignment[],
  nameOf: NameOf = defaultName,
): SeatPlan {
  const seatCount = seatCountFor(assignments.length);
  const seats: (PlayerId | null)[] = new Array(seatCount).fill(null);
  for (const { player, seat } of assignments) {
    if (!Number.isInteger(seat) || seat < 1 || seat > seatCount) {
      throw new InputError(`${nameOf(player)} has seat ${seat}; seats run from 1 to ${seatCount}.`);
    }
    const holder = seats[seat - 1];
    if (holder !== null) {
      throw new InputError(`Seat ${seat} is used twice: ${nameOf(holder)} and ${nameOf(player)}.`);
    }
    seats[seat - 1] = player;
  }
  return validateSeatPlan(
    { seatCount, seats },
    assignments.map((a) => a.player),
    nameOf,
  );
}
