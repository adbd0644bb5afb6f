import { InputError } from '../errors';
import { compareNames } from '../names';
import { seededRandom, type Random } from '../random';
import { strength } from '../rank';
import type { PlayerId } from '../types';
import { opposite, seatCountFor, type SeatPlan } from './seats';

export interface SeatingEntrant {
  id: PlayerId;
  /** Breaks ties in strength, so sorting Players does not change the seats. */
  name: string;
  rank: number | null;
  rating: number | null;
}

export interface SeatingOptions {
  /** Settings.randomSeed: picks the member of each third that takes a seat. */
  seed: number;
  /** Settings.keepBestForLast: Easy Round Robin Pairing, "Keeping the Best for Last" placement of the top four. */
  keepBestForLast: boolean;
}

/** Strongest first; equal strength in name order, so the placement is reproducible. */
function byStrength(players: readonly SeatingEntrant[]): PlayerId[] {
  return [...players]
    .sort((a, b) => strength(b) - strength(a) || compareNames(a.name, b.name) || a.id - b.id)
    .map((p) => p.id);
}

/**
 * Easy Round Robin Pairing: "Divide the field of players into three groups" A (strongest),
 * B, C (weakest), "make group A, and possibly B, bigger", then fill the seats in order with
 * random players from A, B, C, A, B, C… Dealing A, B, C over the free seats gives exactly
 * those sizes (16 → 6, 5, 5; 20 → 7, 7, 6).
 */
function seatByThirds(
  seats: (PlayerId | null)[],
  freeSeats: readonly number[],
  ordered: readonly PlayerId[],
  random: Random,
): void {
  const count = ordered.length;
  const sizeA = Math.ceil(count / 3);
  const sizeB = Math.ceil((count - 1) / 3);
  const groups = [
    random.shuffle(ordered.slice(0, sizeA)),
    random.shuffle(ordered.slice(sizeA, sizeA + sizeB)),
    random.shuffle(ordered.slice(sizeA + sizeB)),
  ];
  freeSeats.forEach((seat, i) => {
    seats[seat - 1] = groups[i % 3][Math.floor(i / 3)];
  });
}

/**
 * Easy Round Robin Pairing, "Keeping the Best for Last", even field: player 1 on seat 1, 2 on seat 2,
 * 4 on seat 3, 3 on seat 4. Odd field (seat 1 empty): player 3 on seat 2, 1 on seat 4,
 * 4 on seat 6, 2 opposite player 3 (seat N − 1).
 */
function bestForLastSeats(seatCount: number, odd: boolean): number[] {
  return odd ? [4, opposite(seatCount, 2), 2, 6] : [1, 2, 4, 3];
}

/** Initial placement of a round robin: who takes which seat before round 1. */
export function seatPlayers(players: readonly SeatingEntrant[], options: SeatingOptions): SeatPlan {
  const count = players.length;
  if (count < 2) throw new InputError('A round robin needs at least 2 players.');
  if (new Set(players.map((p) => p.id)).size !== count) {
    throw new InputError('A player is listed twice for the round robin.');
  }
  const odd = count % 2 === 1;
  if (options.keepBestForLast && count < (odd ? 5 : 4)) {
    throw new InputError(
      `"Keep the best for last" needs at least ${odd ? 5 : 4} players in ${odd ? 'an odd' : 'an even'} field; this round robin has ${count}.`,
    );
  }
  const seatCount = seatCountFor(count);
  const seats: (PlayerId | null)[] = new Array(seatCount).fill(null);
  const ordered = byStrength(players);
  let rest = ordered;
  if (options.keepBestForLast) {
    bestForLastSeats(seatCount, odd).forEach((seat, i) => {
      seats[seat - 1] = ordered[i];
    });
    rest = ordered.slice(4);
  }
  // "starting from seat 1 (or seat 2, if seat 1 stays empty due to an odd number of players)"
  const firstSeat = odd ? 2 : 1;
  const freeSeats: number[] = [];
  for (let seat = firstSeat; seat <= seatCount; seat++) {
    if (seats[seat - 1] === null) freeSeats.push(seat);
  }
  seatByThirds(seats, freeSeats, rest, seededRandom(options.seed));
  return { seatCount, seats };
}
