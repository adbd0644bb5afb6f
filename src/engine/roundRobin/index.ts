/** Round robin by seat rotation ("Easy Round Robin Pairing"). */
export { whiteSeat } from './colours';
export { seatPlayers, type SeatingEntrant, type SeatingOptions } from './placement';
export {
  roundRobinRound,
  type RoundRobinColourOptions,
  type RoundRobinGame,
  type RoundRobinRound,
} from './round';
export {
  cyclesFor,
  opposite,
  roundCount,
  rotationRounds,
  seatCountFor,
  seatInRound,
  seatsInRound,
  type SeatPlan,
} from './seats';
export {
  seatPlanFromSeatNumbers,
  validateSeatPlan,
  type NameOf,
  type SeatAssignment,
} from './validate';
