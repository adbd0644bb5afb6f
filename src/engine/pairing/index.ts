export { pairRound } from './bySystem';
export type { PairedRound, PairingInput } from './types';
