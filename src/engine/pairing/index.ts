export { pairRound } from './bySystem';
export { PENALTY_SCALES } from './params';
export type {
  CandidateGraph,
  MatchingRules,
  PairedBye,
  PairedGame,
  PairedRound,
  PairingInput,
  PairingOptions,
} from './types';
