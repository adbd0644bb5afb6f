import { systemRules } from '../systems';
import { pairMatchingRound } from './pairRound';
import type { PairedRound, PairingInput, PairingOptions } from './types';

/**
 * Pairs a round by the weighted matching with the rules of the system Settings names: for
 * tests and benchmarks (the system modules pass their rules to pairMatchingRound).
 */
export function pairRound(input: PairingInput, options: PairingOptions = {}): PairedRound {
  const system = systemRules(input.settings.pairingSystem);
  if (!system.matching) throw new Error(`${system.name} is not paired by the weighted matching`);
  return pairMatchingRound(input, system.matching(input.settings), options);
}
