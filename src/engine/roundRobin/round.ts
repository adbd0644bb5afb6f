import { InputError } from '../errors';
import type { PlayerId } from '../types';
import { whiteSeat } from './colours';
import { opposite, roundCount, rotationRoundOf, seatsInRound, type SeatPlan } from './seats';

interface RoundRobinGame {
  /**
   * Board number. Seat board b holds seats b and N + 1 − b; in an odd field seat board 1 is
   * the empty seat 1 and the resting seat N, so played boards are renumbered b − 1 (1, 2, …).
   */
  board: number;
  white: PlayerId;
  black: PlayerId;
}

export interface RoundRobinRound {
  games: RoundRobinGame[];
  /** Odd field: the player on seat N, opposite the empty seat 1; null in an even field. */
  resting: PlayerId | null;
}

export interface RoundRobinColourOptions {
  /** Handicap games: the stronger player takes white; equal strength falls back to seat colours. */
  strongerTakesWhite: boolean;
  /** Larger is stronger, e.g. rankStones or strength() of the player. */
  strength: (id: PlayerId) => number;
}

/**
 * The games of one round (1-based) of the seat rotation. Withdrawn players stay in the list.
 * A double round robin (`cycles` 2) plays the rotation again from its first round, each game
 * with the colours of its first meeting reversed; `lastTwoReversed` plays the first rotation's
 * last two rounds in reverse order (rotationRoundOf).
 */
export function roundRobinRound(
  plan: SeatPlan,
  round: number,
  options: RoundRobinColourOptions,
  cycles: 1 | 2 = 1,
  lastTwoReversed = false,
): RoundRobinRound {
  const perCycle = roundCount(plan);
  const rounds = perCycle * cycles;
  if (!Number.isInteger(round) || round < 1 || round > rounds) {
    throw new InputError(`Round ${round} is outside this round robin's rounds 1 to ${rounds}.`);
  }
  const inCycle = rotationRoundOf(round, perCycle, lastTwoReversed);
  const reversed = round > perCycle;
  const now = seatsInRound(plan, inCycle);
  const at = (seat: number): PlayerId | null => now[seat - 1];
  const oddField = at(1) === null;
  const games: RoundRobinGame[] = [];
  for (let seat = oddField ? 2 : 1; seat <= plan.seatCount / 2; seat++) {
    const across = opposite(plan.seatCount, seat);
    const [a, b] = [at(seat), at(across)];
    if (a === null || b === null)
      throw new InputError(`Seat ${a === null ? seat : across} is empty.`);
    let white = (whiteSeat(seat, across, inCycle) === seat) !== reversed ? a : b;
    if (options.strongerTakesWhite) {
      const diff = options.strength(a) - options.strength(b);
      if (diff !== 0) white = diff > 0 ? a : b;
    }
    games.push({ board: oddField ? seat - 1 : seat, white, black: white === a ? b : a });
  }
  return { games, resting: oddField ? at(plan.seatCount) : null };
}
