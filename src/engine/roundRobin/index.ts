/** Round robin by seat rotation ("Easy Round Robin Pairing"). */
export { seatPlayers } from './placement';
export { roundRobinRound } from './round';
export {
  cyclesFor,
  opposite,
  roundCount,
  rotationRoundOf,
  rotationRounds,
  seatCountFor,
  seatInRound,
  seatsInRound,
  type SeatPlan,
} from './seats';
export { seatPlanFromSeatNumbers, validateSeatPlan } from './validate';
