export { pairRound } from './pairRound';
export { PENALTY_SCALES } from './params';
export type {
  CandidateGraph,
  PairedBye,
  PairedGame,
  PairedRound,
  PairingInput,
  PairingOptions,
} from './types';
